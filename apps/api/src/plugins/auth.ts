import fp from 'fastify-plugin';
import { resolveSession } from '../modules/auth/service.ts';
import { unauthenticated } from '../lib/errors.ts';

const BEARER = /^Bearer\s+([A-Za-z0-9_-]{20,200})$/i;

/**
 * Resolves `Authorization: Bearer <token>` to request.actor on every request. A missing or bad
 * token leaves actor null; routes that need a user call requireUser/requireRole and answer 401.
 */
export const authPlugin = fp(async (app) => {
  app.decorateRequest('actor', null);
  app.addHook('onRequest', async (req) => {
    const header = req.headers.authorization;
    if (!header) return;
    const match = BEARER.exec(header);
    if (match) req.actor = await resolveSession(app.db, match[1]!);
  });
  // A route documented as needing a session (its schema's `security`) answers 401 before it looks at
  // the body or the path: a caller without a session learns nothing from its validation messages.
  app.addHook('preValidation', async (req) => {
    const schema = req.routeOptions.schema as { security?: unknown[] } | undefined;
    if (schema?.security?.length && !req.actor) throw unauthenticated();
  });
});
