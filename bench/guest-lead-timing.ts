// How long POST /v1/leads takes to answer a guest, by the kind of account the email belongs to
// (the time must not tell whether an email has an account). Median and p90 of n requests per kind, the
// kinds taken in turn so that drift (a warming JIT, a busy machine) falls on all of them alike.
//   npx tsx bench/guest-lead-timing.ts [--requests 50]
// In-process (app.inject) on an in-memory PGlite, as the server answers it; the outbox worker is not
// running, so a time is the request's own work and nothing done after the answer. Each request is for
// a different account of its kind (or a new address), from a different client address, with a trip
// of its own, so neither a rate limit nor the one-minute dedupe cuts a request short. Then, with the
// server's outbox worker running, how long after the answer a new guest's request is stored (since
// now the worker stores it; before, the answer came after it was stored, so ~0 ms).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { count, eq, inArray, sql } from 'drizzle-orm';
import { buildApp } from '../apps/api/src/app.ts';
import { loadConfig } from '../apps/api/src/config.ts';
import { openPglite } from '../apps/api/src/db/client.ts';
import { migrate } from '../apps/api/src/db/migrate.ts';
import { emailOutbox, leads, users } from '../apps/api/src/db/schema.ts';
import { startOutboxWorker } from '../apps/api/src/modules/notifications/outbox-loop.ts';
import { outboxJobs } from '../apps/api/src/workers.ts';
import { fixtures, guestRequest } from '../apps/api/test/fixtures.ts';
import { stringOptions } from './lib.mjs';

const n = Number(stringOptions({ requests: '50' }).requests);
const WARM_UP = 10;

const database = await openPglite();
await migrate(database);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tt-bench-'));
const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir });
const app = await buildApp({ config, database, webDistDir: null, logger: false });
await app.ready();
const fx = fixtures(database.db);

async function disabledTraveller() {
  const t = await fx.traveller();
  await database.db
    .update(users)
    .set({ disabled_at: sql`now()` })
    .where(eq(users.id, t.user.id));
  return t;
}
const accounts = async (make: () => Promise<{ user: { email: string } }>) => {
  const emails: string[] = [];
  for (let i = 0; i < n + WARM_UP; i++) emails.push((await make()).user.email);
  return emails;
};
console.log(`making ${n + WARM_UP} accounts of each kind...`);
const kinds: Record<string, string[]> = {
  'new email': Array.from({ length: n + WARM_UP }, () => fx.email('new')),
  traveller: await accounts(() => fx.traveller()),
  'tour operator': await accounts(() => fx.companyUser()),
  admin: await accounts(() => fx.admin()),
  'disabled account': await accounts(disabledTraveller),
};

let client = 0;
async function post(email: string, i: number) {
  client += 1;
  // Maeve Quinn's request from `email`, the party and the nights varied to make each trip its own
  const payload = guestRequest(email, { number_of_people: 1 + (i % 20), number_of_night: 1 + Math.floor(i / 20) });
  const t0 = process.hrtime.bigint();
  const res = await app.inject({
    method: 'POST',
    url: '/v1/leads',
    payload,
    remoteAddress: `10.${client >> 16}.${(client >> 8) & 255}.${client & 255}`,
  });
  const ms = Number(process.hrtime.bigint() - t0) / 1e6;
  if (res.statusCode !== 201) throw new Error(`${email}: ${res.statusCode} ${res.body}`);
  return ms;
}

const times = new Map<string, number[]>(Object.keys(kinds).map((k) => [k, []]));
for (let i = 0; i < n + WARM_UP; i++) {
  for (const [kind, emails] of Object.entries(kinds)) {
    const ms = await post(emails[i]!, i);
    if (i >= WARM_UP) times.get(kind)!.push(ms);
  }
}

const pick = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
console.log(`POST /v1/leads, ${n} requests per kind of email (after ${WARM_UP} of warm-up)`);
for (const [kind, list] of times) {
  const sorted = [...list].sort((a, b) => a - b);
  const median = (sorted[(n - 1) >> 1]! + sorted[n >> 1]!) / 2;
  console.log(`  ${kind.padEnd(17)} median ${median.toFixed(1)} ms, p90 ${pick(sorted, 0.9).toFixed(1)} ms`);
}

// the worker, woken by the request's commit (and polling every 5 s), stores the request
const worker = startOutboxWorker({ database, config, log: app.log, jobs: outboxJobs });
const storedAfter: number[] = [];
const until = async (done: () => Promise<boolean>) => {
  while (!(await done())) await new Promise((r) => setTimeout(r, 1));
};
const idle = async () => {
  const [row] = await database.db
    .select({ n: count() })
    .from(emailOutbox)
    .where(inArray(emailOutbox.status, ['pending', 'sending']));
  return row!.n === 0;
};
await until(idle);
for (let i = 0; i < 20; i++) {
  const email = fx.email('stored');
  await post(email, i);
  const answered = process.hrtime.bigint();
  await until(async () => (await database.db.select().from(leads).where(eq(leads.email, email))).length > 0);
  storedAfter.push(Number(process.hrtime.bigint() - answered) / 1e6);
}
const stored = storedAfter.sort((a, b) => a - b);
console.log(
  `a new guest's request stored after the answer (20, worker running): median ${stored[10]!.toFixed(1)} ms, ` +
    `max ${stored.at(-1)!.toFixed(1)} ms`,
);
await worker.stop();
await app.close();
await database.close();
fs.rmSync(dataDir, { recursive: true, force: true });
