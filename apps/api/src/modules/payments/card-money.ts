// The one way money moves for a card payment, a top-up credited (webhook.ts) or refunded to the card
// (refund.ts): its wallet line (purchases/ledger.ts), the payment's new state, and the audit entry that
// names both, in the transaction of the event.
import { eq } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { cardPayments } from '../../db/schema.ts';
import { type AuditAction, recordAudit } from '../../lib/audit.ts';
import { postLedgerEntry } from '../purchases/ledger.ts';

type LedgerLine = Omit<Parameters<typeof postLedgerEntry>[1], 'companyId'>;

/** Posts the payment's ledger line, then sets what `set` makes of its id, then records the audit entry. */
export async function moveCardMoney(
  tx: Db,
  payment: { id: number; company_id: number },
  step: {
    ledger: LedgerLine;
    set: (ledgerId: number) => PgUpdateSetSource<typeof cardPayments>;
    audit: { actorUserId: number | null; action: AuditAction; data: Record<string, unknown> };
  },
): Promise<void> {
  const ledger = await postLedgerEntry(tx, { companyId: payment.company_id, ...step.ledger });
  await tx.update(cardPayments).set(step.set(ledger.id)).where(eq(cardPayments.id, payment.id));
  await recordAudit(tx, {
    actorUserId: step.audit.actorUserId,
    action: step.audit.action,
    entityType: 'card_payment',
    entityId: payment.id,
    companyId: payment.company_id,
    data: { ...step.audit.data, ledger_id: ledger.id },
  });
}
