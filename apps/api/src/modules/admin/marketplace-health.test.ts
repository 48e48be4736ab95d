// GET /v1/admin/marketplace-health: the marketplace per UTC day over a period, on a seeded set whose
// answers are worked out by hand below (the period is in the past, so nothing else lands in it).
import type { HealthDay, HealthReport } from '@triptender/contract/marketplace-health';
import { PERIOD_MESSAGES } from '@triptender/contract/periods';
import { quotes } from '../../db/schema.ts';
import { postLedgerEntry, topUpWallet } from '../purchases/ledger.ts';
import { buyLead } from '../../../test/buy-lead.ts';
import type { Session } from '../../../test/fixtures.ts';
import { type As, beforeAll, describe, expect, expectAdminOnly, expectFieldErrors, it } from '../../../test/harness.ts';

let admin: Session;

const at = (iso: string) => new Date(`${iso}Z`);
const get = (as: As, url: string, token: string | null = admin.token) => as(token).get(url);
const PRICE = 2_500; // the default lead price

// The period: Monday 3 March to Sunday 9 March 2025 (UTC).
beforeAll(async ({ fx, db }) => {
  admin = await fx.admin();
  const one = await fx.companyUser();
  const two = await fx.companyUser({ creditCents: 10_000 }); // credit bought today: outside the period
  const traveller = (await fx.traveller()).user.id;
  const lead = (country: 'ireland' | 'uk' | 'scotland', liveAt: string, more: object = {}) =>
    fx.lead(traveller, { country, created_at: at(liveAt), went_live_at: at(liveAt), ...more });
  const buy = (leadId: number, companyId: number, when: string) =>
    buyLead(db, { leadId, companyId, createdAt: at(when) });
  const quote = (leadId: number, companyId: number, when: string, status: 'sent' | 'accepted' | 'declined') =>
    db.insert(quotes).values({
      lead_id: leadId,
      company_id: companyId,
      price_cents: 100_000,
      trip_duration: '1 week',
      message: 'Hello',
      status,
      created_at: at(when),
    });
  const entry = (kind: 'card_top_up' | 'card_refund' | 'welcome', amountCents: number, when: string) =>
    db.transaction((tx) =>
      postLedgerEntry(tx, { companyId: one.companyId, kind, amountCents, actorUserId: null, at: at(when) }),
    );

  await topUpWallet({
    db,
    actorUserId: admin.user.id,
    companyId: one.companyId,
    amountCents: 50_000,
    at: at('2025-03-04T09:00:00'),
  });
  await entry('card_top_up', 20_000, '2025-03-09T23:00:00');
  await entry('card_refund', -3_000, '2025-03-06T08:00:00');
  await entry('welcome', 1_000, '2025-03-03T08:00:00'); // nobody's money: in no figure
  await entry('card_refund', -5_000, '2025-03-10T00:00:00'); // the day after the period

  // 3 March: three leads go live, the last one second before midnight
  const a = await lead('ireland', '2025-03-03T10:00:00');
  const b = await lead('scotland', '2025-03-03T12:00:00');
  await lead('uk', '2025-03-03T23:59:59');
  // not new leads of the period: the day before, deleted, never confirmed
  const d = await lead('ireland', '2025-03-02T23:59:59');
  await lead('ireland', '2025-03-03T11:00:00', { deleted_at: at('2025-03-04T00:00:00') });
  await lead('uk', '2025-03-03T11:00:00', { status: 'pending', went_live_at: null });
  // 5 March: one more, never bought
  await lead('scotland', '2025-03-05T09:00:00');

  await buy(a.id, one.companyId, '2025-03-03T14:00:00');
  await buy(d.id, one.companyId, '2025-03-03T10:00:00');
  await buy(a.id, two.companyId, '2025-03-04T08:00:00');
  await buy(b.id, one.companyId, '2025-03-05T10:00:00');

  await quote(a.id, one.companyId, '2025-03-03T16:00:00', 'accepted'); // 6 hours after a went live
  await quote(d.id, one.companyId, '2025-03-03T11:00:00', 'sent'); // a quote of the day, on an older lead
  await quote(a.id, two.companyId, '2025-03-04T10:00:00', 'sent');
  await quote(b.id, one.companyId, '2025-03-06T12:00:00', 'declined'); // 72 hours after b went live
});

