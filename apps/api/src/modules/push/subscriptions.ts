// A user's devices turned on for push: a browser's PushSubscription, one row per endpoint
// (docs/marketplace.md, "Push notifications").
import { and, asc, eq, sql } from 'drizzle-orm';
import { PUSH_MESSAGES, type PushDevice, type PushSubscriptionBody } from '@triptender/contract/push';
import type { Db } from '../../db/client.ts';
import { pushSubscriptions } from '../../db/schema.ts';
import { forbidden, invalid, notFound } from '../../lib/errors.ts';
import { type Actor, isAdmin, isCompanyMember } from '../auth/permissions.ts';
import { vapidKeys } from './vapid.ts';

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * A push endpoint is https; plain http only to this machine, and only in development and tests
 * (the local push-service stand-in): anything else would send the device's keys in the clear.
 */
export function checkEndpoint(endpoint: string, env: 'development' | 'production' | 'test'): void {
  const url = new URL(endpoint);
  if (url.protocol === 'https:') return;
  if (env !== 'production' && LOOPBACK.has(url.hostname)) return;
  throw invalid('endpoint', PUSH_MESSAGES.endpoint);
}

/** Devices are for the portals' users: company members and admins. */
function requirePortalUser(actor: Actor): Actor {
  if (!isCompanyMember(actor) && !isAdmin(actor)) throw forbidden();
  return actor;
}

const toDevice = (row: { id: number; endpoint: string; created_at: Date }): PushDevice => ({
  id: row.id,
  endpoint_host: new URL(row.endpoint).host,
  created_at: row.created_at,
});

/**
 * POST /v1/me/push-subscriptions: stores the device for the caller. The same endpoint again updates
 * its keys, and moves it to the caller if another user had it (a shared computer, logged in anew).
 */
export async function saveSubscription(opts: {
  db: Db;
  actor: Actor;
  env: 'development' | 'production' | 'test';
  body: PushSubscriptionBody;
  userAgent: string | undefined;
}): Promise<PushDevice> {
  const actor = requirePortalUser(opts.actor);
  if (!vapidKeys()) throw notFound(PUSH_MESSAGES.off);
  checkEndpoint(opts.body.endpoint, opts.env);
  const values = {
    user_id: actor.id,
    endpoint: opts.body.endpoint,
    p256dh: opts.body.keys.p256dh,
    auth: opts.body.keys.auth,
    user_agent: opts.userAgent?.slice(0, 300).replace(/[^\x20-\x7e]/g, '') || null,
  };
  const [row] = await opts.db
    .insert(pushSubscriptions)
    .values(values)
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: { user_id: values.user_id, p256dh: values.p256dh, auth: values.auth, user_agent: values.user_agent },
    })
    .returning();
  return toDevice(row!);
}

/** DELETE /v1/me/push-subscriptions: the caller's device goes; another user's endpoint is a 404. */
export async function removeSubscription(opts: { db: Db; actor: Actor; endpoint: string }): Promise<void> {
  const actor = requirePortalUser(opts.actor);
  const gone = await opts.db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.endpoint, opts.endpoint), eq(pushSubscriptions.user_id, actor.id)))
    .returning({ id: pushSubscriptions.id });
  if (gone.length === 0) throw notFound();
}

/** The user's devices, oldest first (the data export lists them by host only). */
export async function devicesOf(db: Db, userId: number): Promise<PushDevice[]> {
  const rows = await db
    .select({
      id: pushSubscriptions.id,
      endpoint: pushSubscriptions.endpoint,
      created_at: pushSubscriptions.created_at,
    })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.user_id, userId))
    .orderBy(asc(pushSubscriptions.id));
  return rows.map(toDevice);
}

/** How many devices the user has turned on. */
export async function deviceCount(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.user_id, userId));
  return row?.n ?? 0;
}
