import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Database, Db } from '../../db/client.ts';
import { emailOutbox } from '../../db/schema.ts';
import {
  type EmailTemplate,
  type MailAttachment,
  isOutboxJob,
  OUTBOX_CHANNEL,
  type OutboxAttachments,
  type OutboxBounceHandler,
  type OutboxJob,
  type OutboxJobHandlers,
  URGENT_JOBS,
} from '../../lib/outbox.ts';
import { recordAudit } from '../../lib/audit.ts';
import { listMail } from '../../lib/email-lists.ts';
import { outboxAttemptFailures } from '../../lib/metrics.ts';
import { createMailer, type Mailer } from './mailer.ts';
import { permanentRejection } from './smtp-rejections.ts';
import { renderEmail } from './templates.ts';

/** After this many failed attempts a row is marked failed (the admin can retry it). */
export const MAX_ATTEMPTS = 8;
/** A claimed row whose worker died is picked up again after this long. */
const LEASE = sql`interval '5 minutes'`;
const BATCH = 20;

/** 30 s, 1 min, 2 min, ... capped at 1 hour. */
export const backoffMs = (attempts: number) => Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 3_600_000);

/** Which rows a claim takes: the urgent jobs (URGENT_JOBS), the rest, or (left out) any. */
export type OutboxLane = 'urgent' | 'rest';
// constants, not parameters: the partial index email_outbox_urgent_due_idx (db/schema/platform.ts)
// names the same list, and the planner matches it only against literals
const URGENT = sql.raw(URGENT_JOBS.map((j) => `'${j}'`).join(', '));
/** How many urgent jobs run at once: each holds a connection of the pool (db/client.ts) while it runs. */
const URGENT_CONCURRENCY = 4;

type SendOptions = {
  db: Db;
  mailer: Mailer;
  mailFrom: string;
  publicUrl: string;
  batch?: number;
  /** Only the urgent jobs, or only the rest; without it, any due row in the order it fell due. */
  lane?: OutboxLane;
  /** How many claimed rows are worked at once (1: one after the other). */
  concurrency?: number;
  /** Handlers of the jobs queued in the outbox (lib/outbox.ts); without them, jobs wait. */
  jobs?: OutboxJobHandlers;
  /** What makes the files some templates attach (lib/outbox.ts); without them, emails go without. */
  attachments?: OutboxAttachments;
  /** What a permanent bounce of an address does (lib/outbox.ts); without it, only the email fails. */
  onBounce?: OutboxBounceHandler;
};

/** Claims due rows (pending, or 'sending' whose worker's lease ran out) and sends them. SKIP LOCKED
 * lets several API processes share the outbox without sending a row twice. */
export async function sendDueEmails(opts: SendOptions): Promise<{ claimed: number; sent: number; failed: number }> {
  const { db } = opts;
  const lane =
    opts.lane === 'urgent'
      ? sql`${emailOutbox.template} in (${URGENT})`
      : opts.lane === 'rest'
        ? sql`${emailOutbox.template} not in (${URGENT})`
        : undefined;
  const due = db
    .select({ id: emailOutbox.id })
    .from(emailOutbox)
    .where(and(inArray(emailOutbox.status, ['pending', 'sending']), lte(emailOutbox.next_attempt_at, sql`now()`), lane))
    .orderBy(asc(emailOutbox.next_attempt_at), asc(emailOutbox.id))
    .limit(opts.batch ?? BATCH)
    .for('update', { skipLocked: true });
  const rows = await db
    .update(emailOutbox)
    .set({
      status: 'sending',
      attempts: sql`${emailOutbox.attempts} + 1`,
      next_attempt_at: sql`now() + ${LEASE}`,
    })
    .where(inArray(emailOutbox.id, due))
    .returning();
  rows.sort((a, b) => a.id - b.id);

  let sent = 0;
  let failed = 0;
  let next = 0;
  const work = async () => {
    while (next < rows.length) {
      const outcome = await sendRow(rows[next++]!, opts);
      if (outcome === 'sent') sent++;
      if (outcome === 'failed') failed++;
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(opts.concurrency ?? 1, rows.length)) }, work));
  return { claimed: rows.length, sent, failed };
}

