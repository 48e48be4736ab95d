import { expect, loginAs, test } from './fixtures.ts';

test('Finance sees the balance and the ledger with links to the leads bought', async ({ page }) => {
  await loginAs(page, 'finance');
  await page.goto('/company/wallet');
  await expect(page.getByRole('heading', { name: 'Wallet', level: 1 })).toBeVisible();
  await expect(page.getByTestId('wallet-balance')).toHaveText(/^\$[\d,]+\.\d\d$/);
  const purchase = page.getByRole('row', { name: /Lead purchase/ }).first();
  await expect(purchase).toContainText('-$25.00');
  await expect(purchase.getByRole('link', { name: /^#\d+ / })).toHaveAttribute('href', /\/company\/leads\?lead=\d+$/);
  // the first entry of the wallet is the top-up recorded by the admin
  await page
    .getByRole('navigation', { name: 'Wallet history pages' })
    .getByRole('button', { name: 'Next' })
    .isEnabled();
  await expect(page.getByRole('navigation', { name: 'Wallet history pages' })).toContainText(/of \d+/);
  // recent purchases can be reported as bad leads
  await expect(page.getByRole('button', { name: 'Report bad lead' }).first()).toBeVisible();
});

test('an Agent is told the wallet is for Managers and Finance', async ({ page }) => {
  await loginAs(page, 'agent');
  await page.goto('/company/wallet');
  await expect(page.getByText('Only Managers and Finance can see the wallet.')).toBeVisible();
  await expect(page.getByTestId('wallet-balance')).toHaveCount(0);
});

test('the wallet fits a phone @mobile', async ({ page, isMobile }) => {
  test.skip(!isMobile, 'the phone layout');
  await loginAs(page, 'finance');
  await page.goto('/company/wallet');
  await expect(page.getByTestId('wallet-balance')).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
