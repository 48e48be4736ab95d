// What every chat route file shares: the OpenAPI security, the send rate limit and a guard.
import type { FastifyRequest } from 'fastify';
import { ROLE } from '@triptender/contract/enums';
import { clientKey } from '../../lib/rate-limit.ts';
import { canChatAsCompany, isAdmin, requireCompanyPermission, requireRole } from '../auth/permissions.ts';

export const security = [{ bearer: [] }];

/** Company staff who chat (Manager, Agent; Finance does not), or an admin. */
export function requireCompanyChatOrAdmin(req: FastifyRequest) {
  const actor = requireRole(req, ROLE.ADMIN, ROLE.COMPANY);
  return isAdmin(actor) ? actor : requireCompanyPermission(req, canChatAsCompany);
}

// Per user rather than per address: many people may share one office network.
export const sendLimit = {
  rateLimit: {
    max: 60,
    timeWindow: '1 minute',
    hook: 'preHandler' as const,
    keyGenerator: (req: FastifyRequest) => (req.actor ? `user:${req.actor.id}` : clientKey(req)),
  },
};
