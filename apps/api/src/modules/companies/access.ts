import { forbidden } from '../../lib/errors.ts';
import { type Actor, assertCompanyAccess, isAdmin } from '../auth/permissions.ts';

/**
 * For paths that carry a company id and an action only some company roles may take: another
 * company's id is a 404 (as assertCompanyAccess), a member whose role may not act gets a 403,
 * admins always pass.
 */
export function assertCompanyPermission(actor: Actor, companyId: number, allowed: (actor: Actor) => boolean): void {
  assertCompanyAccess(actor, companyId);
  if (!isAdmin(actor) && !allowed(actor)) throw forbidden();
}
