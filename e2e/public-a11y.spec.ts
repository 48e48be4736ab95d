import type { Page } from '@playwright/test';
import { atWidth, AXE_WIDTHS, axeViolations } from './axe.ts';
import { visitWithPolicy, watchViolations } from './csp.ts';
import { authHeaders, expect, leaveThroughTop, loginAs, test } from './fixtures.ts';

// axe on every public page (WCAG 2.x A and AA) at 1280 px and 375 px, with the page's dialogs open and
// closed, and each page's Content-Security-Policy: sent, and not broken by anything the page loads.

const PAGES = [
  '/',
  '/ireland',
  '/scotland',
  '/how-it-works',
  '/about',
  '/for-agents',
  '/help',
  '/privacy',
  '/terms',
  '/cookies',
  '/contact',
  '/login',
  '/forgot-password',
  '/set-password',
  '/confirm-request',
  '/thank-you',
  '/thank-you-ireland',
  '/thank-you-scotland',
  '/no-such-page',
];

const violations = (page: Page) =>
  axeViolations(page, ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']);

// one test per page: the laptop's width, then the phone's on a fresh load (layouts chosen at start are
// the phone's); the page also runs under its Content-Security-Policy with no violation (csp.spec.ts)
for (const path of PAGES) {
  test(`axe finds no violations on ${path} at ${AXE_WIDTHS.join(' and ')} px, nor the CSP`, async ({ page }) => {
    const cspViolations = await watchViolations(page);
    for (const width of AXE_WIDTHS) {
      await atWidth(page, width);
      await visitWithPolicy(page, path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      if (path === '/scotland') {
        const offer = page.getByRole('dialog', { name: 'Get 15% off your Scotland trip' });
        await expect(offer).toBeVisible();
        expect(await violations(page), `${path} at ${width} px, offer open`).toEqual([]);
        await page.keyboard.press('Escape');
        await expect(offer).toHaveCount(0);
      }
      // the lazy parts too: below-the-fold images and the carousel
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await page.evaluate(() => window.scrollTo(0, 0));
      expect(await violations(page), `${path} at ${width} px`).toEqual([]);
    }
    expect(cspViolations).toEqual([]);
  });
}

for (const width of AXE_WIDTHS) {
  test(`axe finds no violations on an operator's profile, as a visitor and logged in, at ${width} px`, async ({
    page,
  }) => {
    const companies = await page.request.get('/v1/company?search=Emerald%20Isle', {
      headers: await authHeaders(page.request, 'admin'),
    });
    const { id } = ((await companies.json()) as { data: { id: number }[] }).data[0]!;
    await atWidth(page, width);
    await page.goto(`/operators/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Emerald Isle Tours' })).toBeVisible();
    await expect(page.getByRole('heading', { name: /^Reviews \(\d+\)$/ })).toBeVisible();
    expect(await violations(page)).toEqual([]);
    await page.goto('/operators/999999');
    await expect(page.getByRole('heading', { level: 1, name: 'Operator not found' })).toBeVisible();
    expect(await violations(page)).toEqual([]);
    // logged in: the banner and the header's dashboard link
    await loginAs(page, 'traveller');
    await page.goto(`/operators/${id}`);
    await expect(page.getByRole('link', { name: 'Dashboard' }).first()).toBeAttached();
    await expect(page.getByRole('heading', { level: 1, name: 'Emerald Isle Tours' })).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });
}

test('axe finds no violations in the trip request dialog, its calendar and contact step', async ({ page }) => {
  await page.goto('/ireland');
  await page.getByRole('button', { name: 'Get Ireland Quotes Now' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Get Your Free Quotes' });
  await expect(dialog).toBeVisible();
  expect(await violations(page)).toEqual([]);
  await dialog.getByLabel('Number of travellers').fill('0');
  await expect(dialog.getByText('Please enter a valid positive number')).toBeVisible();
  expect(await violations(page)).toEqual([]);
  await dialog.getByLabel('Number of travellers').fill('2');
  await dialog.getByLabel('Number of travellers').press('Enter');
  await expect(dialog.getByRole('grid')).toBeVisible();
  expect(await violations(page)).toEqual([]);
});

test('axe finds no violations in the exit-intent popup', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await leaveThroughTop(page);
  await expect(page.getByRole('dialog', { name: 'Wait! Take 15% off your first booking' })).toBeVisible();
  expect(await violations(page)).toEqual([]);
});
