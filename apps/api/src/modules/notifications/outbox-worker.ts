// What one claim of the outbox takes and how each row is sent; when and how often: outbox-loop.ts.
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { emailOutbox } from '../../db/schema.ts';
import {
  type EmailTemplate,
  type MailAttachment,
  isOutboxJob,
  type OutboxAttachments,
  type OutboxBounceHandler,
  type OutboxJob,
  type OutboxJobHandler,
  type OutboxJobHandlers,
  URGENT_JOBS,
} from '../../lib/outbox.ts';
import { recordAudit } from '../../lib/audit.ts';
import { listMail } from '../../lib/email-lists.ts';
import { outboxAttemptFailures } from '../../lib/metrics.ts';
import type { Mailer } from './mailer.ts';
import { permanentRejection } from './smtp-rejections.ts';
import { renderEmail } from './templates.ts';

/** After this many failed attempts a row is marked failed (the admin can retry it). */
export const MAX_ATTEMPTS = 8;
/** A claimed row whose worker died is picked up again after this long. */
const LEASE = sql`interval '5 minutes'`;
export const BATCH = 20;

/** 30 s, 1 min, 2 min, ... capped at 1 hour. */
export const backoffMs = (attempts: number) => Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 3_600_000);

/** Which rows a claim takes: the urgent jobs (URGENT_JOBS), the rest, or (left out) any. */
export type OutboxLane = 'urgent' | 'rest';
// constants, not parameters: the partial index email_outbox_urgent_due_idx (db/schema/platform.ts)
// names the same list, and the planner matches it only against literals
const URGENT = sql.raw(URGENT_JOBS.map((j) => `'${j}'`).join(', '));

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

  // a row at a time, but the rows of a job whose handler takes a batch (a push) all in one go
  const items: (() => Promise<Outcome[]>)[] = [];
  const batches = new Map<OutboxJob, OutboxRow[]>();
  for (const row of rows) {
    const handler = isOutboxJob(row.template) ? opts.jobs?.[row.template] : undefined;
    if (handler && typeof handler !== 'function')
      batches.set(row.template as OutboxJob, [...(batches.get(row.template as OutboxJob) ?? []), row]);
    else items.push(async () => [await sendRow(row, opts)]);
  }
  for (const [job, batch] of batches) items.push(() => runBatch(job, batch, opts));
  let sent = 0;
  let failed = 0;
  let next = 0;
  const work = async () => {
    while (next < items.length)
      for (const outcome of await items[next++]!()) {
        if (outcome === 'sent') sent++;
        if (outcome === 'failed') failed++;
      }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(opts.concurrency ?? 1, items.length)) }, work));
  return { claimed: rows.length, sent, failed };
}

type Outcome = 'sent' | 'failed' | 'done';

/** One claimed row: a job run, or an email rendered and sent; a failure is recorded for a retry. */
async function sendRow(row: OutboxRow, opts: SendOptions): Promise<Outcome> {
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
    return failAttempt(row, err, opts);
  }
}

/** The rows of a batch job (OutboxJobHandler in lib/outbox.ts): handled together, each done or retried. */
async function runBatch(job: OutboxJob, rows: OutboxRow[], opts: SendOptions): Promise<Outcome[]> {
  const handler = opts.jobs![job] as Extract<OutboxJobHandler<OutboxJob>, { batch: unknown }>;
  const jobs = rows.map((row) => ({ to: row.to_email, data: row.data as never, publicUrl: opts.publicUrl }));
  const errors = await handler.batch(opts.db, jobs).catch((err: unknown) => rows.map(() => err));
  await finishJobs(
    opts.db,
    rows.filter((_, i) => !errors[i]),
  );
  return Promise.all(rows.map((row, i) => (errors[i] ? failAttempt(row, errors[i], opts) : ('done' as const))));
}

/** A failed attempt at a row: recorded for a retry, or for good. */
async function failAttempt(row: OutboxRow, err: unknown, opts: SendOptions): Promise<Outcome> {
  // a permanent rejection is not retried (the same answer would come back), and may be a bounce
  const rejection = isOutboxJob(row.template) ? null : permanentRejection(err);
  const final = rejection !== null || row.attempts >= MAX_ATTEMPTS;
  outboxAttemptFailures.inc();
  const error = (err instanceof Error ? err.message : String(err)).slice(0, 1000);
  await recordFailure(opts.db, row, error, final, rejection === 'address' ? opts.onBounce : undefined);
  return final ? 'failed' : 'done';
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
    if (typeof handler === 'function')
      await handler(tx, { to: row.to, data: row.data as never, publicUrl: opts.publicUrl });
    await finishJobs(tx, [{ id: row.id, dedupe_key: row.dedupeKey }]);
  });
}

/**
 * Done jobs leave the outbox. One queued under a dedupe key keeps its row, marked sent, so the key
 * refuses a repeat of the same event (lib/outbox.ts enqueueJob); housekeeping deletes it with the old
 * sent emails.
 */
async function finishJobs(db: Db, rows: Pick<OutboxRow, 'id' | 'dedupe_key'>[]) {
  const kept = rows.filter((row) => row.dedupe_key).map((row) => row.id);
  const gone = rows.filter((row) => !row.dedupe_key).map((row) => row.id);
  if (kept.length)
    await db
      .update(emailOutbox)
      .set({ status: 'sent', sent_at: sql`now()`, last_error: null })
      .where(inArray(emailOutbox.id, kept));
  if (gone.length) await db.delete(emailOutbox).where(inArray(emailOutbox.id, gone));
}
