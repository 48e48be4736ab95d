// One-click unsubscribe without logging in (RFC 8058): the key in an email's List-Unsubscribe header
// and footer link (lib/email-lists.ts) unsubscribes or resubscribes its address from its list, and
// nothing else. GET only describes: link scanners fetch links, and must not unsubscribe anyone.
import { eq, sql } from 'drizzle-orm';
import {
  EMAIL_LIST_LABELS,
  maskEmail,
  NOTIFICATION_MESSAGES,
  type UnsubscribeStatus,
} from '@triptender/contract/notifications';
import type { Db } from '../../db/client.ts';
import { emailUnsubscribes } from '../../db/schema.ts';
import { notFound } from '../../lib/errors.ts';

function toStatus(row: typeof emailUnsubscribes.$inferSelect): UnsubscribeStatus {
  return {
    email: maskEmail(row.email),
    list: row.list,
    list_label: EMAIL_LIST_LABELS[row.list],
    subscribed: row.unsubscribed_at === null,
    unsubscribed_at: row.unsubscribed_at,
  };
}

async function change(db: Db, token: string, unsubscribedAt: ReturnType<typeof sql> | null) {
  const [row] = await db
    .update(emailUnsubscribes)
    .set({ unsubscribed_at: unsubscribedAt })
    .where(eq(emailUnsubscribes.token, token))
    .returning();
  if (!row) throw notFound(NOTIFICATION_MESSAGES.unknownLink);
  return toStatus(row);
}

/** GET /v1/unsubscribe/{token}: whose (masked) and which list, and whether it is still subscribed. */
export async function describeUnsubscribe(opts: { db: Db; token: string }): Promise<UnsubscribeStatus> {
  const [row] = await opts.db.select().from(emailUnsubscribes).where(eq(emailUnsubscribes.token, opts.token));
  if (!row) throw notFound(NOTIFICATION_MESSAGES.unknownLink);
  return toStatus(row);
}

/** POST /v1/unsubscribe/{token}: no more emails of the list to the address; a repeat keeps the first time. */
export const unsubscribe = (opts: { db: Db; token: string }) =>
  change(opts.db, opts.token, sql`coalesce(${emailUnsubscribes.unsubscribed_at}, now())`);

/** POST /v1/unsubscribe/{token}/resubscribe: the list's emails go to the address again. */
export const resubscribe = (opts: { db: Db; token: string }) => change(opts.db, opts.token, null);
