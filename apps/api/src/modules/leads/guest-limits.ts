// Anonymous trip requests each make an account, a lead and an email to any address
// (decision 025): limited per address and per email by the hour in the shared store, and a spike of them
// across all clients alerts the admin. They never reach operators unconfirmed (domain/lead-rules.ts).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { recordAudit } from '../../lib/audit.ts';
import { tooManyRequests } from '../../lib/errors.ts';
import { type AttemptLimit, clientKey, countAttempt } from '../../lib/rate-limit.ts';

const HOUR_MS = 3_600_000;
const ALL_KEY = 'guest:all-per-hour';

/**
 * A preHandler (the body is valid by then) for POST /v1/leads: 429 with Retry-After past the hourly limit
 * of the client's address (GUEST_REQUESTS_PER_ADDRESS_HOUR) or of the email, whatever the address
 * (GUEST_REQUESTS_PER_EMAIL_HOUR). An admitted request counts towards the hourly total of all clients,
 * whose reaching GUEST_REQUESTS_ALERT_PER_HOUR is written once to the audit log ('guest_requests.spike'),
 * which the admin sees in the audit log and on the overview.
 */
export function guestRequestLimits(app: FastifyInstance) {
  const limits = app.config.guestRequests;
  const perAddress: AttemptLimit = { name: 'guest:address', max: limits.perAddressHour, windowMs: HOUR_MS };
  const perEmail: AttemptLimit = { name: 'guest:email', max: limits.perEmailHour, windowMs: HOUR_MS };
  return async (req: FastifyRequest) => {
    const email = String((req.body as { email?: unknown }).email ?? '').toLowerCase();
    const wait = await countAttempt(app.rateLimitStore, [
      { limit: perAddress, key: clientKey(req) },
      { limit: perEmail, key: email },
    ]);
    if (wait > 0) throw tooManyRequests(wait);
    const all = await app.rateLimitStore.hit(ALL_KEY, HOUR_MS);
    // an atomic counter: exactly one request sees the total reach the threshold in each hour
    if (all.count === limits.alertPerHour) {
      await recordAudit(app.db, {
        actorUserId: null,
        action: 'guest_requests.spike',
        entityType: 'guest_requests',
        data: { requests: all.count, threshold: limits.alertPerHour, window_minutes: 60 },
      });
    }
  };
}
