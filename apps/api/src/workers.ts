import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { fillVisibleText } from './domain/visible-text.ts';
import { runAsLeader } from './lib/job-leader.ts';
import type { OutboxAttachments, OutboxBounceHandler, OutboxJobHandlers } from './lib/outbox.ts';
import { passwordResetJobs } from './modules/auth/password-reset.ts';
import { autoBuyJobs } from './modules/auto-buy/run.ts';
import { runHousekeeping } from './modules/housekeeping/housekeeping.ts';
import { guestRequestJobs } from './modules/leads/guest-request.ts';
import { queueLeadDigests } from './modules/notifications/lead-digest.ts';
import { queueMessageDigests } from './modules/notifications/message-digest.ts';
import { startOutboxWorker } from './modules/notifications/outbox-loop.ts';
import { recordBounce } from './modules/purchases/auto-refunds.ts';
import { pushJobs } from './modules/push/send-push.ts';
import { releaseMissedSlots } from './modules/purchases/response-clock.ts';
import { receiptAttachments } from './modules/receipts/receipts.ts';
import { queueReviewInvites } from './modules/reviews/review-invites.ts';
import { processUnconfirmedRequests } from './modules/traveller-leads/unconfirmed-requests.ts';

export type BackgroundJobs = { stop(): Promise<void>; leading(): boolean };

/** Every job queued in the outbox (lib/outbox.ts), by the module that does it. */
export const outboxJobs: OutboxJobHandlers = { ...passwordResetJobs, ...guestRequestJobs, ...autoBuyJobs, ...pushJobs };

/** The files emails carry, made when each is sent (a receipt's PDF), by the module that makes them. */
export const outboxAttachments: OutboxAttachments = { ...receiptAttachments };
/** A permanent bounce refunds every buyer of the address's leads and tells them. */
export const outboxBounces: OutboxBounceHandler = (tx, { email, error }) =>
  recordBounce(tx, { email, actorUserId: null, source: 'smtp', error }).then(() => undefined);

type JobDeps = { database: Database; config: Config; log: FastifyBaseLogger };

/**
 * Periodic work of a running server and the outbox worker, run by one API process at a time across
 * every process and host (lib/job-leader.ts): never N times over, and taken over within seconds when
 * the process that runs them stops or dies. Each job is awaited on stop so shutdown never cuts one
 * in half. The outbox's urgent lane (pushes, automatic purchases: URGENT_JOBS in lib/outbox.ts) runs
 * in every process instead: its claims skip each other's rows, so each process adds to its pace.
 */
export function startBackgroundJobs(deps: JobDeps & { leaderRetryMs?: number }): BackgroundJobs {
  const urgent = startOutboxWorker({ ...deps, ...outboxWork, lanes: ['urgent'] });
  const leader = runAsLeader({
    database: deps.database,
    name: 'triptender:background-jobs',
    log: deps.log,
    retryMs: deps.leaderRetryMs,
    start: () => startJobs(deps),
  });
  return {
    leading: () => leader.leading(),
    async stop() {
      await Promise.all([leader.stop(), urgent.stop()]);
    },
  };
}

const outboxWork = { jobs: outboxJobs, attachments: outboxAttachments, onBounce: outboxBounces };

function startJobs(deps: JobDeps): { stop(): Promise<void> } {
  const running = new Set<Promise<unknown>>();
  const timers: NodeJS.Timeout[] = [];
  let stopped = false;

  function every(ms: number, name: string, job: () => Promise<unknown>, opts: { now?: boolean } = {}) {
    const tick = () => {
      if (stopped) return;
      const p = job()
        .catch((err: unknown) => deps.log.error({ err }, `background job ${name} failed`))
        .finally(() => running.delete(p));
      running.add(p);
    };
    timers.push(setInterval(tick, ms));
    if (opts.now) tick();
  }

  // expired links, sessions, idempotency answers and rate-limit rows, old sent emails; leads whose trip
  // started are archived (modules/housekeeping); at start, then hourly
  const housekeeping = async () => {
    const result = await runHousekeeping({ db: deps.database.db, rateLimitsInDatabase: !deps.config.redisUrl });
    deps.log.info({ housekeeping: result }, 'housekeeping done');
  };
  every(60 * 60_000, 'housekeeping', housekeeping, { now: true });
  every(60_000, 'message-digests', () =>
    queueMessageDigests({ db: deps.database.db, publicUrl: deps.config.publicUrl }),
  );
  // trips end at midnight UTC (domain/lead-rules.ts); a few minutes late is soon enough for an invitation
  every(10 * 60_000, 'review-invites', () =>
    queueReviewInvites({ db: deps.database.db, publicUrl: deps.config.publicUrl }),
  );
  // the response clock (domain/response-clock.ts): buyLead frees a lead's due slots itself, so this only
  // keeps the marketplace's free slots current; a minute late is soon enough
  every(60_000, 'response-clock', () => releaseMissedSlots({ db: deps.database.db }));
  // reminders after 24 h and expiry after 7 days; ten minutes late is soon enough for either
  every(10 * 60_000, 'unconfirmed-requests', () =>
    processUnconfirmedRequests({ db: deps.database.db, publicUrl: deps.config.publicUrl }),
  );
  // the daily digest of new matching leads: a user's goes at most once a digest day, from 07:00 UTC
  every(10 * 60_000, 'lead-digests', () => queueLeadDigests({ db: deps.database.db }));
  // masked copies of leads' free text that a write left without (domain/visible-text.ts): until then
  // companies see none of that lead's free text; the start filled every other one (server.ts)
  every(60_000, 'visible-text', () => fillVisibleText(deps.database.db));
  const outbox = startOutboxWorker({ ...deps, ...outboxWork, lanes: ['rest'] });

  return {
    async stop() {
      stopped = true;
      for (const t of timers) clearInterval(t);
      await Promise.allSettled(running);
      await outbox.stop();
    },
  };
}
