import { eq, sql } from 'drizzle-orm';
import { ACCOUNT_MESSAGES } from '@triptender/contract/account';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { invalid } from '../../lib/errors.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import type { Actor } from './permissions.ts';
import { revokeSessions } from './service.ts';

/**
 * Changes the signed-in user's password after checking the current one (422 on `current_password`
 * when wrong), and ends every other session of the user: a password change is how someone who fears
 * a stolen session takes the account back. The session that changed it stays signed in.
 */
export async function changePassword(opts: {
  db: Db;
  actor: Actor;
  currentPassword: string;
  password: string;
}): Promise<void> {
  const [row] = await opts.db.select({ hash: users.password_hash }).from(users).where(eq(users.id, opts.actor.id));
  if (!(await verifyPassword(row?.hash, opts.currentPassword))) {
    throw invalid('current_password', ACCOUNT_MESSAGES.currentWrong);
  }
  if (opts.currentPassword === opts.password) throw invalid('password', ACCOUNT_MESSAGES.samePassword);
  const hash = await hashPassword(opts.password);
  await opts.db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ password_hash: hash, updated_at: sql`now()` })
      .where(eq(users.id, opts.actor.id));
    await revokeSessions(tx, opts.actor.id, { except: opts.actor.sessionId });
  });
}

/** "Sign out everywhere": every session of the user ends, the one asking too; open WebSockets close. */
export async function signOutEverywhere(opts: { db: Db; actor: Actor }): Promise<void> {
  await opts.db.transaction((tx) => revokeSessions(tx, opts.actor.id));
}
