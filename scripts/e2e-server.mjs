// The server the browser journeys run against: the production build on a fresh demo database.
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const dataDir = path.resolve(root, process.env.E2E_DATA_DIR ?? '.tmp/e2e-data');
fs.rmSync(dataDir, { recursive: true, force: true });
process.env.DATA_DIR = dataDir;
process.env.NODE_ENV = 'production';
process.env.LOG_LEVEL ??= 'warn';
// one process: it runs in this one (the cluster would run this script again in each worker)
process.env.WORKERS ??= '1';
// each test sends its own client address in X-Forwarded-For (e2e/fixtures.ts), as users behind a proxy do
process.env.TRUST_PROXY ??= '1';
// journeys post many requests for the demo traveller's email; the hourly limit per email has its own API test
process.env.GUEST_REQUESTS_PER_EMAIL_HOUR ??= '100';
// journeys on a busy machine must not meet the embedded database's fast 503s (apps/api/src/db/query-queue.test.ts has them)
process.env.PGLITE_QUEUE_WAIT_MS ??= '60000';
process.env.PUBLIC_URL ??= `http://localhost:${process.env.PORT ?? 3100}`;
if (
  !fs.existsSync(path.join(root, 'apps/api/dist/main.js')) ||
  !fs.existsSync(path.join(root, 'apps/web/dist/index.html'))
) {
  console.error('Build first: npm run build');
  process.exit(1);
}
// card top-ups against the local Stripe stand-in, unless real test keys were given
if (!process.env.STRIPE_SECRET_KEY) {
  const { E2E_STRIPE, startFakeStripe } = await import('./fake-stripe.mjs');
  const fake = await startFakeStripe({ port: Number(process.env.E2E_STRIPE_PORT ?? 0) });
  process.env.STRIPE_API_URL = fake.url;
  process.env.STRIPE_SECRET_KEY = E2E_STRIPE.secretKey;
  process.env.STRIPE_WEBHOOK_SECRET = E2E_STRIPE.webhookSecret;
}
await import(path.join(root, 'apps/api/dist/main.js'));
