// The demo data the first run and the browser journeys start from: loads, and is consistent.
import { eq, sql } from 'drizzle-orm';
import { companies, leads, reviews, users } from '../../db/schema.ts';
import { tripEndedSql } from '../../domain/lead-rules.ts';
import { DEMO_PASSWORD } from '../../demo/accounts.ts';
import { seedDemo } from '../../demo/seed.ts';
import { type As, beforeAll, describe, expect, it } from '../../../test/harness.ts';
import { marketplace } from '../../../test/marketplace.ts';

beforeAll(async ({ db }) => {
  await seedDemo(db);
});

const login = async (as: As, email: string) =>
  (await as(null).post('/v1/auth', { email, password: DEMO_PASSWORD })).json() as {
    token: string;
    user: { id: number };
  };

describe('demo data', () => {
  it("keeps every lead's counters and every wallet's ledger consistent", async ({ ctx }) => {
    const mismatched = await ctx.db.execute(sql`
      select l.id from ${leads} l
      where l.purchases_count <> (select count(*) from purchases p where p.lead_id = l.id)
         or l.quotes_count <> (select count(*) from quotes q where q.lead_id = l.id and q.status <> 'withdrawn')`);
    expect((mismatched as { rows: unknown[] }).rows).toEqual([]);
    const mp = marketplace(ctx);
    for (const c of await ctx.db.select({ id: companies.id }).from(companies)) await mp.expectLedgerConsistent(c.id);
  });

  it('reviews only trips that have ended', async ({ db }) => {
    const early = await db
      .select({ id: reviews.id })
      .from(reviews)
      .innerJoin(leads, eq(leads.id, reviews.lead_id))
      .where(sql`not ${tripEndedSql}`);
    expect(early).toEqual([]);
    expect((await db.select({ id: reviews.id }).from(reviews)).length).toBeGreaterThan(0);
  });

  it('gives the marketplace journeys their own operators and traveller', async ({ as, db }) => {
    const maeve = await login(as, 'maeve.quinn@example.com');
    const bids = (await as(maeve).get(`/v1/client/bids/${maeve.user.id}`)).json();
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
    const requests = (await as(maeve).get(`/v1/client/request/${maeve.user.id}`)).json();
    expect(requests.data.map((r: { status: string }) => r.status).sort()).toEqual([
      'accepted',
      'accepted',
      'archived',
      'open',
      'open',
      'open',
    ]);
    const orla = await login(as, 'orla@atlanticwaytours.example');
    const market = (await as(orla).get('/v1/openLeads?search=doolin')).json();
    expect(market.data).toHaveLength(1);
    expect(market.data[0]).toMatchObject({ first_name: 'Maeve', last_name: null, unavailable_reason: null });
    const [guest] = await db.select().from(users).where(eq(users.email, 'emily.johnson@example.com'));
    expect(guest!.password_hash).toBeNull();
  });

  it("gives the demo operators weeks of trading: the overview's performance has wins, declines and medians", async ({
    as,
    db,
  }) => {
    const manager = await login(as, 'siobhan@emeraldisletours.example');
    const [emerald] = await db.select().from(companies).where(eq(companies.name, 'Emerald Isle Tours'));
    const res = await as(manager).get(`/v1/company/${emerald!.id}/performance`);
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
