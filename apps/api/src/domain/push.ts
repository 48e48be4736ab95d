// Where each kind of notification goes for a user (push, email, both or off: users.notification_channels)
// and the one path that queues a push, with quiet hours (users.quiet_hours). One home for the rule, since
// the modules of every event and the ledger's low-balance rule (spending.ts) call it; the devices and
// the sending are modules/push. docs/marketplace.md, "Push notifications".
import { and, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import {
  inQuietHours,
  NOTIFICATION_CHANNEL_DEFAULT,
  type NotificationChannel,
  type NotificationKind,
  type PushPayload,
  type QuietHours,
  sendsEmail,
  sendsPush,
} from '@triptender/contract/push';
import type { Db } from '../db/client.ts';
import { pushSubscriptions, users } from '../db/schema.ts';
import { enqueueJobs, type QueuedJob } from '../lib/outbox.ts';

/** The channel a user chose for `kind`, or the default. */
export function channelOf(channels: Record<string, string> | null, kind: NotificationKind): NotificationChannel {
  return (channels?.[kind] as NotificationChannel | undefined) ?? NOTIFICATION_CHANNEL_DEFAULT;
}

/** Whether the user of `channels` is emailed of `kind`. */
export const emailsOf = (channels: Record<string, string> | null, kind: NotificationKind) =>
  sendsEmail(channelOf(channels, kind));

/** emailsOf in SQL for the users row `u` (the drizzle table, or an alias's name in raw SQL). */
export function emailChannelSql(kind: NotificationKind, u: string | null = null): SQL {
  const column = u === null ? sql`${users.notification_channels}` : sql.raw(`${u}.notification_channels`);
  return sql`coalesce(${column} ->> ${kind}, ${NOTIFICATION_CHANNEL_DEFAULT}) in ('email', 'both')`;
}

/** Of these users, the ids of those emailed of `kind`. */
export async function emailedOf(tx: Db, members: { id: number }[], kind: NotificationKind): Promise<Set<number>> {
  if (members.length === 0) return new Set();
  const rows = await tx
    .select({ id: users.id, channels: users.notification_channels })
    .from(users)
    .where(
      inArray(
        users.id,
        members.map((m) => m.id),
      ),
    );
  return new Set(rows.filter((r) => emailsOf(r.channels, kind)).map((r) => r.id));
}

/**
 * Queues one push to each device of these users who hear of `kind` by push and are not in their quiet
 * hours now, as outbox jobs (one row per device, sent by modules/push/send-push.ts after the commit and
 * retried like an email). `dedupe` names the event (a lead's id, a message's id): with the kind and the
 * device it is the row's dedupe key `push:<kind>:<dedupe>:<subscription id>`, so the same event queues
 * at most one push per device, whichever process or host tells of it. Call it inside the transaction of
 * the event. The payload carries no traveller contact details (PUSH_TEXTS in the contract).
 * Answers how many pushes were queued.
 */
export async function queuePush(
  tx: Db,
  opts: { userIds: number[]; kind: NotificationKind; payload: PushPayload; dedupe: string | number; at?: Date },
): Promise<number> {
  const ids = [...new Set(opts.userIds)];
  if (ids.length === 0) return 0;
  const devices = await tx
    .select({
      id: pushSubscriptions.id,
      channels: users.notification_channels,
      quiet: users.quiet_hours,
    })
    .from(pushSubscriptions)
    .innerJoin(users, eq(users.id, pushSubscriptions.user_id))
    .where(and(inArray(pushSubscriptions.user_id, ids), isNull(users.disabled_at)));
  const at = opts.at ?? new Date();
  const jobs: QueuedJob<'push'>[] = devices
    .filter((device) => sendsPush(channelOf(device.channels, opts.kind)))
    .filter((device) => !inQuietHours(device.quiet as QuietHours | null, at))
    .map((device) => ({
      to: `push:${device.id}`,
      job: 'push',
      data: { subscription_id: device.id, payload: opts.payload },
      dedupeKey: `push:${opts.kind}:${opts.dedupe}:${device.id}`,
    }));
  await enqueueJobs(tx, jobs);
  return jobs.length;
}
