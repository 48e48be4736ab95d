// Sends one queued push (an outbox job: domain/push.ts queues it) to its device's push service,
// encrypted (RFC 8291, aes128gcm) and signed with the server's VAPID key (RFC 8292) by `web-push`.
// A push service that answers 404 or 410 says the device is gone: its row is deleted. Another failure
// throws, and the outbox worker retries the job like an email (modules/notifications/outbox-worker.ts).
import { eq, sql } from 'drizzle-orm';
import webpush from 'web-push';
import { pushSubscriptions } from '../../db/schema.ts';
import type { OutboxJobHandlers } from '../../lib/outbox.ts';
import { type Vapid, vapidKeys } from './vapid.ts';

/** A push not delivered within a day is worth nothing: the push service may drop it then. */
const TTL_S = 24 * 60 * 60;
// the job runs in the outbox row's transaction: a push service that hangs must not hold it for long
const TIMEOUT_MS = 10_000;

/**
 * A VAPID JWT is good for up to a day (RFC 8292) and names only the push service's origin, so one
 * signed header serves every device on that service: signing one per push was most of a push's CPU
 * (docs/benchmarks.md, "Speed to lead"). Made for 12 hours, used until 1 hour before it expires.
 */
const VAPID_LIFE_S = 12 * 60 * 60;
const VAPID_MARGIN_S = 60 * 60;
const vapidHeaders = new Map<string, { authorization: string; expires: number }>();

function vapidAuthorization(endpoint: string, vapid: Vapid): string {
  const audience = new URL(endpoint).origin;
  const key = `${audience} ${vapid.publicKey} ${vapid.subject}`;
  const nowS = Math.floor(Date.now() / 1000);
  const kept = vapidHeaders.get(key);
  if (kept && kept.expires - VAPID_MARGIN_S > nowS) return kept.authorization;
  const expires = nowS + VAPID_LIFE_S;
  const { Authorization } = webpush.getVapidHeaders(
    audience,
    vapid.subject,
    vapid.publicKey,
    vapid.privateKey,
    'aes128gcm',
    expires,
  );
  // a few push services serve every browser: the map stays small, but never grows without bound
  if (vapidHeaders.size >= 100) vapidHeaders.clear();
  vapidHeaders.set(key, { authorization: Authorization, expires });
  return Authorization;
}

export class PushServiceError extends Error {
  constructor(
    readonly status: number,
    text: string,
  ) {
    super(`push service answered ${status}: ${text.slice(0, 200)}`);
  }
}

export const pushJobs: Pick<OutboxJobHandlers, 'push'> = {
  async push(tx, { data }) {
    const vapid = vapidKeys();
    // the keys were removed since it was queued: push is off, nothing to retry
    if (!vapid) return;
    const [device] = await tx.select().from(pushSubscriptions).where(eq(pushSubscriptions.id, data.subscription_id));
    if (!device) return; // turned off (or gone) since it was queued
    // web-push encrypts and signs; the request goes out through fetch, which also reaches the plain-http
    // stand-in of the tests (web-push's own sender speaks https only)
    const request = webpush.generateRequestDetails(
      { endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } },
      JSON.stringify(data.payload),
      {
        headers: { Authorization: vapidAuthorization(device.endpoint, vapid) },
        TTL: TTL_S,
        contentEncoding: 'aes128gcm',
        urgency: 'high',
      },
    );
    const res = await fetch(request.endpoint, {
      method: request.method,
      headers: request.headers as Record<string, string>,
      body: request.body ?? null,
      signal: AbortSignal.timeout(TIMEOUT_MS),
      redirect: 'error',
    });
    const text = await res.text().catch(() => '');
    if (res.status === 404 || res.status === 410) {
      await tx.delete(pushSubscriptions).where(eq(pushSubscriptions.id, device.id));
      return;
    }
    if (!res.ok) throw new PushServiceError(res.status, text);
    await tx
      .update(pushSubscriptions)
      .set({ last_pushed_at: sql`now()` })
      .where(eq(pushSubscriptions.id, device.id));
  },
};
