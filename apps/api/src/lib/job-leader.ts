import pg from 'pg';
import type { Database } from '../db/client.ts';

type Log = { info(msg: string): void; warn(msg: string): void };
export type Running = { stop(): Promise<void> };

/**
 * Runs work that must have one runner at a time across every API process and host (the outbox
 * worker and the scheduled jobs, workers.ts). On PostgreSQL the process that holds a session-level
 * advisory lock, on a connection of its own, leads and runs the work; the others try for the lock
 * every `retryMs`, so when the leader stops (the lock is released after its work has stopped) or dies
 * (PostgreSQL ends its session, and the lock with it) another takes over within that time. A query
 * on the lock's connection every `retryMs` notices a connection that died without a word; a leader
 * that lost its connection stops its work and tries again like the others. The embedded database
 * serves one process, which leads at once. docs/decisions/017-workers-and-clean-stops.md
 */
export function runAsLeader(opts: {
  database: Database;
  /** The lock's name: one leader per name. */
  name: string;
  log: Log;
  start: () => Running;
  retryMs?: number;
}): Running & { leading(): boolean } {
  const { database, log } = opts;
  const retryMs = opts.retryMs ?? 5000;
  if (!database.url) {
    const work = opts.start();
    return { stop: () => work.stop(), leading: () => true };
  }
  const url = database.url;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  let held: { client: pg.Client; work: Running; heartbeat: NodeJS.Timeout } | undefined;
  let attempt: Promise<void> | undefined;
  let failing = false;

  const later = () => {
    if (!stopped) retry = setTimeout(() => void (attempt = tryToLead()), retryMs);
  };

  const lose = async (client: pg.Client) => {
    if (held?.client !== client) return;
    const { work, heartbeat } = held;
    held = undefined;
    clearInterval(heartbeat);
    log.warn(`lost the lock of ${opts.name} (its database connection ended): stopping that work`);
    await work.stop().catch(() => {});
    client.end().catch(() => {});
    later();
  };

  async function tryToLead() {
    if (stopped) return;
    const client = new pg.Client({ connectionString: url, keepAlive: true, application_name: `${opts.name} leader` });
    client.on('error', () => void lose(client));
    client.on('end', () => void lose(client));
    try {
      await client.connect();
      failing = false;
      const { rows } = await client.query<{ ok: boolean }>('select pg_try_advisory_lock(hashtext($1)) as ok', [
        opts.name,
      ]);
      if (!rows[0]?.ok || stopped) {
        await client.end();
        later();
        return;
      }
      const heartbeat = setInterval(() => client.query('select 1').catch(() => void lose(client)), retryMs);
      held = { client, work: opts.start(), heartbeat };
      log.info(`leads ${opts.name} (process ${process.pid})`);
    } catch (err) {
      // PostgreSQL unreachable: said once per outage, tried again every retryMs
      if (!failing) log.warn(`cannot try for the lock of ${opts.name}: ${(err as Error).message}; retrying`);
      failing = true;
      client.end().catch(() => {});
      later();
    }
  }

  attempt = tryToLead();
  return {
    leading: () => !!held,
    async stop() {
      stopped = true;
      clearTimeout(retry);
      await attempt;
      const h = held;
      held = undefined;
      if (!h) return;
      clearInterval(h.heartbeat);
      // the work stops first, then the lock goes: the next leader never overlaps a step in progress
      await h.work.stop();
      await h.client.end().catch(() => {});
    },
  };
}
