// The monthly spending limit a company's Manager chooses (PUT /v1/company/{companyId}/spending-limits),
// held by every purchase inside its transaction (domain/spending.ts); the low-balance email is in
// low-balance.test.ts. On PGlite transactions run one at a time, so the race here only proves the
// rule; on PostgreSQL (DATABASE_URL=... npm run test:api) the 20 purchases run truly at once.
import { and, eq } from 'drizzle-orm';
import { todayIso } from '@triptender/contract/dates';
import { COMPANY_ROLE } from '@triptender/contract/enums';
import { spendingLimitMessage, isSpendingLimitMessage } from '@triptender/contract/purchases';
import { SPENDING_MESSAGES } from '@triptender/contract/wallet';
import { auditLog, purchases } from '../../db/schema.ts';
import { spendingMonth } from '../../domain/spending.ts';
import { getSettings } from '../../lib/settings.ts';
import { buyLead } from '../../../test/buy-lead.ts';
import { type As, beforeAll, describe, expect, expectFieldErrors, type Fixtures, it } from '../../../test/harness.ts';
import { refundPurchase } from './ledger.ts';

const PRICE = 2500;
beforeAll(async ({ db }) => expect((await getSettings(db)).request_price_cents).toBe(PRICE));

type Limits = { monthly_spend_limit_cents: number | null; low_balance_threshold_cents: number | null };
const putLimits = (as: As, token: string | null, companyId: number, payload: unknown) =>
  as(token).put(`/v1/company/${companyId}/spending-limits`, payload as Record<string, unknown>);
const noLimits: Limits = { monthly_spend_limit_cents: null, low_balance_threshold_cents: null };

