import type { Page } from '@playwright/test';
import { axeViolations } from './axe.ts';
import { expect, leaveThroughTop, test } from './fixtures.ts';

// axe on every public page (WCAG 2.x A and AA), with the page's dialogs open and closed.

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
  '/thank-you',
  '/thank-you-ireland',
  '/thank-you-scotland',
  '/no-such-page',
];

const violations = (page: Page) =>
  axeViolations(page, ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']);

for (const path of PAGES) {
  test(`axe finds no violations on ${path} @mobile`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    if (path === '/scotland') {
      const offer = page.getByRole('dialog', { name: 'Get 15% off your Scotland trip' });
      await expect(offer).toBeVisible();
      expect(await violations(page)).toEqual([]);
      await page.keyboard.press('Escape');
      await expect(offer).toHaveCount(0);
    }
    // the lazy parts too: below-the-fold images and the carousel
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.evaluate(() => window.scrollTo(0, 0));
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
