import type { FastifyInstance, FastifyRequest } from 'fastify';
import { tooManyRequests } from '../../lib/errors.ts';
import { clientKey } from '../../lib/rate-limit.ts';

/**
 * A preHandler for forms anyone may post (trip requests, guides, the contact form): a few posts a
 * minute per client and email address (or logged-in user), so nobody floods one inbox, and a cap
 * per client across addresses. It runs after validation, so it can read the email; invalid posts never reach the
 * database or the outbox anyway.
 */
export function publicFormLimit(app: FastifyInstance, limits: { perEmail: number; perClient: number }) {
  const who = (req: FastifyRequest) =>
    req.actor ? `user:${req.actor.id}` : String((req.body as { email?: unknown } | undefined)?.email ?? '');
  const byEmail = app.createRateLimit({
    max: limits.perEmail,
    timeWindow: 60_000,
    keyGenerator: (req) => `${req.routeOptions.url}|${clientKey(req)}|${who(req)}`,
  });
  const byClient = app.createRateLimit({
    max: limits.perClient,
    timeWindow: 60_000,
    keyGenerator: (req) => `${req.routeOptions.url}|${clientKey(req)}`,
  });
  return async (req: FastifyRequest) => {
    for (const limit of [byEmail, byClient]) {
      const result = await limit(req);
      if (!result.isAllowed && result.isExceeded) throw tooManyRequests(result.ttlInSeconds);
    }
  };
}
