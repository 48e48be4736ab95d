import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { oneTimeTokens, users } from '../../db/schema.ts';
import { enqueueEmail } from '../../lib/outbox.ts';
import { issueOneTimeLink } from './one-time-links.ts';

// the form must not be a way to flood someone's inbox
const ONE_EMAIL_PER = sql`interval '1 minute'`;

/**
 * Emails a password reset link when the address has an account that may log in. Says nothing
 * either way: the caller answers the same whether or not it exists. A guest without a password
 * gets a link too (it is how they claim their account when the original email is gone).
 */
export async function requestPasswordReset(opts: { db: Db; publicUrl: string; email: string }): Promise<void> {
  await opts.db.transaction(async (tx) => {
    const [user] = await tx.select().from(users).where(eq(users.email, opts.email)).for('update');
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
    const link = await issueOneTimeLink(tx, { publicUrl: opts.publicUrl, userId: user.id, purpose: 'reset' });
    await enqueueEmail(tx, {
      to: user.email,
      toName: `${user.first_name} ${user.last_name}`,
      template: 'password-reset',
      data: { first_name: user.first_name, link },
    });
  });
}
