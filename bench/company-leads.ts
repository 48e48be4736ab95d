// Load test of the admin's All Trips list (GET /v1/companyLeads) with search and filters, on PostgreSQL.
//   npx tsx bench/seed.ts --leads 100000 --database bench_tt_leads
//   npm run build -w apps/api
//   npx tsx bench/company-leads.ts --database bench_tt_leads [--duration 10] [--connections 10] [--port 3016]
// Starts the built API on that database, logs in as the bench admin, runs each scenario
// (bench/company-leads-scenarios.ts) with autocannon and prints requests/s and latency percentiles
// (p95 from every response's time) as a table. The SQL plans: bench/company-leads-plans.ts.
import os from 'node:os';
import autocannon from 'autocannon';
import pg from 'pg';
import { companyLeadsScenarios } from './company-leads-scenarios.ts';
import { databaseUrl } from './database.ts';
import { startBuiltApi, stringOptions, waitUntilHealthy } from './lib.mjs';

const values = stringOptions({ database: 'bench_triptender', duration: '10', connections: '10', port: '3016' });
const dbUrl = databaseUrl(values.database);
const base = `http://localhost:${values.port}`;

const db = new pg.Client({ connectionString: dbUrl });
await db.connect();
// a freshly bulk-loaded table has no visibility map yet; autovacuum gives a live one the same
await db.query('vacuum analyze leads');
const { rows: counts } = await db.query<{ n: string }>('select count(*) as n from leads where deleted_at is null');
const scenarios = await companyLeadsScenarios(db);

const api = startBuiltApi({ DATABASE_URL: dbUrl, PORT: values.port });
let exited = false;
api.on('exit', () => (exited = true));
try {
  await waitUntilHealthy(base, {
    tries: 150,
    everyMs: 200,
    failure: 'the API did not start (run npm run build -w apps/api first)',
    gaveUp: () => (exited ? `the API exited: is port ${values.port} free?` : undefined),
  });
  const login = await fetch(`${base}/v1/auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@bench.example', password: 'bench-password' }),
  });
  const { token } = (await login.json()) as { token: string };
  const headers = { authorization: `Bearer ${token}` };

  const loadNow = () =>
    os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ');
  console.log(`${new Date().toISOString()}: load average before ${loadNow()}`);
  const results: string[] = [];
  // the floor of this machine at this moment: a route that reads nothing
  for (const { name, queries } of [
    { name: 'reference: GET /healthz (no database, no session)', queries: [] },
    ...scenarios,
  ]) {
    let next = 0;
    const times: number[] = [];
    const r = await autocannon({
      url: base,
      connections: Number(values.connections),
      duration: Number(values.duration),
      headers,
      requests: [
        {
          setupRequest: (req) => ({
            ...req,
            path: queries.length ? `/v1/companyLeads?${queries[next++ % queries.length]!}` : '/healthz',
          }),
        },
      ],
    }).on('response', (_client, _status, _bytes, ms) => times.push(ms));
    if (r.non2xx > 0 || r.errors > 0) throw new Error(`${name}: ${r.non2xx} non-2xx answers, ${r.errors} errors`);
    times.sort((x, y) => x - y);
    const p95 = times[Math.min(times.length - 1, Math.floor(times.length * 0.95))] ?? NaN;
    results.push(
      `| ${name} | ${Math.round(r.requests.average)} | ${r.latency.p50} | ${Math.round(p95)} | ${r.latency.p99} |`,
    );
    console.log(results.at(-1));
  }

  // the machine is shared: its load says how far the figures are from an idle one
  console.log(
    `\n${new Date().toISOString()}: ${Number(counts[0]!.n).toLocaleString('en-US')} leads, ` +
      `${values.connections} connections, ${values.duration} s each, ${os.cpus().length} CPUs, ` +
      `load average after ${loadNow()} (1/5/15 min)\n`,
  );
  console.log('| scenario | requests/s | p50 ms | p95 ms | p99 ms |\n| --- | ---: | ---: | ---: | ---: |');
  console.log(results.join('\n'));
} finally {
  api.kill('SIGINT');
  await db.end();
}
