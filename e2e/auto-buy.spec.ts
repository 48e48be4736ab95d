// Automatic buying: a new company's Manager turns auto-buy on in Settings (a weekly budget and number of
// leads); a trip request that fits its lead preferences goes live; My Leads shows it bought by auto-buy
// and the wallet its line. At 1280 px and, @mobile, 375 px; axe clean. docs/marketplace.md, "Automatic buying".
import type { Page, TestInfo } from '@playwright/test';
import { AUTO_BUY_MESSAGES } from '@triptender/contract/auto-buy';
import { expectNoAxeViolations } from './axe.ts';
import { expect, postTripRequest, test, uniqueTag } from './fixtures.ts';
import { autoBuyCompany, expectBoughtByAutoBuy } from './auto-buy.ts';

async function atWidth(page: Page, info: TestInfo) {
  if (info.project.name === 'mobile') await page.setViewportSize({ width: 375, height: 812 });
}

test('a Manager turns on auto-buy and a fitting request is bought as it goes live @mobile', async ({ page }, info) => {
  // a new company joins through an emailed link, and the request waits for its confirmation: minutes on a loaded machine
  test.slow();
  await atWidth(page, info);
  // a group size of its own (mobile and desktop each), so no other spec's request fits this company
  const people = info.project.name === 'mobile' ? 19 : 18;
  const { turnOff } = await autoBuyCompany(page, `Auto Buy Tours ${uniqueTag()}`, people);
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

    await expectBoughtByAutoBuy(page, wish);
    await page.goto('/company/settings');
    await expect(card.getByTestId('auto-buy-week')).toHaveText('1 lead, $25.00');
  } finally {
    await turnOff();
  }
});
