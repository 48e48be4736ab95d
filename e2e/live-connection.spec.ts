import type { Page, WebSocket } from '@playwright/test';
import { expect, loginAs, test } from './fixtures.ts';

const RECONNECTING = 'Reconnecting…';

/** Resolves when the page's live socket has authenticated (the server's `ready` frame). */
function socketReady(page: Page): Promise<WebSocket> {
  return new Promise((resolve) => {
    page.on('websocket', (ws) => {
      if (!ws.url().endsWith('/v1/ws')) return;
      ws.on('framereceived', (frame) => {
        if (String(frame.payload).includes('"type":"ready"')) resolve(ws);
      });
    });
  });
}

test('the chat screen says "Reconnecting…" while the live connection is down, and not once it is back @mobile', async ({
  page,
  context,
}) => {
  await loginAs(page, 'traveller');
  const ready = socketReady(page);
  await page.goto('/user/messages');
  await expect(page.getByRole('heading', { name: 'Trip Planning Messages' })).toBeVisible();
  await ready;
  const notice = page.getByRole('status').filter({ hasText: RECONNECTING });
  await expect(notice).toHaveCount(0);

  // the network goes away: the screen says live updates are paused, rather than going quiet
  const back = socketReady(page);
  await context.setOffline(true);
  await expect(notice).toBeVisible();
  // the header keeps to the screen's width at 375 px
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    await page.evaluate(() => window.innerWidth),
  );

  await context.setOffline(false);
  await back;
  await expect(notice).toHaveCount(0);
});

test('opened at 127.0.0.1 instead of localhost, the app connects live (its own origin is accepted)', async ({
  browser,
  baseURL,
}) => {
  const other = baseURL!.replace('//localhost', '//127.0.0.1');
  const context = await browser.newContext({ baseURL: other });
  const page = await context.newPage();
  await loginAs(page, 'traveller');
  const ready = socketReady(page);
  await page.goto('/user/messages');
  await expect(page).toHaveURL(new RegExp(`^${other.replace(/[.]/g, '\\.')}/user/messages`));
  await ready;
  await expect(page.getByRole('heading', { name: 'Trip Planning Messages' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: RECONNECTING })).toHaveCount(0);
  await context.close();
});
