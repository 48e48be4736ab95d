import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/openapi.ts';
import { verifyStripeEvent } from './stripe-client.ts';
import { handleStripeEvent, STRIPE_WEBHOOK_EVENTS } from './webhook.ts';

export const WEBHOOK_MESSAGES = {
  notConfigured: 'Stripe webhooks are not configured on this server (STRIPE_WEBHOOK_SECRET).',
  missingSignature: 'The Stripe-Signature header is missing.',
  badSignature: 'The Stripe-Signature does not match this body.',
} as const;

/**
 * POST /v1/webhooks/stripe, in a plugin of its own: the signature is computed over the exact bytes
 * Stripe sent, so here (and only here) a JSON body is kept raw instead of parsed.
 */
export const stripeWebhookRoute: FastifyPluginAsyncZod<{ webhookSecret: string | undefined }> = async (
  app,
  { webhookSecret },
) => {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));

  app.post(
    '/webhooks/stripe',
    {
      schema: {
        tags: ['payments'],
        summary: "Stripe's webhook: a card top-up paid, failed or expired",
        description:
          'Register `<PUBLIC_URL>/v1/webhooks/stripe` in the Stripe dashboard with the events ' +
          `${STRIPE_WEBHOOK_EVENTS.map((e) => `\`${e}\``).join(', ')}; its signing secret is ` +
          '`STRIPE_WEBHOOK_SECRET`. The body is the raw event JSON; its `Stripe-Signature` is verified with the ' +
          "SDK's `constructEvent` (a bad or missing signature: 400, nothing changes). A completed session with " +
          '`payment_status: "paid"` (or an async payment that succeeded) of a session this server created credits the ' +
          'wallet once, in the transaction that records the event id: a replay, a second delivery or deliveries at ' +
          'the same moment credit nothing more and still answer 200. A failed or expired session is marked so; the ' +
          'balance is not touched. An unknown session is logged and answered 200; other events are ignored (200).',
        headers: z.looseObject({
          'stripe-signature': z.string().optional().describe('t=<unix time>,v1=<HMAC-SHA256 of "t.body">'),
        }),
        response: {
          200: z.object({ received: z.literal(true), outcome: z.string() }),
          ...errorResponses(400),
        },
      },
    },
    async (req, reply) => {
      if (!webhookSecret) return reply.status(400).send({ message: WEBHOOK_MESSAGES.notConfigured });
      const signature = req.headers['stripe-signature'];
      if (!signature) return reply.status(400).send({ message: WEBHOOK_MESSAGES.missingSignature });
      const body: unknown = req.body;
      const raw = Buffer.isBuffer(body) ? body : typeof body === 'string' ? Buffer.from(body) : Buffer.alloc(0);
      let event;
      try {
        event = verifyStripeEvent(raw, signature, webhookSecret);
      } catch (err) {
        req.log.warn({ err }, 'Stripe webhook with a bad signature');
        return reply.status(400).send({ message: WEBHOOK_MESSAGES.badSignature });
      }
      const outcome = await handleStripeEvent({ db: app.db, event, log: req.log });
      req.log.info({ eventId: event.id, type: event.type, outcome }, 'Stripe webhook');
      return { received: true as const, outcome };
    },
  );
};
