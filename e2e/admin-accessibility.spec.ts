import AxeBuilder from '@axe-core/playwright';
import { expect, loginAs, test } from './fixtures.ts';

// Every admin screen of this area, checked by axe (WCAG 2 A and AA) once its data is shown.
const pages = [
  ['/admin/overview', 'Incomplete Company Profiles'],
  ['/admin/trips', 'Date Created'],
  ['/admin/companies', 'Active Quotations'],
  ['/admin/settings', 'Buyer cap per lead'],
  ['/admin/settings?tab=contact', 'Show'],
  ['/admin/settings?tab=emails', 'Attempts'],
  ['/admin/settings?tab=audit', 'Details'],
] as const;

for (const [path, ready] of pages) {
  test(`${path} has no accessibility violations`, async ({ page }) => {
    await loginAs(page, 'admin');
    await page.goto(path);
    await expect(page.getByText(ready, { exact: true }).first()).toBeVisible();
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
}

test('a company page has no accessibility violations', async ({ page }) => {
  await loginAs(page, 'admin');
  await page.goto('/admin/companies');
  await page.getByRole('link', { name: 'Highland Trails Scotland', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Purchases' })).toBeVisible();
  await expect(page.getByTestId('wallet-balance')).toHaveText(/\$/);
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
});
