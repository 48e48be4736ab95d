// GET /v1/admin/revenue: the ledger's money summed per ISO week (Monday 00:00 UTC), every week present.
import { REVENUE_MESSAGES, type RevenueReport, type RevenueWeek } from '@triptender/contract/revenue';
import { postLedgerEntry, refundPurchase, topUpWallet } from '../purchases/ledger.ts';
import { buyLead } from '../../../test/buy-lead.ts';
import type { Session } from '../../../test/fixtures.ts';
import { type As, beforeAll, describe, expect, expectAdminOnly, expectFieldErrors, it } from '../../../test/harness.ts';

let admin: Session;

const hourMs = 3_600_000;
const weekMs = 7 * 24 * hourMs;
/** Monday 00:00 UTC of the week the test runs in. */
const now = new Date();
const monday = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - ((now.getUTCDay() + 6) % 7));
const weekOf = (weeksAgo: number) => new Date(monday - weeksAgo * weekMs).toISOString().slice(0, 10);

const get = (as: As, url: string, token: string | null = admin.token) => as(token).get(url);

// The ledger is append-only: entries are placed in past weeks when they are made (the `at` of
// topUpWallet, postLedgerEntry and buyLead), as the demo data does.
beforeAll(async ({ fx, db }) => {
  admin = await fx.admin();
  const { companyId } = await fx.companyUser();
  const traveller = await fx.traveller();

  const topUp = (amountCents: number, at: Date) =>
    topUpWallet({ db, actorUserId: admin.user.id, companyId, amountCents, at });
  const entry = (kind: 'card_top_up' | 'card_refund' | 'welcome' | 'adjustment', amountCents: number, at: Date) =>
    db.transaction((tx) => postLedgerEntry(tx, { companyId, kind, amountCents, actorUserId: null, at }));
  /** A lead bought at `at` (the purchase and its ledger debit); returns the purchase id. */
  const purchase = async (at: Date) => {
    const lead = await fx.lead(traveller.user.id);
    return (await buyLead(db, { leadId: lead.id, companyId, createdAt: at })).id;
  };

  // 12 weeks ago: outside the default range of 12 weeks (this week and the 11 before it)
  await topUp(99_900, new Date(monday - 12 * weekMs + hourMs));
  // 5 weeks ago: a bank transfer recorded by the admin
  await topUp(30_000, new Date(monday - 5 * weekMs + 2 * hourMs));
  // this week: a bank transfer and a card top-up, and credit that is nobody's money
  await topUp(100_000, new Date(monday + hourMs));
  await entry('card_top_up', 50_000, new Date(monday + 2 * hourMs));
  await entry('welcome', 1_000, new Date(monday + 3 * hourMs));
  await entry('adjustment', 700, new Date(monday + 4 * hourMs));
  // 3 weeks ago: a lead bought (refunded now, below) and a card top-up partly refunded to the card
  const refunded = await purchase(new Date(monday - 3 * weekMs + 5 * hourMs));
  await entry('card_refund', -20_000, new Date(monday - 3 * weekMs + 6 * hourMs));
  // the boundary: Sunday 23:59 UTC is last week, Monday 00:00 UTC is this week
  await purchase(new Date(monday - 60_000));
  await purchase(new Date(monday));
  // and one more this week, and this week the purchase of 3 weeks ago is refunded to the wallet
  await purchase(new Date(monday + 5 * hourMs));
  await db.transaction((tx) =>
    refundPurchase(tx, { purchaseId: refunded, actorUserId: admin.user.id, reason: 'Invalid contact details' }),
  );
});

const zeros = { top_ups_cents: 0, lead_sales_cents: 0, refunds_cents: 0, net_sales_cents: 0 };
/** What the test's ledger holds, by weeks ago; every other week is zeros. */
const expected: Record<number, Omit<RevenueWeek, 'week_start'>> = {
  0: { top_ups_cents: 150_000, lead_sales_cents: 5_000, refunds_cents: 2_500, net_sales_cents: 2_500 },
  1: { top_ups_cents: 0, lead_sales_cents: 2_500, refunds_cents: 0, net_sales_cents: 2_500 },
  3: { top_ups_cents: 0, lead_sales_cents: 2_500, refunds_cents: 20_000, net_sales_cents: 2_500 },
  5: { top_ups_cents: 30_000, lead_sales_cents: 0, refunds_cents: 0, net_sales_cents: 0 },
  12: { top_ups_cents: 99_900, lead_sales_cents: 0, refunds_cents: 0, net_sales_cents: 0 },
};
const weeksBack = (n: number) =>
  Array.from({ length: n }, (_, i) => {
    const ago = n - 1 - i;
    return { week_start: weekOf(ago), ...(expected[ago] ?? zeros) };
  });

describe('GET /v1/admin/revenue', () => {
  it('sums each of the last 12 weeks by default, oldest first, with empty weeks as zeros', async ({ as }) => {
    const res = await get(as, '/v1/admin/revenue');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<RevenueReport>();
    expect(body.weeks).toEqual(weeksBack(12));
    // every week starts on a Monday, one week apart
    for (const w of body.weeks) expect(new Date(`${w.week_start}T00:00:00Z`).getUTCDay()).toBe(1);
    expect(body.totals).toEqual({
      top_ups_cents: 180_000,
      lead_sales_cents: 10_000,
      refunds_cents: 22_500,
      net_sales_cents: 7_500,
    });
  });

  it('puts Sunday 23:59 UTC in the week before and Monday 00:00 UTC in the new week', async ({ as }) => {
    const { weeks } = (await get(as, '/v1/admin/revenue?weeks=2')).json<RevenueReport>();
    expect(weeks.map((w) => [w.week_start, w.lead_sales_cents])).toEqual([
      [weekOf(1), 2_500],
      [weekOf(0), 5_000],
    ]);
  });

  it('takes 1 to 104 weeks', async ({ as }) => {
    const one = (await get(as, '/v1/admin/revenue?weeks=1')).json<RevenueReport>();
    expect(one.weeks).toEqual(weeksBack(1));
    const thirteen = (await get(as, '/v1/admin/revenue?weeks=13')).json<RevenueReport>();
    expect(thirteen.weeks).toEqual(weeksBack(13));
    expect(thirteen.totals.top_ups_cents).toBe(180_000 + 99_900);
    const most = (await get(as, '/v1/admin/revenue?weeks=104')).json<RevenueReport>();
    expect(most.weeks).toEqual(weeksBack(104));
  });

  it('refuses a number of weeks outside 1 to 104 with 422', async ({ as }) => {
    for (const weeks of ['0', '105', '-1', '1.5', 'twelve', '']) {
      expectFieldErrors(await get(as, `/v1/admin/revenue?weeks=${weeks}`), { weeks: [REVENUE_MESSAGES.weeks] });
    }
  });

  it('is for admins only', async ({ as, fx }) => expectAdminOnly({ as, fx }, '/v1/admin/revenue'));
});
