import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { paginated } from '@triptender/contract/common';
import { ROLE } from '@triptender/contract/enums';
import {
  adminPayment,
  adminPaymentsQuery,
  checkoutBody,
  checkoutOptions,
  checkoutResponse,
} from '@triptender/contract/payments';
import { forbidden } from '../../lib/errors.ts';
import { moduleRoutes } from '../../lib/route.ts';
import { canPayByCard, type CompanyActor, requireCompanyPermission, requireRole } from '../auth/permissions.ts';
import { idempotencyHeaders, replayable } from '../purchases/replay.ts';
import { listAdminPayments } from './admin-payments.ts';
import { createCheckout, getCheckoutOptions } from './checkout.ts';
import { refundCardPayment } from './refund.ts';
import { createStripeClient } from './stripe-client.ts';
import { stripeWebhookRoute } from './webhook-route.ts';

const CONFIGURATION =
  'Card top-ups need `STRIPE_SECRET_KEY` and `STRIPE_WEBHOOK_SECRET` (`STRIPE_API_URL` optionally points the ' +
  'SDK at a local stand-in); without them the wallet shows card top-ups as not configured.';

// the pattern lib/idempotency.ts accepts, checked before Stripe is asked for a session
const checkoutHeaders = z.looseObject({
  'idempotency-key': z
    .string()
    .regex(/^[A-Za-z0-9_\-:.]{1,255}$/, 'The Idempotency-Key header must be 1-255 letters, digits or -_:.')
    .optional()
    .describe('Any unique string (1-255 of A-Z a-z 0-9 _ - : .); a repeat with the same key returns the first answer'),
});

/** A Manager or Finance member of the company in the path; anyone else, another company's members too, gets 403. */
function requirePayer(req: FastifyRequest, companyId: number): CompanyActor {
  const actor = requireCompanyPermission(req, canPayByCard);
  if (actor.companyId !== companyId) throw forbidden();
  return actor;
}

export const paymentRoutes = moduleRoutes('payments', async (route, app) => {
  const stripe = createStripeClient(app.config.stripe);
  const { secretKey, webhookSecret } = app.config.stripe;
  if (Boolean(secretKey) !== Boolean(webhookSecret)) {
    app.log.warn('Card top-ups are off: set both STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET (docs/configuration.md).');
  }

  route.get(
    '/company/:companyId/checkout/options',
    { company: 'handler', response: checkoutOptions, errors: [403] },
    'What the wallet offers for a card top-up (Managers, Finance)',
    '`enabled` is false when this server has no Stripe keys. `packs_cents` are the top-up packs the admin set ' +
      '(settings `top_up_pack_1_cents`..`_3_cents`) that can be paid now; a custom amount is whole dollars from ' +
      `\`min_cents\` (the request price, rounded up) to \`max_cents\` ($10,000). ${CONFIGURATION} ` +
      'An Agent, or a member of another company, gets 403.',
    async (req) => {
      requirePayer(req, req.params.companyId);
      return getCheckoutOptions({ db: app.db, enabled: stripe !== null });
    },
  );

  route.post(
    '/company/:companyId/checkout',
    {
      company: 'handler',
      headers: checkoutHeaders,
      body: checkoutBody,
      response: { 201: checkoutResponse },
      errors: [403, 409, 422, 503],
    },
    'Start a card top-up: a Stripe Checkout session (Managers, Finance)',
    'Creates a Stripe Checkout session for `amount_cents` (whole dollars, from the request price to $10,000: ' +
      'otherwise 422 naming the range) and a pending card payment, and answers the session id and the ' +
      '`checkout_url` to send the browser to. Stripe brings the customer back to ' +
      '`/company/wallet?checkout=success&session_id=...` or `?checkout=cancelled`; the wallet is credited when ' +
      "Stripe's webhook (POST /v1/webhooks/stripe) reports the session paid, not by this call. An Agent, or a " +
      `member of another company, gets 403. 409 when card top-ups are not configured. ${CONFIGURATION} ` +
      '503 when Stripe cannot be reached (nothing is charged). Send an `Idempotency-Key` header: a repeat returns ' +
      'the first session.',
    async (req) => {
      const actor = requirePayer(req, req.params.companyId);
      const result = await createCheckout({
        db: app.db,
        stripe,
        log: req.log,
        actor,
        companyId: req.params.companyId,
        amountCents: req.body.amount_cents,
        idempotencyKey: req.headers['idempotency-key'],
        publicUrl: app.config.publicUrl,
      });
      return result.body;
    },
  );

  await app.register(stripeWebhookRoute, { webhookSecret });

  route.get(
    '/admin/payments',
    { querystring: adminPaymentsQuery, response: paginated(adminPayment), errors: [403, 422], tag: 'admin' },
    'Card payments (admin)',
    'Every card top-up, newest first, with its company, Stripe session and PaymentIntent, receipt number ' +
      'and refund. Filters: status (pending, paid, failed, expired, refunded) and search (part of the ' +
      'company name).',
    async (req) => {
      requireRole(req, ROLE.ADMIN);
      return listAdminPayments({ db: app.db, query: req.query });
    },
  );

  route.post(
    '/admin/payments/:id/refund',
    { headers: idempotencyHeaders, response: adminPayment, errors: [403, 404, 409, 422, 503], tag: 'admin' },
    'Refund a card top-up to the card (admin)',
    "Refunds the whole top-up through Stripe's refund API and debits the wallet by the same amount, in one " +
      'transaction. Only a paid top-up (409 otherwise), and only while the wallet still holds its amount: a ' +
      'refund of credit already spent is refused with 409 and a message naming what the wallet holds and what ' +
      'was spent; nothing changes and Stripe is not called. 409 also when Stripe refuses; 503 when it cannot be ' +
      'reached. Send an `Idempotency-Key` header: a repeat returns the first answer.',
    async (req) => {
      const actor = requireRole(req, ROLE.ADMIN);
      const result = await refundCardPayment({
        db: app.db,
        stripe,
        log: req.log,
        actor,
        paymentId: req.params.id,
        idempotencyKey: req.headers['idempotency-key'],
      });
      return replayable(adminPayment, result);
    },
  );
});
