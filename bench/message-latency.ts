// Live chat delivery under load: N connected sockets (travellers and operators in pairs, one
// conversation per pair), messages sent through the HTTP API at a fixed rate, each timed from the
// moment its POST starts until the other party's socket receives it. Every message must arrive,
// once, in order.
//   npm run build && npx tsx bench/message-latency.ts [--sockets 500] [--rate 100] [--seconds 30] [--processes 1|2]
// Runs the built API (apps/api/dist/main.js) on PostgreSQL (DATABASE_URL, default local) in a fresh
// database, on --ports (default 3015,3025): with two processes, half the sockets and half the sends go
// to each, so most messages cross from one process to the other through LISTEN/NOTIFY.
import { COMPANY_ROLE, ROLE, type RoleId } from '@triptender/contract/enums';
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import WebSocket from 'ws';
import { companies, conversations, leads, sessions, users } from '../apps/api/src/db/schema.ts';
import { hashToken, newToken } from '../apps/api/src/lib/tokens.ts';
import { databaseUrl, dropDatabase, freshDatabase } from './database.ts';
import { builtApi, startBuiltApi, stringOptions, waitUntilHealthy } from './lib.mjs';
import { benchTrip } from './trip-row.ts';

const values = stringOptions({
  sockets: '500',
  rate: '100',
  seconds: '30',
  // traffic first sent to warm the processes up (JIT, pools); delivered and checked, not timed
  warmup: '3',
  processes: '1',
  ports: '3015,3025',
  database: 'bench_chat',
});
const pairs = Math.floor(Number(values.sockets) / 2);
const rate = Number(values.rate);
const seconds = Number(values.seconds);
const warmup = Number(values.warmup);
const processes = Number(values.processes);
const ports = values.ports.split(',').map(Number).slice(0, processes);
if (!fs.existsSync(builtApi)) throw new Error('Build first: npm run build');

// ---- a fresh database with `pairs` conversations, each with its traveller and its operator
const database = await freshDatabase(values.database);
const db = database.db;
const range = Array.from({ length: pairs }, (_, i) => i + 1);
const cos = await db
  .insert(companies)
  .values(range.map((i) => ({ name: `Chat Bench Tours ${i}`, email: `co${i}@bench.example` })))
  .returning({ id: companies.id });
/** User i of each pair on one side: "Agent 3", agent3@bench.example. */
const usersNamed = (name: string, role: RoleId, more: (i: number) => Partial<typeof users.$inferInsert> = () => ({})) =>
  db
    .insert(users)
    .values(
      range.map((i) => ({
        first_name: name,
        last_name: String(i),
        email: `${name.toLowerCase()}${i}@bench.example`,
        role,
        ...more(i),
      })),
    )
    .returning({ id: users.id, email: users.email });
const agents = await usersNamed('Agent', ROLE.COMPANY, (i) => ({
  company_id: cos[i - 1]!.id,
  company_role: COMPANY_ROLE.AGENT,
}));
const travellers = await usersNamed('Traveller', ROLE.TRAVELLER);
const trips = await db
  .insert(leads)
  .values(range.map((i) => benchTrip(i, travellers[i - 1]!, { title: `Bench trip ${i}` })))
  .returning({ id: leads.id });
const chats = await db
  .insert(conversations)
  .values(
    range.map((i) => ({
      kind: 'lead' as const,
      company_id: cos[i - 1]!.id,
      lead_id: trips[i - 1]!.id,
      traveller_id: travellers[i - 1]!.id,
    })),
  )
  .returning({ id: conversations.id });
const tokenOf = new Map<number, string>();
for (const u of [...agents, ...travellers]) tokenOf.set(u.id, newToken());
await db.insert(sessions).values(
  [...tokenOf].map(([user_id, token]) => ({
    user_id,
    token_hash: hashToken(token),
    expires_at: new Date(Date.now() + 86_400_000),
  })),
);
await database.close();

// ---- the API processes
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tt-bench-chat-'));
const children: ChildProcess[] = ports.map((port) =>
  startBuiltApi({ PORT: String(port), DATABASE_URL: databaseUrl(values.database), DATA_DIR: dataDir }),
);
const stop = () => children.forEach((c) => c.kill('SIGTERM'));
process.on('exit', stop);
for (const port of ports) {
  await waitUntilHealthy(`http://localhost:${port}`, {
    tries: 300,
    everyMs: 100,
    failure: `the API on port ${port} did not start`,
  });
}

// ---- the sockets: pair i's traveller and operator, spread over the processes
type Party = { userId: number; port: number; received: Map<number, number[]> };
const sentAt = new Map<string, number>();
const latencies: number[] = [];
let delivered = 0;
const postTimes: number[] = [];
let duplicates = 0;
let outOfOrder = 0;
let httpErrors = 0;

