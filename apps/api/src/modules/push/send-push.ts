// Sends queued pushes (outbox jobs that domain/push.ts queues), each to its device's push service,
// encrypted (RFC 8291, aes128gcm) and signed with the server's VAPID key (RFC 8292) by `web-push`.
// A push service that answers 404 or 410 says the device is gone: its row is deleted. Another failure
// is answered to the outbox worker, which retries that push like an email
// (modules/notifications/outbox-worker.ts).
import { inArray, sql } from 'drizzle-orm';
import type { PushPayload } from '@triptender/contract/push';
import webpush from 'web-push';
import { pushSubscriptions } from '../../db/schema.ts';
import type { OutboxJobHandlers } from '../../lib/outbox.ts';
import { type Vapid, vapidKeys } from './vapid.ts';

/** A push not delivered within a day is worth nothing: the push service may drop it then. */
const TTL_S = 24 * 60 * 60;
// a push service that hangs must not hold the outbox worker's lane for long
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

type Device = typeof pushSubscriptions.$inferSelect;

/** Sends one push each to its device's push service: 'gone' when the service says the device is no more. */
async function sendPush(device: Device, payload: PushPayload, vapid: Vapid): Promise<'pushed' | 'gone'> {
  // web-push encrypts and signs; the request goes out through fetch, which also reaches the plain-http
  // stand-in of the tests (web-push's own sender speaks https only)
  const request = webpush.generateRequestDetails(
    { endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } },
    JSON.stringify(payload),
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
  if (res.status === 404 || res.status === 410) return 'gone';
  if (!res.ok) throw new PushServiceError(res.status, text);
  return 'pushed';
}

/**
 * The pushes of one claim of the outbox go together: their devices read in one query, the requests
 * sent at once, the devices' last push (or their removal) written in one statement each. Most of a
 * push is waiting on the push service, and a lead that goes live queues one per device of every
 * company it fits (docs/benchmarks.md, "Speed to lead").
 */
export const pushJobs: Pick<OutboxJobHandlers, 'push'> = {
  push: {
    async batch(db, jobs) {
      const vapid = vapidKeys();
      // the keys were removed since they were queued: push is off, nothing to retry
      if (!vapid) return jobs.map(() => null);
      const ids = [...new Set(jobs.map((job) => job.data.subscription_id))];
      const devices = new Map(
        (await db.select().from(pushSubscriptions).where(inArray(pushSubscriptions.id, ids))).map((d) => [d.id, d]),
      );
      const pushed = new Set<number>();
      const gone = new Set<number>();
      const outcomes = await Promise.all(
        jobs.map(async (job): Promise<Error | null> => {
          const device = devices.get(job.data.subscription_id);
          if (!device) return null; // turned off (or gone) since it was queued
          try {
            const outcome = await sendPush(device, job.data.payload, vapid);
            (outcome === 'gone' ? gone : pushed).add(device.id);
            return null;
          } catch (err) {
            return err instanceof Error ? err : new Error(String(err));
          }
        }),
      );
      if (gone.size) await db.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, [...gone]));
      if (pushed.size)
        await db
          .update(pushSubscriptions)
          .set({ last_pushed_at: sql`now()` })
          .where(inArray(pushSubscriptions.id, [...pushed]));
      return outcomes;
    },
  },
};
