import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
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

// The links that set a password. A confirm link only confirms one request (and sets no password).
const PASSWORD_LINKS: OneTimeTokenPurpose[] = ['claim', 'invite', 'reset'];

/**
 * Every unused password link of a user stops working, whatever it was for: an old claim or invite
 * link must not set a password after the owner reset it.
 */
async function endPasswordLinks(db: Db, userId: number) {
  await db
    .update(oneTimeTokens)
    .set({ used_at: sql`now()` })
    .where(
      and(
        eq(oneTimeTokens.user_id, userId),
        inArray(oneTimeTokens.purpose, PASSWORD_LINKS),
        isNull(oneTimeTokens.used_at),
      ),
    );
}

/**
 * Makes an emailed one-time link (claim a guest request, accept an invitation, reset a password,
 * confirm a request). A password link (claim, invite, reset) ends every earlier unused password link
 * of the user: only the newest email counts. Confirm links are one per request, each opening
 * /confirm-request rather than /set-password. Call inside the transaction that queues the email.
 */
export async function issueOneTimeLink(
  db: Db,
  opts: { publicUrl: string; userId: number; purpose: OneTimeTokenPurpose; leadId?: number | null },
): Promise<string> {
  if (opts.purpose !== 'confirm') await endPasswordLinks(db, opts.userId);
  const token = newToken();
  await db.insert(oneTimeTokens).values({
    user_id: opts.userId,
    purpose: opts.purpose,
    token_hash: hashToken(token),
    lead_id: opts.leadId ?? null,
    expires_at: new Date(Date.now() + ONE_TIME_LINK_TTL_HOURS[opts.purpose] * 3_600_000),
  });
  const page = opts.purpose === 'confirm' ? paths.confirmRequest : paths.setPassword;
  return `${opts.publicUrl}${page}?token=${encodeURIComponent(token)}`;
}

/** An unused, unexpired link of an active user, with its user; locked when asked. */
export async function findUsable(db: Db, token: string, lock = false, { includeUsed = false } = {}) {
  const q = db
    .select({ link: oneTimeTokens, user: users, company_name: companies.name })
    .from(oneTimeTokens)
    .innerJoin(users, eq(users.id, oneTimeTokens.user_id))
    .leftJoin(companies, eq(companies.id, users.company_id))
    .where(
      and(
        eq(oneTimeTokens.token_hash, hashToken(token)),
        includeUsed ? undefined : isNull(oneTimeTokens.used_at),
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
  // a confirm link confirms a request (modules/traveller-leads/pending-requests.ts); it sets no password
  if (!row || row.link.purpose === 'confirm') throw invalid('token', LINK_INVALID);
  return {
    purpose: row.link.purpose,
    email: row.user.email,
    first_name: row.user.first_name,
    company_name: row.company_name,
  };
}

/**
 * Uses a link once: sets the password, marks the email verified (the link proved it), ends the
 * user's other password links and every other session, and logs the user in.
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
    if (!row || row.link.purpose === 'confirm') throw invalid('token', LINK_INVALID);
    // this link and every other password link are used up; every session ends (the new one begins below)
    await endPasswordLinks(tx, row.user.id);
    await revokeSessions(tx, row.user.id);
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
