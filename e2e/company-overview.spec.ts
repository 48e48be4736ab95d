import { expect, loginAs, newCompany, test } from './fixtures.ts';

test('a new company sees its real completeness, figures and the newest requests', async ({ page }) => {
  const { company, manager } = await newCompany(page.request, {
    name: `Dingle Bay Tours ${Date.now().toString(36)}`,
    creditCents: 12_345,
  });
  await loginAs(page, manager);
  await page.goto('/company');
  await expect(page).toHaveURL(/\/company\/overview$/);
  await expect(page.getByRole('heading', { name: 'Company Overview' })).toBeVisible();

  // name, email, phone and address are filled; logo, website and about are not: 4 of 7
  await expect(page.getByRole('progressbar', { name: 'Profile completion' })).toHaveAttribute('aria-valuenow', '57');
  await expect(page.getByText('Missing: Logo, Website, About.')).toBeVisible();

  const stat = (label: string) => page.getByText(label, { exact: true }).locator('../..');
  await expect(stat('Leads bought')).toContainText('0');
  await expect(stat('Quotes sent')).toContainText('0');
  await expect(stat('Quotes sent')).toContainText('0 won');
  // the welcome credit setting may add to the top-up
  await expect(stat('Wallet balance')).toContainText(/\$1\d\d\.\d\d/);
  await expect(stat('Open leads this week')).toContainText(/\d+/);

  const table = page.getByRole('table');
  await expect(table.getByRole('columnheader')).toHaveText(['Trip overview', 'Requester', 'Status', 'Date']);
  const first = table.locator('tbody tr').first();
  await expect(first).toContainText('OPEN');
  await expect(first).toContainText(/posted today|posted \d+ days? ago/);
  // a company that has not bought a request sees the requester's first name only
  const requester = (await first.locator('td').nth(1).textContent())!.trim();
  expect(requester).toMatch(/^\S+$/);

  await page.getByRole('link', { name: 'Complete your profile' }).click();
  await expect(page).toHaveURL(/\/company\/settings$/);
  expect(company.id).toBeGreaterThan(0);
});

test('Finance sees the overview but is pointed to a Manager for the profile', async ({ page }) => {
  await loginAs(page, 'finance');
  await page.goto('/company/overview');
  await expect(page.getByRole('heading', { name: 'Company Overview' })).toBeVisible();
  await expect(page.getByText('A Manager of your company can complete it in Settings.')).toBeVisible();
});

test('the overview fits a phone @mobile', async ({ page, isMobile }) => {
  test.skip(!isMobile, 'the phone layout');
  await loginAs(page, 'manager');
  await page.goto('/company/overview');
  await expect(page.getByRole('heading', { name: 'Recent Trip Requests' })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
