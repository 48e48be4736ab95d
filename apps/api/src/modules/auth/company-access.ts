// The guard of every path about one company (`/v1/company/:companyId/...`, `/v1/users/:companyId/...`),
// written once: each such route declares in its `config.company` who may call it, and this hook checks
// it before the handler runs (after validation, so a bad body is still a 422 for a caller who may
// send it). A route under those paths that declares nothing stops the server at start, so a new one
// cannot go out unguarded. The roles behind each ability: COMPANY_ROLE_ABILITIES in the contract.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ROLE } from '@triptender/contract/enums';
import type { CompanyAbility } from '@triptender/contract/team';
import { assertCompanyAccess, assertCompanyPermission, can, requireRole, requireUser } from './permissions.ts';

/**
 * Who may call a route about one company:
 * - an ability: members of that company whose role has it (403 for another role), and admins;
 * - 'member': any member of that company, and admins;
 * - 'admin': admins only (403 for everyone else);
 * - 'handler': the handler checks, for a rule of its own (say why beside the route).
 * Another company's id is a 404 for its members, so the path does not tell which companies exist.
 */
export type CompanyAccess = CompanyAbility | 'member' | 'admin' | 'handler';

declare module 'fastify' {
  interface FastifyContextConfig {
    company?: CompanyAccess;
  }
}

/** The paths whose `:companyId` names the company the request is about. */
const COMPANY_PATH = /^\/v1\/(company|users)\/:companyId(\/|$)/;

function guard(access: Exclude<CompanyAccess, 'handler'>) {
  return async (req: FastifyRequest) => {
    const companyId = (req.params as { companyId: number }).companyId;
    if (access === 'admin') requireRole(req, ROLE.ADMIN);
    else if (access === 'member') assertCompanyAccess(requireUser(req), companyId);
    else assertCompanyPermission(requireUser(req), companyId, can(access));
  };
}

export const companyAccessPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onRoute', (route) => {
    if (!COMPANY_PATH.test(route.url)) return;
    const access = (route.config as { company?: CompanyAccess } | undefined)?.company;
    if (!access) throw new Error(`${route.method} ${route.url} is about one company: declare config.company`);
    if (access === 'handler') return;
    const preHandler = route.preHandler ? [route.preHandler].flat() : [];
    route.preHandler = [guard(access), ...preHandler];
  });
});
