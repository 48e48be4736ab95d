import { lockCompany } from '../../lib/company-lock.ts';
import { eq, sql } from 'drizzle-orm';
import { type AdminPayment, CARD_PAYMENT_STATUS_LABELS, REFUND_MESSAGES } from '@triptender/contract/payments';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { cardPayments } from '../../db/schema.ts';
import { AppError, conflict, notFound } from '../../lib/errors.ts';
import { type IdempotentResult, withIdempotency } from '../../lib/idempotency.ts';
import type { Actor } from '../auth/permissions.ts';
import { getBalanceCents } from '../purchases/ledger.ts';
import { getAdminPayment } from './admin-payments.ts';
import { moveCardMoney } from './card-money.ts';
import { type StripeClient, stripeRefusal } from './stripe-client.ts';

/**
 * Refunds a paid card top-up to the card, in full, and debits the wallet by the same amount, never
 * below zero. One transaction holds the payment and the company row from the balance check to the
 * debit, so no purchase can spend the credit between the check and the refund; Stripe is called
 * inside it for that reason (with an idempotency key of its own, so a retry after a failure here
 * gets Stripe's first refund back instead of a second one). A refusal changes nothing.
 */
export async function refundCardPayment(opts: {
  db: Db;
  stripe: StripeClient | null;
  log: FastifyBaseLogger;
  actor: Actor;
  paymentId: number;
  idempotencyKey: string | undefined;
}): Promise<IdempotentResult<AdminPayment>> {
  const { stripe, actor, paymentId, log } = opts;
  return withIdempotency(
    { db: opts.db, userId: actor.id, scope: `card-refund:${paymentId}`, key: opts.idempotencyKey },
    async (tx) => {
      const [payment] = await tx.select().from(cardPayments).where(eq(cardPayments.id, paymentId)).for('update');
      if (!payment) throw notFound('Payment not found.');
      if (payment.status === 'refunded') throw conflict(REFUND_MESSAGES.alreadyRefunded);
      if (payment.status !== 'paid') {
        throw conflict(REFUND_MESSAGES.notPaid(CARD_PAYMENT_STATUS_LABELS[payment.status].toLowerCase()));
      }
      if (!stripe) throw conflict(REFUND_MESSAGES.notConfigured);
      await lockCompany(tx, payment.company_id);
      const balance = await getBalanceCents(tx, payment.company_id);
      if (balance < payment.amount_cents) {
        throw conflict(REFUND_MESSAGES.spent(balance, payment.amount_cents - balance));
      }
      if (!payment.payment_intent) throw conflict(REFUND_MESSAGES.stripeRefused('the payment has no PaymentIntent.'));

      let refund: { id: string };
      try {
        refund = await stripe.refunds.create(
          {
            payment_intent: payment.payment_intent,
            amount: payment.amount_cents,
            reason: 'requested_by_customer',
            metadata: { card_payment_id: String(payment.id), company_id: String(payment.company_id) },
          },
          { idempotencyKey: `triptender-refund-${payment.id}` },
        );
      } catch (err) {
        const reason = stripeRefusal(err);
        log.error({ err, paymentId }, 'Stripe refund failed');
        if (reason) throw conflict(REFUND_MESSAGES.stripeRefused(reason));
        throw new AppError('UNAVAILABLE', REFUND_MESSAGES.stripeUnavailable);
      }

      await moveCardMoney(tx, payment, {
        ledger: {
          kind: 'card_refund',
          amountCents: -payment.amount_cents,
          actorUserId: actor.id,
          note: `Refunded to the card (Stripe refund ${refund.id})`,
        },
        set: () => ({ status: 'refunded', refunded_cents: payment.amount_cents, refunded_at: sql`now()` }),
        audit: {
          actorUserId: actor.id,
          action: 'card_payment.refunded',
          data: { amount_cents: payment.amount_cents, payment_intent: payment.payment_intent, refund_id: refund.id },
        },
      });
      return getAdminPayment(tx, payment.id);
    },
  );
}