const countries = (ireland: number, uk: number, scotland: number) => ({ ireland, uk, scotland });
const zeros: Omit<HealthDay, 'day'> = {
  new_leads: 0,
  new_leads_by_country: countries(0, 0, 0),
  leads_bought: 0,
  quotes_sent: 0,
  quotes_accepted: 0,
  acceptance_rate: null,
  median_hours_to_first_quote: null,
  unsold_leads: 0,
  top_ups_cents: 0,
  lead_sales_cents: 0,
  refunds_cents: 0,
};
const expectedDays: Record<string, Partial<HealthDay>> = {
  '2025-03-03': {
    new_leads: 3,
    new_leads_by_country: countries(1, 1, 1),
    leads_bought: 2,
    quotes_sent: 2,
    quotes_accepted: 1,
    acceptance_rate: 0.5,
    median_hours_to_first_quote: 39,
    unsold_leads: 1,
    lead_sales_cents: 2 * PRICE,
  },
  '2025-03-04': {
    leads_bought: 1,
    quotes_sent: 1,
    acceptance_rate: 0,
    top_ups_cents: 50_000,
    lead_sales_cents: PRICE,
  },
  '2025-03-05': {
    new_leads: 1,
    new_leads_by_country: countries(0, 0, 1),
    leads_bought: 1,
    unsold_leads: 1,
    lead_sales_cents: PRICE,
  },
  '2025-03-06': { quotes_sent: 1, acceptance_rate: 0, refunds_cents: 3_000 },
  '2025-03-09': { top_ups_cents: 20_000 },
};
const week = ['03', '04', '05', '06', '07', '08', '09'].map((d) => `2025-03-${d}`);

describe('GET /v1/admin/marketplace-health', () => {
  it('gives every day of the period, empty days as zeros, and the period as a whole', async ({ as }) => {
    const res = await get(as, '/v1/admin/marketplace-health?from=2025-03-03&to=2025-03-09');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<HealthReport>();
    expect(body.from).toBe('2025-03-03');
    expect(body.to).toBe('2025-03-09');
    expect(body.days).toEqual(week.map((day) => ({ day, ...zeros, ...expectedDays[day] })));
    expect(body.totals).toEqual({
      new_leads: 4,
      new_leads_by_country: countries(1, 1, 2),
      leads_bought: 4,
      quotes_sent: 4,
      quotes_accepted: 1,
      acceptance_rate: 0.25,
      // over the period's leads with a quote (6 h and 72 h), not an average of days
      median_hours_to_first_quote: 39,
      unsold_leads: 2,
      top_ups_cents: 70_000,
      lead_sales_cents: 4 * PRICE,
      refunds_cents: 3_000,
    });
  });

  it('counts by UTC day: a second before midnight is that day, midnight is the next', async ({ as }) => {
    const res = await get(as, '/v1/admin/marketplace-health?from=2025-03-02&to=2025-03-02');
    const [sunday] = res.json<HealthReport>().days;
    expect(sunday).toMatchObject({ day: '2025-03-02', new_leads: 1, new_leads_by_country: countries(1, 0, 0) });
    const next = (await get(as, '/v1/admin/marketplace-health?from=2025-03-10&to=2025-03-10')).json<HealthReport>();
    expect(next.days).toEqual([{ day: '2025-03-10', ...zeros, refunds_cents: 5_000 }]);
    expect(next.totals).toEqual({ ...zeros, refunds_cents: 5_000 });
  });

  it('is the 4 weeks ending today when no period is given', async ({ as }) => {
    const body = (await get(as, '/v1/admin/marketplace-health')).json<HealthReport>();
    const today = new Date().toISOString().slice(0, 10);
    expect(body.days).toHaveLength(28);
    expect(body.to).toBe(today);
    expect(body.days.at(-1)!.day).toBe(today);
    expect(body.days[0]!.day).toBe(body.from);
  });

  it('refuses a period that is not one with 422', async ({ as }) => {
    const bad = (q: string) => get(as, `/v1/admin/marketplace-health?${q}`);
    expectFieldErrors(await bad('from=2025-03-09&to=2025-03-03'), { to: [PERIOD_MESSAGES.order] });
    expectFieldErrors(await bad('from=2023-01-01&to=2025-03-03'), { to: [PERIOD_MESSAGES.tooLong] });
    expectFieldErrors(await bad('from=yesterday&to=2025-03-03'), { from: [PERIOD_MESSAGES.from] });
    expectFieldErrors(await bad('from=2025-02-30&to=2025-03-03'), { from: [PERIOD_MESSAGES.from] });
    expectFieldErrors(await bad('from=2025-03-03&to=soon'), { to: [PERIOD_MESSAGES.to] });
    // two years of 731 days is the most: every day is answered
    const most = await bad('from=2023-03-04&to=2025-03-03');
    expect(most.statusCode).toBe(200);
    expect(most.json<HealthReport>().days).toHaveLength(731);
  });

  it('is for admins only', async ({ as, fx }) => expectAdminOnly({ as, fx }, '/v1/admin/marketplace-health'));
});
