// The quality signals as a company sees them on GET /v1/openLeads: computed for each seeded lead, the
// same for every company, and never a way to the traveller's email or phone before buying.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema.ts';
import { describe, expect, it } from '../../../test/harness.ts';

const DETAILED =
  'We would love three nights in Connemara, a day on the Aran Islands by ferry, a traditional music ' +
  'session in Galway and a quiet hotel with a sea view for our anniversary.';

describe('GET /v1/openLeads quality', () => {
  it('carries each lead’s signals, computed from its data, and no contact detail', async ({ fx, mp, db }) => {
    const word = `zq${randomBytes(4).toString('hex')}`;
    const buyer = await fx.companyUser({ creditCents: 10_000 });
    const other = await fx.companyUser({ creditCents: 10_000 });
    const confirmed = (await fx.traveller()).user;
    const guest = (await fx.traveller({ password: null })).user;
    await db.update(users).set({ email_verified_at: null }).where(eq(users.id, guest.id));

    const firm = await fx.lead(confirmed.id, {
      email: confirmed.email,
      mobile: '+353 87 555 0199',
      flight_booked: 'yes',
      special_requests: `${word} ${DETAILED}`,
      number_of_people: 2,
      number_of_night: 10,
      travel_type: 'tour-guide',
      budget_cents: 440_000,
    });
    const loose = await fx.lead(guest.id, {
      email: guest.email,
      mobile: null,
      flight_booked: 'yes',
      special_requests: `${word} dates are flexible`,
      budget_cents: 120_000,
    });
    const bare = await fx.lead(guest.id, {
      email: guest.email,
      mobile: '+1 555 0142',
      flight_booked: 'no',
      special_requests: word,
    });
    // one company bought and quoted the first lead, another only bought it
    await mp.buyAndQuote(buyer, firm.id);
    expect((await mp.buy(other, firm.id)).statusCode).toBe(201);

    const viewer = await fx.companyUser();
    const res = await mp.openLeads(viewer, { search: word });
    expect(res.statusCode, res.body).toBe(200);
    const byId = new Map((res.json().data as { id: number; quality: unknown }[]).map((l) => [l.id, l.quality]));
    expect(byId.get(firm.id)).toEqual({
      email_confirmed: true,
      phone_given: true,
      dates_firm: true,
      flights_booked: true,
      budget: { stated: false, estimated_band: 'medium' },
      detail: 'detailed',
      detail_words: 33,
      posted_at: firm.created_at.toISOString(),
      buyers: 2,
      quoted: 1,
    });
    expect(byId.get(loose.id)).toEqual({
      email_confirmed: false,
      phone_given: false,
      dates_firm: false,
      flights_booked: true,
      budget: { stated: false, estimated_band: 'low' },
      detail: 'brief',
      detail_words: 4,
      posted_at: loose.created_at.toISOString(),
      buyers: 0,
      quoted: 0,
    });
    expect(byId.get(bare.id)).toMatchObject({
      email_confirmed: false,
      phone_given: true,
      dates_firm: false,
      flights_booked: false,
      detail: 'brief',
      detail_words: 1,
    });

    // the signals are booleans: neither the address nor the number is anywhere in the answer
    for (const secret of [confirmed.email, guest.email, '555 0199', '555 0142']) expect(res.body).not.toContain(secret);
    // and a buyer sees the same signals as anyone
    const forBuyer = (await mp.openLeads(buyer, { search: word })).json().data as { id: number; quality: unknown }[];
    expect(forBuyer.find((l) => l.id === firm.id)!.quality).toEqual(byId.get(firm.id));
  });
});
