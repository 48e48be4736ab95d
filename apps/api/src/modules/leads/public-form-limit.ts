import type { FastifyInstance, FastifyRequest } from 'fastify';
import { tooManyRequests } from '../../lib/errors.ts';
import { clientKey } from '../../lib/rate-limit.ts';

/**
 * The largest body a public form takes: its longest text field (4000 characters) with room for
 * markup and multi-byte characters, many times over. The app-wide limit (1 MB, app.ts) is for
 * logged-in work; an anonymous form is refused (413) long before that, unread.
 */
export const PUBLIC_FORM_BODY_LIMIT = 128 * 1024;

/**
 * Route options for forms anyone may post (trip requests, guides, the contact form), to spread
 * into the route: a cap per client that is checked on arrival (onRequest), before the body is
 * read, parsed or validated, so a flood costs almost nothing; then, once the body is valid, a few
 * posts a minute per client and email address (or logged-in user), so nobody floods one inbox.
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
  const check = (limit: typeof byClient) => async (req: FastifyRequest) => {
    const result = await limit(req);
    if (!result.isAllowed && result.isExceeded) throw tooManyRequests(result.ttlInSeconds);
  };
  return { onRequest: check(byClient), preHandler: check(byEmail), bodyLimit: PUBLIC_FORM_BODY_LIMIT };
}
