import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { paths } from '@triptender/contract/paths';
import {
  CHECKOUT_MAX_CENTS,
  CHECKOUT_MESSAGES,
  checkoutAmountMessage,
  checkoutMinCents,
  type CheckoutOptions,
  type CheckoutResponse,
  isCheckoutAmount,
} from '@triptender/contract/payments';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { cardPayments, idempotencyKeys } from '../../db/schema.ts';
import { AppError, conflict, invalid } from '../../lib/errors.ts';
import { type IdempotentResult, withIdempotency } from '../../lib/idempotency.ts';
import { getSettings } from '../../lib/settings.ts';
import type { CompanyActor } from '../auth/permissions.ts';
import type { StripeClient } from './stripe-client.ts';

const PACK_KEYS = ['top_up_pack_1_cents', 'top_up_pack_2_cents', 'top_up_pack_3_cents'] as const;

/** The line the customer sees on Stripe's page and statement. */
const CHECKOUT_PRODUCT_NAME = 'TripTender credit';

/** What the wallet offers: the admin's packs that can be paid now (at least the request price), and the range. */
export async function getCheckoutOptions(opts: { db: Db; enabled: boolean }): Promise<CheckoutOptions> {
  const settings = await getSettings(opts.db);
  const min = checkoutMinCents(settings.request_price_cents);
  const packs = PACK_KEYS.map((k) => settings[k]).filter((c) => isCheckoutAmount(c, min));
  return {
    enabled: opts.enabled,
    packs_cents: [...new Set(packs)].sort((a, b) => a - b),
    min_cents: min,
    max_cents: CHECKOUT_MAX_CENTS,
  };
}

/**
 * Starts a card top-up: a pending card payment and its Stripe Checkout session, whose url the
 * browser is sent to. The wallet is credited later, once, by the webhook (webhook.ts).
 *
 * No transaction is held open while Stripe is called (on the embedded database that would stall
 * every other request): the payment row is inserted first (its id goes into the session's metadata),
 * the session is created, and then the row gets the session id in the transaction that remembers the
 * Idempotency-Key answer. A failed call to Stripe removes the row again.
 */
export async function createCheckout(opts: {
  db: Db;
  stripe: StripeClient | null;
  log: FastifyBaseLogger;
  actor: CompanyActor;
  companyId: number;
  amountCents: number;
  idempotencyKey: string | undefined;
  publicUrl: string;
}): Promise<IdempotentResult<CheckoutResponse>> {
  const { db, stripe, actor, companyId, amountCents } = opts;
  if (!stripe) throw conflict(CHECKOUT_MESSAGES.notConfigured);
  const settings = await getSettings(db);
  const min = checkoutMinCents(settings.request_price_cents);
  if (!isCheckoutAmount(amountCents, min)) throw invalid('amount_cents', checkoutAmountMessage(min));

  const scope = `checkout:${companyId}`;
  const key = opts.idempotencyKey;
  if (key !== undefined) {
    // a repeat of an answered call: the same session again, without asking Stripe for another
    const [stored] = await db
      .select({ status: idempotencyKeys.status_code, response: idempotencyKeys.response })
      .from(idempotencyKeys)
      .where(
        and(eq(idempotencyKeys.user_id, actor.id), eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)),
      );
    if (stored) return { status: stored.status, body: stored.response as CheckoutResponse, replayed: true };
  }

  const [payment] = await db
    .insert(cardPayments)
    .values({
      company_id: companyId,
      amount_cents: amountCents,
      currency: 'usd',
      status: 'pending',
      // unique until Stripe names the session, a moment later
      session_id: `unsent_${randomUUID()}`,
      created_by: actor.id,
    })
    .returning({ id: cardPayments.id });
  const paymentId = payment!.id;

  const wallet = `${opts.publicUrl}${paths.company.wallet}`;
  let session: { id: string; url: string | null };
  try {
    session = await stripe.checkout.sessions.create(
      {
        mode: 'payment',
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: 'usd',
              unit_amount: amountCents,
              product_data: { name: CHECKOUT_PRODUCT_NAME, description: 'Prepaid credit for buying trip requests' },
            },
          },
        ],
        client_reference_id: String(paymentId),
        metadata: { company_id: String(companyId), card_payment_id: String(paymentId) },
        payment_intent_data: {
          metadata: { company_id: String(companyId), card_payment_id: String(paymentId) },
        },
        customer_email: actor.email,
        success_url: `${wallet}?checkout=success&session_id={CHECKOUT_SESSION_ID}`,
        cancel_url: `${wallet}?checkout=cancelled`,
      },
      { idempotencyKey: `triptender-checkout-${paymentId}` },
    );
  } catch (err) {
    await db.delete(cardPayments).where(eq(cardPayments.id, paymentId));
    opts.log.error({ err, paymentId }, 'Stripe refused or failed to create a Checkout session');
    throw new AppError('UNAVAILABLE', CHECKOUT_MESSAGES.stripeUnavailable);
  }
  if (!session.url) {
    await db.delete(cardPayments).where(eq(cardPayments.id, paymentId));
    opts.log.error({ paymentId, sessionId: session.id }, 'Stripe returned a Checkout session without a url');
    throw new AppError('UNAVAILABLE', CHECKOUT_MESSAGES.stripeUnavailable);
  }
  const checkoutUrl = session.url;

  const result = await withIdempotency({ db, userId: actor.id, scope, key, status: 201 }, async (tx) => {
    await tx.update(cardPayments).set({ session_id: session.id }).where(eq(cardPayments.id, paymentId));
    return { session_id: session.id, checkout_url: checkoutUrl };
  });
  // a concurrent call with the same key answered first: its session is the one the client follows
  if (result.replayed) await db.delete(cardPayments).where(eq(cardPayments.id, paymentId));
  return result;
}
