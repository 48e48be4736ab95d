import { createECDH } from 'node:crypto';
import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './scripts/chromium.mjs';

const port = Number(process.env.E2E_PORT ?? 3100);
// the server's database and mail folder, wiped when it starts: a run on another port gets its own, so
// two runs side by side (E2E_PORT) never wipe each other's; the workers read it too (e2e/fixtures.ts)
process.env.E2E_DATA_DIR ??= port === 3100 ? '.tmp/e2e-data' : `.tmp/e2e-data-${port}`;

// Web Push on (decision 032) with a P-256 key pair made here, as `npm run cli -- vapid-keys` makes one
// (the server takes the caller's VAPID_* instead when they are set)
function testVapidKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    VAPID_PUBLIC_KEY: ecdh.getPublicKey('base64url'),
    VAPID_PRIVATE_KEY: Buffer.from(ecdh.getPrivateKey('hex').padStart(64, '0'), 'hex').toString('base64url'),
    VAPID_SUBJECT: 'mailto:e2e@triptender.example',
  };
}
const vapidEnv = process.env.VAPID_PUBLIC_KEY ? {} : testVapidKeys();

// Journeys run in Debian's Chromium (no browser download) against the production build.
export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : 3,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  // CI shares a busy 2-core machine where a journey can take several times longer than on an idle
  // one: the limits are generous there, so a test fails on a wrong screen, not on a slow one.
  timeout: process.env.CI ? 90_000 : 45_000,
  expect: { timeout: process.env.CI ? 20_000 : 10_000 },
  use: {
    baseURL: `http://localhost:${port}`,
    // a trace records every action's snapshots and a screencast: a quarter of the suite's CPU on CI's
    // 2 cores (docs/benchmarks.md, "The browser journeys"), so CI records one only for a failed test's retry
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromiumPath,
      args: chromiumArgs,
    },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined } },
    // a Pixel 7's viewport, touch and user agent; its 2.6 device pixels per CSS pixel would only make
    // Chromium paint seven times the pixels for the same layout
    { name: 'mobile', use: { ...devices['Pixel 7'], deviceScaleFactor: 1, channel: undefined }, grep: /@mobile/ },
  ],
  webServer: {
    command: 'node scripts/e2e-server.mjs',
    url: `http://localhost:${port}/healthz`,
    reuseExistingServer: false,
    timeout: 300_000, // the server migrates and seeds a fresh database first: minutes on a loaded machine
    env: { PORT: String(port), E2E_DATA_DIR: process.env.E2E_DATA_DIR, ...vapidEnv },
  },
});
