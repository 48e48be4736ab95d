// Web Push in the company portal (decision 032): the portal registers its service worker and swaps in
// its own installable manifest; a Manager sees "Turn on notifications" and chooses each kind's channel and
// quiet hours, which survive a reload. Headless Chromium has no push service, so turning push on is checked
// for what it truly does here: either the subscription is stored (the settings count a device) or the card
// says it failed and nothing is stored. At 1280 px and, @mobile, 375 px; axe clean.
// docs/marketplace.md, "Push notifications".
import type { Page, TestInfo } from '@playwright/test';
import { NOTIFICATION_MESSAGES, type NotificationSettings } from '@triptender/contract/notifications';
import { NOTIFICATION_CHANNEL_LABELS, PUSH_MESSAGES } from '@triptender/contract/push';
import { expectNoAxeViolations } from './axe.ts';
import { expect, loginAs, newCompany, test, uniqueTag } from './fixtures.ts';

async function atWidth(page: Page, info: TestInfo) {
  if (info.project.name === 'mobile') await page.setViewportSize({ width: 375, height: 812 });
}

/** The service worker controlling this origin once active: its script and scope. */
const activeWorker = (page: Page) =>
  page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return { script: registration.active?.scriptURL ?? null, scope: registration.scope };
  });

async function settingsOf(page: Page, token: string): Promise<NotificationSettings> {
  const res = await page.request.get('/v1/me/notification-settings', { headers: { authorization: `Bearer ${token}` } });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as NotificationSettings;
}

