// A card top-up as the Stripe webhook leaves it (modules/payments/webhook.ts), for tests of what follows
// a payment: the card_payments row paid, its credit posted through the ledger and its receipt issued,
// in one transaction. The webhook's own path is tested with the fake Stripe (test/fake-stripe.ts).
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../src/db/client.ts';
import { cardPayments } from '../src/db/schema.ts';
import { postLedgerEntry } from '../src/modules/purchases/ledger.ts';
import { issueReceipt } from '../src/modules/receipts/issue-receipt.ts';

export type PaidCardPayment = { paymentId: number; ledgerId: number; receipt: { id: number; number: string } };

/**
 * Pays a card top-up of `amountCents` for a company and issues its receipt. `paidAt` defaults to now
 * (the webhook's time); `inside` runs last in the same transaction (throw there to roll it all back).
 */
export async function payByCard(
  db: Db,
  opts: { companyId: number; amountCents: number; paidAt?: Date; inside?: (tx: Db) => Promise<void> },
): Promise<PaidCardPayment> {
  return db.transaction(async (tx) => {
    const id = randomBytes(6).toString('hex');
    const [payment] = await tx
      .insert(cardPayments)
      .values({
        company_id: opts.companyId,
        amount_cents: opts.amountCents,
        session_id: `cs_test_${id}`,
        status: 'paid',
        payment_intent: `pi_test_${id}`,
        paid_at: opts.paidAt ?? new Date(),
      })
      .returning({ id: cardPayments.id });
    const ledger = await postLedgerEntry(tx, {
      companyId: opts.companyId,
      kind: 'card_top_up',
      amountCents: opts.amountCents,
      actorUserId: null,
      note: 'Card payment',
      ...(opts.paidAt ? { at: opts.paidAt } : {}),
    });
    await tx.update(cardPayments).set({ ledger_id: ledger.id }).where(eq(cardPayments.id, payment!.id));
    const receipt = await issueReceipt(tx, { paymentId: payment!.id });
    await opts.inside?.(tx);
    return { paymentId: payment!.id, ledgerId: ledger.id, receipt };
  });
}
