// Concurrency of buying. On PGlite transactions run one at a time, so these only prove the rules;
// on PostgreSQL (DATABASE_URL=... npm run test:api) they run truly at once and prove the locks.
import { eq } from 'drizzle-orm';
import { PURCHASE_MESSAGES } from '@triptender/contract/purchases';
import { creditLedger, leads, purchases } from '../../db/schema.ts';
import { describe, expect, it } from '../../../test/harness.ts';
import { INSUFFICIENT_CREDIT } from './ledger.ts';

const statuses = (responses: { statusCode: number }[]) => responses.map((r) => r.statusCode).sort((a, b) => a - b);

describe('concurrent purchases', () => {
  it('20 companies buying one lead with a cap of 5 make exactly 5 purchases and 5 debits', async ({ fx, mp, db }) => {
    const lead = await fx.lead((await fx.traveller()).user.id);
    const buyers = [];
    for (let i = 0; i < 20; i++) buyers.push(await fx.companyUser({ creditCents: 10_000 }));

    const responses = await Promise.all(buyers.map((b) => mp.buy(b, lead.id)));
    expect(statuses(responses)).toEqual([...Array(5).fill(201), ...Array(15).fill(409)]);
    for (const r of responses.filter((r) => r.statusCode === 409)) {
      expect(r.json().message).toBe(PURCHASE_MESSAGES.soldOut);
    }
    expect(await db.select().from(purchases).where(eq(purchases.lead_id, lead.id))).toHaveLength(5);
    const debits = await db.select().from(creditLedger).where(eq(creditLedger.lead_id, lead.id));
    expect(debits.map((d) => [d.kind, d.amount_cents])).toEqual(Array(5).fill(['purchase', -2500]));
    const [after] = await db.select().from(leads).where(eq(leads.id, lead.id));
    expect(after!.purchases_count).toBe(5);
    const balances = await Promise.all(buyers.map((b) => mp.expectLedgerConsistent(b.companyId)));
    expect(balances.map((b) => b.balance).sort()).toEqual([...Array(5).fill(7500), ...Array(15).fill(10_000)].sort());
  });

  it('10 concurrent purchases of one lead by one company give one debit', async ({ fx, mp, db }) => {
    const buyer = await fx.companyUser({ creditCents: 10_000 });
    const lead = await fx.lead((await fx.traveller()).user.id);
    const responses = await Promise.all(Array.from({ length: 10 }, () => mp.buy(buyer, lead.id)));
    expect(statuses(responses)).toEqual([201, ...Array(9).fill(409)]);
    expect(await db.select().from(purchases).where(eq(purchases.lead_id, lead.id))).toHaveLength(1);
    expect(await mp.expectLedgerConsistent(buyer.companyId)).toEqual({
      balance: 7500,
      kinds: ['top_up', 'purchase'],
    });
  });

  it('10 concurrent retries with one Idempotency-Key all get the first answer, and one debit', async ({ fx, mp }) => {
    const buyer = await fx.companyUser({ creditCents: 10_000 });
    const lead = await fx.lead((await fx.traveller()).user.id);
    const key = { 'idempotency-key': `race-${lead.id}` };
    const responses = await Promise.all(Array.from({ length: 10 }, () => mp.buy(buyer, lead.id, key)));
    expect(statuses(responses)).toEqual(Array(10).fill(201));
    const ids = new Set(responses.map((r) => r.json().id));
    expect(ids.size).toBe(1);
    expect(await mp.expectLedgerConsistent(buyer.companyId)).toEqual({
      balance: 7500,
      kinds: ['top_up', 'purchase'],
    });
  });

  it('a wallet covering 4 requests buys exactly 4 of 10 bought at once, never going below zero', async ({ fx, mp }) => {
    const buyer = await fx.companyUser({ creditCents: 10_000 });
    const owner = (await fx.traveller()).user.id;
    const lots = [];
    for (let i = 0; i < 10; i++) lots.push(await fx.lead(owner));
    const responses = await Promise.all(lots.map((l) => mp.buy(buyer, l.id)));
    expect(statuses(responses)).toEqual([...Array(4).fill(201), ...Array(6).fill(402)]);
    for (const r of responses.filter((r) => r.statusCode === 402)) expect(r.json().message).toBe(INSUFFICIENT_CREDIT);
    const { balance, kinds } = await mp.expectLedgerConsistent(buyer.companyId);
    expect(balance).toBe(0);
    expect(kinds).toEqual(['top_up', 'purchase', 'purchase', 'purchase', 'purchase']);
  });
});
