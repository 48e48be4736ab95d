// Speed to lead: how soon after a trip request goes live the companies it fits hear of it by push, and
// how soon auto-buy has bought it. --alerted companies (a Manager on instant alerts, one push device
// each, on the push-service stand-in of apps/api/test/push-service.ts, which checks each request's
// VAPID JWT and decrypts it with the device's keys) and --buyers companies with auto-buy on and money in
// the wallet, all with lead preferences every request fits; then --leads pending requests are confirmed
// by their travellers (POST /v1/client/requests/{id}/confirm, which calls announceLiveLead) at a steady
// rate over --seconds. Each push is timed from the lead's went_live_at to its arrival at the stand-in;
// each automatic purchase from went_live_at to its created_at, and to the moment a poll of the
// purchases table (every 20 ms) first sees it committed. Every push must arrive, once per device.
//   npm run build && npx tsx bench/speed-to-lead.ts [--alerted 200] [--buyers 50] [--leads 100] [--seconds 60] [--processes 1,2]
// Runs the built API (apps/api/dist/main.js) on PostgreSQL (DATABASE_URL, default local) in a fresh
// database per run, with NODE_ENV=development: production refuses a plain-http push endpoint, and the
// stand-in is http on 127.0.0.1 (checkEndpoint in apps/api/src/modules/push/subscriptions.ts); nothing
// else in the API reads NODE_ENV but the default of WORKERS, set to 1 here. With --processes 2, two API
// processes on --ports share the database, and the confirmations alternate between them.
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startPushService } from '../apps/api/test/push-service.ts';
import { databaseUrl, dropDatabase } from './database.ts';
import { builtApi, startBuiltApi, stringOptions, waitUntilHealthy } from './lib.mjs';
import { call, configure, seedWorld, vapidEnv } from './speed-to-lead-world.ts';

const values = stringOptions({
  alerted: '200',
  buyers: '50',
  leads: '100',
  seconds: '60',
  // requests confirmed first to warm the processes up (JIT, pools); their pushes are awaited, not timed
  warmup: '5',
  processes: '1,2',
  ports: '3017,3027',
  database: 'bench_speed',
});
const alertedCount = Number(values.alerted);
const leadCount = Number(values.leads);
const warmup = Number(values.warmup);
const seconds = Number(values.seconds);
if (!fs.existsSync(builtApi)) throw new Error('Build first: npm run build');

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const now = () => performance.timeOrigin + performance.now();
const pct = (xs: number[], p: number) =>
  xs.length ? xs[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))]! : NaN;
