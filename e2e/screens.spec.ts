import type { Locator, Page } from '@playwright/test';
import { atWidth } from './axe.ts';
import { type DemoUser, expect, loginAs, test } from './fixtures.ts';

// Screens that serve, each at the width that matters: read-only on the demo data.

/** The page, or a scroll box of it, is not wider than what it shows: nothing scrolls sideways. */
async function expectNoSidewaysScroll(target: Page | Locator) {
  const [scroll, client] =
    'evaluate' in target && 'goto' in target
      ? await target.evaluate(() => [document.scrollingElement!.scrollWidth, document.scrollingElement!.clientWidth])
      : await (target as Locator).evaluate((el) => [el.scrollWidth, el.clientWidth]);
  expect(scroll, 'scroll width').toBeLessThanOrEqual(client);
}

/** The box of the table with this accessible name (the element that would scroll). */
const tableBox = (page: Page, name: string) => page.getByRole('table', { name }).locator('xpath=..');

/** The element's right edge is on screen. */
async function expectOnScreen(page: Page, locator: Locator) {
  const box = (await locator.boundingBox())!;
  expect(box, 'on screen').toBeTruthy();
  expect(box.x + box.width).toBeLessThanOrEqual(page.viewportSize()!.width);
}

/** `path` on a phone's 375 px as `who`: a test of the phone layout, skipped on the desktop project. */
async function openOnPhone(page: Page, isMobile: boolean, who: DemoUser, path: string) {
  test.skip(!isMobile, 'the phone layout');
  await atWidth(page, 375);
  await loginAs(page, who);
  await page.goto(path);
}

