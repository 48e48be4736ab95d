// What the API tests send to POST /v1/webhooks/stripe: Stripe events around Checkout sessions of the
// stand-in (fake-stripe.ts), signed with the SDK's own generateTestHeaderString as Stripe signs them.
import Stripe from 'stripe';
import { afterAll, beforeAll } from 'vitest';
import { type FakeStripe, newId, startFakeStripe } from './fake-stripe.ts';

/** A Stripe event (the snapshot payload a webhook carries) around a Checkout session. */
export function checkoutEvent(type: string, session: object, id = newId('evt')): Record<string, unknown> {
  return {
    id,
    object: 'event',
    api_version: '2026-10-28.endive',
    created: Math.floor(Date.now() / 1000),
    type,
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    data: { object: session },
  };
}

/** The secrets a test server and its stand-in share (test values; Stripe never sees them). */
export const FAKE_STRIPE_SECRETS = { secretKey: 'sk_test_triptender_fake', webhookSecret: 'whsec_triptender_fake' };

/** The environment that points the API at a running stand-in. */
export const fakeStripeEnv = (fake: Pick<FakeStripe, 'url'>, secrets = FAKE_STRIPE_SECRETS) => ({
  STRIPE_SECRET_KEY: secrets.secretKey,
  STRIPE_WEBHOOK_SECRET: secrets.webhookSecret,
  STRIPE_API_URL: fake.url,
});

/** A webhook delivery as Stripe makes it: the JSON body and its Stripe-Signature, signed by the SDK. */
export function signedWebhook(event: object, secret = FAKE_STRIPE_SECRETS.webhookSecret) {
  const payload = JSON.stringify(event);
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret });
  return { payload, headers: { 'content-type': 'application/json', 'stripe-signature': signature } };
}

/**
 * A test file's own stand-in: started before the file's app (hand the returned environment to
 * `harness({ env })`: the app is built on the file's first test, after this hook), given to `ready`,
 * and closed after the file.
 */
export function useFakeStripe(ready: (stripe: FakeStripe) => void): Record<string, string> {
  const env: Record<string, string> = {};
  let stripe: FakeStripe | undefined;
  beforeAll(async () => {
    stripe = await startFakeStripe({ secretKey: FAKE_STRIPE_SECRETS.secretKey });
    Object.assign(env, fakeStripeEnv(stripe));
    ready(stripe);
  });
  afterAll(() => stripe?.close());
  return env;
}