function open(userId: number, port: number): Promise<Party> {
  const party: Party = { userId, port, received: new Map() };
  const lastId = new Map<number, number>();
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`ws://localhost:${port}/v1/ws`, {
      headers: { authorization: `Bearer ${tokenOf.get(userId)}` },
    });
    ws.on('error', reject);
    ws.on('message', (data) => {
      const now = performance.now();
      const event = JSON.parse(data.toString()) as {
        type: string;
        conversation?: { id: number };
        message?: { id: number; from: number; message: string };
      };
      if (event.type === 'ready') resolve(party);
      if (event.type !== 'message' || event.message!.from === userId) return;
      const conv = event.conversation!.id;
      const ids = party.received.get(conv) ?? [];
      if (ids.includes(event.message!.id)) duplicates++;
      if (event.message!.id < (lastId.get(conv) ?? 0)) outOfOrder++;
      lastId.set(conv, event.message!.id);
      ids.push(event.message!.id);
      party.received.set(conv, ids);
      delivered++;
      const started = sentAt.get(event.message!.message);
      if (started !== undefined) latencies.push(now - started);
    });
    sockets.push(ws);
  });
}
const sockets: WebSocket[] = [];
const parties = await Promise.all(
  range.flatMap((i) => [
    open(travellers[i - 1]!.id, ports[i % ports.length]!),
    open(agents[i - 1]!.id, ports[(i + 1) % ports.length]!),
  ]),
);
console.log(
  `${sockets.length} sockets connected to ${ports.length} API process(es); sending ${rate} messages/s for ${warmup} + ${seconds} s`,
);

// ---- the load: `rate` messages a second, round-robin over the pairs, alternating sides
const warmupMessages = rate * warmup;
const total = rate * (warmup + seconds);
const expected = new Map<number, number>(); // recipient user id -> messages addressed to them
let sent = 0;
const inFlight = new Set<Promise<void>>();
const startedAt = performance.now();
await new Promise<void>((done) => {
  const tick = setInterval(() => {
    const due = Math.min(total, Math.floor(((performance.now() - startedAt) / 1000) * rate));
    while (sent < due) {
      const seq = sent++;
      const pair = seq % pairs;
      const fromTraveller = Math.floor(seq / pairs) % 2 === 0;
      const from = fromTraveller ? travellers[pair]! : agents[pair]!;
      const to = fromTraveller ? agents[pair]! : travellers[pair]!;
      expected.set(to.id, (expected.get(to.id) ?? 0) + 1);
      const text = `bench message ${seq}`;
      const port = ports[seq % ports.length]!;
      const postStart = performance.now();
      if (seq >= warmupMessages) sentAt.set(text, postStart);
      const p = fetch(`http://localhost:${port}/v1/${fromTraveller ? 'client/chat/' : 'company/chatClient/chat'}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${tokenOf.get(from.id)}`, 'content-type': 'application/json' },
        body: JSON.stringify({ chat_company_id: chats[pair]!.id, message: text }),
      })
        .then(async (res) => {
          if (seq >= warmupMessages) postTimes.push(performance.now() - postStart);
          if (res.status !== 201) {
            httpErrors++;
            console.error(`POST ${res.status}: ${await res.text()}`);
          } else await res.arrayBuffer();
        })
        .catch(() => void httpErrors++)
        .finally(() => inFlight.delete(p));
      inFlight.add(p);
    }
    if (sent >= total) {
      clearInterval(tick);
      done();
    }
  }, 2);
});
const sendSeconds = (performance.now() - startedAt) / 1000;
await Promise.all(inFlight);
// let the last deliveries land
for (let i = 0; i < 50 && delivered < total - httpErrors; i++) await new Promise((r) => setTimeout(r, 100));

// ---- results
let lost = 0;
for (const party of parties) {
  const got = [...party.received.values()].reduce((n, ids) => n + ids.length, 0);
  lost += Math.max(0, (expected.get(party.userId) ?? 0) - got);
}
latencies.sort((a, b) => a - b);
postTimes.sort((a, b) => a - b);
const pct = (p: number, xs = latencies) => xs[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))]!.toFixed(1);
console.log(
  [
    `sockets ${sockets.length}, API processes ${ports.length}, messages sent ${sent} in ${sendSeconds.toFixed(1)} s (${(sent / sendSeconds).toFixed(1)}/s), the first ${warmupMessages} to warm up`,
    `delivered ${delivered}, lost ${lost}, duplicates ${duplicates}, out of order ${outOfOrder}, HTTP errors ${httpErrors}`,
    `delivery latency ms of the ${latencies.length} timed messages (POST start -> other party's socket): p50 ${pct(50)}, p90 ${pct(90)}, p99 ${pct(99)}, max ${latencies.at(-1)!.toFixed(1)}`,
    `POST response time ms: p50 ${pct(50, postTimes)}, p90 ${pct(90, postTimes)}, p99 ${pct(99, postTimes)}`,
  ].join('\n'),
);
// CPU the API processes spent (user + system), from /proc: the cost of the load, whatever else runs
const cpuSeconds = children.map((c) => {
  const stat = fs.readFileSync(`/proc/${c.pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(stat[11]) + Number(stat[12])) / 100;
});
console.log(`API process CPU time (s, including start-up): ${cpuSeconds.map((s) => s.toFixed(1)).join(', ')}`);
for (const ws of sockets) ws.terminate();
stop();
await Promise.all(children.map((c) => new Promise((r) => (c.exitCode === null ? c.once('exit', r) : r(null)))));
fs.rmSync(dataDir, { recursive: true, force: true });
await dropDatabase(values.database);
process.exit(lost === 0 && httpErrors === 0 && duplicates === 0 && outOfOrder === 0 ? 0 : 1);
