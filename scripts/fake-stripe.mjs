// The local Stripe stand-in (apps/api/test/fake-stripe.ts, loaded through tsx) for the browser
// journeys and for trying card top-ups without a Stripe account:
//   node scripts/fake-stripe.mjs [port] [--webhook http://localhost:3000/v1/webhooks/stripe]
// prints the STRIPE_* variables to start the API with. With --webhook, paying on its test checkout page
// also sends the signed checkout.session.completed event there, as Stripe does, so the wallet is
// credited. scripts/e2e-server.mjs starts one inside the e2e server's process (without --webhook: the
// journeys sign and send their webhooks themselves, e2e/card-top-up.spec.ts).
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';

/** Test values only: the stand-in accepts this key, and the e2e journeys sign webhooks with this secret. */
export const E2E_STRIPE = { secretKey: 'sk_test_triptender_e2e', webhookSecret: 'whsec_triptender_e2e' };

/** Starts the stand-in on 127.0.0.1 (a free port unless one is given). */
export async function startFakeStripe(opts = {}) {
  // loaded only here, so the journeys can import the secrets without tsx
  const { tsImport } = await import('tsx/esm/api');
  const mod = await tsImport('../apps/api/test/fake-stripe.ts', import.meta.url);
  return mod.startFakeStripe({ secretKey: E2E_STRIPE.secretKey, ...opts });
}

/** Stripe's checkout.session.completed event for a paid session, and its signature as Stripe signs it. */
export async function completedEvent(session, id = `evt_test_${randomBytes(12).toString('hex')}`) {
  const { default: Stripe } = await import('stripe');
  const payload = JSON.stringify({
    id,
    object: 'event',
    type: 'checkout.session.completed',
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    data: { object: session },
  });
  return {
    payload,
    signature: Stripe.webhooks.generateTestHeaderString({ payload, secret: E2E_STRIPE.webhookSecret }),
  };
}

/** Sends the completed event of a paid session to `url`. */
async function sendCompleted(url, session) {
  const { payload, signature } = await completedEvent(session);
  try {
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      body: payload,
    });
    console.log(`webhook for ${session.id}: ${res.status} ${await res.text()}`);
  } catch (err) {
    console.error(`webhook for ${session.id} not delivered to ${url}: ${err.message}`);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { values, positionals } = parseArgs({ options: { webhook: { type: 'string' } }, allowPositionals: true });
  const port = Number(positionals[0] ?? 12111);
  const onPaid = values.webhook ? (session) => void sendCompleted(values.webhook, session) : undefined;
  const fake = await startFakeStripe({ port, onPaid });
  console.log(`Stripe stand-in on ${fake.url}. Start the API with:`);
  console.log(
    `  STRIPE_API_URL=${fake.url} STRIPE_SECRET_KEY=${E2E_STRIPE.secretKey} STRIPE_WEBHOOK_SECRET=${E2E_STRIPE.webhookSecret}`,
  );
  console.log(
    values.webhook
      ? `Paying on its checkout page sends the signed webhook to ${values.webhook}.`
      : 'Its checkout page sends no webhook: add --webhook <PUBLIC_URL>/v1/webhooks/stripe to have it sent.',
  );
}
