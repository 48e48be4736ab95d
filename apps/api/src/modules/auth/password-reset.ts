import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { oneTimeTokens, users } from '../../db/schema.ts';
import { enqueueEmail, enqueueJob, type OutboxJobHandlers } from '../../lib/outbox.ts';
import { issueOneTimeLink } from './one-time-links.ts';

// the form must not be a way to flood someone's inbox
const ONE_EMAIL_PER = sql`interval '1 minute'`;

/**
 * Emails a password reset link when the address has an account that may log in: the outbox job
 * behind POST /v1/auth/forgot, run by the worker after the answer was sent. A guest without a
 * password gets a link too (it is how they claim their account when the original email is gone).
 */
async function emailResetLink(tx: Db, job: { to: string; publicUrl: string }): Promise<void> {
  const [user] = await tx.select().from(users).where(eq(users.email, job.to)).for('update');
  if (!user || user.disabled_at) return;
  const [recent] = await tx
    .select({ id: oneTimeTokens.id })
    .from(oneTimeTokens)
    .where(
      and(
        eq(oneTimeTokens.user_id, user.id),
        eq(oneTimeTokens.purpose, 'reset'),
        gt(oneTimeTokens.created_at, sql`now() - ${ONE_EMAIL_PER}`),
      ),
    );
  if (recent) return;
  const link = await issueOneTimeLink(tx, { publicUrl: job.publicUrl, userId: user.id, purpose: 'reset' });
  await enqueueEmail(tx, {
    to: user.email,
    toName: `${user.first_name} ${user.last_name}`,
    template: 'password-reset',
    data: { first_name: user.first_name, link },
  });
}

/** The outbox jobs of this module, for the worker (workers.ts). */
export const passwordResetJobs = { 'password-reset-request': emailResetLink } satisfies Partial<OutboxJobHandlers>;

/**
 * A password reset asked for: queues the job and nothing else, the same insert whatever the address,
 * so the answer and its time say nothing about whether the email has an account (a
 * known email took twice as long to answer).
 */
export async function requestPasswordReset(opts: { db: Db; email: string }): Promise<void> {
  await enqueueJob(opts.db, { to: opts.email, job: 'password-reset-request', data: {} });
}
