import fs from 'node:fs';
import { atWidth, AXE_WIDTHS, expectNoAxeViolations } from './axe.ts';
import { expect, loginAs, newCompany, test } from './fixtures.ts';

// Receipts, billing details and the statement on the wallet page (apps/api/src/modules/receipts). A
// receipt itself comes from a paid card top-up: the card journey (Stripe fake) downloads one.

test('a Manager fills in the billing details and downloads the statement as CSV', async ({ page }) => {
  const { company, manager } = await newCompany(page.request, {
    name: `Receipts Tours ${Date.now()}`,
    creditCents: 5000,
  });
  await loginAs(page, manager);
  await page.goto('/company/wallet');

  await expect(page.getByRole('heading', { name: 'Receipts' })).toBeVisible();
  await expect(page.getByText('No receipts yet: a receipt is issued for every card top-up.')).toBeVisible();

  // billing details: the legal name is required
  const legalName = page.getByLabel('Legal name');
  await expect(legalName).toHaveValue('');
  await page.getByRole('button', { name: 'Save billing details' }).click();
  await expect(page.getByText('Enter the legal name to print on receipts (at most 200 characters).')).toBeVisible();
  await legalName.fill(`${company.name} Ltd`);
  await page.getByLabel('Address (optional)').fill('1 Quay Street\nGalway');
  await page.getByLabel('Country (optional)').fill('Ireland');
  await page.getByLabel('VAT number (optional)').fill('IE1234567T');
  await page.getByRole('button', { name: 'Save billing details' }).click();
  await expect(page.getByText('Billing details saved')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Legal name')).toHaveValue(`${company.name} Ltd`);
  await expect(page.getByLabel('Address (optional)')).toHaveValue('1 Quay Street\nGalway');

  // the statement of this month so far: the admin's top-up, with the balance after it
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download statement' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^triptender-statement-\d{4}-\d\d-01-to-\d{4}-\d\d-\d\d\.csv$/);
  const csv = fs.readFileSync((await download.path())!);
  expect([...csv.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = csv.subarray(3).toString('utf8').split('\r\n');
  expect(lines[0]).toBe('Date,Time (UTC),Type,Description,Amount,Balance,Reference');
  expect(lines[1]).toMatch(/^\d{4}-\d\d-\d\d,\d\d:\d\d:\d\d,Top-up,E2E credit,50\.00,50\.00,$/);
});

test('the statement refuses a range that ends before it starts', async ({ page }) => {
  await loginAs(page, 'finance');
  await page.goto('/company/wallet');
  // From today (the last day it offers), To a day of last month
  await page.getByRole('button', { name: /^From / }).click();
  await page
    .getByRole('dialog', { name: 'From', exact: true })
    .getByRole('grid')
    .locator('button:not([disabled])')
    .last()
    .click();
  await page.getByRole('button', { name: /^To / }).click();
  const to = page.getByRole('dialog', { name: 'To', exact: true });
  await to.getByRole('button', { name: 'Previous month' }).click();
  await to.getByRole('grid').getByRole('button', { name: / 15 / }).click();
  await page.getByRole('button', { name: 'Download statement' }).click();
  await expect(page.getByText('The start date must be on or before the end date.')).toBeVisible();
});

test('an Agent sees no receipts, statement or billing details', async ({ page }) => {
  await loginAs(page, 'agent');
  await page.goto('/company/wallet');
  await expect(page.getByText('Only Managers and Finance can see the wallet.')).toBeVisible();
  for (const title of ['Receipts', 'Statement', 'Billing details']) {
    await expect(page.getByRole('heading', { name: title })).toHaveCount(0);
  }
});

test("the admin edits TripTender's details printed on receipts", async ({ page }) => {
  await loginAs(page, 'admin');
  await page.goto('/admin/settings?tab=receipts');
  const legalName = page.getByLabel('Legal name');
  await expect(legalName).not.toHaveValue('');
  const saved = await legalName.inputValue();
  await legalName.fill('');
  await page.getByRole('button', { name: 'Save receipt details' }).click();
  await expect(page.getByText('Enter the legal name to print on receipts (at most 200 characters).')).toBeVisible();
  // saved as it was: other journeys read the receipts' issuer
  await legalName.fill(saved);
  await page.getByRole('button', { name: 'Save receipt details' }).click();
  await expect(page.getByText('Receipt details saved')).toBeVisible();
});

for (const width of AXE_WIDTHS) {
  test(`the wallet's receipts, statement and billing details have no accessibility violations at ${width} px`, async ({
    page,
  }) => {
    await atWidth(page, width);
    await loginAs(page, 'finance');
    await page.goto('/company/wallet');
    await expect(page.getByRole('button', { name: 'Save billing details' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Receipts' })).toBeVisible();
    await expectNoAxeViolations(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });

  test(`the admin's receipt settings have no accessibility violations at ${width} px`, async ({ page }) => {
    await atWidth(page, width);
    await loginAs(page, 'admin');
    await page.goto('/admin/settings?tab=receipts');
    await expect(page.getByRole('button', { name: 'Save receipt details' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
}