const ms = (x: number) => (Number.isNaN(x) ? '-' : x >= 1000 ? `${(x / 1000).toFixed(2)} s` : `${x.toFixed(0)} ms`);
/** CPU seconds (user + system) spent so far by these processes, or by every PostgreSQL process. */
function cpuSeconds(pids: (number | undefined)[] | 'postgres') {
  let ticks = 0;
  const all = pids === 'postgres' ? fs.readdirSync('/proc').filter((d) => /^\d+$/.test(d)) : pids.map(String);
  for (const pid of all) {
    try {
      if (pids === 'postgres' && !fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').startsWith('postgres')) continue;
      const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // a process that ended meanwhile
    }
  }
  return ticks / 100;
}
const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

async function run(processes: number) {
  const ports = values.ports.split(',').map(Number).slice(0, processes);
  const push = await startPushService();
  // when each push reached the stand-in: it records a push once it checked the JWT and decrypted it
  const arrivals: { device: string; leadId: number; at: number }[] = [];
  const record = push.received.push.bind(push.received);
  push.received.push = (...items) => {
    for (const p of items) {
      const tag = (p.payload as { tag?: string }).tag ?? '';
      arrivals.push({ device: p.device, leadId: Number(tag.replace(/^lead-/, '')), at: now() });
    }
    return record(...items);
  };
  const world = await seedWorld(values.database, {
    alerted: alertedCount,
    buyers: Number(values.buyers),
    leads: warmup + leadCount,
    walletCents: 10_000_00,
  });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tt-bench-speed-'));
  const env = { DATABASE_URL: databaseUrl(values.database), DATA_DIR: dataDir, NODE_ENV: 'development', ...vapidEnv() };
  const children: ChildProcess[] = ports.map((port) => startBuiltApi({ ...env, PORT: String(port) }));
  const stop = () => children.forEach((c) => c.kill('SIGTERM'));
  process.on('exit', stop);
  const bases = ports.map((p) => `http://127.0.0.1:${p}`);
  for (const base of bases) {
    await waitUntilHealthy(base, { tries: 300, everyMs: 100, failure: `the API at ${base} did not start` });
  }
  const devices = await configure(bases[0]!, world, push);

  // what other sessions see committed, and the outbox's backlog, polled on a connection of our own
  const client = new pg.Client({ connectionString: databaseUrl(values.database) });
  await client.connect();
  const seenAt = new Map<number, number>(); // automatic purchase id -> first seen
  let maxBacklog = 0;
  let polling = true;
  const poller = (async () => {
    for (let i = 0; polling; i++) {
      const { rows } = await client.query<{ id: number }>('select id from purchases where automatic');
      const at = now();
      for (const r of rows) if (!seenAt.has(r.id)) seenAt.set(r.id, at);
      if (i % 25 === 0) {
        const b = await client.query<{ n: number }>(
          `select count(*)::int as n from email_outbox where status in ('pending', 'sending')`,
        );
        maxBacklog = Math.max(maxBacklog, b.rows[0]!.n);
      }
      await sleep(20);
    }
  })();

  let httpErrors = 0;
  const confirm = async (i: number) => {
    const lead = world.pending[i]!;
    await call(bases[i % bases.length]!, lead.token, 'POST', `/client/requests/${lead.leadId}/confirm`).catch(
      (err: unknown) => {
        httpErrors++;
        console.error((err as Error).message);
      },
    );
  };
  /** Confirms requests [from, to) at `perSecond`, each on its own schedule, not waiting for the last. */
  const paced = async (from: number, to: number, perSecond: number) => {
    const started = now();
    const inFlight: Promise<void>[] = [];
    for (let i = from; i < to; i++) {
      const due = started + ((i - from) * 1000) / perSecond;
      if (due > now()) await sleep(due - now());
      inFlight.push(confirm(i));
    }
    await Promise.all(inFlight);
    return (now() - started) / 1000;
  };
  /** Waits until nothing new arrives for `quietMs` (or `maxMs` passed). */
  const settle = async (quietMs: number, maxMs: number) => {
    const until = now() + maxMs;
    let last = `${arrivals.length}/${seenAt.size}`;
    let since = now();
    while (now() < until && now() - since < quietMs) {
      await sleep(100);
      const state = `${arrivals.length}/${seenAt.size}`;
      if (state !== last) [last, since] = [state, now()];
    }
  };

  await paced(0, warmup, 2);
  await settle(2000, 30_000);
  const loadBefore = load();
  const cpu0 = { api: cpuSeconds(children.map((c) => c.pid)), postgres: cpuSeconds('postgres') };
  const sendSeconds = await paced(warmup, warmup + leadCount, leadCount / seconds);
  await settle(5000, 900_000);
  const cpu = {
    api: cpuSeconds(children.map((c) => c.pid)) - cpu0.api,
    postgres: cpuSeconds('postgres') - cpu0.postgres,
  };
  polling = false;
  await poller;

  // ---- figures, from the database's clock (went_live_at, created_at: now() in their transactions)
  const timed = world.pending.slice(warmup).map((p) => p.leadId);
  const live = new Map(
    (
      await client.query<{ id: number; live: number }>(
        `select id, extract(epoch from went_live_at) * 1000 as live from leads where id = any($1)`,
        [timed],
      )
    ).rows.map((r) => [r.id, Number(r.live)]),
  );
  const bought = (
    await client.query<{ id: number; lead_id: number; created: number }>(
      `select id, lead_id, extract(epoch from created_at) * 1000 as created
       from purchases where automatic and lead_id = any($1)`,
      [timed],
    )
  ).rows;
  const outbox = (
    await client.query<{ status: string; n: number }>(
      `select status, count(*)::int as n from email_outbox group by status order by status`,
    )
  ).rows;
  // while backlogged the worker runs one row after another: the gap before each sent row is its cost
  const gaps = (
    await client.query<{ template: string; p50: number; n: number }>(
      `select template, percentile_cont(0.5) within group (order by gap) * 1000 as p50, count(*)::int as n
       from (select template, extract(epoch from sent_at - lag(sent_at) over (order by sent_at, id)) as gap
             from email_outbox where status = 'sent') g
       where gap is not null group by template order by n desc`,
    )
  ).rows;
  // the outbox's pace: rows queued since the first timed lead went live, over the time until the last was done
  const [pace] = (
    await client.query<{ n: number; s: number }>(
      `select count(*)::int as n, extract(epoch from max(sent_at) - min(created_at)) as s
       from email_outbox where created_at >= (select min(went_live_at) from leads where id = any($1))`,
      [timed],
    )
  ).rows;
  await client.end();

  const pushes = arrivals.filter((a) => live.has(a.leadId));
  const pushLatency = pushes.map((a) => a.at - live.get(a.leadId)!).sort((a, b) => a - b);
  const keys = pushes.map((a) => `${a.device} ${a.leadId}`);
  const duplicates = keys.length - new Set(keys).size;
  const strangers = pushes.filter((a) => !devices.has(a.device)).length;
  // a confirmation answered 503 (the pool busy) left its lead pending: only the leads that went live count
  const wentLive = [...live.values()].filter((t) => !Number.isNaN(t) && t > 0).length;
  const expected = wentLive * alertedCount;
  const buyLatency = bought.map((b) => Number(b.created) - live.get(b.lead_id)!).sort((a, b) => a - b);
  const seenLatency = bought.map((b) => seenAt.get(b.id)! - live.get(b.lead_id)!).sort((a, b) => a - b);
  const firstBuy = timed
    .map((id) => Math.min(...bought.filter((b) => b.lead_id === id).map((b) => Number(b.created))) - live.get(id)!)
    .filter(Number.isFinite)
    .sort((a, b) => a - b);
  // the push latency of each tenth of the leads, in the order they went live: a queue that grows shows here
  const tenths = Array.from({ length: 10 }, (_, t) => {
    const ids = new Set(timed.slice((t * timed.length) / 10, ((t + 1) * timed.length) / 10));
    const xs = pushes.filter((a) => ids.has(a.leadId)).map((a) => a.at - live.get(a.leadId)!);
    return ms(
      pct(
        xs.sort((a, b) => a - b),
        50,
      ),
    );
  });
  console.log(
    [
      `\n== ${processes} API process(es): ${alertedCount} alerted companies (1 device each), ${values.buyers} auto-buy companies; ` +
        `${timed.length} leads confirmed (${wentLive} went live) in ${sendSeconds.toFixed(1)} s after ${warmup} to warm up; load average ${loadBefore} -> ${load()}`,
      `pushes received ${pushes.length} of ${expected} expected, duplicates ${duplicates}, to unknown devices ${strangers}, ` +
        `refused by the stand-in ${push.refused.length}, HTTP errors ${httpErrors}`,
      `push latency (went live -> stand-in): p50 ${ms(pct(pushLatency, 50))}, p90 ${ms(pct(pushLatency, 90))}, ` +
        `p99 ${ms(pct(pushLatency, 99))}, max ${ms(pushLatency.at(-1) ?? NaN)}`,
      `push p50 by tenth of the leads: ${tenths.join(', ')}`,
      `automatic purchases ${bought.length} (${new Set(bought.map((b) => b.lead_id)).size} leads); went live -> created_at: ` +
        `p50 ${ms(pct(buyLatency, 50))}, p99 ${ms(pct(buyLatency, 99))}, max ${ms(buyLatency.at(-1) ?? NaN)}; ` +
        `first purchase of each lead p50 ${ms(pct(firstBuy, 50))}, p99 ${ms(pct(firstBuy, 99))}`,
      `went live -> seen committed by the 20 ms poll: p50 ${ms(pct(seenLatency, 50))}, p99 ${ms(pct(seenLatency, 99))}`,
      `outbox backlog (pending + sending, sampled every ~0.5 s): max ${maxBacklog}; rows at the end: ` +
        outbox.map((r) => `${r.status} ${r.n}`).join(', '),
      `outbox rows queued by the timed leads ${pace!.n}, done in ${Number(pace!.s).toFixed(1)} s: ${(pace!.n / Number(pace!.s)).toFixed(0)} rows/s; ` +
        `median gap between sent rows by kind (ms): ` +
        gaps.map((g) => `${g.template} ${Number(g.p50).toFixed(2)} (${g.n})`).join(', '),
      `CPU s from the first timed lead until the end: API ${cpu.api.toFixed(1)}, PostgreSQL ${cpu.postgres.toFixed(1)} ` +
        `(${((1000 * (cpu.api + cpu.postgres)) / outbox.reduce((n, r) => n + r.n, 0)).toFixed(1)} ms per outbox row of the run, both together)`,
    ].join('\n'),
  );
  stop();
  await Promise.all(children.map((c) => new Promise((r) => (c.exitCode === null ? c.once('exit', r) : r(null)))));
  process.off('exit', stop);
  await push.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
  await dropDatabase(values.database);
  return pushes.length === expected && duplicates === 0 && strangers === 0 && push.refused.length === 0 && !httpErrors;
}

let ok = true;
for (const processes of values.processes.split(',').map(Number)) ok = (await run(processes)) && ok;
process.exit(ok ? 0 : 1);
