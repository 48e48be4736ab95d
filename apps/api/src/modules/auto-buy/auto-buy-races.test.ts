// Auto-buy under load: leads going live at once while auto-buy companies wait and people buy by hand.
// On PGlite transactions run one at a time, so this proves the rules; on PostgreSQL (the CI's second
// API run) the jobs and the clicks run truly at once and it proves the locks (domain/auto-buy.ts).
import { DEFAULT_LEAD_PREFERENCES } from '@triptender/contract/lead-preferences';
import { count, eq, sql } from 'drizzle-orm';
import { companyAutoBuy, leads, purchases } from '../../db/schema.ts';
import { postTravellerRequest, travellerRequest } from '../../../test/marketplace.ts';
import { describe, expect, it } from '../../../test/harness.ts';

describe('20 leads going live at once with 10 auto-buy companies waiting', () => {
  // 20 leads, 14 companies and 80 clicks at once: minutes, not seconds, on a busy 2-core machine
  it(
    'exceed no budget, weekly count, spending limit, automatic slots or buyer cap',
    { timeout: 300_000 },
    async ({ as, fx, mp, db, outbox }) => {
      const people = 16;
      const companies = [];
      for (let i = 0; i < 10; i++) {
        const manager = await fx.companyUser({ creditCents: 20_000 });
        const url = `/v1/company/${manager.companyId}`;
        const prefs = { ...DEFAULT_LEAD_PREFERENCES, min_people: people, max_people: people };
        expect((await as(manager).put(`${url}/lead-preferences`, prefs)).statusCode).toBe(200);
        const budget = (1 + (i % 3)) * 2500;
        const maxLeads = 1 + (i % 4);
        const limit = i % 5 === 0 ? 5_000 : null;
        const on = await as(manager).put(`${url}/auto-buy`, {
          enabled: true,
          weekly_budget_cents: budget,
          weekly_max_leads: maxLeads,
        });
        expect(on.statusCode, on.body).toBe(200);
        const limits = { monthly_spend_limit_cents: limit, low_balance_threshold_cents: null };
        expect((await as(manager).put(`${url}/spending-limits`, limits)).statusCode).toBe(200);
        companies.push({ manager, budget, maxLeads, limit });
      }
      const clickers = [];
      for (let i = 0; i < 4; i++) clickers.push(await fx.companyUser({ creditCents: 50_000 }));
      const travellers = [];
      for (let i = 0; i < 20; i++) travellers.push(await fx.traveller());

      const posted = await Promise.all(
        travellers.map((t) => postTravellerRequest(as, t, travellerRequest(t, { number_of_people: people }))),
      );
      expect(posted.map((r) => r.statusCode)).toEqual(Array(20).fill(201));
      const leadIds = posted.map((r) => r.json().data.id as number);
      // three workers take the auto-buy jobs while people click on the same leads
      await Promise.all([
        outbox.work(),
        outbox.work(),
        outbox.work(),
        ...clickers.flatMap((c) => leadIds.map((id) => mp.buy(c, id))),
      ]);
      await outbox.work();

      let automatic = 0;
      for (const c of companies) {
        const mine = await db
          .select({ price: purchases.price_cents, automatic: purchases.automatic })
          .from(purchases)
          .where(eq(purchases.company_id, c.manager.companyId));
        const spent = mine.reduce((s, p) => s + p.price, 0);
        expect(mine.every((p) => p.automatic)).toBe(true);
        expect(mine.length).toBeLessThanOrEqual(c.maxLeads);
        expect(spent).toBeLessThanOrEqual(c.budget);
        if (c.limit !== null) expect(spent).toBeLessThanOrEqual(c.limit);
        expect((await mp.expectLedgerConsistent(c.manager.companyId)).balance).toBe(20_000 - spent);
        automatic += mine.length;
      }
      // every company had room for at least one: the offers went round
      expect(automatic).toBeGreaterThanOrEqual(10);
      for (const id of leadIds) {
        const [held] = await db
          .select({
            all: count(),
            automatic: sql<number>`count(*) filter (where ${purchases.automatic})`.mapWith(Number),
          })
          .from(purchases)
          .where(eq(purchases.lead_id, id));
        expect(held!.all).toBeLessThanOrEqual(5);
        expect(held!.automatic).toBeLessThanOrEqual(2);
        const [lead] = await db.select({ n: leads.purchases_count }).from(leads).where(eq(leads.id, id));
        expect(lead!.n).toBe(held!.all);
      }
      await db.update(companyAutoBuy).set({ enabled: false });
    },
  );
});
