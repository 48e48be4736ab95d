// WORKERS API processes on one port: Node's cluster module shares the listening socket, the
// primary only starts, restarts and stops its workers. docs/decisions/017-workers-and-clean-stops.md
import cluster, { type Worker } from 'node:cluster';
import { AggregatorRegistry } from 'prom-client';
import type { Config } from './config.ts';
import { METRICS_MESSAGE, type MetricsMessage } from './lib/metrics.ts';

/** The message a worker stops on (server.ts); a worker whose primary is gone stops too. */
export const SHUTDOWN_MESSAGE = 'triptender:shutdown';
/** What a worker tells its primary once it listens. */
export const READY_MESSAGE = 'triptender:ready';

/**
 * How many API processes to run. The embedded database lives in one process's memory, so it takes
 * exactly one: the default there, and a WORKERS above 1 is refused with a clear message.
 */
export function workerCount(config: Config): number {
  if (config.databaseUrl) return config.workers;
  if (config.workersSet && config.workers > 1) {
    throw new Error(
      `WORKERS=${config.workers}: the embedded database (PGlite) runs inside one process, so it allows one ` +
        'worker. Set DATABASE_URL to a PostgreSQL database to run several, or leave WORKERS unset.',
    );
  }
  return 1;
}

/** A worker that keeps dying is started again after 0.5 s, 1 s, 2 s, ... at most 30 s. */
export const restartDelayMs = (recentCrashes: number) => Math.min(500 * 2 ** recentCrashes, 30_000);
/** A worker that lived this long before it died was not in a crash loop: its slot's count starts over. */
const STABLE_MS = 60_000;

/**
 * Starts `count` workers and keeps that many running: one that dies is started again after a delay
 * that grows while its slot keeps crashing (restartDelayMs), so a crash loop does not spin. On SIGINT or
 * SIGTERM every worker is asked to stop (each finishes its requests, its outbox step and closes its
 * database: server.ts), and the primary exits once all have, with 0 when all stopped cleanly; after
 * `shutdownTimeoutMs` (and a little more) stragglers are killed. A second signal later than a second
 * after the first (not the same Ctrl-C delivered twice) kills them at once.
 */
export function superviseWorkers(opts: {
  count: number;
  shutdownTimeoutMs: number;
  onAllReady: () => void;
  log?: (line: string) => void;
}): void {
  const log = opts.log ?? ((line: string) => console.error(`[primary ${process.pid}] ${line}`));
  const slots = Array.from({ length: opts.count }, () => ({
    worker: undefined as Worker | undefined,
    startedAt: 0,
    crashes: 0,
    restart: undefined as NodeJS.Timeout | undefined,
  }));
  const ready = new Set<number>();
  let announced = false;
  let stoppingSince = 0;
  let failed = false;

  // GET /metrics, whichever worker answers it, reports the sum over every worker (plugins/metrics.ts)
  const aggregator = new AggregatorRegistry();
  const answerMetrics = (worker: Worker, m: MetricsMessage) => {
    aggregator.clusterMetrics().then(
      (text) => worker.isConnected() && worker.send({ type: METRICS_MESSAGE, id: m.id, text } satisfies MetricsMessage),
      (err: Error) =>
        worker.isConnected() &&
        worker.send({ type: METRICS_MESSAGE, id: m.id, error: err.message } satisfies MetricsMessage),
    );
  };
  const alive = () => slots.filter((s) => s.worker && !s.worker.isDead()).length;
  const finish = () => {
    if (alive() > 0) return;
    log(failed ? 'stopped; a worker did not stop cleanly' : 'all workers stopped cleanly');
    process.exit(failed ? 1 : 0);
  };

  function start(index: number) {
    const slot = slots[index]!;
    const worker = cluster.fork({ TRIPTENDER_WORKER: String(index + 1) });
    slot.worker = worker;
    slot.startedAt = Date.now();
    worker.on('message', (m: unknown) => {
      if ((m as MetricsMessage | null)?.type === METRICS_MESSAGE) return answerMetrics(worker, m as MetricsMessage);
      if (m !== READY_MESSAGE) return;
      // a worker that was still loading when the stop began missed the message: it hears it now
      if (stoppingSince) return void worker.send(SHUTDOWN_MESSAGE);
      if (announced) log(`worker ${worker.process.pid} is serving`); // one started again
      ready.add(index);
      if (!announced && ready.size === opts.count) {
        announced = true;
        opts.onAllReady();
      }
    });
    worker.on('exit', (code, signal) => {
      if (stoppingSince) {
        if (code !== 0) failed = true;
        finish();
        return;
      }
      if (Date.now() - slot.startedAt > STABLE_MS) slot.crashes = 0;
      const delay = restartDelayMs(slot.crashes++);
      log(`worker ${worker.process.pid} exited (${signal ?? `code ${code}`}); starting another in ${delay} ms`);
      slot.restart = setTimeout(() => start(index), delay);
    });
  }

  const stop = (signal: NodeJS.Signals) => {
    if (stoppingSince) {
      if (Date.now() - stoppingSince < 1000) return; // the same Ctrl-C, from the terminal and from npm
      log(`${signal} again: killing the workers now`);
      for (const s of slots) s.worker?.process.kill('SIGKILL');
      process.exit(1);
    }
    stoppingSince = Date.now();
    log(`${signal}: stopping ${alive()} worker(s)`);
    for (const s of slots) {
      clearTimeout(s.restart);
      if (s.worker?.isConnected()) s.worker.send(SHUTDOWN_MESSAGE);
      else s.worker?.process.kill('SIGTERM');
    }
    setTimeout(() => {
      log(`workers still running after ${opts.shutdownTimeoutMs + 5000} ms: killing them`);
      for (const s of slots) s.worker?.process.kill('SIGKILL');
      process.exit(1);
    }, opts.shutdownTimeoutMs + 5000);
    finish();
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
  for (let i = 0; i < opts.count; i++) start(i);
}
