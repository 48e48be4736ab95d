import { axeEachScreen, expectNoAxeViolations } from './axe.ts';
import { expect, loginAs, test } from './fixtures.ts';

// Every admin screen of this area, checked by axe (WCAG 2 A and AA) once its data is shown.
axeEachScreen('admin', [
  ['/admin/overview', 'Incomplete Company Profiles'],
  ['/admin/trips', 'Date Created'],
  ['/admin/companies', 'Active Quotations'],
  ['/admin/settings', 'Buyer cap per lead'],
  ['/admin/settings?tab=contact', 'Show'],
  ['/admin/settings?tab=emails', 'Attempts'],
  ['/admin/settings?tab=audit', 'Details'],
]);

test('a company page has no accessibility violations', async ({ page }) => {
  await loginAs(page, 'admin');
  await page.goto('/admin/companies');
  await page.getByRole('link', { name: 'Highland Trails Scotland', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Purchases' })).toBeVisible();
  await expect(page.getByTestId('wallet-balance')).toHaveText(/\$/);
  await expectNoAxeViolations(page);
});
