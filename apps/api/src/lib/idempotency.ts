import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { idempotencyKeys } from '../db/schema.ts';
import { invalid } from './errors.ts';

export type IdempotentResult<T> = { status: number; body: T; replayed: boolean };

const KEY_PATTERN = /^[A-Za-z0-9_\-:.]{1,255}$/;

/**
 * Runs `fn` in a transaction once per (user, scope, key). A repeat with the same key returns the
 * first answer instead of running again; concurrent repeats wait on a transaction-scoped advisory
 * lock, so exactly one of them does the work. Without a key it just runs `fn` in a transaction.
 * Only successful answers are remembered: a refused call may be retried once its cause is fixed.
 */
export async function withIdempotency<T>(
  opts: { db: Db; userId: number; scope: string; key: string | undefined; status?: number },
  fn: (tx: Tx) => Promise<T>,
): Promise<IdempotentResult<T>> {
  const status = opts.status ?? 200;
  const key = opts.key;
  if (key === undefined) {
    return { status, body: await opts.db.transaction(fn), replayed: false };
  }
  if (!KEY_PATTERN.test(key)) {
    throw invalid('Idempotency-Key', 'The Idempotency-Key header must be 1-255 letters, digits or -_:.');
  }
  return opts.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`${opts.userId}:${opts.scope}:${key}`}))`);
    const [stored] = await tx
      .select({ status_code: idempotencyKeys.status_code, response: idempotencyKeys.response })
      .from(idempotencyKeys)
      .where(
        and(
          eq(idempotencyKeys.user_id, opts.userId),
          eq(idempotencyKeys.scope, opts.scope),
          eq(idempotencyKeys.key, key),
        ),
      );
    if (stored) return { status: stored.status_code, body: stored.response as T, replayed: true };
    const body = await fn(tx);
    await tx.insert(idempotencyKeys).values({
      user_id: opts.userId,
      scope: opts.scope,
      key,
      status_code: status,
      // stored as the JSON the client received, so a replay is byte-for-byte the same answer
      response: JSON.parse(JSON.stringify(body)) as unknown,
    });
    return { status, body, replayed: false };
  });
}
