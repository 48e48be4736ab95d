import type { FastifyRequest } from 'fastify';
import { type CompanyRoleId, ROLE, type RoleId } from '@triptender/contract/enums';
import { type CompanyAbility, companyRoleCan } from '@triptender/contract/team';
import type { Db } from '../../db/client.ts';
import { forbidden, notFound, unauthenticated } from '../../lib/errors.ts';

/** Who is calling: resolved from the bearer token by the auth plugin. */
export type Actor = {
  id: number;
  role: RoleId;
  companyId: number | null;
  companyRole: CompanyRoleId | null;
  sessionId: number;
  firstName: string;
  email: string;
};
export type CompanyActor = Actor & { companyId: number; companyRole: CompanyRoleId };

/** A change to one company by a signed-in user: the route's actor, the path's company and the body. */
export type CompanyChange<Body> = { db: Db; actor: Actor; companyId: number; body: Body };

declare module 'fastify' {
  interface FastifyRequest {
    actor: Actor | null;
  }
}

export function requireUser(req: FastifyRequest): Actor {
  if (!req.actor) throw unauthenticated();
  return req.actor;
}

export function requireRole(req: FastifyRequest, ...roles: RoleId[]): Actor {
  const actor = requireUser(req);
  if (!roles.includes(actor.role)) throw forbidden();
  return actor;
}

export const isAdmin = (actor: Actor) => actor.role === ROLE.ADMIN;
export const isTraveller = (actor: Actor) => actor.role === ROLE.TRAVELLER;
export const isCompanyMember = (actor: Actor): actor is CompanyActor =>
  actor.role === ROLE.COMPANY && actor.companyId !== null && actor.companyRole !== null;

// What each company role may do is one table in the contract, read by the API here and by the web
// app to hide what a role cannot do. Manager: everything. Agent: buy, quote, chat. Finance: wallet.
export const can = (ability: CompanyAbility) => (actor: Actor) =>
  isCompanyMember(actor) && companyRoleCan(actor.companyRole, ability);

export const canBuyLeads = can('buyLeads');
export const canSendQuotes = can('sendQuotes');
export const canWriteAsCompany = can('chat');
export const canManageTeam = can('manageTeam');
export const canEditCompanyProfile = can('editProfile');
export const canReportBadLeads = can('reportBadLeads');
export const canViewWallet = can('viewWallet');
export const canPayByCard = can('payByCard');
export const canViewReceipts = can('viewReceipts');
export const canEditBilling = can('editBilling');
export const canSetSpendingLimits = can('setSpendingLimits');

/** A company member allowed to do something; 403 for another role or company role. */
export function requireCompanyPermission(req: FastifyRequest, allowed: (actor: Actor) => boolean): CompanyActor {
  const actor = requireRole(req, ROLE.COMPANY);
  if (!isCompanyMember(actor) || !allowed(actor)) throw forbidden();
  return actor;
}

/**
 * For paths that carry a company id: members of that company pass, admins pass, anyone else gets
 * a 404 so the path does not reveal which companies exist.
 */
export function assertCompanyAccess(actor: Actor, companyId: number): void {
  if (isAdmin(actor)) return;
  if (actor.companyId !== companyId) throw notFound();
}

/**
 * For paths that carry a company id and an action only some company roles may take: another
 * company's id is a 404 (as assertCompanyAccess), a member whose role may not act gets a 403,
 * admins always pass.
 */
export function assertCompanyPermission(actor: Actor, companyId: number, allowed: (actor: Actor) => boolean): void {
  assertCompanyAccess(actor, companyId);
  if (!isAdmin(actor) && !allowed(actor)) throw forbidden();
}

/**
 * The calling user, for a request about one company (its id in the path or the body):
 * assertCompanyAccess, or with `allowed` assertCompanyPermission (401 without a login).
 */
export function requireCompanyAccess(
  req: FastifyRequest,
  companyId: number,
  allowed?: (actor: Actor) => boolean,
): Actor {
  const actor = requireUser(req);
  if (allowed) assertCompanyPermission(actor, companyId, allowed);
  else assertCompanyAccess(actor, companyId);
  return actor;
}

/** For paths that carry a user id: that user passes, admins pass, anyone else gets a 404. */
export function assertUserAccess(actor: Actor, userId: number): void {
  if (isAdmin(actor)) return;
  if (actor.id !== userId) throw notFound();
}
