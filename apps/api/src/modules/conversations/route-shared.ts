// What every chat route file shares: the send rate limit and the guards.
import type { FastifyRequest } from 'fastify';
import { ROLE } from '@triptender/contract/enums';
import { clientKey } from '../../lib/rate-limit.ts';
import {
  assertCompanyAccess,
  canWriteAsCompany,
  isAdmin,
  requireCompanyPermission,
  requireRole,
} from '../auth/permissions.ts';

/** Company staff who chat (Manager, Agent; Finance does not), or an admin. */
export function requireCompanyConversationOrAdmin(req: FastifyRequest) {
  const actor = requireRole(req, ROLE.ADMIN, ROLE.COMPANY);
  return isAdmin(actor) ? actor : requireCompanyPermission(req, canWriteAsCompany);
}

/** requireCompanyConversationOrAdmin for paths that carry a company id: another company's is a 404. */
export function requireCompanyConversationAccess(req: FastifyRequest, companyId: number) {
  const actor = requireCompanyConversationOrAdmin(req);
  assertCompanyAccess(actor, companyId);
  return actor;
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
