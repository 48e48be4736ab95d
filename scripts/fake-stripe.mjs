// The local Stripe stand-in (apps/api/test/fake-stripe.ts, loaded through tsx) for the browser
// journeys and for trying card top-ups without a Stripe account:
//   node scripts/fake-stripe.mjs [port]   prints the STRIPE_* variables to start the API with
// scripts/e2e-server.mjs starts one inside the e2e server's process and hands the app these test secrets; the
// journeys sign their webhooks with the same webhook secret (e2e/card-top-up.spec.ts).
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

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const port = Number(process.argv[2] ?? 12111);
  const fake = await startFakeStripe({ port });
  console.log(`Stripe stand-in on ${fake.url}. Start the API with:`);
  console.log(
    `  STRIPE_API_URL=${fake.url} STRIPE_SECRET_KEY=${E2E_STRIPE.secretKey} STRIPE_WEBHOOK_SECRET=${E2E_STRIPE.webhookSecret}`,
  );
}
