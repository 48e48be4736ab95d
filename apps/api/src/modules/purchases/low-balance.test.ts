// The low-balance email (domain/spending.ts, decided in postLedgerEntry for every ledger entry): to a
// company's Managers and Finance once when the balance falls below the alert its Manager set, and again
// only after a credit lifts the balance back to it.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { COMPANY_ROLE } from '@triptender/contract/enums';
import { companies, users } from '../../db/schema.ts';
import { marketplace } from '../../../test/marketplace.ts';
import { type Fixtures, queuedEmails, request, setupTestFile, type TestContext } from '../../../test/helpers.ts';
import { postLedgerEntry, topUpWallet } from './ledger.ts';

let ctx: TestContext;
let fx: Fixtures;
let mp: ReturnType<typeof marketplace>;
setupTestFile((c, f) => ([ctx, fx, mp] = [c, f, marketplace(c)]));

type Limits = { monthly_spend_limit_cents: number | null; low_balance_threshold_cents: number | null };

async function setLimits(token: string, companyId: number, limits: Partial<Limits>) {
  const res = await request(ctx.app, token, {
    method: 'PUT',
    url: `/v1/company/${companyId}/spending-limits`,
    payload: { monthly_spend_limit_cents: null, low_balance_threshold_cents: null, ...limits },
  });
  expect(res.statusCode, res.body).toBe(200);
}

async function leads(n: number) {
  const owner = (await fx.traveller()).user.id;
  const out = [];
  for (let i = 0; i < n; i++) out.push(await fx.lead(owner));
  return out;
}

const notifiedAt = async (companyId: number) =>
  (await ctx.db.select().from(companies).where(eq(companies.id, companyId)))[0]!.low_balance_notified_at;

describe('the low-balance email', () => {
  it('goes to Managers and Finance once on the fall below the alert, and again only after a top-up lifts it', async () => {
    const manager = await fx.companyUser({ creditCents: 10_000 });
    const finance = await fx.companyUser({ companyId: manager.companyId, companyRole: COMPANY_ROLE.FINANCE });
    const agent = await fx.companyUser({ companyId: manager.companyId, companyRole: COMPANY_ROLE.AGENT });
    const gone = await fx.companyUser({ companyId: manager.companyId, companyRole: COMPANY_ROLE.FINANCE });
    await ctx.db.update(users).set({ disabled_at: new Date() }).where(eq(users.id, gone.user.id));
    await setLimits(manager.token, manager.companyId, { low_balance_threshold_cents: 6_000 });
    const lots = await leads(4);
    const sent = async () => ({
      manager: (await queuedEmails(ctx.db, manager.user.email, 'low-balance')).length,
      finance: (await queuedEmails(ctx.db, finance.user.email, 'low-balance')).length,
      others: [
        ...(await queuedEmails(ctx.db, agent.user.email, 'low-balance')),
        ...(await queuedEmails(ctx.db, gone.user.email, 'low-balance')),
      ].length,
    });

    expect((await mp.buy(agent, lots[0]!.id)).statusCode).toBe(201); // 75.00: above the alert
    expect(await sent()).toEqual({ manager: 0, finance: 0, others: 0 });
    expect((await mp.buy(agent, lots[1]!.id)).statusCode).toBe(201); // 50.00: below it
    expect(await sent()).toEqual({ manager: 1, finance: 1, others: 0 });
    const [email] = await queuedEmails(ctx.db, finance.user.email, 'low-balance');
    expect(email).toMatchObject({ balance: '$50.00', threshold: '$60.00', first_name: 'Cian' });
    expect(await notifiedAt(manager.companyId)).not.toBeNull();

    expect((await mp.buy(agent, lots[2]!.id)).statusCode).toBe(201); // 25.00: still below, no second email
    expect(await sent()).toEqual({ manager: 1, finance: 1, others: 0 });

    await topUpWallet({ db: ctx.db, actorUserId: null, companyId: manager.companyId, amountCents: 3_500 }); // 60.00
    expect(await notifiedAt(manager.companyId)).toBeNull();
    expect((await mp.buy(agent, lots[3]!.id)).statusCode).toBe(201); // 35.00: a new fall
    expect(await sent()).toEqual({ manager: 2, finance: 2, others: 0 });
  });

  it('counts every ledger entry (an adjustment too); setting an alert above the balance emails only at the next debit', async () => {
    const manager = await fx.companyUser({ creditCents: 5_000 });
    await setLimits(manager.token, manager.companyId, { low_balance_threshold_cents: 10_000 });
    expect(await queuedEmails(ctx.db, manager.user.email, 'low-balance')).toHaveLength(0);

    const adjust = (amountCents: number) =>
      ctx.db.transaction((tx) =>
        postLedgerEntry(tx, { companyId: manager.companyId, kind: 'adjustment', amountCents, actorUserId: null }),
      );
    await adjust(-1_000);
    expect(await queuedEmails(ctx.db, manager.user.email, 'low-balance')).toHaveLength(1);
    await adjust(+500);
    await adjust(-500);
    expect(await queuedEmails(ctx.db, manager.user.email, 'low-balance')).toHaveLength(1);

    // lowering the alert to the balance or below re-arms it; turning it off emails nobody
    await setLimits(manager.token, manager.companyId, { low_balance_threshold_cents: 4_000 });
    expect(await notifiedAt(manager.companyId)).toBeNull();
    await adjust(-100);
    expect(await queuedEmails(ctx.db, manager.user.email, 'low-balance')).toHaveLength(2);
    await setLimits(manager.token, manager.companyId, { low_balance_threshold_cents: null });
    await adjust(-100);
    expect(await queuedEmails(ctx.db, manager.user.email, 'low-balance')).toHaveLength(2);
  });

  it('is not queued when the purchase that would cause it is refused', async () => {
    const manager = await fx.companyUser({ creditCents: 5_000 });
    await setLimits(manager.token, manager.companyId, {
      monthly_spend_limit_cents: 2_000,
      low_balance_threshold_cents: 4_000,
    });
    const [lead] = await leads(1);
    expect((await mp.buy(manager, lead!.id)).statusCode).toBe(409);
    expect(await queuedEmails(ctx.db, manager.user.email, 'low-balance')).toHaveLength(0);
  });
});