async function setLimits(as: As, token: string, companyId: number, limits: Partial<Limits>) {
  const res = await putLimits(as, token, companyId, { ...noLimits, ...limits });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

const wallet = async (as: As, token: string, companyId: number) =>
  (await as(token).get(`/v1/company/${companyId}/wallet`)).json();

async function leads(fx: Fixtures, n: number) {
  const owner = (await fx.traveller()).user.id;
  const out = [];
  for (let i = 0; i < n; i++) out.push(await fx.lead(owner));
  return out;
}

describe('the spending month', () => {
  it('is the calendar month in UTC, resetting on the 1st of the next, and the refusal says so', () => {
    expect(spendingMonth(new Date('2026-11-30T23:59:59Z'))).toEqual({
      start: new Date('2026-11-01T00:00:00Z'),
      end: new Date('2026-12-01T00:00:00Z'),
      resetsOn: '2026-12-01',
    });
    expect(spendingMonth(new Date('2026-12-01T00:00:00Z')).resetsOn).toBe('2027-01-01');
    const message = spendingLimitMessage(50_000, '2026-12-01');
    expect(message).toBe(
      "This purchase would take this month's spending past your limit of $500.00. The limit resets on 1 Dec 2026.",
    );
    expect(isSpendingLimitMessage(message)).toBe(true);
  });
});

describe('PUT /v1/company/{companyId}/spending-limits', () => {
  it('lets the Manager set and turn off both, answering the limits with this month’s spending, audited', async ({
    as,
    fx,
    db,
  }) => {
    const manager = await fx.companyUser({ creditCents: 10_000 });
    const [lead] = await leads(fx, 1);
    await buyLead(db, { leadId: lead!.id, companyId: manager.companyId });

    const set = await putLimits(as, manager.token, manager.companyId, {
      monthly_spend_limit_cents: 50_000,
      low_balance_threshold_cents: 2_000,
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toEqual({
      monthly_spend_limit_cents: 50_000,
      low_balance_threshold_cents: 2_000,
      spent_this_month_cents: PRICE,
      resets_on: expect.stringMatching(/^\d{4}-\d{2}-01$/),
    });
    expect(set.json().resets_on > todayIso()).toBe(true);
    expect((await wallet(as, manager.token, manager.companyId)).limits).toEqual(set.json());

    const [audit] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'company.spending_limits_updated'), eq(auditLog.company_id, manager.companyId)));
    expect(audit).toMatchObject({
      actor_user_id: manager.user.id,
      data: {
        monthly_spend_limit_cents: { from: null, to: 50_000 },
        low_balance_threshold_cents: { from: null, to: 2_000 },
      },
    });

    expect(await setLimits(as, manager.token, manager.companyId, noLimits)).toMatchObject(noLimits);
  });

  it('refuses Finance and Agents (403), another company (404), a traveller (404) and a guest (401); the admin may', async ({
    as,
    fx,
  }) => {
    const manager = await fx.companyUser();
    const body = { monthly_spend_limit_cents: 10_000, low_balance_threshold_cents: null };
    for (const role of [COMPANY_ROLE.FINANCE, COMPANY_ROLE.AGENT]) {
      const member = await fx.companyUser({ companyId: manager.companyId, companyRole: role });
      expect((await putLimits(as, member.token, manager.companyId, body)).statusCode).toBe(403);
    }
    const otherManager = await fx.companyUser();
    expect((await putLimits(as, otherManager.token, manager.companyId, body)).statusCode).toBe(404);
    expect((await putLimits(as, (await fx.traveller()).token, manager.companyId, body)).statusCode).toBe(404);
    expect((await putLimits(as, null, manager.companyId, body)).statusCode).toBe(401);
    expect((await wallet(as, manager.token, manager.companyId)).limits.monthly_spend_limit_cents).toBeNull();

    const admin = await fx.admin();
    expect((await setLimits(as, admin.token, manager.companyId, body)).monthly_spend_limit_cents).toBe(10_000);
    expect((await putLimits(as, admin.token, 2_000_000_000, body)).statusCode).toBe(404);
  });

  it('takes whole dollars from $1 to $100,000, or null, in both fields (422 with the field’s message)', async ({
    as,
    fx,
  }) => {
    const manager = await fx.companyUser();
    const limit = { monthly_spend_limit_cents: [SPENDING_MESSAGES.monthlyLimit] };
    const alert = { low_balance_threshold_cents: [SPENDING_MESSAGES.lowBalance] };
    for (const bad of [0, -100, 12_345, 10_000_100, 99.5, '5000', true]) {
      expectFieldErrors(
        await putLimits(as, manager.token, manager.companyId, {
          monthly_spend_limit_cents: bad,
          low_balance_threshold_cents: null,
        }),
        limit,
      );
      expectFieldErrors(
        await putLimits(as, manager.token, manager.companyId, {
          monthly_spend_limit_cents: null,
          low_balance_threshold_cents: bad,
        }),
        alert,
      );
    }
    // both are required: leaving one out is not "no limit"
    expectFieldErrors(await putLimits(as, manager.token, manager.companyId, {}), { ...limit, ...alert });
    expect(
      await setLimits(as, manager.token, manager.companyId, {
        monthly_spend_limit_cents: 100,
        low_balance_threshold_cents: 10_000_000,
      }),
    ).toMatchObject({ monthly_spend_limit_cents: 100, low_balance_threshold_cents: 10_000_000 });
  });
});

