import { addDaysIso, todayIso } from '@triptender/contract/dates';
import { PERIOD_MESSAGES } from '@triptender/contract/periods';
import type { DeclineReason } from '@triptender/contract/quote-terms';
import type { Db } from '../../db/client.ts';
import { quotes } from '../../db/schema.ts';
import { refundPurchase } from '../purchases/ledger.ts';
import { buyLead } from '../../../test/buy-lead.ts';
import { type As, describe, expect, expectQueryErrors, type Fixtures, it } from '../../../test/harness.ts';

const dayMs = 86_400_000;
const minuteMs = 60_000;
/** Noon UTC `days` days ago: far from the period's edges at midnight. */
const daysAgo = (days: number) => new Date(Date.parse(`${addDaysIso(todayIso(), -days)}T12:00:00Z`));

const performance = (as: As, token: string | null, companyId: number, query = '') =>
  as(token).get(`/v1/company/${companyId}/performance${query}`);

type Quoted = { after?: number; status?: 'sent' | 'accepted' | 'declined'; reason?: DeclineReason; sentAt?: Date };

/**
 * One lead bought by the company at `boughtAt` (through buyLead) and, with `quote`, its quote sent
 * `after` minutes later (or at `sentAt`) and, when decided, accepted or declined.
 */
async function trade(fx: Fixtures, db: Db, companyId: number, boughtAt: Date, quote?: Quoted) {
  const { lead } = await fx.travellerLead();
  const purchase = await buyLead(db, { leadId: lead.id, companyId, createdAt: boughtAt });
  if (quote) {
    const sentAt = quote.sentAt ?? new Date(boughtAt.getTime() + (quote.after ?? 60) * minuteMs);
    const status = quote.status ?? 'sent';
    await db.insert(quotes).values({
      lead_id: lead.id,
      company_id: companyId,
      price_cents: 180_000,
      trip_duration: '8 days / 7 nights',
      message: 'Our offer',
      status,
      decline_reason_code: quote.reason ?? null,
      status_changed_at: status === 'sent' ? null : new Date(sentAt.getTime() + dayMs),
      created_at: sentAt,
    });
  }
  return purchase;
}

/** The Monday (UTC) of the week of `at`, as yyyy-MM-dd. */
const mondayOf = (at: Date) => addDaysIso(at.toISOString().slice(0, 10), -((at.getUTCDay() + 6) % 7));

