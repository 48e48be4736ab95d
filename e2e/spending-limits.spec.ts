// Spending limits chosen by the operator: a Manager sets the monthly limit and the
// low-balance alert on the wallet page, Finance reads them, and the buy dialog names the limit a
// purchase would pass, leading a Manager to it. At 1280 px and, for the @mobile ones, 375 px.
import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { COMPANY_ROLE } from '@triptender/contract/enums';
import { SPENDING_MESSAGES } from '@triptender/contract/wallet';
import { expectNoAxeViolations } from './axe.ts';
import { emailedLink, expect, loginAs, newCompany, postTripRequest, test, uniqueTag } from './fixtures.ts';

const stamp = uniqueTag;

async function atWidth(page: Page, info: TestInfo) {
  if (info.project.name === 'mobile') await page.setViewportSize({ width: 375, height: 800 });
}

async function noSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
}

async function bearer(request: APIRequestContext, creds: { email: string; password: string }) {
  const res = await request.post('/v1/auth', { data: creds });
  expect(res.ok(), await res.text()).toBe(true);
  return { authorization: `Bearer ${((await res.json()) as { token: string }).token}` };
}

/** A new company whose Manager invited a Finance member, both joined through their emailed links. */
async function companyWithFinance(request: APIRequestContext) {
  const { company, manager } = await newCompany(request, { name: `Capped Tours ${stamp()}`, creditCents: 20_000 });
  const headers = await bearer(request, manager);
  const email = `finance.${stamp()}@e2e.example`;
  const invited = await request.post('/v1/users', {
    headers,
    data: {
      first_name: 'Fia',
      last_name: 'Finance',
      email,
      company_role: COMPANY_ROLE.FINANCE,
      company_id: company.id,
    },
  });
  expect(invited.status(), await invited.text()).toBe(201);
  const token = new URL(await emailedLink(request, email)).searchParams.get('token');
  const finance = { email, password: 'a long e2e password' };
  const joined = await request.post('/v1/auth/set-password', { data: { token, password: finance.password } });
  expect(joined.ok(), await joined.text()).toBe(true);
  return { company, manager, managerHeaders: headers, finance };
}

const limitsCard = (page: Page) => page.getByRole('region', { name: 'Spending limits' });

