import fp from 'fastify-plugin';
import { resolveSession } from '../modules/auth/service.ts';

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
});
