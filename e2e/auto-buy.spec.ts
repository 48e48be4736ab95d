// Automatic buying: a new company's Manager turns auto-buy on in Settings (a weekly budget and number of
// leads); a trip request that fits its lead preferences goes live; My Leads shows it bought by auto-buy
// and the wallet its line. At 1280 px and, @mobile, 375 px; axe clean. docs/marketplace.md, "Automatic buying".
import type { Page, TestInfo } from '@playwright/test';
import { AUTO_BUY_MESSAGES } from '@triptender/contract/auto-buy';
import { DEFAULT_LEAD_PREFERENCES } from '@triptender/contract/lead-preferences';
import { expectNoAxeViolations } from './axe.ts';
import { expect, loginAs, newCompany, postTripRequest, reloadUntilVisible, test, uniqueTag } from './fixtures.ts';

async function atWidth(page: Page, info: TestInfo) {
  if (info.project.name === 'mobile') await page.setViewportSize({ width: 375, height: 812 });
}

test('a Manager turns on auto-buy and a fitting request is bought as it goes live @mobile', async ({ page }, info) => {
  // a new company joins through an emailed link, and the request waits for its confirmation: minutes on a loaded machine
  test.slow();
  await atWidth(page, info);
  const { company, manager } = await newCompany(page.request, {
    name: `Auto Buy Tours ${uniqueTag()}`,
    creditCents: 10_000,
  });
  const { token } = await loginAs(page, manager);
  const headers = { authorization: `Bearer ${token}` };
  // a group size of its own (mobile and desktop each), so no other spec's request fits this company
  const people = info.project.name === 'mobile' ? 19 : 18;
  const prefs = await page.request.put(`/v1/company/${company.id}/lead-preferences`, {
    headers,
    data: { ...DEFAULT_LEAD_PREFERENCES, min_people: people, max_people: people },
  });
  expect(prefs.status(), await prefs.text()).toBe(200);

  try {
    await page.goto('/company/settings');
    const card = page.getByRole('region', { name: /^Auto-buy/ });
    await expect(card.getByTestId('auto-buy-state')).toHaveText(AUTO_BUY_MESSAGES.off);
    await card.getByRole('button', { name: 'Set up auto-buy' }).click();
    const dialog = page.getByRole('dialog', { name: 'Auto-buy' });
    await dialog.getByLabel('Weekly budget ($)').fill('2.50');
    await dialog.getByLabel('Leads a week').fill('4');
    await dialog.getByRole('button', { name: 'Save auto-buy' }).click();
    // refused beside its field: whole dollars only
    await expect(dialog.getByText(AUTO_BUY_MESSAGES.budget)).toBeVisible();
    await dialog.getByLabel('Weekly budget ($)').fill('100');
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Save auto-buy' }).click();
    await expect(page.getByText(AUTO_BUY_MESSAGES.saved)).toBeVisible();
    await expect(card.getByTestId('auto-buy-state')).toHaveText(AUTO_BUY_MESSAGES.on);
    await expect(card.getByText('$100.00 · 4 leads')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

    const wish = `Castles and ${uniqueTag()} walks`;
    await postTripRequest(page.request, {
      email: `traveller.${uniqueTag()}@e2e.example`,
      number_of_people: people,
      special_requests: wish,
    });

    await page.goto('/company/leads');
    const bought = page.getByRole('article').filter({ hasText: wish });
    await reloadUntilVisible(page, bought);
    await expect(bought.getByText(/^Bought by auto-buy/)).toBeVisible();
    await expectNoAxeViolations(page);

    await page.goto('/company/wallet');
    await expect(page.getByRole('row').filter({ hasText: 'Bought by auto-buy' }).first()).toContainText('-$25.00');
    await page.goto('/company/settings');
    await expect(card.getByTestId('auto-buy-week')).toHaveText('1 lead, $25.00');
  } finally {
    await page.request.put(`/v1/company/${company.id}/auto-buy`, {
      headers,
      data: { enabled: false, weekly_budget_cents: 10_000, weekly_max_leads: 4 },
    });
  }
});