test('a Manager sets a monthly limit and a low-balance alert on the wallet page @mobile', async ({ page }, info) => {
  // a new company and its Manager join through an emailed link first: minutes on a loaded machine
  test.slow();
  await atWidth(page, info);
  const { manager } = await newCompany(page.request, { name: `Limit Tours ${stamp()}`, creditCents: 20_000 });
  await loginAs(page, manager);
  await page.goto('/company/wallet');
  const card = limitsCard(page);
  await expect(card.getByTestId('monthly-limit')).toHaveText('No limit');
  await expect(card.getByTestId('low-balance-alert')).toHaveText('No alert');
  await expect(card).toContainText('$0.00 spent this month.');
  await noSidewaysScroll(page);

  await card.getByRole('button', { name: 'Change limits' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change spending limits' });
  const limit = dialog.getByLabel('Monthly limit ($)');
  await expect(limit).toBeDisabled();
  await dialog.getByRole('checkbox', { name: /No limit/ }).uncheck();
  // whole dollars only, said beside the field
  await limit.fill('12.50');
  await dialog.getByRole('button', { name: 'Save limits' }).click();
  await expect(dialog.getByText(SPENDING_MESSAGES.monthlyLimit)).toBeVisible();
  await limit.fill('500');
  await dialog.getByLabel('Low-balance alert ($)').fill('50');
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Save limits' }).click();

  await expect(dialog).toBeHidden();
  await expect(page.getByText(SPENDING_MESSAGES.saved)).toBeVisible();
  await expect(card.getByTestId('monthly-limit')).toHaveText('$500.00 a month');
  await expect(card.getByTestId('low-balance-alert')).toHaveText('Below $50.00');
  await expect(card.getByRole('progressbar', { name: "Spent of this month's limit" })).toHaveAttribute(
    'aria-valuenow',
    '0',
  );
  await expect(card).toContainText('$0.00 spent this month, $500.00 left.');
  await expect(card).toContainText(/Resets on 1 [A-Z][a-z]{2} \d{4}\./);
  await expectNoAxeViolations(page);
  await noSidewaysScroll(page);

  // and back to no limit, kept after a reload
  await card.getByRole('button', { name: 'Change limits' }).click();
  await dialog.getByRole('checkbox', { name: /No limit/ }).check();
  await dialog.getByRole('button', { name: 'Save limits' }).click();
  await expect(dialog).toBeHidden();
  await page.reload();
  await expect(card.getByTestId('monthly-limit')).toHaveText('No limit');
  await expect(card.getByTestId('low-balance-alert')).toHaveText('Below $50.00');
});

test('Finance sees the limits the Manager set, read-only', async ({ page }) => {
  test.slow();
  const { company, managerHeaders, finance } = await companyWithFinance(page.request);
  const set = await page.request.put(`/v1/company/${company.id}/spending-limits`, {
    headers: managerHeaders,
    data: { monthly_spend_limit_cents: 75_000, low_balance_threshold_cents: 10_000 },
  });
  expect(set.status(), await set.text()).toBe(200);

  await loginAs(page, finance);
  await page.goto('/company/wallet');
  const card = limitsCard(page);
  await expect(card.getByTestId('monthly-limit')).toHaveText('$750.00 a month');
  await expect(card.getByTestId('low-balance-alert')).toHaveText('Below $100.00');
  await expect(card).toContainText(SPENDING_MESSAGES.managersOnly);
  await expect(card.getByRole('button', { name: 'Change limits' })).toHaveCount(0);
  await expectNoAxeViolations(page);
  // the API refuses Finance too
  const refused = await page.request.put(`/v1/company/${company.id}/spending-limits`, {
    headers: await bearer(page.request, finance),
    data: { monthly_spend_limit_cents: null, low_balance_threshold_cents: null },
  });
  expect(refused.status()).toBe(403);
});

test('a purchase past the monthly limit is refused in the buy dialog, which leads a Manager to the limit @mobile', async ({
  page,
}, info) => {
  test.slow();
  await atWidth(page, info);
  const phrase = `Capped purchase ${stamp()}`;
  const guest = `guest.${stamp()}@e2e.example`;
  await postTripRequest(page.request, { email: guest, special_requests: `${phrase}.` });
  const { company, manager } = await newCompany(page.request, { name: `Capped Buyer ${stamp()}`, creditCents: 20_000 });
  const { token } = await loginAs(page, manager);

  await page.goto(`/company/marketplace?search=${encodeURIComponent(phrase)}`);
  await page
    .getByRole('article')
    .filter({ hasText: phrase })
    .getByRole('button', { name: 'Buy Request - $25' })
    .click();
  const dialog = page.getByRole('alertdialog', { name: 'Buy this trip request?' });
  await expect(dialog).toContainText('Your balance: $200.00');

  // meanwhile the limit is set below the price: the server refuses, and the dialog says why
  const set = await page.request.put(`/v1/company/${company.id}/spending-limits`, {
    headers: { authorization: `Bearer ${token}` },
    data: { monthly_spend_limit_cents: 2_000, low_balance_threshold_cents: null },
  });
  expect(set.status(), await set.text()).toBe(200);
  await dialog.getByRole('button', { name: 'Buy for $25' }).click();
  const message = /past your limit of \$20\.00\. The limit resets on 1 [A-Z][a-z]{2} \d{4}\./;
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Monthly spending limit reached' });
  await expect(toast).toContainText(message);
  await expect(toast.getByRole('button', { name: 'Change the limit' })).toBeVisible();
  await expect(dialog.getByRole('alert')).toContainText(message);
  await expect(dialog.getByRole('button', { name: 'Buy for $25' })).toBeDisabled();
  // axe reads the colours of a toast still fading in as too faint: checked once it is in
  await expect(toast).toHaveCSS('opacity', '1');
  await expectNoAxeViolations(page);
  await noSidewaysScroll(page);

  await dialog.getByRole('link', { name: 'Change the limit' }).click();
  await expect(page).toHaveURL(/\/company\/wallet#spending-limits$/);
  await expect(limitsCard(page).getByTestId('monthly-limit')).toHaveText('$20.00 a month');
  await expect(limitsCard(page).getByTestId('monthly-limit')).toBeInViewport();
});