describe('the monthly spending limit on purchases', () => {
  it('refuses the purchase that would pass it (409, naming the limit and its reset day) and keeps the credit', async ({
    as,
    fx,
    mp,
  }) => {
    const { manager, agent } = await fx.team({ agent: 'agent' }, { creditCents: 100_000 });
    await setLimits(as, manager.token, manager.companyId, { monthly_spend_limit_cents: 6_000 });
    const [a, b, c] = await leads(fx, 3);
    expect((await mp.buy(agent, a!.id)).statusCode).toBe(201);
    expect((await mp.buy(agent, b!.id)).statusCode).toBe(201);

    const refused = await mp.buy(agent, c!.id);
    const { resets_on } = (await wallet(as, manager.token, manager.companyId)).limits;
    expect([refused.statusCode, refused.json().message]).toEqual([409, spendingLimitMessage(6_000, resets_on)]);
    expect(refused.json().message).toMatch(
      /past your limit of \$60\.00\. The limit resets on 1 [A-Z][a-z]{2} \d{4}\.$/,
    );
    expect(await mp.expectLedgerConsistent(manager.companyId)).toEqual({
      balance: 100_000 - 2 * PRICE,
      kinds: ['top_up', 'purchase', 'purchase'],
    });
    // what an Agent sees before buying: the balance and the limit it would pass
    const balance = await as(agent).get(`/v1/company/${manager.companyId}/balance`);
    expect(balance.json().limits).toMatchObject({
      monthly_spend_limit_cents: 6_000,
      spent_this_month_cents: 2 * PRICE,
    });
  });

  it('does not count refunded purchases, nor those of last month', async ({ as, fx, mp, db }) => {
    const manager = await fx.companyUser({ creditCents: 100_000 });
    const [lastMonth, refunded, kept, next, over] = await leads(fx, 5);
    const now = new Date();
    await buyLead(db, {
      leadId: lastMonth!.id,
      companyId: manager.companyId,
      createdAt: new Date(spendingMonth(now).start.getTime() - 86_400_000),
    });
    await setLimits(as, manager.token, manager.companyId, { monthly_spend_limit_cents: 2 * PRICE });
    const p = await buyLead(db, { leadId: refunded!.id, companyId: manager.companyId });
    await db.transaction((tx) => refundPurchase(tx, { purchaseId: p.id, actorUserId: null, reason: 'Bad lead' }));
    expect((await mp.buy(manager, kept!.id)).statusCode).toBe(201);
    expect((await mp.buy(manager, next!.id)).statusCode).toBe(201);
    expect((await wallet(as, manager.token, manager.companyId)).limits.spent_this_month_cents).toBe(2 * PRICE);
    expect((await mp.buy(manager, over!.id)).statusCode).toBe(409);
  });

  it('is no limit when null; a limit lowered below this month’s spending refuses the next purchase only', async ({
    as,
    fx,
    mp,
    db,
  }) => {
    const manager = await fx.companyUser({ creditCents: 100_000 });
    const lots = await leads(fx, 6);
    for (const lead of lots.slice(0, 5)) expect((await mp.buy(manager, lead.id)).statusCode).toBe(201);
    const limits = await setLimits(as, manager.token, manager.companyId, { monthly_spend_limit_cents: 100 });
    expect(limits.spent_this_month_cents).toBe(5 * PRICE);
    expect((await mp.buy(manager, lots[5]!.id)).statusCode).toBe(409);
    expect(await db.select().from(purchases).where(eq(purchases.company_id, manager.companyId))).toHaveLength(5);
    await setLimits(as, manager.token, manager.companyId, { monthly_spend_limit_cents: null });
    expect((await mp.buy(manager, lots[5]!.id)).statusCode).toBe(201);
  });

  it('holds under 20 purchases at once: exactly as many as the limit allows succeed, the rest are refused', async ({
    as,
    fx,
    mp,
    db,
  }) => {
    const { manager, agent } = await fx.team({ agent: 'agent' }, { creditCents: 100_000 });
    const allowed = 7;
    await setLimits(as, manager.token, manager.companyId, { monthly_spend_limit_cents: allowed * PRICE + 1_000 });
    const lots = await leads(fx, 20);
    const responses = await Promise.all(lots.map((l, i) => mp.buy(i % 2 ? agent : manager, l.id)));
    const codes = responses.map((r) => r.statusCode).sort((x, y) => x - y);
    expect(codes).toEqual([...Array(allowed).fill(201), ...Array(20 - allowed).fill(409)]);
    const { resets_on, spent_this_month_cents } = (await wallet(as, manager.token, manager.companyId)).limits;
    for (const r of responses.filter((r) => r.statusCode === 409)) {
      expect(r.json().message).toBe(spendingLimitMessage(allowed * PRICE + 1_000, resets_on));
    }
    expect(spent_this_month_cents).toBe(allowed * PRICE);
    expect(await db.select().from(purchases).where(eq(purchases.company_id, manager.companyId))).toHaveLength(allowed);
    expect((await mp.expectLedgerConsistent(manager.companyId)).balance).toBe(100_000 - allowed * PRICE);
  });
});
