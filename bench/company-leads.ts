// Load test of the admin's All Trips list (GET /v1/companyLeads) with search and filters, on PostgreSQL.
//   npx tsx bench/seed.ts --leads 100000 --database bench_tt_leads
//   npm run build -w apps/api
//   npx tsx bench/company-leads.ts --database bench_tt_leads [--duration 10] [--connections 10] [--port 3016]
// Starts the built API on that database, logs in as the bench admin, runs each scenario with
// autocannon, prints requests/s and latency percentiles as a table, then the plan of a search.
import os from 'node:os';
import autocannon, { type Options } from 'autocannon';
import pg from 'pg';
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
// travellers with leads, to search by email the way an admin looks someone up
const { rows: emails } = await db.query<{ email: string }>(
  `select email from leads where deleted_at is null order by id limit 200`,
);

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

  let next = 0;
  const scenarios: [string, Options['requests'] | string][] = [
    ['no filters, newest first (page 1)', '/v1/companyLeads'],
    ['no filters, page 500 (offset 4,990)', '/v1/companyLeads?page=500'],
    [
      'country + trip type + status, by start date',
      '/v1/companyLeads?country=scotland&trip_type=active&status=open&sort=start_date_asc&per_page=25',
    ],
    [
      'search: a traveller email (200 different)',
      [
        {
          setupRequest: (req) => ({
            ...req,
            path: `/v1/companyLeads?search=${encodeURIComponent(emails[next++ % emails.length]!.email)}`,
          }),
        },
      ],
    ],
    ['search: a name + country', '/v1/companyLeads?search=emily%20johnson&country=ireland'],
    ['search: a lead id', '/v1/companyLeads?search=%2354321'],
    ['search: a common word + status (1 in 6 match)', '/v1/companyLeads?search=skye&status=open&per_page=50'],
  ];

  const results: string[] = [];
  for (const [name, target] of scenarios) {
    const r = await autocannon({
      url: base,
      connections: Number(values.connections),
      duration: Number(values.duration),
      headers,
      requests: typeof target === 'string' ? [{ method: 'GET', path: target }] : target,
    });
    if (r.non2xx > 0 || r.errors > 0) throw new Error(`${name}: ${r.non2xx} non-2xx answers, ${r.errors} errors`);
    results.push(`| ${name} | ${Math.round(r.requests.average)} | ${r.latency.p50} | ${r.latency.p99} |`);
    console.log(results.at(-1));
  }

  // the machine is shared: its load says how far the figures are from an idle one
  const load = os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' / ');
  console.log(
    `\n${Number(counts[0]!.n).toLocaleString('en-US')} leads, ${values.connections} connections, ` +
      `${values.duration} s each, ${os.cpus().length} CPUs, load average ${load} (1/5/15 min)\n`,
  );
  console.log('| scenario | requests/s | p50 ms | p99 ms |\n| --- | ---: | ---: | ---: |');
  console.log(results.join('\n'));

  // the plans behind the figures: a search (list and count, as the API sends them), the unfiltered
  // first page and its count, and the count of the filtered list
  const email = `%${emails[7]!.email}%`;
  const newest = 'order by created_at desc nulls last, id desc nulls last limit 10';
  const filtered = "country = 'scotland' and trip_type = 'active' and status = 'open'";
  for (const [sql, params] of [
    [`select id from leads where deleted_at is null and search like $1 ${newest}`, [email]],
    [`select count(*) from leads where deleted_at is null and search like $1`, [email]],
    [`select * from leads where deleted_at is null ${newest}`, []],
    [`select count(*) from leads where deleted_at is null`, []],
    [`select count(*) from leads where deleted_at is null and ${filtered}`, []],
  ] as const) {
    const plan = await db.query<{ 'QUERY PLAN': string }>(`explain analyze ${sql}`, [...params]);
    console.log(`\nEXPLAIN ANALYZE ${sql.replace('$1', `'${email}'`)}`);
    console.log(plan.rows.map((r) => r['QUERY PLAN']).join('\n'));
  }
} finally {
  api.kill('SIGINT');
  await db.end();
}
