// Load test of GET /v1/openLeads on the embedded database (PGlite, demo data), as `npm start` runs it
// (decision 026). bench/marketplace.ts is the PostgreSQL bench (it seeds, vacuums and runs a
// floor server beside the API); this one needs none of that.
//   npm run build -w apps/api && npx tsx bench/embedded.ts [--connections 1,10,50] [--duration 15] [--queue 64,1000]
// Starts the built API on BENCH_PORT (default 3016) with a fresh DATA_DIR (demo data), logs in as the demo
// company manager and runs autocannon at each number of connections. `--queue max,waitMs` sets
// PGLITE_QUEUE_MAX and PGLITE_QUEUE_WAIT_MS; `--queue off` makes the queue as good as unbounded (the
// behaviour before decision 026). Prints requests/s (answered 200), 503s, and latency of all answers.
import { once } from 'node:events';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { startBuiltApi, stringOptions, waitUntilHealthy } from './lib.mjs';

const values = stringOptions({ connections: '1,10,50', duration: '15', queue: '' });
const port = Number(process.env.BENCH_PORT ?? 3016);
const base = `http://127.0.0.1:${port}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tt-bench-embedded-'));
const queueEnv: Record<string, string> =
  values.queue === 'off'
    ? { PGLITE_QUEUE_MAX: '100000', PGLITE_QUEUE_WAIT_MS: '600000' }
    : values.queue
      ? { PGLITE_QUEUE_MAX: values.queue.split(',')[0]!, PGLITE_QUEUE_WAIT_MS: values.queue.split(',')[1]! }
      : {};

let exited: string | undefined;
const server = startBuiltApi({ PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, ...queueEnv });
server.on('exit', (code) => (exited = `the API exited (${code})`));
process.on('exit', () => server.kill('SIGTERM'));
// the first start migrates and loads the demo data: minutes on a loaded machine
await waitUntilHealthy(base, { tries: 1200, everyMs: 250, failure: 'the API did not start', gaveUp: () => exited });

const res = await fetch(`${base}/v1/auth`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ email: 'siobhan@emeraldisletours.example', password: 'triptender' }),
});
if (!res.ok) throw new Error(`login: ${res.status} ${await res.text()}`);
const { token } = (await res.json()) as { token: string };

const duration = Number(values.duration);
console.log(
  `\nGET /v1/openLeads on the embedded database (demo data), ${duration} s each, queue ${values.queue || 'default'}`,
);
console.log(
  `load average at start: ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}\n`,
);
console.log('| connections | requests/s (200) | 503 | p50 | p99 | max | other errors |');
console.log('| ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
for (const connections of values.connections.split(',').map(Number)) {
  const opts = { url: `${base}/v1/openLeads`, connections, headers: { authorization: `Bearer ${token}` } };
  await autocannon({ ...opts, duration: 2 }); // warm-up
  const r = await autocannon({ ...opts, duration });
  const ok = r['2xx'] / duration;
  const busy = r.statusCodeStats?.['503']?.count ?? 0;
  const other = r.errors + r.timeouts + r.non2xx - busy;
  console.log(
    `| ${connections} | ${Math.round(ok)} | ${busy} | ${r.latency.p50} ms | ${r.latency.p99} ms | ${r.latency.max} ms | ${other} |`,
  );
}
console.log(
  `\nload average at end: ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);
server.kill('SIGTERM');
await once(server, 'exit');
fs.rmSync(dataDir, { recursive: true, force: true });
process.exit(0);
