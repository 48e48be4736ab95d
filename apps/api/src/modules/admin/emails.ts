import { and, eq, notInArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { EMAIL_RETRY_ONLY_FAILED, type emailsQuery, type OutboxEmail } from '@triptender/contract/admin';
import type { Db } from '../../db/client.ts';
import { emailOutbox } from '../../db/schema.ts';
import { recordAudit } from '../../lib/audit.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { type EmailTemplate, type EmailTemplates, isOutboxJob, OUTBOX_JOBS } from '../../lib/outbox.ts';
import { newestFirst, paginateSelect } from '../../lib/pagination.ts';
import type { Actor } from '../auth/permissions.ts';
import { renderEmail } from '../notifications/templates.ts';

type Row = typeof emailOutbox.$inferSelect;

const toOutboxEmail = (r: Row): OutboxEmail => ({
  id: r.id,
  to_email: r.to_email,
  to_name: r.to_name,
  template: r.template,
  subject: r.subject,
  status: r.status,
  attempts: r.attempts,
  last_error: r.last_error,
  next_attempt_at: r.next_attempt_at,
  created_at: r.created_at,
  sent_at: r.sent_at,
});

/** The email outbox, newest first. */
export async function listEmails(opts: { db: Db; query: z.output<typeof emailsQuery> }) {
  // jobs queued in the outbox (lib/outbox.ts) are not emails: not listed
  const where = and(
    notInArray(emailOutbox.template, [...OUTBOX_JOBS]),
    opts.query.status ? eq(emailOutbox.status, opts.query.status) : undefined,
  );
  return paginateSelect(opts.db, opts.query, {
    select: opts.db.select().from(emailOutbox).$dynamic(),
    table: emailOutbox,
    where,
    order: newestFirst(emailOutbox),
    map: toOutboxEmail,
  });
}

/** One email as its recipient sees it, rendered from the stored template data. */
export async function getEmail(opts: { db: Db; id: number }) {
  const [row] = await opts.db.select().from(emailOutbox).where(eq(emailOutbox.id, opts.id));
  if (!row || isOutboxJob(row.template)) throw notFound();
  const template = row.template as EmailTemplate;
  return {
    ...toOutboxEmail(row),
    rendered: renderEmail(template, row.data as EmailTemplates[typeof template]),
  };
}

/** Puts a failed email back in the queue, due now; the worker sends it on its next round. */
export async function retryEmail(opts: { db: Db; actor: Actor; id: number }): Promise<OutboxEmail> {
  return opts.db.transaction(async (tx) => {
    const [row] = await tx
      .update(emailOutbox)
      .set({ status: 'pending', next_attempt_at: sql`now()` })
      .where(and(eq(emailOutbox.id, opts.id), eq(emailOutbox.status, 'failed')))
      .returning();
    if (!row) {
      const [exists] = await tx.select({ id: emailOutbox.id }).from(emailOutbox).where(eq(emailOutbox.id, opts.id));
      throw exists ? conflict(EMAIL_RETRY_ONLY_FAILED) : notFound();
    }
    await recordAudit(tx, {
      actorUserId: opts.actor.id,
      action: 'email.retried',
      entityType: 'email',
      entityId: row.id,
      data: { to: row.to_email, template: row.template, last_error: row.last_error },
    });
    return toOutboxEmail(row);
  });
}
