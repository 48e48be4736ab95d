// EXPLAIN ANALYZE of every SQL statement the admin's All Trips (GET /v1/companyLeads) sends for each
// scenario of bench/company-leads.ts, exactly as the API builds them (the service runs with a logger).
//   npx tsx bench/company-leads-plans.ts --database bench_1m
import { allTripsQuery } from '@triptender/contract/admin';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from '../apps/api/src/db/schema.ts';
import type { Db } from '../apps/api/src/db/client.ts';
import { listAllTrips } from '../apps/api/src/modules/admin/leads.ts';
import { companyLeadsScenarios } from './company-leads-scenarios.ts';
import { databaseUrl } from './database.ts';
import { stringOptions } from './lib.mjs';

const values = stringOptions({ database: 'bench_triptender' });
const url = databaseUrl(values.database);
const client = new pg.Client({ connectionString: url });
await client.connect();
const pool = new pg.Pool({ connectionString: url, max: 2 });
const logged: { sql: string; params: unknown[] }[] = [];
const db = drizzle(pool, {
  schema,
  logger: { logQuery: (sql, params) => void logged.push({ sql, params }) },
}) as unknown as Db;

try {
  for (const { name, queries } of await companyLeadsScenarios(client)) {
    const query = allTripsQuery.parse(Object.fromEntries(new URLSearchParams(queries[0])));
    logged.length = 0;
    await listAllTrips({ db, query });
    console.log(`\n### ${name}: ?${queries[0]}`);
    for (const { sql, params } of [...logged]) {
      // the total's EXPLAIN (when the count passed the threshold) is itself a plan: show its statement
      if (sql.startsWith('explain')) {
        console.log(`\n(estimated total: ${sql.slice(0, 160)}...)`);
        continue;
      }
      const { rows } = await client.query<{ 'QUERY PLAN': string }>(`explain (analyze, buffers off) ${sql}`, params);
      console.log(`\n${sql}\n  params: ${JSON.stringify(params)}\n`);
      console.log(rows.map((r) => `  ${r['QUERY PLAN']}`).join('\n'));
    }
  }
} finally {
  await client.end();
  await pool.end();
}
