import type { Db } from '../db/client.ts';
import { auditLog } from '../db/schema.ts';

export type AuditAction =
  | 'purchase.created'
  | 'purchase.refunded'
  /** A purchase missed its quote deadline and gave its buyer slot back (domain/response-clock.ts). */
  | 'purchase.slot_released'
  | 'wallet.top_up'
  /** A card top-up credited by Stripe's webhook (modules/payments/webhook.ts). */
  | 'wallet.card_top_up'
  /** A card top-up refunded to the card by the admin (modules/payments/refund.ts). */
  | 'card_payment.refunded'
  | 'wallet.welcome_credit'
  | 'lead.deleted'
  /** The admin merged a duplicate request into the traveller's other one (modules/admin/lead-merge.ts). */
  | 'lead.merged'
  /** An address bounced permanently: its leads' buyers were refunded (modules/purchases/auto-refunds.ts). */
  | 'email.bounced'
  | 'user.created'
  | 'user.role_changed'
  | 'user.disabled'
  /** An account was deleted by its owner or by the admin on request (modules/privacy, decision 024). */
  | 'user.deleted'
  | 'company.created'
  | 'company.badge_granted'
  | 'company.badge_revoked'
  | 'company.licence_verified'
  | 'company.licence_unverified'
  /** A Manager changed the monthly spending limit or the low-balance alert (modules/companies/spending-limits.ts). */
  | 'company.spending_limits_updated'
  /** A Manager turned auto-buy on or off or changed its budget (modules/auto-buy). */
  | 'company.auto_buy_updated'
  /** Auto-buy paused itself after automatic purchases in a row missed their quote deadline (domain/auto-buy.ts). */
  | 'company.auto_buy_paused'
  /** A Manager saved the company's lead preferences (modules/marketplace/lead-preferences.ts). */
  | 'company.lead_preferences_updated'
  | 'settings.updated'
  | 'settings.exchange_rates_updated'
  /** TripTender's details printed on receipts (modules/receipts/issuer.ts). */
  | 'settings.receipt_issuer_updated'
  /** A company's billing details printed on its receipts (modules/receipts/billing.ts). */
  | 'company.billing_updated'
  | 'bad_lead.reported'
  | 'bad_lead.confirmed'
  | 'bad_lead.rejected'
  | 'email.retried'
  /** A job queued in the outbox (lib/outbox.ts) failed after every retry (modules/notifications/outbox-worker.ts). */
  | 'outbox_job.failed'
  /** 30 failed logins from one address in 15 minutes: it is slowed down (modules/auth/login-throttle.ts). */
  | 'login.address_slowed'
  /** Guest trip requests in the last hour passed GUEST_REQUESTS_ALERT_PER_HOUR (modules/leads/guest-limits.ts). */
  | 'guest_requests.spike';

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
