// The Content-Security-Policy (apps/api/src/plugins/security-headers.ts, decision 021) lets the built
// app run: no page, public or portal, breaks a directive. The browser reports each refused script,
// style, image, connection or frame as a `securitypolicyviolation` event and a console error.
import { PUBLIC_PAGES, paths } from '@triptender/contract/paths';
import { expect, loginAs, test } from './fixtures.ts';
import type { Page } from '@playwright/test';

/** Records every CSP violation of the page (from before its first script) and every console CSP error. */
async function watchViolations(page: Page): Promise<string[]> {
  const seen: string[] = [];
  await page.exposeFunction('__cspViolation', (v: string) => seen.push(v));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      const report = (window as unknown as { __cspViolation: (v: string) => void }).__cspViolation;
      report(`${e.effectiveDirective} blocked ${e.blockedURI || 'inline'} at ${e.sourceFile}:${e.lineNumber}`);
    });
  });
  page.on('console', (msg) => {
    if (/Content Security Policy/i.test(msg.text())) seen.push(msg.text());
  });
  return seen;
}

/** Opens a page and waits until it is idle (hydrated, its data and lazy chunks loaded). */
async function visit(page: Page, url: string) {
  const res = await page.goto(url);
  expect(res?.headers()['content-security-policy'], `${url} has a CSP`).toContain("script-src 'self'");
  await page.waitForLoadState('networkidle');
}

test('the built public pages load with no CSP violation', async ({ page }) => {
  test.setTimeout(180_000);
  const violations = await watchViolations(page);
  for (const url of [...PUBLIC_PAGES, paths.thankYou, paths.forgotPassword, '/no-such-page']) {
    await visit(page, url);
    await expect(page.locator('h1').first(), `${url} rendered`).toBeVisible();
  }
  expect(violations).toEqual([]);
});

test('a traveller page, with its dialog, has no CSP violation', async ({ page }) => {
  const violations = await watchViolations(page);
  await loginAs(page, 'traveller2');
  await visit(page, paths.user.requests);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await visit(page, paths.user.account);
  await page.getByRole('button', { name: 'Sign out everywhere' }).click();
  await expect(page.getByRole('alertdialog')).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('alertdialog')).toBeHidden();
  expect(violations).toEqual([]);
});

test('company pages, with charts and a live connection, have no CSP violation', async ({ page }) => {
  const violations = await watchViolations(page);
  await loginAs(page, 'manager2');
  for (const url of [paths.company.overview, paths.company.marketplace, paths.company.settings]) {
    await visit(page, url);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
  expect(violations).toEqual([]);
});

test('Swagger UI at /docs runs under its policy', async ({ page }) => {
  const violations = await watchViolations(page);
  await visit(page, '/docs');
  await expect(page.getByRole('heading', { name: /TripTender API/ })).toBeVisible();
  await expect(page.getByText('/v1/me/sessions/revoke-all').first()).toBeVisible();
  expect(violations).toEqual([]);
});
