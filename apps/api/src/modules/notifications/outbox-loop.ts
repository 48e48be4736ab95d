// The outbox worker's loop: when it looks for due rows, in which lanes, how many at once. What a
// claim takes and how a row is sent: outbox-worker.ts. docs/operations.md, "The outbox".
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import {
  OUTBOX_CHANNEL,
  type OutboxAttachments,
  type OutboxBounceHandler,
  type OutboxJobHandlers,
} from '../../lib/outbox.ts';
import { createMailer } from './mailer.ts';
import { BATCH, type OutboxLane, sendDueEmails } from './outbox-worker.ts';

/** How many urgent jobs run at once: each holds a connection of the pool (db/client.ts) while it runs. */
const URGENT_CONCURRENCY = 4;

/**
 * The urgent lanes draining in this process: while one does, the rest lane waits before each batch
 * (up to YIELD_MS), so the CPU a burst of emails would take goes to pushes and automatic purchases
 * first; the emails still move, a batch at least every YIELD_MS.
 */
const YIELD_MS = 1000;
const urgentLane = {
  busy: 0,
  waiters: [] as (() => void)[],
  quiet() {
    for (const resolve of this.waiters.splice(0)) resolve();
  },
  yieldTo(): Promise<void> {
    if (this.busy === 0) return Promise.resolve();
    return new Promise((resolve) => {
      const timer = setTimeout(resolve, YIELD_MS);
      this.waiters.push(() => {
        clearTimeout(timer);
        resolve();
      });
    });
  },
};

/**
 * Runs the outbox: on every NOTIFY from enqueueEmail (right after the event's commit), every few
 * seconds for retries, and at start for whatever a stopped process left behind.
 */
export function startOutboxWorker(deps: {
  database: Database;
  config: Config;
  log: FastifyBaseLogger;
  jobs: OutboxJobHandlers;
  attachments?: OutboxAttachments;
  onBounce?: OutboxBounceHandler;
  pollMs?: number;
  /** The lanes this worker drains: both, unless another worker drains one of them. */
  lanes?: readonly OutboxLane[];
}): { stop(): Promise<void> } {
  const mailer = createMailer(deps.config);
  let stopped = false;
  // two lanes, each draining on its own: a burst of emails never holds up a push or an automatic purchase
  const lanes = (deps.lanes ?? (['urgent', 'rest'] as const)).map((lane) => {
    let running: Promise<void> | null = null;
    let again = false;
    const drain = async () => {
      if (lane === 'urgent') urgentLane.busy++;
      try {
        await drainLane();
      } finally {
        if (lane === 'urgent' && --urgentLane.busy === 0) urgentLane.quiet();
      }
    };
    const drainLane = async () => {
      do {
        again = false;
        let claimed = 0;
        do {
          if (lane === 'rest') await urgentLane.yieldTo();
          const result = await sendDueEmails({
            db: deps.database.db,
            mailer,
            mailFrom: deps.config.mailFrom,
            publicUrl: deps.config.publicUrl,
            lane,
            concurrency: lane === 'urgent' ? URGENT_CONCURRENCY : 1,
            jobs: deps.jobs,
            attachments: deps.attachments,
            onBounce: deps.onBounce,
          });
          claimed = result.claimed;
          if (result.failed) deps.log.warn({ failed: result.failed }, 'emails failed for good after retries');
        } while (claimed === BATCH && !stopped);
      } while (again && !stopped);
    };
    return {
      wake() {
        if (running) {
          again = true;
          return;
        }
        running = drain()
          .catch((err: unknown) => deps.log.error({ err, lane }, 'outbox worker failed'))
          .finally(() => {
            running = null;
          });
      },
      idle: () => running ?? Promise.resolve(),
    };
  });
  const wake = () => {
    if (stopped) return;
    for (const lane of lanes) lane.wake();
  };

  const timer = setInterval(wake, deps.pollMs ?? 5000);
  const unlisten = deps.database.listen(OUTBOX_CHANNEL, wake, wake).then(
    (stopListening) => {
      // an email committed while LISTEN was being set up sent its NOTIFY to nobody: look once more
      wake();
      return stopListening;
    },
    (err: unknown) => {
      deps.log.error({ err }, 'outbox worker cannot listen; polling only');
      return async () => {};
    },
  );
  wake();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await (
        await unlisten
      )();
      await Promise.all(lanes.map((lane) => lane.idle()));
      mailer.close();
    },
  };
}
