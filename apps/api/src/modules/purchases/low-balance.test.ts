// The low-balance email (domain/spending.ts, decided in postLedgerEntry for every ledger entry): to a
// company's Managers and Finance once when the balance falls below the alert its Manager set, and again
// only after a credit lifts the balance back to it.
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { companies, users } from '../../db/schema.ts';
import { type As, describe, expect, type Fixtures, it } from '../../../test/harness.ts';
import { postLedgerEntry, topUpWallet } from './ledger.ts';

type Limits = { monthly_spend_limit_cents: number | null; low_balance_threshold_cents: number | null };

async function setLimits(as: As, token: string, companyId: number, limits: Partial<Limits>) {
  const res = await as(token).put(`/v1/company/${companyId}/spending-limits`, {
    monthly_spend_limit_cents: null,
    low_balance_threshold_cents: null,
    ...limits,
  });
  expect(res.statusCode, res.body).toBe(200);
}

async function leads(fx: Fixtures, n: number) {
  const owner = (await fx.traveller()).user.id;
  const out = [];
  for (let i = 0; i < n; i++) out.push(await fx.lead(owner));
  return out;
}

const notifiedAt = async (db: Db, companyId: number) =>
  (await db.select().from(companies).where(eq(companies.id, companyId)))[0]!.low_balance_notified_at;

describe('the low-balance email', () => {
  it('emails Managers and Finance once below the alert; a top-up rearms it', async ({ as, fx, mp, outbox, db }) => {
    const { manager, finance, agent, gone } = await fx.team(
      { finance: 'finance', agent: 'agent', gone: 'finance' },
      { creditCents: 10_000 },
    );
    await db.update(users).set({ disabled_at: new Date() }).where(eq(users.id, gone.user.id));
    await setLimits(as, manager.token, manager.companyId, { low_balance_threshold_cents: 6_000 });
    const lots = await leads(fx, 4);
    const sent = async () => ({
      manager: (await outbox.emails(manager.user.email, 'low-balance')).length,
      finance: (await outbox.emails(finance.user.email, 'low-balance')).length,
      others: [
        ...(await outbox.emails(agent.user.email, 'low-balance')),
        ...(await outbox.emails(gone.user.email, 'low-balance')),
      ].length,
    });

    expect((await mp.buy(agent, lots[0]!.id)).statusCode).toBe(201); // 75.00: above the alert
    expect(await sent()).toEqual({ manager: 0, finance: 0, others: 0 });
    expect((await mp.buy(agent, lots[1]!.id)).statusCode).toBe(201); // 50.00: below it
    expect(await sent()).toEqual({ manager: 1, finance: 1, others: 0 });
    const [email] = await outbox.emails(finance.user.email, 'low-balance');
    expect(email).toMatchObject({ balance: '$50.00', threshold: '$60.00', first_name: 'Cian' });
    expect(await notifiedAt(db, manager.companyId)).not.toBeNull();

    expect((await mp.buy(agent, lots[2]!.id)).statusCode).toBe(201); // 25.00: still below, no second email
    expect(await sent()).toEqual({ manager: 1, finance: 1, others: 0 });

    await topUpWallet({ db, actorUserId: null, companyId: manager.companyId, amountCents: 3_500 }); // 60.00
    expect(await notifiedAt(db, manager.companyId)).toBeNull();
    expect((await mp.buy(agent, lots[3]!.id)).statusCode).toBe(201); // 35.00: a new fall
    expect(await sent()).toEqual({ manager: 2, finance: 2, others: 0 });
  });

  it('counts every ledger entry (an adjustment too); setting an alert above the balance emails only at the next debit', async ({
    as,
    fx,
    outbox,
    db,
  }) => {
    const manager = await fx.companyUser({ creditCents: 5_000 });
    await setLimits(as, manager.token, manager.companyId, { low_balance_threshold_cents: 10_000 });
    expect(await outbox.emails(manager.user.email, 'low-balance')).toHaveLength(0);

    const adjust = (amountCents: number) =>
      db.transaction((tx) =>
        postLedgerEntry(tx, { companyId: manager.companyId, kind: 'adjustment', amountCents, actorUserId: null }),
      );
    await adjust(-1_000);
    expect(await outbox.emails(manager.user.email, 'low-balance')).toHaveLength(1);
    await adjust(+500);
    await adjust(-500);
    expect(await outbox.emails(manager.user.email, 'low-balance')).toHaveLength(1);

    // lowering the alert to the balance or below re-arms it; turning it off emails nobody
    await setLimits(as, manager.token, manager.companyId, { low_balance_threshold_cents: 4_000 });
    expect(await notifiedAt(db, manager.companyId)).toBeNull();
    await adjust(-100);
    expect(await outbox.emails(manager.user.email, 'low-balance')).toHaveLength(2);
    await setLimits(as, manager.token, manager.companyId, { low_balance_threshold_cents: null });
    await adjust(-100);
    expect(await outbox.emails(manager.user.email, 'low-balance')).toHaveLength(2);
  });

  it('is not queued when the purchase that would cause it is refused', async ({ as, fx, mp, outbox }) => {
    const manager = await fx.companyUser({ creditCents: 5_000 });
    await setLimits(as, manager.token, manager.companyId, {
      monthly_spend_limit_cents: 2_000,
      low_balance_threshold_cents: 4_000,
    });
    const [lead] = await leads(fx, 1);
    expect((await mp.buy(manager, lead!.id)).statusCode).toBe(409);
    expect(await outbox.emails(manager.user.email, 'low-balance')).toHaveLength(0);
  });
});
