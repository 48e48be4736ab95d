import { and, eq, isNull, ne, type SQL, sql } from 'drizzle-orm';
import type { User } from '@triptender/contract/auth';
import { DEFAULT_SETTINGS, MESSAGES } from '@triptender/contract/constants';
import { COMPANY_ROLE_NAMES } from '@triptender/contract/enums';
import type { Db } from '../../db/client.ts';
import { sessions, settings, users } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import { verifyPassword } from '../../lib/passwords.ts';
import type { RateLimitStore } from '../../lib/rate-limit-store.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import { admitLoginAttempt, loginFailed, loginSucceeded } from './login-throttle.ts';
import type { Actor } from './permissions.ts';
import { publishUserChanged } from './user-events.ts';
import { type LiveSession, sessionCacheOf } from './session-cache.ts';

type UserRow = typeof users.$inferSelect;

/** The user as the API shows it to its owner (login, /me). */
export function toUserDto(row: UserRow): User {
  return {
    id: row.id,
    first_name: row.first_name,
    last_name: row.last_name,
    email: row.email,
    mobile: row.mobile,
    email_verified_at: row.email_verified_at,
    avatar_url: row.avatar_url,
    role: { id: row.role },
    company: row.company_id === null ? null : { id: row.company_id },
    company_role:
      row.company_role === null ? null : { id: row.company_role, name: COMPANY_ROLE_NAMES[row.company_role] },
    locale: row.locale,
  };
}

function invalidCredentials(): AppError {
  return new AppError('VALIDATION', MESSAGES.invalidCredentials, {
    data: { email: [MESSAGES.invalidCredentials] },
  });
}

/** A session lifetime setting in days, read in SQL so a change applies to open sessions at once. */
const lifetimeDays = (key: 'session_idle_days' | 'session_absolute_days') =>
  sql`make_interval(days => coalesce((select (${settings.value} #>> '{}')::int from ${settings} where ${settings.key} = ${key}), ${DEFAULT_SETTINGS[key]}))`;

/**
 * A session is live while it was used within the idle lifetime and began within the absolute lifetime
 * (admin settings, decision 021), read now: a shorter lifetime applies to open sessions at once. Its
 * `expires_at`, the absolute end as the settings stood at sign-in, holds too, so a longer lifetime
 * applies to sessions opened after the change. `last_used_at` is touched every five minutes of use.
 */
export const sessionIsLive = sql`(${sessions.expires_at} > now() and ${sessions.last_used_at} > now() - ${lifetimeDays('session_idle_days')} and ${sessions.created_at} > now() - ${lifetimeDays('session_absolute_days')})`;

/** Opens a session for a user and returns its bearer token (shown once, stored hashed). */
export async function createSession(db: Db, userId: number, userAgent?: string | null): Promise<string> {
  const token = newToken();
  await db.insert(sessions).values({
    user_id: userId,
    token_hash: hashToken(token),
    expires_at: sql`now() + ${lifetimeDays('session_absolute_days')}`,
    user_agent: userAgent?.slice(0, 500) ?? null,
  });
  return token;
}

export async function login(opts: {
  db: Db;
  limits: RateLimitStore;
  email: string;
  password: string;
  clientKey: string;
  userAgent?: string | null;
  /** Longest wait between attempts once the address or the account is slowed down (login-throttle.ts). */
  maxDelayMs: number;
}): Promise<{ user: User; token: string }> {
  const attempt = { store: opts.limits, email: opts.email, client: opts.clientKey, maxDelayMs: opts.maxDelayMs };
  await admitLoginAttempt(attempt);

  const [row] = await opts.db.select().from(users).where(eq(users.email, opts.email));
  // unknown, disabled and password-less users take the same path and time as a wrong password
  const usable = row && !row.disabled_at ? row : undefined;
  const ok = await verifyPassword(usable?.password_hash, opts.password);
  if (!usable || !ok) {
    await loginFailed({ ...attempt, db: opts.db });
    throw invalidCredentials();
  }
  await loginSucceeded(attempt);
  const token = await createSession(opts.db, usable.id, opts.userAgent);
  return { user: toUserDto(usable), token };
}

