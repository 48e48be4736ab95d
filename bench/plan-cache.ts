// Whether PostgreSQL keeps one plan for each statement the API prepares by name, or plans it again on
// every execution: runs each 50 times on one connection, as a pooled connection of the API would, and
// prints pg_prepared_statements' generic and custom plan counts with the time an execution took.
//   npx tsx bench/plan-cache.ts [--database bench_1m]
// A statement whose custom plans keep growing pays its planning on every request (lib/pagination.ts,
// inlinedCount, says why a LIMIT sent as a parameter does that).
import { desc, eq } from 'drizzle-orm';
import pg from 'pg';
import { openLeadsQuery } from '@triptender/contract/marketplace';
import { openPostgres } from '../apps/api/src/db/client.ts';
import { leads, users } from '../apps/api/src/db/schema.ts';
import { openLeadsPageQuery, openLeadsRowsQuery } from '../apps/api/src/modules/marketplace/list-open-leads.ts';
import { purchasedLeadsPageQuery } from '../apps/api/src/modules/purchases/purchased-leads.ts';
import { databaseUrl } from './database.ts';
import { stringOptions } from './lib.mjs';

const values = stringOptions({ database: 'bench_marketplace' });
const url = databaseUrl(values.database);
const database = await openPostgres(url, { max: 1 });
const [manager] = await database.db
  .select({ companyId: users.company_id })
  .from(users)
  .where(eq(users.email, 'manager1@bench.example'));
const companyId = manager!.companyId!;
const ids = (
  await database.db
    .select({ id: leads.id })
    .from(leads)
    .where(eq(leads.status, 'open'))
    .orderBy(desc(leads.id))
    .limit(10)
).map((r) => r.id);

type Built = { toSQL(): { sql: string; params: unknown[] } };
const market = (params: Record<string, string>) =>
  openLeadsPageQuery(database.db, companyId, openLeadsQuery.parse(params));
const statements: [string, Built][] = [
  ['GET /v1/openLeads (first page)', market({})],
  [
    'GET /v1/openLeads?country=ireland&category=family&budget=medium',
    market({ country: 'ireland', category: 'family', budget: 'medium' }),
  ],
  ['GET /v1/openLeads?sort=start_date_asc&page=100', market({ sort: 'start_date_asc', page: '100' })],
  ["GET /v1/openLeads?search=skye (the page's rows by id)", openLeadsRowsQuery(database.db, companyId, 'recent')],
  ['GET /v1/purchases (My Leads, page 1)', purchasedLeadsPageQuery(database.db, { limit: 10, offset: 0 })],
  ['GET /v1/purchases (My Leads, page 10)', purchasedLeadsPageQuery(database.db, { limit: 10, offset: 90 })],
];

const client = new pg.Client({ connectionString: url });
await client.connect();
console.log(`\nprepared statements on ${values.database}, 50 executions each on one connection\n`);
console.log('| statement | generic plans | custom plans | ms an execution (median) |');
console.log('| --- | ---: | ---: | ---: |');
for (const [label, built] of statements) {
  const { sql, params } = built.toSQL();
  // placeholders (drizzle's sql.placeholder) are the company, or a search's ids (ten open leads)
  const args = params.map((p) =>
    typeof p === 'object' && p !== null && 'name' in p ? ((p as { name: string }).name === 'ids' ? ids : companyId) : p,
  );
  const name = `plan_cache_${statements.findIndex(([l]) => l === label)}`;
  const times: number[] = [];
  for (let i = 0; i < 50; i++) {
    const started = performance.now();
    await client.query({ name, text: sql, values: args });
    times.push(performance.now() - started);
  }
  const { rows } = await client.query<{ generic_plans: string; custom_plans: string }>(
    'select generic_plans, custom_plans from pg_prepared_statements where name = $1',
    [name],
  );
  times.sort((a, b) => a - b);
  console.log(`| ${label} | ${rows[0]!.generic_plans} | ${rows[0]!.custom_plans} | ${times[25]!.toFixed(2)} |`);
}
await client.end();
await database.close();