test.describe('the public header for a logged-in user', () => {
  test('shows the dashboard instead of Login, beside the logged-in banner', async ({ page }) => {
    await page.goto('/how-it-works');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Login' })).toBeVisible();
    await loginAs(page, 'traveller');
    await page.goto('/how-it-works');
    await expect(page.getByText("You're logged in as")).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Login' })).toHaveCount(0);
    await nav.getByRole('link', { name: 'Dashboard' }).click();
    await expect(page).toHaveURL(/\/user\/requests$/);
  });

  test('and in the phone menu @mobile', async ({ page, isMobile }) => {
    await openOnPhone(page, isMobile, 'manager', '/about');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.locator('#mobile-nav');
    await expect(menu.getByRole('link', { name: 'Dashboard' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Login' })).toHaveCount(0);
    await menu.getByRole('link', { name: 'Dashboard' }).click();
    await expect(page).toHaveURL(/\/company\/overview$/);
  });
});

test.describe('Compare Bids', () => {
  for (const width of [1024, 1280]) {
    test(`at ${width} px has its filters in a sidebar, and a Response column from real data`, async ({ page }) => {
      await atWidth(page, width);
      await loginAs(page, 'traveller');
      await page.goto('/user/compare-bids');
      const sidebar = page.getByRole('complementary', { name: 'Filters' });
      await expect(sidebar).toBeVisible();
      await expect(sidebar.getByLabel('Sort by')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Filters' })).toHaveCount(0);
      const table = page.getByRole('table', { name: 'Proposals' });
      // from 1280 px the seven columns beside the sidebar; narrower, Rating, Badges and Response fold into Supplier
      await expect(table.getByRole('columnheader')).toHaveText(
        width >= 1280
          ? ['Compare', 'Supplier', 'Price', 'Rating', 'Badges', 'Response', 'Actions']
          : ['Compare', 'Supplier', 'Price', 'Actions'],
      );
      await expectNoSidewaysScroll(tableBox(page, 'Proposals'));
      const responses = table.getByRole('row').filter({ hasText: 'Quoted' });
      await expect(responses.first()).toBeVisible();
      for (const row of await responses.all()) {
        await expect(row).toContainText(/Quoted (under a minute|\d+ (min|h|days)) after purchase/);
        await expect(row).toContainText(/Replied (under a minute|\d+ (min|h|days)) ago|No chat reply yet/);
      }
      // every badge says what it is in words
      for (const badge of await table.getByRole('list', { name: 'Badges' }).getByRole('listitem').all()) {
        await expect(badge).toHaveText(
          /^(Top Rated|Fast Responder|Ireland Expert|Premium Partner|Licensed Tour Operator)$/,
        );
      }
    });
  }

  for (const width of [1024, 1280]) {
    test(`at ${width} px the proposals table fits beside the filters, on every trip`, async ({ page }) => {
      await atWidth(page, width);
      await loginAs(page, 'maeve');
      await page.goto('/user/compare-bids?trip=all');
      const table = page.getByRole('table', { name: 'Proposals' });
      await expect(table.getByRole('row').nth(1)).toBeVisible();
      await expectNoSidewaysScroll(tableBox(page, 'Proposals'));
      // nothing is lost: every proposal still shows its rating, badges and response (in its cell, or folded)
      const rows = table.getByRole('row').filter({ has: page.getByRole('checkbox') });
      for (const row of await rows.all()) {
        const shown = (locator: Locator) => locator.filter({ visible: true });
        await expect(shown(row.getByRole('img', { name: /out of 5/ }).or(row.getByText('No reviews yet')))).toHaveCount(
          1,
        );
        await expect(
          shown(row.getByRole('list', { name: 'Badges' }).or(row.getByText(/^(None|No badges yet)$/))),
        ).toHaveCount(1);
        await expect(shown(row.getByText(/^Quoted (under a minute|\d+ (min|h|days)) after purchase$/))).toHaveCount(1);
      }
      for (const trip of await page.getByRole('tablist', { name: 'Trips' }).getByRole('tab').all()) {
        await trip.click();
        await expect(trip).toHaveAttribute('aria-selected', 'true');
        if (await table.isVisible()) await expectNoSidewaysScroll(tableBox(page, 'Proposals'));
      }
    });
  }

  test('on a phone the badges of each proposal carry their names @mobile', async ({ page, isMobile }) => {
    await openOnPhone(page, isMobile, 'traveller', '/user/compare-bids');
    const cards = page.getByRole('article');
    await expect(cards.first()).toContainText(/Quoted .* after purchase/);
    const badges = cards.getByRole('list', { name: 'Badges' }).getByRole('listitem');
    await expect(badges.first()).toBeVisible();
    for (const badge of await badges.all()) {
      await expect(badge).toBeVisible();
      await expect(badge).toHaveText(
        /^(Top Rated|Fast Responder|Ireland Expert|Premium Partner|Licensed Tour Operator)$/,
      );
    }
    await expectNoSidewaysScroll(page);
  });
});

test('the phone marketplace folds its filters behind one button, so a request shows first @mobile', async ({
  page,
  isMobile,
}) => {
  test.skip(!isMobile, 'the phone layout');
  await page.setViewportSize({ width: 375, height: 667 });
  await loginAs(page, 'manager');
  await page.goto('/company/marketplace');
  const first = page.getByRole('article').first();
  await expect(first).toBeVisible();
  // the top of the first request is on the first screen
  expect((await first.boundingBox())!.y).toBeLessThan(667);
  await expect(page.getByLabel('Category')).toBeHidden();
  const filters = page.getByRole('button', { name: 'Filters' });
  await expect(filters).toHaveAttribute('aria-expanded', 'false');
  await filters.click();
  await expect(filters).toHaveAttribute('aria-expanded', 'true');
  await page.getByLabel('Country').selectOption('scotland');
  await expect(page).toHaveURL(/country=scotland/);
  await expect(page.getByRole('button', { name: 'Filters (1)' })).toBeVisible();
  await expectNoSidewaysScroll(page);
});

test('the phone wallet history keeps Amount and Balance on screen @mobile', async ({ page, isMobile }) => {
  await openOnPhone(page, isMobile, 'manager', '/company/wallet');
  const table = page.getByRole('table');
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  await expectOnScreen(page, table.getByRole('columnheader', { name: 'Amount' }));
  await expectOnScreen(page, table.getByRole('columnheader', { name: 'Balance' }));
  await expectOnScreen(page, table.getByRole('row').nth(1).getByRole('cell').last());
  await expectNoSidewaysScroll(table.locator('xpath=..'));
  await expectNoSidewaysScroll(page);
});

test('admin All Trips at 1280 px shows Status, Quotes and Delete without sideways scrolling', async ({ page }) => {
  await atWidth(page, 1280);
  await loginAs(page, 'admin');
  await page.goto('/admin/trips');
  const table = page.getByRole('table', { name: 'All trips' });
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  await expectNoSidewaysScroll(tableBox(page, 'All trips'));
  for (const column of ['Status', 'Quotes']) {
    await expectOnScreen(page, table.getByRole('columnheader', { name: column, exact: true }));
  }
  await expectOnScreen(page, table.getByRole('button', { name: /^Delete lead #/ }).first());
  // the rest of a trip is in its details
  const details = table.getByRole('button', { name: /^Details of lead #/ }).first();
  await details.click();
  await expect(details).toHaveAttribute('aria-expanded', 'true');
  const facts = page.locator(`#${await details.getAttribute('aria-controls')}`);
  for (const fact of ['Email', 'Mobile', 'Travellers', 'Nights', 'Trip type', 'Travel', 'Flights booked', 'Requests']) {
    await expect(facts.getByText(fact, { exact: true })).toBeVisible();
  }
  await expectNoSidewaysScroll(tableBox(page, 'All trips'));
});

/** The times of a conversation list: each shows a day and a time, newest first. */
async function expectDatedNewestFirst(list: Locator) {
  const times = list.locator('time');
  await expect(times.first()).toBeVisible();
  const shown = await times.allTextContents();
  for (const t of shown) {
    expect(t).toMatch(/^(Today|Yesterday) \d\d:\d\d$|^\d{1,2} [A-Z][a-z]{2}( \d{4})?, \d\d:\d\d$/);
  }
  const instants = (await times.evaluateAll((els) => els.map((e) => e.getAttribute('datetime')!))).map(Date.parse);
  expect(instants).toEqual([...instants].sort((a, b) => b - a));
}

test('chat lists show the day and time of the last message, latest first', async ({ page }) => {
  await loginAs(page, 'traveller');
  await page.goto('/user/messages');
  await expectDatedNewestFirst(page.getByRole('list').filter({ has: page.locator('time') }));

  await loginAs(page, 'agent');
  await page.goto('/company/conversations');
  await expectDatedNewestFirst(page.getByRole('tabpanel'));
});
