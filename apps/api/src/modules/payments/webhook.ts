import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type Stripe from 'stripe';
import type { Db } from '../../db/client.ts';
import { cardPayments, stripeEvents } from '../../db/schema.ts';
import { issueReceipt } from '../receipts/issue-receipt.ts';
import { moveCardMoney } from './card-money.ts';

/** The webhook events acted on; the endpoint registered in Stripe's dashboard sends these (docs/configuration.md). */
export const STRIPE_WEBHOOK_EVENTS = [
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
  'checkout.session.async_payment_failed',
  'checkout.session.expired',
] as const;

/** What became of an event: every outcome is answered 2xx, so Stripe stops sending it. */
export type WebhookOutcome =
  | 'credited'
  | 'already_handled'
  | 'already_settled'
  | 'unknown_session'
  | 'amount_mismatch'
  | 'awaiting_payment'
  | 'failed'
  | 'expired'
  | 'ignored';

/**
 * Records the event id and runs `effect` in one transaction. The id is the primary key of
 * stripe_events: a replay, a second delivery, or a delivery racing this one (it waits on the
 * uncommitted key, then finds it) inserts nothing and does nothing more.
 */
async function onceForEvent(
  db: Db,
  event: Stripe.Event,
  effect: (tx: Db) => Promise<WebhookOutcome>,
): Promise<WebhookOutcome> {
  return db.transaction(async (tx) => {
    const [first] = await tx
      .insert(stripeEvents)
      .values({ event_id: event.id, type: event.type })
      .onConflictDoNothing()
      .returning({ id: stripeEvents.event_id });
    if (!first) return 'already_handled';
    return effect(tx);
  });
}

/** The card payment of a session this server created, locked for the change; null for a session it does not know. */
async function lockPayment(tx: Db, sessionId: string) {
  const [payment] = await tx.select().from(cardPayments).where(eq(cardPayments.session_id, sessionId)).for('update');
  return payment ?? null;
}

const intentId = (session: Stripe.Checkout.Session) =>
  typeof session.payment_intent === 'string' ? session.payment_intent : (session.payment_intent?.id ?? null);

/**
 * Credits a paid session's top-up to the wallet, once: the ledger entry, the payment marked paid, the
 * audit entry and the receipt (numbered without gaps: modules/receipts) commit with the event's id.
 */
async function creditPaidSession(
  tx: Db,
  session: Stripe.Checkout.Session,
  log: FastifyBaseLogger,
): Promise<WebhookOutcome> {
  const payment = await lockPayment(tx, session.id);
  if (!payment) {
    log.warn({ sessionId: session.id }, 'Stripe reported a paid Checkout session this server did not create');
    return 'unknown_session';
  }
  if (payment.status !== 'pending') return 'already_settled';
  if (session.amount_total !== payment.amount_cents || session.currency !== payment.currency) {
    // never credit other than what was paid; left pending for the admin to look into
    log.error(
      { sessionId: session.id, paymentId: payment.id, paid: session.amount_total, expected: payment.amount_cents },
      'Stripe reported a paid amount that differs from the top-up',
    );
    return 'amount_mismatch';
  }
  const paymentIntent = intentId(session);
  await moveCardMoney(tx, payment, {
    ledger: {
      kind: 'card_top_up',
      amountCents: payment.amount_cents,
      actorUserId: null,
      note: `Paid by card (Stripe Checkout ${session.id})`,
    },
    set: (ledgerId) => ({ status: 'paid', paid_at: sql`now()`, payment_intent: paymentIntent, ledger_id: ledgerId }),
    audit: {
      actorUserId: payment.created_by,
      action: 'wallet.card_top_up',
      data: { amount_cents: payment.amount_cents, session_id: session.id, payment_intent: paymentIntent },
    },
  });
  await issueReceipt(tx, { paymentId: payment.id });
  return 'credited';
}

/** A session that will not be paid: failed (a delayed payment method was declined) or expired. */
async function closeUnpaidSession(
  tx: Db,
  session: Stripe.Checkout.Session,
  status: 'failed' | 'expired',
  log: FastifyBaseLogger,
): Promise<WebhookOutcome> {
  const payment = await lockPayment(tx, session.id);
  if (!payment) {
    log.warn(
      { sessionId: session.id, status },
      'Stripe reported an unpaid Checkout session this server did not create',
    );
    return 'unknown_session';
  }
  if (payment.status !== 'pending') return 'already_settled';
  await tx
    .update(cardPayments)
    .set({ status, failed_at: sql`now()` })
    .where(eq(cardPayments.id, payment.id));
  return status;
}

/**
 * Acts on one verified Stripe event. A completed session is credited only when Stripe says it is
 * paid; one paid by a delayed method (payment_status "unpaid") is credited by its
 * async_payment_succeeded event instead. The balance is never touched by a failed or expired one.
 */
export async function handleStripeEvent(opts: {
  db: Db;
  event: Stripe.Event;
  log: FastifyBaseLogger;
}): Promise<WebhookOutcome> {
  const { db, event, log } = opts;
  switch (event.type) {
    case 'checkout.session.completed':
      if (event.data.object.payment_status !== 'paid') return 'awaiting_payment';
      return onceForEvent(db, event, (tx) => creditPaidSession(tx, event.data.object, log));
    case 'checkout.session.async_payment_succeeded':
      return onceForEvent(db, event, (tx) => creditPaidSession(tx, event.data.object, log));
    case 'checkout.session.async_payment_failed':
      return onceForEvent(db, event, (tx) => closeUnpaidSession(tx, event.data.object, 'failed', log));
    case 'checkout.session.expired':
      return onceForEvent(db, event, (tx) => closeUnpaidSession(tx, event.data.object, 'expired', log));
    default:
      return 'ignored';
  }
}
