// Load test of the marketplace list and the traveller's requests on PostgreSQL.
//   npx tsx bench/seed.ts --leads 100000 --database bench_marketplace
//   npm run build && npx tsx bench/marketplace.ts [--database bench_marketplace] [--connections 50] [--duration 15]
// Starts the built API (apps/api/dist/main.js) on BENCH_PORT (default 3014) against that database,
// logs in as a bench company manager and a bench traveller, and runs autocannon on each call.
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { databaseUrl } from './database.ts';
import { root, startBuiltApi, stringOptions, waitUntilHealthy } from './lib.mjs';

const values = stringOptions({ database: 'bench_marketplace', connections: '50', duration: '15' });
const port = Number(process.env.BENCH_PORT ?? 3014);
const base = `http://127.0.0.1:${port}`;
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

const server = startBuiltApi({
  DATABASE_URL: url,
  PORT: String(port),
  HOST: '127.0.0.1',
  DATA_DIR: path.join(root, '.tmp/bench-data'),
});
const stop = () => server.kill('SIGTERM');
process.on('exit', stop);

await waitUntilHealthy(base, { tries: 100, everyMs: 200, failure: 'the API did not start' });

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

const scenarios: [string, string, string][] = [
  ['GET /v1/openLeads (first page)', '/v1/openLeads', manager.token],
  [
    'GET /v1/openLeads?country=ireland&category=family&budget=medium',
    '/v1/openLeads?country=ireland&category=family&budget=medium',
    manager.token,
  ],
  ['GET /v1/openLeads?sort=start_date_asc&page=100', '/v1/openLeads?sort=start_date_asc&page=100', manager.token],
  ['GET /v1/openLeads?search=skye (1 lead in 6 matches)', '/v1/openLeads?search=skye', manager.token],
  ['GET /v1/client/request/{id}', `/v1/client/request/${traveller.user.id}`, traveller.token],
];

const connections = Number(values.connections);
const duration = Number(values.duration);
console.log(
  `\n${counts[0]!.leads} leads (${counts[0]!.open} open) in ${values.database}; ${connections} connections, ${duration} s each\n`,
);
console.log('| call | requests/s | p50 latency | p99 latency | errors |');
console.log('| --- | ---: | ---: | ---: | ---: |');
for (const [label, pathname, token] of scenarios) {
  const opts = { url: `${base}${pathname}`, connections, headers: { authorization: `Bearer ${token}` } };
  await autocannon({ ...opts, duration: 2 }); // warm-up: pool, JIT, caches
  const r = await autocannon({ ...opts, duration });
  const errors = r.errors + r.timeouts + r.non2xx;
  console.log(
    `| ${label} | ${Math.round(r.requests.average)} | ${r.latency.p50} ms | ${r.latency.p99} ms | ${errors} |`,
  );
}
stop();
