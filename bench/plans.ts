// EXPLAIN of the marketplace and traveller list queries, exactly as the API builds them.
//   npx tsx bench/plans.ts [--database bench_marketplace]
// Exits non-zero when a plan reads the leads table with a sequential scan.
import { and, count, eq, isNull } from 'drizzle-orm';
import { openLeadsQuery } from '@triptender/contract/marketplace';
import { openPostgres } from '../apps/api/src/db/client.ts';
import { migrate } from '../apps/api/src/db/migrate.ts';
import { leads, users } from '../apps/api/src/db/schema.ts';
import { openLeadsCutQuery, openLeadsPageQuery } from '../apps/api/src/modules/marketplace/list-open-leads.ts';
import { openLeadsCountQuery } from '../apps/api/src/modules/marketplace/open-lead-totals.ts';
import { travellerLeadsPageQuery } from '../apps/api/src/modules/traveller-leads/service.ts';
import { databaseUrl } from './database.ts';
import { stringOptions } from './lib.mjs';

const values = stringOptions({ database: 'bench_marketplace' });
const database = await openPostgres(databaseUrl(values.database), { max: 2 });
await migrate(database);
const db = database.db;

/** The marketplace queries the bench calls, plus every filter on its own. */
const OPEN_LEAD_VARIANTS: Record<string, Record<string, string>> = {
  default: {},
  'search=castles': { search: 'castles' },
  // bench/marketplace.ts's search
  'search=skye': { search: 'skye' },
  // a word no lead holds: the trigram index answers at once
  'search=rare': { search: 'zzqx' },
  'country=scotland&category=family': { country: 'scotland', category: 'family' },
  'budget=high&sort=start_date_asc': { budget: 'high', sort: 'start_date_asc' },
  'trip_type=city&status=unquoted&page=50': { trip_type: 'city', status: 'unquoted', page: '50' },
  // bench/marketplace.ts's deep page
  'sort=start_date_asc&page=100': { sort: 'start_date_asc', page: '100' },
};

const [company] = await db
  .select({ id: users.company_id })
  .from(users)
  .where(eq(users.email, 'manager1@bench.example'));
const [traveller] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'traveller1@bench.example'));

async function explain(label: string, query: { toSQL(): { sql: string; params: unknown[] } }) {
  const { sql, params } = query.toSQL();
  const { rows } = await database.pool!.query<{ 'QUERY PLAN': string }>(
    `EXPLAIN (ANALYZE, BUFFERS OFF) ${sql}`,
    params,
  );
  const plan = rows.map((r) => r['QUERY PLAN']).join('\n');
  console.log(`\n### ${label}\n\n${plan}`);
  return /Seq Scan on leads/.test(plan) ? label : null;
}

const bad: string[] = [];
for (const [label, raw] of Object.entries(OPEN_LEAD_VARIANTS)) {
  const q = openLeadsQuery.parse(raw);
  for (const result of [
    // a search is two statements (list-open-leads.ts, readOpenLeadsPage): the cut, planned for its
    // pattern, then the page's rows by id, planned as the first page's joins are
    q.search
      ? await explain(`GET /v1/openLeads?${label}: the cut`, openLeadsCutQuery(db, company!.id!, q))
      : await explain(`GET /v1/openLeads?${label}: page`, openLeadsPageQuery(db, company!.id!, q)),
    await explain(`GET /v1/openLeads?${label}: count`, openLeadsCountQuery(db, q)),
  ]) {
    if (result) bad.push(result);
  }
}
const mine = and(eq(leads.user_id, traveller!.id), isNull(leads.deleted_at))!;
for (const result of [
  await explain('GET /v1/client/request/{id}: page', travellerLeadsPageQuery(db, mine, { limit: 10, offset: 0 })),
  await explain('GET /v1/client/request/{id}: count', db.select({ n: count() }).from(leads).where(mine)),
]) {
  if (result) bad.push(result);
}
await database.close();
if (bad.length) {
  console.error(`\nSequential scans over leads in: ${bad.join(', ')}`);
  process.exit(1);
}
console.log('\nNo plan scans leads sequentially.');
