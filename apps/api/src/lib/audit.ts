import type { Db } from '../db/client.ts';
import { auditLog } from '../db/schema.ts';

export type AuditAction =
  | 'purchase.created'
  | 'purchase.refunded'
  | 'wallet.top_up'
  | 'wallet.welcome_credit'
  | 'lead.deleted'
  | 'user.created'
  | 'user.role_changed'
  | 'user.disabled'
  | 'company.created'
  | 'company.badge_granted'
  | 'company.badge_revoked'
  | 'company.licence_verified'
  | 'company.licence_unverified'
  | 'settings.updated'
  | 'bad_lead.reported'
  | 'bad_lead.confirmed'
  | 'bad_lead.rejected'
  | 'email.retried'
  /** A job queued in the outbox (lib/outbox.ts) failed after every retry (modules/notifications/outbox-worker.ts). */
  | 'outbox_job.failed';

/** Appends to the audit log; call it inside the transaction of the change it records. */
export async function recordAudit(
  db: Db,
  entry: {
    actorUserId: number | null;
    action: AuditAction;
    entityType: string;
    entityId?: number | null;
    companyId?: number | null;
    data?: Record<string, unknown>;
  },
): Promise<void> {
  await db.insert(auditLog).values({
    actor_user_id: entry.actorUserId,
    action: entry.action,
    entity_type: entry.entityType,
    entity_id: entry.entityId ?? null,
    company_id: entry.companyId ?? null,
    data: entry.data ?? {},
  });
}
