// The Content-Security-Policy (apps/api/src/plugins/security-headers.ts, decision 021) lets the built
// app run: no page, public or portal, breaks a directive. The browser reports each refused script,
// style, image, connection or frame as a `securitypolicyviolation` event and a console error. Every
// public page is checked where axe checks it (public-a11y.spec.ts); the portals and /docs here.
import { paths } from '@triptender/contract/paths';
import { visitWithPolicy as visit, watchViolations } from './csp.ts';
import { expect, loginAs, test } from './fixtures.ts';

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
  // From 150 tags and operations on, Swagger UI draws only the rows near the viewport: scroll to a late
  // one, which also proves its scripts keep running under the policy.
  const revokeAll = page.getByText('/v1/me/sessions/revoke-all').first();
  await expect(async () => {
    await page.mouse.wheel(0, 600);
    await expect(revokeAll).toBeVisible({ timeout: 500 });
  }).toPass({ timeout: 60_000 });
  expect(violations).toEqual([]);
});
