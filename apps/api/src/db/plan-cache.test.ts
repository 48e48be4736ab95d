// The pages the API prepares by name keep one plan on a connection instead of being planned on every
// execution. PostgreSQL plans a prepared statement's first five executions for their values, then keeps a
// generic plan only when it does not look dearer; a LIMIT or a filter value sent as a parameter made it
// look dearer, so every request paid the planning (lib/pagination.ts, inlinedCount; docs/benchmarks.md).
// On PostgreSQL only: the embedded database runs each query as it comes, with no named statements.
import { openLeadsQuery } from '@triptender/contract/marketplace';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtures } from '../../test/fixtures.ts';
import { createTestContext, type TestContext } from '../../test/helpers.ts';
import { openLeadsPageQuery } from '../modules/marketplace/list-open-leads.ts';
import { purchasedLeadsPageQuery } from '../modules/purchases/purchased-leads.ts';

describe.skipIf(!process.env.DATABASE_URL)('prepared pages on PostgreSQL', () => {
  let ctx: TestContext;
  let client: pg.Client;
  let companyId: number;
  beforeAll(async () => {
    ctx = await createTestContext();
    const fx = fixtures(ctx.db);
    const company = await fx.companyUser();
    companyId = company.companyId;
    await fx.marketOf(20_000);
    // the company bought 2,000 of them, as a busy operator has
    await ctx.db.execute(sql`
      insert into purchases (lead_id, company_id, price_cents, created_at)
      select id, ${companyId}, 2500, created_at from leads order by id limit 2000`);
    await ctx.db.execute(sql`analyze purchases`);
    client = new pg.Client({ connectionString: ctx.database.url! });
    await client.connect();
  });
  afterAll(async () => {
    await client?.end();
    await ctx?.close();
  });

  const pages: [string, () => { toSQL(): { sql: string; params: unknown[] } }][] = [
    ['the marketplace, first page', () => openLeadsPageQuery(ctx.db, companyId, openLeadsQuery.parse({}))],
    [
      'the marketplace, filtered, page 3 by start date',
      () =>
        openLeadsPageQuery(
          ctx.db,
          companyId,
          openLeadsQuery.parse({ country: 'ireland', budget: 'medium', sort: 'start_date_asc', page: '3' }),
        ),
    ],
    ["My Leads' page 2", () => purchasedLeadsPageQuery(ctx.db, { limit: 10, offset: 10 })],
  ];
  pages.forEach(([label, build], i) => {
    it(`${label}: a generic plan after the first five executions`, async () => {
      const { sql, params } = build().toSQL();
      const values = params.map((p) => (typeof p === 'object' && p !== null && 'name' in p ? companyId : p));
      for (let n = 0; n < 10; n++) await client.query({ name: `plan_cache_test_${i}`, text: sql, values });
      const { rows } = await client.query<{ generic_plans: string; custom_plans: string }>(
        'select generic_plans, custom_plans from pg_prepared_statements where name = $1',
        [`plan_cache_test_${i}`],
      );
      expect(rows[0]).toEqual({ generic_plans: '5', custom_plans: '5' });
    });
  });
});
