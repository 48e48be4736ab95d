import { atWidth, AXE_WIDTHS, axeEachScreen, expectNoAxeViolations } from './axe.ts';
import { expect, loginAs, test } from './fixtures.ts';

// Every admin screen, checked by axe (PORTAL_AXE_TAGS) once its data is shown, at 1280 px and 375 px.
axeEachScreen('admin', [
  ['/admin/overview', 'Incomplete Company Profiles'],
  ['/admin/trips', 'Date Created'],
  ['/admin/companies', 'Active Quotations'],
  ['/admin/settings', 'Buyer cap per lead'],
  ['/admin/settings?tab=bad-leads', /reported lead #|No reports/],
  ['/admin/settings?tab=contact', 'Show'],
  ['/admin/settings?tab=emails', 'Attempts'],
  ['/admin/settings?tab=audit', 'Details'],
]);

for (const width of AXE_WIDTHS) {
  test(`a company page, its open trip details and its chat have no accessibility violations at ${width} px`, async ({
    page,
  }) => {
    test.slow(); // three screens, each scanned by axe
    await atWidth(page, width);
    await loginAs(page, 'admin');
    await page.goto('/admin/companies');
    await page.getByRole('link', { name: 'Highland Trails Scotland', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Purchases' })).toBeVisible();
    await expect(page.getByTestId('wallet-balance')).toHaveText(/\$/);
    await expect(page.getByRole('heading', { name: 'Tour operator licence' })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.goto('/admin/trips');
    await page
      .getByRole('button', { name: /^Details of lead/ })
      .first()
      .click();
    await expect(page.getByText('Travellers', { exact: true }).first()).toBeVisible();
    await expectNoAxeViolations(page);

    await page.goto('/admin/companies/Highland%20Trails%20Scotland/chat');
    await expect(page.getByRole('heading', { name: 'Chat with Highland Trails Scotland' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
}