test('the portal installs with its service worker, and channels and quiet hours are saved @mobile', async ({
  page,
  context,
}, info) => {
  // a new company joins through an emailed link first: slow on a loaded machine
  test.slow();
  await atWidth(page, info);
  // the public pages register no worker and keep the site's manifest
  await page.goto('/about');
  expect(await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r ?? null))).toBeNull();
  expect(await page.locator('link[rel="manifest"]').getAttribute('href')).toBe('/site.webmanifest');

  const { manager } = await newCompany(page.request, { name: `Push Tours ${uniqueTag()}` });
  const { token } = await loginAs(page, manager);
  await page.goto('/company/settings');
  const push = page.getByRole('region', { name: PUSH_MESSAGES.title });
  // headless Chromium denies notifications until the test grants them: the card says so then
  const blocked =
    (await page.evaluate(() => navigator.permissions.query({ name: 'notifications' }).then((s) => s.state))) ===
    'denied';
  await expect(
    blocked ? push.getByText(PUSH_MESSAGES.denied) : push.getByRole('button', { name: PUSH_MESSAGES.turnOn }),
  ).toBeVisible();
  await context.grantPermissions(['notifications']);
  await page.reload();
  await expect(push.getByRole('button', { name: PUSH_MESSAGES.turnOn })).toBeVisible();

  const origin = new URL(page.url()).origin;
  expect(await activeWorker(page)).toEqual({ script: `${origin}/sw.js`, scope: `${origin}/` });
  const worker = await page.request.get('/sw.js');
  expect(worker.headers()['cache-control']).toBe('no-cache');
  expect(worker.headers()['content-type']).toMatch(/javascript/);

  // the portal's manifest: standalone, named, starting in the portal, with icons that load
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/portal.webmanifest');
  const manifest = (await (await page.request.get(href!)).json()) as {
    name: string;
    display: string;
    start_url: string;
    icons: { src: string; sizes: string }[];
  };
  expect(manifest).toMatchObject({ display: 'standalone', start_url: '/company/overview' });
  expect(manifest.name).toBeTruthy();
  expect(manifest.icons.map((i) => i.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
  for (const icon of manifest.icons) {
    const res = await page.request.get(icon.src);
    expect(res.status(), icon.src).toBe(200);
    expect(res.headers()['content-type']).toBe('image/png');
  }

  // how each kind reaches the user, and quiet hours in an IANA zone
  const alerts = page.getByRole('region', { name: 'Your notifications' });
  await alerts.getByLabel('New messages').selectOption({ label: NOTIFICATION_CHANNEL_LABELS.push });
  await alerts.getByLabel('Low wallet balance').selectOption({ label: NOTIFICATION_CHANNEL_LABELS.off });
  await alerts.getByLabel(PUSH_MESSAGES.quietOn).check();
  await alerts.getByLabel(PUSH_MESSAGES.quietStart, { exact: true }).fill('21:30');
  await alerts.getByLabel(PUSH_MESSAGES.quietEnd, { exact: true }).fill('06:45');
  await alerts.getByLabel(PUSH_MESSAGES.quietZone).fill('Europe/Atlantis');
  await alerts.getByRole('button', { name: 'Save notification settings' }).click();
  // refused beside its field, in the contract's words
  await expect(alerts.getByText(PUSH_MESSAGES.timeZone)).toBeVisible();
  await alerts.getByLabel(PUSH_MESSAGES.quietZone).fill('Europe/Dublin');
  await expectNoAxeViolations(page);
  await alerts.getByRole('button', { name: 'Save notification settings' }).click();
  await expect(page.getByText(NOTIFICATION_MESSAGES.saved)).toBeVisible();
  expect(await settingsOf(page, token)).toMatchObject({
    notification_channels: { new_lead: 'both', new_message: 'push', quote_outcome: 'both', low_balance: 'off' },
    quiet_hours: { start: '21:30', end: '06:45', time_zone: 'Europe/Dublin' },
  });

  await page.reload();
  await expect(alerts.getByLabel('New messages')).toHaveValue('push');
  await expect(alerts.getByLabel('Low wallet balance')).toHaveValue('off');
  await expect(alerts.getByLabel(PUSH_MESSAGES.quietOn)).toBeChecked();
  await expect(alerts.getByLabel(PUSH_MESSAGES.quietStart, { exact: true })).toHaveValue('21:30');
  await expect(alerts.getByLabel(PUSH_MESSAGES.quietEnd, { exact: true })).toHaveValue('06:45');
  await expect(alerts.getByLabel(PUSH_MESSAGES.quietZone)).toHaveValue('Europe/Dublin');
  await expect(push.getByRole('button', { name: PUSH_MESSAGES.turnOn })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await expectNoAxeViolations(page);

  // quiet hours off again: stored as none
  await alerts.getByLabel(PUSH_MESSAGES.quietOn).uncheck();
  await alerts.getByRole('button', { name: 'Save notification settings' }).click();
  await expect.poll(async () => (await settingsOf(page, token)).quiet_hours).toBeNull();

  // leaving for a public page puts the site's manifest back
  await page.getByRole('link', { name: 'View public profile' }).click();
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/site.webmanifest');
});

test('turning notifications on says truthfully whether this browser could subscribe', async ({
  page,
  context,
  consoleErrors,
}) => {
  test.slow();
  await context.grantPermissions(['notifications']);
  const { manager } = await newCompany(page.request, { name: `Push Device Tours ${uniqueTag()}` });
  const { token } = await loginAs(page, manager);
  await page.goto('/company/settings');
  const push = page.getByRole('region', { name: PUSH_MESSAGES.title });
  await push.getByRole('button', { name: PUSH_MESSAGES.turnOn }).click();

  // without a push service subscribe() fails (or never answers, and the card gives up after 30 s)
  const failed = push.getByText(PUSH_MESSAGES.failed);
  const on = push.getByText(PUSH_MESSAGES.on);
  await expect(failed.or(on)).toBeVisible({ timeout: 60_000 });
  if (await on.isVisible()) {
    await expect(page.getByText(PUSH_MESSAGES.turnedOn)).toBeVisible();
    expect((await settingsOf(page, token)).push_devices).toBe(1);
    await push.getByRole('button', { name: PUSH_MESSAGES.turnOff }).click();
    await expect(page.getByText(PUSH_MESSAGES.turnedOff)).toBeVisible();
    await expect(push.getByRole('button', { name: PUSH_MESSAGES.turnOn })).toBeVisible();
    expect((await settingsOf(page, token)).push_devices).toBe(0);
  } else {
    // nothing stored, and the button is there to try again
    expect((await settingsOf(page, token)).push_devices).toBe(0);
    await expect(push.getByRole('button', { name: PUSH_MESSAGES.turnOn })).toBeEnabled();
  }
  await expectNoAxeViolations(page);
  // Chromium itself logs why its subscribe() refused (a Playwright context is incognito): the browser's
  // words, not the page's; any other error still fails the test
  const refusal = consoleErrors.findIndex((e) => e.includes('does not support the Push API in incognito'));
  if (refusal >= 0) consoleErrors.splice(refusal, 1);
});
