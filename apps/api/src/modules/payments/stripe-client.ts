import Stripe from 'stripe';
import type { Config } from '../../config.ts';

export type StripeClient = Stripe;

/**
 * The Stripe SDK as the configuration asks, or null when card top-ups are not configured (no
 * STRIPE_SECRET_KEY or no STRIPE_WEBHOOK_SECRET: a payment nobody can confirm must not be taken).
 * STRIPE_API_URL points the SDK at a local stand-in (apps/api/test/fake-stripe.ts) through its own
 * host, port and protocol options.
 */
export function createStripeClient(config: Config['stripe']): StripeClient | null {
  if (!config.secretKey || !config.webhookSecret) return null;
  return new Stripe(config.secretKey, {
    // one retry on a network error; the SDK sends an idempotency key with it, and so do we
    maxNetworkRetries: 1,
    timeout: 20_000,
    telemetry: false,
    appInfo: { name: 'TripTender' },
    ...(config.api ? { host: config.api.host, port: config.api.port, protocol: config.api.protocol } : {}),
  });
}

/** Verifies a webhook's Stripe-Signature against the raw body and returns its event; throws when it does not match. */
export function verifyStripeEvent(rawBody: Buffer, signature: string, webhookSecret: string): Stripe.Event {
  return Stripe.webhooks.constructEvent(rawBody, signature, webhookSecret);
}

/** Stripe's own message for a refused API call, or null for a network failure (Stripe never answered). */
export function stripeRefusal(err: unknown): string | null {
  if (err instanceof Stripe.errors.StripeConnectionError) return null;
  if (err instanceof Stripe.errors.StripeAPIError) return null;
  if (err instanceof Stripe.errors.StripeError) return err.message;
  return null;
}
