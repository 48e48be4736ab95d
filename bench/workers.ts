// Throughput of `GET /v1/openLeads` (first page) with one API process and with WORKERS=2 on one port,
// side by side in one run: rounds alternate 1, 2, 1, 2, ... so a change in the machine's load touches
// both. Prints each run with the load average around it, and the ratio of the medians.
//   npx tsx bench/seed.ts --leads 100000 --database bench_workers
//   npm run build && npx tsx bench/workers.ts [--database bench_workers] [--connections 50] [--duration 15] [--rounds 3]
// Runs the built API (apps/api/dist/main.js) on BENCH_PORT (default 3016) against that database.
import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { databaseUrl } from './database.ts';
import { builtApi, root, stringOptions, waitUntilHealthy } from './lib.mjs';

const values = stringOptions({ database: 'bench_workers', connections: '50', duration: '15', rounds: '3' });
const port = Number(process.env.BENCH_PORT ?? 3016);
const base = `http://127.0.0.1:${port}`;
const url = databaseUrl(values.database);
const connections = Number(values.connections);
const duration = Number(values.duration);

const admin = new pg.Client({ connectionString: url });
await admin.connect();
await admin.query('VACUUM ANALYZE');
const { rows } = await admin.query<{ leads: string }>(`SELECT count(*) AS leads FROM leads`);
await admin.end();

/** Starts the built API with `workers` processes and resolves once all of them listen. */
async function startApi(workers: number) {
  const child = spawn(process.execPath, [builtApi], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      SERVE_WEB: '0',
      DATABASE_URL: url,
      PORT: String(port),
      HOST: '127.0.0.1',
      WORKERS: String(workers),
      DATA_DIR: path.join(root, '.tmp/bench-data'),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  const banner = new Promise<void>((resolve) =>
    child.stdout.on('data', (d) => {
      out += d;
      if (out.includes('TripTender is running')) resolve();
    }),
  );
  await waitUntilHealthy(base, { tries: 600, everyMs: 200, failure: `the API (WORKERS=${workers}) did not start` });
  await banner; // printed once every worker listens
  const exited = new Promise((r) => child.on('exit', r));
  return {
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

async function token() {
  const res = await fetch(`${base}/v1/auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'manager1@bench.example', password: 'bench-password' }),
  });
  if (!res.ok) throw new Error(`login: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { token: string }).token;
}

const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
const results: Record<number, number[]> = { 1: [], 2: [] };
console.log(
  `\n${rows[0]!.leads} leads in ${values.database}; GET /v1/openLeads, ${connections} connections, ${duration} s a run; ${os.availableParallelism()} cores\n`,
);
console.log('| round | WORKERS | requests/s | p50 | p99 | errors | load average before | after |');
console.log('| ---: | ---: | ---: | ---: | ---: | ---: | --- | --- |');
for (let round = 1; round <= Number(values.rounds); round++) {
  for (const workers of [1, 2]) {
    const api = await startApi(workers);
    try {
      const opts = { url: `${base}/v1/openLeads`, connections, headers: { authorization: `Bearer ${await token()}` } };
      await autocannon({ ...opts, duration: 3 }); // warm-up: pools, JIT, caches in every worker
      const before = load();
      const r = await autocannon({ ...opts, duration });
      const errors = r.errors + r.timeouts + r.non2xx;
      results[workers]!.push(r.requests.average);
      console.log(
        `| ${round} | ${workers} | ${Math.round(r.requests.average)} | ${r.latency.p50} ms | ${r.latency.p99} ms | ${errors} | ${before} | ${load()} |`,
      );
    } finally {
      await api.stop();
    }
  }
}
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const one = median(results[1]!);
const two = median(results[2]!);
console.log(
  `\nmedian requests/s: WORKERS=1 ${Math.round(one)}, WORKERS=2 ${Math.round(two)}: ratio ${(two / one).toFixed(2)}`,
);
