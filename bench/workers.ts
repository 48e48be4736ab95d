// Throughput of `GET /v1/openLeads` (first page) with one API process and with WORKERS=2 on one port,
// side by side in one run: rounds alternate 1, 2, 1, 2, ... so a change in the machine's load touches
// both. Prints each run with the load average around it and where the machine's CPU went meanwhile (the
// API's processes, PostgreSQL's, the load generator, idle: read from /proc, Linux only), the ratio of the
// medians, and the most two workers could give on these cores with one worker's CPU cost per request.
//   npx tsx bench/seed.ts --leads 100000 --database bench_workers
//   npm run build && npx tsx bench/workers.ts [--database bench_workers] [--connections 50] [--duration 15] [--rounds 3]
// Runs the built API (apps/api/dist/main.js) on BENCH_PORT (default 3016) against that database.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
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

/** CPU ticks (1/100 s) spent so far by the API's processes, PostgreSQL's, and in all by the machine. */
function ticks() {
  const of = (pid: string) => {
    try {
      const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      return Number(fields[11]) + Number(fields[12]); // utime + stime
    } catch {
      return 0;
    }
  };
  let api = 0;
  let postgres = 0;
  for (const pid of fs.readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    let cmd = '';
    try {
      cmd = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8');
    } catch {
      continue;
    }
    if (cmd.includes(builtApi)) api += of(pid);
    else if (cmd.startsWith('postgres')) postgres += of(pid);
  }
  const [, ...fields] = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/);
  const [user, nice, system, idle, iowait, irq, softirq, steal] = fields.map(Number) as number[];
  return {
    api,
    postgres,
    idle: idle! + iowait!,
    all: user! + nice! + system! + idle! + iowait! + irq! + softirq! + steal!,
  };
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
console.log(
  '| round | WORKERS | requests/s | p50 | p99 | errors | CPU s: API | PostgreSQL | load generator | idle | load average before | after |',
);
console.log('| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- | --- |');
/** Per run: requests/s and the CPU ms a request cost each part. */
const costs: Record<number, { rate: number; api: number; postgres: number; generator: number }[]> = { 1: [], 2: [] };
for (let round = 1; round <= Number(values.rounds); round++) {
  for (const workers of [1, 2]) {
    const api = await startApi(workers);
    try {
      const opts = { url: `${base}/v1/openLeads`, connections, headers: { authorization: `Bearer ${await token()}` } };
      await autocannon({ ...opts, duration: 3 }); // warm-up: pools, JIT, caches in every worker
      const before = load();
      const cpu0 = ticks();
      const own0 = process.cpuUsage(); // autocannon runs in this process
      const r = await autocannon({ ...opts, duration });
      const own = process.cpuUsage(own0);
      const cpu1 = ticks();
      const errors = r.errors + r.timeouts + r.non2xx;
      results[workers]!.push(r.requests.average);
      const seconds = {
        api: (cpu1.api - cpu0.api) / 100,
        postgres: (cpu1.postgres - cpu0.postgres) / 100,
        generator: (own.user + own.system) / 1e6,
        idle: (cpu1.idle - cpu0.idle) / (cpu1.all - cpu0.all),
      };
      const requests = r.requests.total;
      costs[workers]!.push({
        rate: r.requests.average,
        api: (1000 * seconds.api) / requests,
        postgres: (1000 * seconds.postgres) / requests,
        generator: (1000 * seconds.generator) / requests,
      });
      console.log(
        `| ${round} | ${workers} | ${Math.round(r.requests.average)} | ${r.latency.p50} ms | ${r.latency.p99} ms | ${errors} | ${seconds.api.toFixed(1)} | ${seconds.postgres.toFixed(1)} | ${seconds.generator.toFixed(1)} | ${(100 * seconds.idle).toFixed(0)}% | ${before} | ${load()} |`,
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
// The ceiling: were every core busy with requests that each cost what one worker's did (API, PostgreSQL
// and the load generator all share these cores), this many requests/s, whatever the number of workers.
const byRate = [...costs[1]!].sort((a, b) => a.rate - b.rate);
const mid = byRate[Math.floor(byRate.length / 2)]!;
const perRequest = mid.api + mid.postgres + mid.generator;
const ceiling = (1000 * os.availableParallelism()) / perRequest;
console.log(
  `one worker's median run: CPU ms a request: API ${mid.api.toFixed(3)}, PostgreSQL ${mid.postgres.toFixed(3)}, load generator ${mid.generator.toFixed(3)}; ` +
    `${os.availableParallelism()} cores at that cost serve at most ${Math.round(ceiling)} requests/s: ${(ceiling / mid.rate).toFixed(2)}x one worker`,
);
