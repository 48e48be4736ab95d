// Load test of the marketplace list, the traveller's requests and the company's My Leads on PostgreSQL.
//   npx tsx bench/seed.ts --leads 100000 --database bench_marketplace
//   npm run build && npx tsx bench/marketplace.ts [--database bench_marketplace] [--connections 10,50] [--duration 15]
//     [--only search]   (only the calls whose label contains that text; the floor and the ratio need the first page)
// Starts the built API (apps/api/dist/main.js) on BENCH_PORT (default 3014) against that database,
// logs in as a bench company manager and a bench traveller, and runs autocannon on each call, at each
// number of connections. Beside it, on BENCH_PORT + 1, the floor (bench/floor-server.mjs): node:http
// and pg running the SQL of the API's first page; its throughput is measured right before the API's
// first page at each number of connections, and the ratio printed.
import { spawn } from 'node:child_process';
import path from 'node:path';
import autocannon from 'autocannon';
import { eq } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { openLeadsQuery } from '@triptender/contract/marketplace';
import type { Db } from '../apps/api/src/db/client.ts';
import * as schema from '../apps/api/src/db/schema.ts';
import { openLeadsPageQuery } from '../apps/api/src/modules/marketplace/list-open-leads.ts';
import { databaseUrl } from './database.ts';
import { root, startBuiltApi, stringOptions, waitUntilHealthy } from './lib.mjs';

const values = stringOptions({ database: 'bench_marketplace', connections: '50', duration: '15', only: '' });
const port = Number(process.env.BENCH_PORT ?? 3014);
const base = `http://127.0.0.1:${port}`;
const floorBase = `http://127.0.0.1:${port + 1}`;
const url = databaseUrl(values.database);
const BENCH_PASSWORD = 'bench-password';

// A production database is vacuumed by autovacuum; right after a bulk load the visibility map is
// empty, and index-only scans would still visit the table.
const admin = new pg.Client({ connectionString: url });
await admin.connect();
await admin.query('VACUUM ANALYZE');
const { rows: counts } = await admin.query<{ leads: string; open: string }>(
  `SELECT count(*) AS leads, count(*) FILTER (WHERE status = 'open') AS open FROM leads`,
);
await admin.end();

// the first page's SQL exactly as the API builds it for the bench manager's company
const pool = new pg.Pool({ connectionString: url, max: 1 });
const db = drizzle({ client: pool, schema }) as unknown as Db;
const [manager1] = await db
  .select({ companyId: schema.users.company_id })
  .from(schema.users)
  .where(eq(schema.users.email, 'manager1@bench.example'));
const firstPage = openLeadsPageQuery(db, manager1!.companyId!, openLeadsQuery.parse({})).toSQL();
await pool.end();
const floor = spawn(process.execPath, [path.join(root, 'bench/floor-server.mjs')], {
  env: {
    ...process.env,
    FLOOR_PORT: String(port + 1),
    DATABASE_URL: url,
    FLOOR_SQL: firstPage.sql,
    FLOOR_PARAMS: JSON.stringify(firstPage.params),
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});

const server = startBuiltApi({
  DATABASE_URL: url,
  PORT: String(port),
  HOST: '127.0.0.1',
  DATA_DIR: path.join(root, '.tmp/bench-data'),
});
const stop = () => {
  server.kill('SIGTERM');
  floor.kill('SIGTERM');
};
process.on('exit', stop);

await waitUntilHealthy(base, { tries: 100, everyMs: 200, failure: 'the API did not start' });
await waitUntilHealthy(floorBase, { tries: 100, everyMs: 200, failure: 'the floor server did not start' });

async function login(email: string) {
  const res = await fetch(`${base}/v1/auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: BENCH_PASSWORD }),
  });
  if (!res.ok) throw new Error(`login ${email}: ${res.status} ${await res.text()}`);
  return (await res.json()) as { token: string; user: { id: number } };
}
const manager = await login('manager1@bench.example');
const traveller = await login('traveller1@bench.example');

const FLOOR = "floor: node:http + pg, the first page's SQL";
const scenarios: [string, string, string][] = [
  [FLOOR, `${floorBase}/`, manager.token],
  ['GET /v1/openLeads (first page)', `${base}/v1/openLeads`, manager.token],
  [
    'GET /v1/openLeads?country=ireland&category=family&budget=medium',
    `${base}/v1/openLeads?country=ireland&category=family&budget=medium`,
    manager.token,
  ],
  [
    'GET /v1/openLeads?sort=start_date_asc&page=100',
    `${base}/v1/openLeads?sort=start_date_asc&page=100`,
    manager.token,
  ],
  ['GET /v1/openLeads?search=skye (1 lead in 6 matches)', `${base}/v1/openLeads?search=skye`, manager.token],
  ['GET /v1/client/request/{id}', `${base}/v1/client/request/${traveller.user.id}`, traveller.token],
  ['GET /v1/purchases (My Leads)', `${base}/v1/purchases`, manager.token],
];

const duration = Number(values.duration);
for (const connections of values.connections.split(',').map(Number)) {
  console.log(
    `\n${counts[0]!.leads} leads (${counts[0]!.open} open) in ${values.database}; ${connections} connections, ${duration} s each\n`,
  );
  console.log('| call | requests/s | p50 latency | p99 latency | errors |');
  console.log('| --- | ---: | ---: | ---: | ---: |');
  const rates = new Map<string, number>();
  for (const [label, target, token] of scenarios) {
    if (values.only && !label.includes(values.only)) continue;
    const opts = { url: target, connections, headers: { authorization: `Bearer ${token}` } };
    await autocannon({ ...opts, duration: 2 }); // warm-up: pool, JIT, caches
    const r = await autocannon({ ...opts, duration });
    const errors = r.errors + r.timeouts + r.non2xx;
    rates.set(label, r.requests.average);
    console.log(
      `| ${label} | ${Math.round(r.requests.average)} | ${r.latency.p50} ms | ${r.latency.p99} ms | ${errors} |`,
    );
  }
  const ratio = rates.get('GET /v1/openLeads (first page)')! / rates.get(FLOOR)!;
  if (Number.isFinite(ratio))
    console.log(`\nopenLeads first page / floor at ${connections} connections: ${(100 * ratio).toFixed(0)}%`);
}
stop();
