// The demo data the first run and the browser journeys start from: loads, and is consistent.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, leads, reviews, users } from '../../db/schema.ts';
import { tripEndedSql } from '../../domain/lead-rules.ts';
import { DEMO_PASSWORD } from '../../demo/accounts.ts';
import { seedDemo } from '../../demo/seed.ts';
import { createTestContext, request, type TestContext } from '../../../test/helpers.ts';
import { marketplace } from '../../../test/marketplace.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
  await seedDemo(ctx.db);
});
afterAll(() => ctx.close());

const login = async (email: string) =>
  (await ctx.app.inject({ method: 'POST', url: '/v1/auth', payload: { email, password: DEMO_PASSWORD } })).json() as {
    token: string;
    user: { id: number };
  };

describe('demo data', () => {
  it("keeps every lead's counters and every wallet's ledger consistent", async () => {
    const mismatched = await ctx.db.execute(sql`
      select l.id from ${leads} l
      where l.purchases_count <> (select count(*) from purchases p where p.lead_id = l.id)
         or l.quotes_count <> (select count(*) from quotes q where q.lead_id = l.id and q.status <> 'withdrawn')`);
    expect((mismatched as { rows: unknown[] }).rows).toEqual([]);
    const mp = marketplace(ctx);
    for (const c of await ctx.db.select({ id: companies.id }).from(companies)) await mp.expectLedgerConsistent(c.id);
  });

  it('reviews only trips that have ended', async () => {
    const early = await ctx.db
      .select({ id: reviews.id })
      .from(reviews)
      .innerJoin(leads, eq(leads.id, reviews.lead_id))
      .where(sql`not ${tripEndedSql}`);
    expect(early).toEqual([]);
    expect((await ctx.db.select({ id: reviews.id }).from(reviews)).length).toBeGreaterThan(0);
  });

  it('gives the marketplace journeys their own operators and traveller', async () => {
    const maeve = await login('maeve.quinn@example.com');
    const bids = (
      await request(ctx.app, maeve.token, { method: 'GET', url: `/v1/client/bids/${maeve.user.id}` })
    ).json();
    expect(bids.trips).toHaveLength(3);
    // one trip quoted in three currencies, one quote revised; she compares in dollars
    type Bid = { company: { name: string }; currency: string; version: number; converted: { currency: string } };
    expect(
      (bids.proposals as Bid[])
        .map((p) => [p.company.name, p.currency, p.version, p.converted.currency])
        .sort((a, b) => String(a[0]).localeCompare(String(b[0]))),
    ).toEqual([
      ['Atlantic Way Tours', 'EUR', 1, 'USD'],
      ['Burren Way Travel', 'USD', 2, 'USD'],
      ['Highland Trails Scotland', 'GBP', 1, 'USD'],
    ]);
    expect(bids.display_currency).toBe('USD');
    const requests = (
      await request(ctx.app, maeve.token, { method: 'GET', url: `/v1/client/request/${maeve.user.id}` })
    ).json();
    expect(requests.data.map((r: { status: string }) => r.status).sort()).toEqual([
      'accepted',
      'accepted',
      'archived',
      'open',
      'open',
      'open',
    ]);
    const orla = await login('orla@atlanticwaytours.example');
    const market = (await request(ctx.app, orla.token, { method: 'GET', url: '/v1/openLeads?search=doolin' })).json();
    expect(market.data).toHaveLength(1);
    expect(market.data[0]).toMatchObject({ first_name: 'Maeve', last_name: null, unavailable_reason: null });
    const [guest] = await ctx.db.select().from(users).where(eq(users.email, 'emily.johnson@example.com'));
    expect(guest!.password_hash).toBeNull();
  });

  it("gives the demo operators weeks of trading: the overview's performance has wins, declines and medians", async () => {
    const manager = await login('siobhan@emeraldisletours.example');
    const [emerald] = await ctx.db.select().from(companies).where(eq(companies.name, 'Emerald Isle Tours'));
    const res = await request(ctx.app, manager.token, {
      method: 'GET',
      url: `/v1/company/${emerald!.id}/performance`,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.figures.quotes_accepted).toBeGreaterThan(0);
    expect(body.figures.win_rate).toBeGreaterThan(0);
    expect(body.figures.median_minutes_to_first_quote).not.toBeNull();
    expect(body.weeks.filter((w: { spend_cents: number }) => w.spend_cents > 0).length).toBeGreaterThan(2);
    expect(body.decline_reasons).toEqual(expect.arrayContaining([{ code: 'price', count: 1 }]));
    expect(body.platform).toMatchObject({ companies: 5 });
  });
});
