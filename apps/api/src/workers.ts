import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import type { OutboxAttachments, OutboxJobHandlers } from './lib/outbox.ts';
import { passwordResetJobs } from './modules/auth/password-reset.ts';
import { purgeExpiredSessions } from './modules/auth/service.ts';
import { guestRequestJobs } from './modules/leads/guest-request.ts';
import { queueMessageDigests } from './modules/notifications/message-digest.ts';
import { startOutboxWorker } from './modules/notifications/outbox-worker.ts';
import { releaseMissedSlots } from './modules/purchases/response-clock.ts';
import { receiptAttachments } from './modules/receipts/receipts.ts';
import { queueReviewInvites } from './modules/reviews/review-invites.ts';

export type BackgroundJobs = { stop(): Promise<void> };

/** Every job queued in the outbox (lib/outbox.ts), by the module that does it. */
export const outboxJobs: OutboxJobHandlers = { ...passwordResetJobs, ...guestRequestJobs };

/** The files emails carry, made when each is sent (a receipt's PDF), by the module that makes them. */
export const outboxAttachments: OutboxAttachments = { ...receiptAttachments };

/** Periodic work of a running server. Each job is awaited on stop so shutdown never cuts one in half. */
export function startBackgroundJobs(deps: {
  database: Database;
  config: Config;
  log: FastifyBaseLogger;
}): BackgroundJobs {
  const running = new Set<Promise<unknown>>();
  const timers: NodeJS.Timeout[] = [];
  let stopped = false;

  function every(ms: number, name: string, job: () => Promise<unknown>) {
    const tick = () => {
      if (stopped) return;
      const p = job()
        .catch((err: unknown) => deps.log.error({ err }, `background job ${name} failed`))
        .finally(() => running.delete(p));
      running.add(p);
    };
    timers.push(setInterval(tick, ms));
  }

  every(60 * 60_000, 'purge-sessions', () => purgeExpiredSessions(deps.database.db));
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
  const outbox = startOutboxWorker({ ...deps, jobs: outboxJobs, attachments: outboxAttachments });

  return {
    async stop() {
      stopped = true;
      for (const t of timers) clearInterval(t);
      await Promise.allSettled(running);
      await outbox.stop();
    },
  };
}
