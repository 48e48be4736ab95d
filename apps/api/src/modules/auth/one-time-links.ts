import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { LINK_INVALID } from '@triptender/contract/auth';
import { ONE_TIME_LINK_TTL_HOURS } from '@triptender/contract/constants';
import type { OneTimeTokenPurpose } from '@triptender/contract/enums';
import { paths } from '@triptender/contract/paths';
import type { Db } from '../../db/client.ts';
import { companies, oneTimeTokens, users } from '../../db/schema.ts';
import { invalid } from '../../lib/errors.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import { createSession, revokeSessions, toUserDto } from './service.ts';

/**
 * Makes an emailed one-time link (claim a guest request, accept an invitation, reset a password).
 * Earlier unused links of the same purpose stop working: only the newest email counts.
 * Call inside the transaction that queues the email.
 */
export async function issueOneTimeLink(
  db: Db,
  opts: { publicUrl: string; userId: number; purpose: OneTimeTokenPurpose; leadId?: number | null },
): Promise<string> {
  await db
    .update(oneTimeTokens)
    .set({ used_at: sql`now()` })
    .where(
      and(
        eq(oneTimeTokens.user_id, opts.userId),
        eq(oneTimeTokens.purpose, opts.purpose),
        isNull(oneTimeTokens.used_at),
      ),
    );
  const token = newToken();
  await db.insert(oneTimeTokens).values({
    user_id: opts.userId,
    purpose: opts.purpose,
    token_hash: hashToken(token),
    lead_id: opts.leadId ?? null,
    expires_at: new Date(Date.now() + ONE_TIME_LINK_TTL_HOURS[opts.purpose] * 3_600_000),
  });
  return `${opts.publicUrl}${paths.setPassword}?token=${encodeURIComponent(token)}`;
}

async function findUsable(db: Db, token: string, lock = false) {
  const q = db
    .select({ link: oneTimeTokens, user: users, company_name: companies.name })
    .from(oneTimeTokens)
    .innerJoin(users, eq(users.id, oneTimeTokens.user_id))
    .leftJoin(companies, eq(companies.id, users.company_id))
    .where(
      and(
        eq(oneTimeTokens.token_hash, hashToken(token)),
        isNull(oneTimeTokens.used_at),
        gt(oneTimeTokens.expires_at, sql`now()`),
        isNull(users.disabled_at),
      ),
    );
  const [row] = lock ? await q.for('update', { of: oneTimeTokens }) : await q;
  return row;
}

/** What a link is for, so the page can greet the user; 422 when it is unknown, used or expired. */
export async function describeOneTimeLink(opts: { db: Db; token: string }) {
  const row = await findUsable(opts.db, opts.token);
  if (!row) throw invalid('token', LINK_INVALID);
  return {
    purpose: row.link.purpose,
    email: row.user.email,
    first_name: row.user.first_name,
    company_name: row.company_name,
  };
}

/**
 * Uses a link once: sets the password, marks the email verified (the link proved it), ends other
 * sessions on a reset, and logs the user in.
 */
export async function setPasswordWithLink(opts: {
  db: Db;
  token: string;
  password: string;
  userAgent?: string | null;
}) {
  const hash = await hashPassword(opts.password);
  return opts.db.transaction(async (tx) => {
    const row = await findUsable(tx, opts.token, true);
    if (!row) throw invalid('token', LINK_INVALID);
    await tx
      .update(oneTimeTokens)
      .set({ used_at: sql`now()` })
      .where(eq(oneTimeTokens.id, row.link.id));
    if (row.link.purpose === 'reset') await revokeSessions(tx, row.user.id);
    const [user] = await tx
      .update(users)
      .set({
        password_hash: hash,
        email_verified_at: row.user.email_verified_at ?? sql`now()`,
        updated_at: sql`now()`,
      })
      .where(eq(users.id, row.user.id))
      .returning();
    const token = await createSession(tx, user!.id, opts.userAgent);
    return { user: toUserDto(user!), token, lead_id: row.link.lead_id };
  });
}
