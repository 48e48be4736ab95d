// Concurrency of buying. On PGlite transactions run one at a time, so these only prove the rules;
// on PostgreSQL (DATABASE_URL=... npm run test:api) they run truly at once and prove the locks.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PURCHASE_MESSAGES } from '@triptender/contract/purchases';
import { creditLedger, leads, purchases } from '../../db/schema.ts';
import { marketplaceTest, type MarketplaceTest } from '../../../test/marketplace.ts';
import { INSUFFICIENT_CREDIT } from './ledger.ts';

let t: MarketplaceTest;
beforeAll(async () => (t = await marketplaceTest()));
afterAll(() => t.ctx.close());

const statuses = (responses: { statusCode: number }[]) => responses.map((r) => r.statusCode).sort((a, b) => a - b);

describe('concurrent purchases', () => {
  it('20 companies buying one lead with a cap of 5 make exactly 5 purchases and 5 debits', async () => {
    const lead = await t.fx.lead((await t.fx.traveller()).user.id);
    const buyers = [];
    for (let i = 0; i < 20; i++) buyers.push(await t.fx.companyUser({ creditCents: 10_000 }));

    const responses = await Promise.all(buyers.map((b) => t.mp.buy(b, lead.id)));
    expect(statuses(responses)).toEqual([...Array(5).fill(201), ...Array(15).fill(409)]);
    for (const r of responses.filter((r) => r.statusCode === 409)) {
      expect(r.json().message).toBe(PURCHASE_MESSAGES.soldOut);
    }
    expect(await t.ctx.db.select().from(purchases).where(eq(purchases.lead_id, lead.id))).toHaveLength(5);
    const debits = await t.ctx.db.select().from(creditLedger).where(eq(creditLedger.lead_id, lead.id));
    expect(debits.map((d) => [d.kind, d.amount_cents])).toEqual(Array(5).fill(['purchase', -2500]));
    const [after] = await t.ctx.db.select().from(leads).where(eq(leads.id, lead.id));
    expect(after!.purchases_count).toBe(5);
    const balances = await Promise.all(buyers.map((b) => t.mp.expectLedgerConsistent(b.companyId)));
    expect(balances.map((b) => b.balance).sort()).toEqual([...Array(5).fill(7500), ...Array(15).fill(10_000)].sort());
  });

  it('10 concurrent purchases of one lead by one company give one debit', async () => {
    const buyer = await t.fx.companyUser({ creditCents: 10_000 });
    const lead = await t.fx.lead((await t.fx.traveller()).user.id);
    const responses = await Promise.all(Array.from({ length: 10 }, () => t.mp.buy(buyer, lead.id)));
    expect(statuses(responses)).toEqual([201, ...Array(9).fill(409)]);
    expect(await t.ctx.db.select().from(purchases).where(eq(purchases.lead_id, lead.id))).toHaveLength(1);
    expect(await t.mp.expectLedgerConsistent(buyer.companyId)).toEqual({
      balance: 7500,
      kinds: ['top_up', 'purchase'],
    });
  });

  it('10 concurrent retries with one Idempotency-Key all get the first answer, and one debit', async () => {
    const buyer = await t.fx.companyUser({ creditCents: 10_000 });
    const lead = await t.fx.lead((await t.fx.traveller()).user.id);
    const key = { 'idempotency-key': `race-${lead.id}` };
    const responses = await Promise.all(Array.from({ length: 10 }, () => t.mp.buy(buyer, lead.id, key)));
    expect(statuses(responses)).toEqual(Array(10).fill(201));
    const ids = new Set(responses.map((r) => r.json().id));
    expect(ids.size).toBe(1);
    expect(await t.mp.expectLedgerConsistent(buyer.companyId)).toEqual({
      balance: 7500,
      kinds: ['top_up', 'purchase'],
    });
  });

  it('a wallet covering 4 requests buys exactly 4 of 10 bought at once, never going below zero', async () => {
    const buyer = await t.fx.companyUser({ creditCents: 10_000 });
    const owner = (await t.fx.traveller()).user.id;
    const lots = [];
    for (let i = 0; i < 10; i++) lots.push(await t.fx.lead(owner));
    const responses = await Promise.all(lots.map((l) => t.mp.buy(buyer, l.id)));
    expect(statuses(responses)).toEqual([...Array(4).fill(201), ...Array(6).fill(402)]);
    for (const r of responses.filter((r) => r.statusCode === 402)) expect(r.json().message).toBe(INSUFFICIENT_CREDIT);
    const { balance, kinds } = await t.mp.expectLedgerConsistent(buyer.companyId);
    expect(balance).toBe(0);
    expect(kinds).toEqual(['top_up', 'purchase', 'purchase', 'purchase', 'purchase']);
  });
});