/**
 * The sessions still live (within the idle and absolute lifetimes, their user not disabled) among those
 * `which` picks, each with its actor as the user is now: how a bearer token is resolved (resolveSession)
 * and how the open WebSockets are checked again (modules/realtime/hub.ts). `expiresAt` is when the
 * session ends unless used again (the earliest of its lifetimes, so the session cache stops trusting it
 * then); it and `lastUsedAt` are not part of the actor.
 */
export function selectLiveSessions(db: Db, which: SQL) {
  return db
    .select({
      sessionId: sessions.id,
      lastUsedAt: sessions.last_used_at,
      expiresAt:
        sql`least(${sessions.expires_at}, ${sessions.last_used_at} + ${lifetimeDays('session_idle_days')}, ${sessions.created_at} + ${lifetimeDays('session_absolute_days')})`.mapWith(
          sessions.expires_at,
        ),
      id: users.id,
      role: users.role,
      companyId: users.company_id,
      companyRole: users.company_role,
      firstName: users.first_name,
      email: users.email,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.user_id))
    .where(and(which, sessionIsLive, isNull(users.disabled_at)));
}

async function loadSession(db: Db, tokenHash: string): Promise<LiveSession | null> {
  const [row] = await selectLiveSessions(db, eq(sessions.token_hash, tokenHash));
  if (!row) return null;
  const { lastUsedAt, expiresAt, ...actor } = row;
  return { actor: Object.freeze(actor), expiresAt: expiresAt.getTime(), lastUsedAt: lastUsedAt.getTime() };
}

/**
 * Resolves a bearer token to its actor, or null when it is unknown, expired or its user disabled.
 * A process that listens for user changes reads a token's session once a minute at most (session-cache.ts).
 */
export async function resolveSession(db: Db, token: string): Promise<Actor | null> {
  const hash = hashToken(token);
  const cache = sessionCacheOf(db);
  const session = await (cache ? cache.resolve(hash, () => loadSession(db, hash)) : loadSession(db, hash));
  if (!session) return null;
  // touch at most every few minutes: one write per request would double the load of reads
  if (Date.now() - session.lastUsedAt > 5 * 60_000) {
    session.lastUsedAt = Date.now();
    await db
      .update(sessions)
      .set({ last_used_at: sql`now()` })
      .where(eq(sessions.id, session.actor.sessionId));
  }
  return session.actor;
}

export async function logout(opts: { db: Db; actor: Actor }): Promise<void> {
  await opts.db.transaction(async (tx) => {
    await tx.delete(sessions).where(eq(sessions.id, opts.actor.sessionId));
    await publishUserChanged(tx, opts.actor.id);
  });
}

/**
 * Ends the sessions of a user (password change, disabling), all of them or all but one (the session
 * that just set the password). Open WebSockets of the ended sessions close at once.
 */
export async function revokeSessions(db: Db, userId: number, opts: { except?: number } = {}): Promise<void> {
  await db
    .delete(sessions)
    .where(and(eq(sessions.user_id, userId), opts.except === undefined ? undefined : ne(sessions.id, opts.except)));
  await publishUserChanged(db, userId);
}

export async function getMe(opts: { db: Db; actor: Actor }): Promise<{ user: User }> {
  const [row] = await opts.db.select().from(users).where(eq(users.id, opts.actor.id));
  return { user: toUserDto(row!) };
}

/** Drops sessions past their idle or absolute lifetime (housekeeping, modules/housekeeping); answers how many. */
export async function purgeExpiredSessions(db: Db): Promise<number> {
  const gone = await db
    .delete(sessions)
    .where(sql`not ${sessionIsLive}`)
    .returning({ id: sessions.id });
  return gone.length;
}
