// Cleaning hostile input: how long cleanText takes on `"<a"` repeated (the worst case of the HTML
// stripping it once did; text is kept as written now, docs/decisions/030-text-stored-as-written.md),
// and how long POST /v1/contact takes with such a message and the longest the event loop was blocked
// meanwhile (no other request, /healthz included, is answered while it is).
//   npx tsx bench/sanitize.ts [--sizes 16000,32000,64000,500000]
// Sizes are repetitions of "<a" (2 characters each). The contact request runs in-process (app.inject)
// on an in-memory PGlite database.
import { cleanText } from '@triptender/contract/sanitize';
import { buildApp } from '../apps/api/src/app.ts';
import { loadConfig } from '../apps/api/src/config.ts';
import { openPglite } from '../apps/api/src/db/client.ts';
import { migrate } from '../apps/api/src/db/migrate.ts';
import { stringOptions } from './lib.mjs';

const values = stringOptions({ sizes: '16000,32000,64000,500000' });
const sizes = values.sizes.split(',').map(Number);

const ms = (start: bigint) => Number(process.hrtime.bigint() - start) / 1e6;

console.log('cleanText on "<a" x n');
for (const n of sizes) {
  const input = '<a'.repeat(n);
  const start = process.hrtime.bigint();
  cleanText(input);
  const kb = (input.length / 1024).toFixed(0);
  console.log(`  n=${n} (${kb} KB): cleanText ${ms(start).toFixed(1)} ms`);
}

const database = await openPglite();
await migrate(database);
const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' });
const app = await buildApp({ config, database, webDistDir: null, logger: false });
await app.ready();
console.log('POST /v1/contact with message "<a" x n');
for (const n of sizes) {
  const payload = { name: 'Bench', email: `bench.${n}@example.test`, subject: 'Hello', message: '<a'.repeat(n) };
  // the longest gap between ticks of a 5 ms timer: how long nothing else could run
  let blocked = 0;
  let last = process.hrtime.bigint();
  const ticker = setInterval(() => {
    blocked = Math.max(blocked, ms(last));
    last = process.hrtime.bigint();
  }, 5);
  const start = process.hrtime.bigint();
  const res = await app.inject({ method: 'POST', url: '/v1/contact', payload, remoteAddress: `10.0.0.${n % 250}` });
  const took = ms(start);
  clearInterval(ticker);
  blocked = Math.max(blocked, ms(last));
  console.log(
    `  n=${n}: ${res.statusCode} in ${took.toFixed(0)} ms; event loop blocked up to ${blocked.toFixed(0)} ms`,
  );
}
await app.close();
await database.close();