describe('GET /v1/company/{companyId}/performance', () => {
  it("counts a company's purchases, quotes, wins and declines in the period, and the platform's medians", async ({
    as,
    fx,
    db,
  }) => {
    const credit = { creditCents: 100_000 };
    const [a, b, c, d, e] = await Promise.all([
      fx.companyUser(credit),
      fx.companyUser(credit),
      fx.companyUser(credit),
      fx.companyUser(credit),
      fx.companyUser(credit),
    ]);
    // company A: four leads bought in the 4 weeks; quotes 2, 4 and 6 hours after buying
    const first = await trade(fx, db, a.companyId, daysAgo(20), { after: 120, status: 'accepted' });
    await trade(fx, db, a.companyId, daysAgo(15), { after: 240, status: 'declined', reason: 'price' });
    await trade(fx, db, a.companyId, daysAgo(10), { after: 360 });
    await trade(fx, db, a.companyId, daysAgo(5));
    // a refunded purchase does not count; nor does anything before the period
    const refunded = await trade(fx, db, a.companyId, daysAgo(3));
    await db.transaction((tx) => refundPurchase(tx, { purchaseId: refunded.id, actorUserId: null, reason: 'Bad' }));
    await trade(fx, db, a.companyId, daysAgo(40), { after: 60, status: 'accepted', sentAt: daysAgo(35) });
    // bought before the period, quoted in it: the quote counts, its response time does not
    await trade(fx, db, a.companyId, daysAgo(30), { status: 'declined', reason: 'itinerary', sentAt: daysAgo(25) });
    // four other companies active in the period
    await trade(fx, db, b.companyId, daysAgo(10), { after: 60, status: 'accepted' });
    await trade(fx, db, c.companyId, daysAgo(12), { after: 30 });
    await trade(fx, db, c.companyId, daysAgo(11));
    for (const days of [9, 8, 7]) await trade(fx, db, d.companyId, daysAgo(days));
    await trade(fx, db, e.companyId, daysAgo(40), { status: 'declined', reason: 'slow_response', sentAt: daysAgo(6) });
    const price = first.price_cents;

    const res = await performance(as, a.token, a.companyId);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.period).toEqual({ from: addDaysIso(todayIso(), -27), to: todayIso() });
    expect(body.currency).toBe('USD');
    expect(body.figures).toEqual({
      leads_bought: 4,
      spend_cents: 4 * price,
      quotes_sent: 4,
      quotes_accepted: 1,
      quotes_declined: 2,
      win_rate: 0.25,
      spend_per_won_trip_cents: 4 * price,
      median_minutes_to_first_quote: 240,
    });
    expect(body.decline_reasons).toEqual([
      { code: 'itinerary', count: 1 },
      { code: 'price', count: 1 },
    ]);
    // the medians over the five companies (A, B, C, D, E), none of them named
    expect(body.platform).toEqual({
      companies: 5,
      leads_bought: 2,
      spend_cents: 2 * price,
      quotes_sent: 1,
      quotes_accepted: 0,
      quotes_declined: 0,
      win_rate: 0.125,
      spend_per_won_trip_cents: Math.round(2.5 * price),
      median_minutes_to_first_quote: 60,
    });

    // every Monday week of the period, oldest first; their sums are the period's figures
    const weeks = body.weeks as { week_start: string; leads_bought: number; spend_cents: number; wins: number }[];
    expect(weeks[0]!.week_start).toBe(mondayOf(daysAgo(27)));
    expect(weeks.at(-1)!.week_start).toBe(mondayOf(daysAgo(0)));
    expect(weeks.map((w) => w.week_start)).toEqual(weeks.map((_, i) => addDaysIso(mondayOf(daysAgo(27)), 7 * i)));
    expect(weeks.reduce((s, w) => s + w.spend_cents, 0)).toBe(4 * price);
    expect(weeks.reduce((s, w) => s + w.leads_bought, 0)).toBe(4);
    const wonWeek = mondayOf(new Date(daysAgo(20).getTime() + 120 * minuteMs));
    expect(weeks.filter((w) => w.wins > 0)).toEqual([expect.objectContaining({ week_start: wonWeek, wins: 1 })]);

    // a chosen period: the three weeks that hold only the 20- and 15-day-old trades
    const chosen = await performance(
      as,
      a.token,
      a.companyId,
      `?from=${addDaysIso(todayIso(), -21)}&to=${addDaysIso(todayIso(), -14)}`,
    );
    expect(chosen.json().figures).toMatchObject({
      leads_bought: 2,
      quotes_sent: 2,
      quotes_accepted: 1,
      win_rate: 0.5,
      median_minutes_to_first_quote: 180,
    });
    // fewer than five active companies (only A was active then): no platform medians
    expect(chosen.json().platform).toBeNull();
  });

  it('answers zeros and no medians for a period with nothing in it', async ({ as, fx }) => {
    const manager = await fx.companyUser();
    const res = await performance(as, manager.token, manager.companyId, '?from=2020-01-06&to=2020-01-19');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      period: { from: '2020-01-06', to: '2020-01-19' },
      currency: 'USD',
      figures: {
        leads_bought: 0,
        spend_cents: 0,
        quotes_sent: 0,
        quotes_accepted: 0,
        quotes_declined: 0,
        win_rate: null,
        spend_per_won_trip_cents: null,
        median_minutes_to_first_quote: null,
      },
      platform: null,
      weeks: [
        { week_start: '2020-01-06', leads_bought: 0, spend_cents: 0, quotes_sent: 0, wins: 0 },
        { week_start: '2020-01-13', leads_bought: 0, spend_cents: 0, quotes_sent: 0, wins: 0 },
      ],
      decline_reasons: [],
      // the last 90 days whatever the period (response-time.test.ts); the platform's counts every company here
      response: {
        company: { quote: { median_minutes: null, samples: 0 }, reply: { median_minutes: null, samples: 0 } },
        platform: expect.any(Object),
      },
    });
  });

  it('is for every member of the company and the admin; anyone else gets a 404', async ({ as, fx }) => {
    const { manager, agent, finance } = await fx.team({ agent: 'agent', finance: 'finance' });
    const other = await fx.companyUser();
    const [admin, traveller] = await Promise.all([fx.admin(), fx.traveller()]);
    for (const member of [manager, agent, finance, admin]) {
      expect((await performance(as, member.token, manager.companyId)).statusCode).toBe(200);
    }
    expect((await performance(as, other.token, manager.companyId)).statusCode).toBe(404);
    expect((await performance(as, traveller.token, manager.companyId)).statusCode).toBe(404);
    expect((await performance(as, admin.token, 999_999)).statusCode).toBe(404);
    expect((await performance(as, null, manager.companyId)).statusCode).toBe(401);
  });

  it('refuses a period that is not one with a 422 naming the field', async ({ as, fx }) => {
    const manager = await fx.companyUser();
    const ask = (query: string) => performance(as, manager.token, manager.companyId, query);
    await expectQueryErrors(ask, {
      '?from=2026-02-10&to=2026-02-01': { to: [PERIOD_MESSAGES.order] },
      '?from=2020-01-01&to=2026-01-01': { to: [PERIOD_MESSAGES.tooLong] },
      '?from=last-week': { from: [PERIOD_MESSAGES.from] },
      '?from=2026-01-01&to=2026-02-30': { to: [PERIOD_MESSAGES.to] },
      '?from=1800-01-01': { from: [PERIOD_MESSAGES.from] },
    });
  });
});
