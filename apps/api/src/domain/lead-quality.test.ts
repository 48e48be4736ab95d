// One test per quality signal; the two answered in SQL (email confirmed, phone given) are checked in
// code and in SQL on the same rows, so the two forms of each rule cannot drift apart.
import { eq } from 'drizzle-orm';
import { users } from '../db/schema.ts';
import { describe, expect, it } from '../../test/harness.ts';
import {
  budgetSignal,
  DETAILED_MIN_WORDS,
  datesFirm,
  detailLevel,
  emailConfirmedSql,
  flightsBooked,
  isEmailConfirmed,
  isPhoneGiven,
  leadQuality,
  phoneGivenSql,
  saysDatesFlexible,
  wordCount,
} from './lead-quality.ts';

const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ');

describe('email confirmed: isEmailConfirmed and emailConfirmedSql', () => {
  it('is true only when the lead has its account address and the account proved it, in code and in SQL', async ({
    fx,
    db,
  }) => {
    // verified with a password (a logged-in traveller, an admin-made account)
    const verified = (await fx.traveller()).user;
    // a claim or confirm link was followed, no password set yet
    const linked = (await fx.traveller({ password: null })).user;
    // a password and no verified mark (an older account)
    const passwordOnly = (await fx.traveller()).user;
    await db.update(users).set({ email_verified_at: null }).where(eq(users.id, passwordOnly.id));
    // a guest's account made by the request: nothing proven
    const guest = (await fx.traveller({ password: null })).user;
    await db.update(users).set({ email_verified_at: null }).where(eq(users.id, guest.id));

    const rows = await Promise.all([
      fx.lead(verified.id, { email: verified.email }),
      fx.lead(linked.id, { email: linked.email.toUpperCase() }),
      fx.lead(passwordOnly.id, { email: passwordOnly.email }),
      fx.lead(guest.id, { email: guest.email }),
      // an address other than the account's was never proven, whatever the account's state
      fx.lead(verified.id, { email: 'someone.else@example.test' }),
    ]);
    const accounts = await db.select().from(users);
    const inCode = rows.map((l) => isEmailConfirmed(accounts.find((u) => u.id === l.user_id) ?? null, l.email));
    expect(inCode).toEqual([true, true, true, false, false]);

    expect(await fx.leadsSql(emailConfirmedSql, rows)).toEqual(inCode);
    expect(isEmailConfirmed(null, 'a@example.test')).toBe(false);
  });
});

describe('phone given: isPhoneGiven and phoneGivenSql', () => {
  it('is true for a number, false for none or blanks, in code and in SQL', async ({ fx }) => {
    const owner = (await fx.traveller()).user.id;
    const rows = await Promise.all([
      fx.lead(owner, { mobile: '+353 87 555 0101' }),
      fx.lead(owner, { mobile: null }),
      fx.lead(owner, { mobile: '   ' }),
    ]);
    expect(rows.map((r) => isPhoneGiven(r.mobile))).toEqual([true, false, false]);
    expect(await fx.leadsSql(phoneGivenSql, rows)).toEqual([true, false, false]);
  });
});

describe('flights booked: flightsBooked', () => {
  it("is the traveller's yes", () => {
    expect(flightsBooked('yes')).toBe(true);
    expect(flightsBooked('no')).toBe(false);
  });
});

describe('dates firm: datesFirm and saysDatesFlexible', () => {
  it('needs booked flights and no word that the dates are flexible', () => {
    expect(datesFirm({ flight_booked: 'yes', special_requests: null })).toBe(true);
    expect(datesFirm({ flight_booked: 'yes', special_requests: 'Castles and coast' })).toBe(true);
    expect(datesFirm({ flight_booked: 'no', special_requests: null })).toBe(false);
    expect(datesFirm({ flight_booked: 'yes', special_requests: 'We are flexible on dates.' })).toBe(false);
    expect(datesFirm({ flight_booked: 'yes', special_requests: 'Our dates are somewhat flexible' })).toBe(false);
    expect(datesFirm({ flight_booked: 'yes', special_requests: 'Happy to go any time in June' })).toBe(false);
  });

  it('reads flexibility about the dates only, not about the itinerary or the budget', () => {
    expect(saysDatesFlexible('Flexible itinerary. We land on the dates given.')).toBe(false);
    expect(saysDatesFlexible('Budget is flexible')).toBe(false);
    expect(saysDatesFlexible('Dates flexible by a week')).toBe(true);
    expect(saysDatesFlexible('ANYTIME suits')).toBe(true);
    expect(saysDatesFlexible(null)).toBe(false);
  });
});

describe('budget: budgetSignal', () => {
  it('is never stated (the form asks none) and gives the band of the estimate', () => {
    expect(budgetSignal(150_000)).toEqual({ stated: false, estimated_band: 'low' });
    expect(budgetSignal(200_000)).toEqual({ stated: false, estimated_band: 'medium' });
    expect(budgetSignal(500_000)).toEqual({ stated: false, estimated_band: 'high' });
  });
});

describe('detail: detailLevel and wordCount', () => {
  it('counts runs of letters or digits, not punctuation', () => {
    expect(wordCount(null)).toBe(0);
    expect(wordCount('  -- !! ')).toBe(0);
    expect(wordCount("Castles, the coast & O'Brien's pub — 2 nights")).toBe(7);
  });

  it(`is none without words, brief under ${DETAILED_MIN_WORDS} words, detailed from ${DETAILED_MIN_WORDS}`, () => {
    expect(detailLevel(null)).toBe('none');
    expect(detailLevel('')).toBe('none');
    expect(detailLevel('...')).toBe('none');
    expect(detailLevel('Castles and coast')).toBe('brief');
    expect(detailLevel(words(DETAILED_MIN_WORDS - 1))).toBe('brief');
    expect(detailLevel(words(DETAILED_MIN_WORDS))).toBe('detailed');
  });
});

describe('leadQuality', () => {
  it('puts every signal together, with when it was posted and how many bought and quoted it', () => {
    const posted = new Date('2027-01-02T10:00:00Z');
    expect(
      leadQuality({
        email_confirmed: true,
        phone_given: false,
        flight_booked: 'yes',
        special_requests: 'Castles and coast',
        budget_cents: 336_000,
        created_at: posted,
        purchases_count: 2,
        quotes_count: 1,
      }),
    ).toEqual({
      email_confirmed: true,
      phone_given: false,
      dates_firm: true,
      flights_booked: true,
      budget: { stated: false, estimated_band: 'medium' },
      detail: 'brief',
      detail_words: 3,
      posted_at: posted,
      buyers: 2,
      quoted: 1,
    });
  });
});