/** One claimed row: a job run, or an email rendered and sent; a failure is recorded for a retry. */
async function sendRow(row: OutboxRow, opts: SendOptions): Promise<'sent' | 'failed' | 'done'> {
  const { db } = opts;
  try {
    const job = row.template;
    if (isOutboxJob(job)) {
      await runJob(db, { id: row.id, job, to: row.to_email, data: row.data, dedupeKey: row.dedupe_key }, opts);
      return 'done';
    }
    const list = await listMail(db, { to: row.to_email, template: row.template, publicUrl: opts.publicUrl });
    if (list === 'unsubscribed') {
      // the address left the list after this was queued: nothing is sent, nothing to retry
      await db.delete(emailOutbox).where(eq(emailOutbox.id, row.id));
      return 'done';
    }
    const email = renderEmail(row.template as EmailTemplate, row.data as never, {
      publicUrl: opts.publicUrl,
      unsubscribe: list?.unsubscribe,
    });
    const attach = opts.attachments?.[row.template as EmailTemplate] as
      ((db: Db, data: unknown) => Promise<MailAttachment[]>) | undefined;
    const attachments = attach ? await attach(db, row.data) : undefined;
    const { filePath } = await opts.mailer.send({
      id: row.id,
      template: row.template,
      from: opts.mailFrom,
      to: row.to_email,
      toName: row.to_name,
      ...email,
      attachments,
      headers: list?.headers,
    });
    await db
      .update(emailOutbox)
      .set({ status: 'sent', sent_at: sql`now()`, subject: email.subject, file_path: filePath, last_error: null })
      .where(eq(emailOutbox.id, row.id));
    return 'sent';
  } catch (err) {
    // a permanent rejection is not retried (the same answer would come back), and may be a bounce
    const rejection = isOutboxJob(row.template) ? null : permanentRejection(err);
    const final = rejection !== null || row.attempts >= MAX_ATTEMPTS;
    outboxAttemptFailures.inc();
    const error = (err instanceof Error ? err.message : String(err)).slice(0, 1000);
    await recordFailure(db, row, error, final, rejection === 'address' ? opts.onBounce : undefined);
    return final ? 'failed' : 'done';
  }
}

type OutboxRow = typeof emailOutbox.$inferSelect;
/**
 * A failed attempt: the row is tried again later, or marked failed after MAX_ATTEMPTS. A failed email
 * shows in the admin's email outbox; a failed job is not an email (it is left out there,
 * modules/admin/emails.ts), so the admin learns of it from the audit log, with the id that
 * POST /v1/admin/emails/{id}/retry takes to run it again.
 */
async function recordFailure(db: Db, row: OutboxRow, error: string, final: boolean, onBounce?: OutboxBounceHandler) {
  await db.transaction(async (tx) => {
    await tx
      .update(emailOutbox)
      .set({
        status: final ? 'failed' : 'pending',
        next_attempt_at: final ? sql`now()` : new Date(Date.now() + backoffMs(row.attempts)),
        last_error: error,
      })
      .where(eq(emailOutbox.id, row.id));
    await onBounce?.(tx, { email: row.to_email, error }); // the address does not exist (workers.ts)
    if (!final || !isOutboxJob(row.template)) return;
    await recordAudit(tx, {
      actorUserId: null,
      action: 'outbox_job.failed',
      entityType: 'outbox_job',
      entityId: row.id,
      data: { job: row.template, to: row.to_email, attempts: row.attempts, last_error: error },
    });
  });
}

/** A job row: its handler runs and the row goes, in one transaction; without a handler it waits. */
async function runJob(
  db: Db,
  row: { id: number; job: OutboxJob; to: string; data: unknown; dedupeKey: string | null },
  opts: { publicUrl: string; jobs?: OutboxJobHandlers },
) {
  const handler = opts.jobs?.[row.job];
  if (!handler) {
    await db
      .update(emailOutbox)
      .set({ status: 'pending', attempts: sql`${emailOutbox.attempts} - 1`, next_attempt_at: sql`now()` })
      .where(eq(emailOutbox.id, row.id));
    return;
  }
  await db.transaction(async (tx) => {
    await handler(tx, { to: row.to, data: row.data as never, publicUrl: opts.publicUrl });
    // a job queued under a dedupe key keeps its row, marked sent, so the key refuses a repeat of the
    // same event (lib/outbox.ts enqueueJob); housekeeping deletes it with the old sent emails
    if (row.dedupeKey)
      await tx
        .update(emailOutbox)
        .set({ status: 'sent', sent_at: sql`now()`, last_error: null })
        .where(eq(emailOutbox.id, row.id));
    else await tx.delete(emailOutbox).where(eq(emailOutbox.id, row.id));
  });
}

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
      do {
        again = false;
        let claimed = 0;
        do {
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
