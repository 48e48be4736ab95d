import { and, eq } from 'drizzle-orm';
import type { GrantedBadge } from '@triptender/contract/enums';
import type { Db } from '../../db/client.ts';
import { companyBadges } from '../../db/schema.ts';
import { recordAudit } from '../../lib/audit.ts';

/**
 * Grants or revokes an admin-granted badge (Premium Partner, Licensed Tour Operator), recording a change
 * in the audit log; nothing happens when the badge is already so. Call it inside the caller's transaction.
 */
export async function switchGrantedBadge(
  tx: Db,
  opts: { companyId: number; badge: GrantedBadge; granted: boolean; actorUserId: number | null },
): Promise<void> {
  const changed = opts.granted
    ? await tx
        .insert(companyBadges)
        .values({ company_id: opts.companyId, badge: opts.badge, granted_by: opts.actorUserId })
        .onConflictDoNothing()
        .returning({ badge: companyBadges.badge })
    : await tx
        .delete(companyBadges)
        .where(and(eq(companyBadges.company_id, opts.companyId), eq(companyBadges.badge, opts.badge)))
        .returning({ badge: companyBadges.badge });
  if (changed.length > 0) {
    await recordAudit(tx, {
      actorUserId: opts.actorUserId,
      action: opts.granted ? 'company.badge_granted' : 'company.badge_revoked',
      entityType: 'company',
      entityId: opts.companyId,
      companyId: opts.companyId,
      data: { badge: opts.badge },
    });
  }
}
