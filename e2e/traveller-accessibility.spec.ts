import type { Page } from '@playwright/test';
import { atWidth, AXE_WIDTHS, expectNoAxeViolations } from './axe.ts';
import { buyAndQuote, expect, loginAs, newCompany, newTraveller, test } from './fixtures.ts';

// Every traveller screen, checked by axe (PORTAL_AXE_TAGS) once its data is shown, at 1280 px and 375 px:
// Sarah's requests, each of her request pages (open, quoted, accepted and reviewed), Compare Bids (with
// its filters open), Messages with a conversation open; and a new traveller's screen right after
// accepting a proposal ("Proposal accepted").

async function sarah(page: Page) {
  const { user, token } = (await loginAs(page, 'traveller')) as { user: { id: number }; token: string };
  const res = await page.request.get(`/v1/client/request/${user.id}?per_page=100`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return ((await res.json()) as { data: { id: number }[] }).data;
}

for (const width of AXE_WIDTHS) {
  test(`the traveller's screens have no accessibility violations at ${width} px`, async ({ page }) => {
    test.slow(); // seven screens, each scanned by axe
    await atWidth(page, width);
    const requests = await sarah(page);
    await page.goto('/user/requests');
    await expect(page.getByRole('navigation', { name: 'Request pages' })).toContainText(/ of \d+/);
    await expectNoAxeViolations(page);

    for (const { id } of requests.slice(0, 3)) {
      await page.goto(`/user/requests/${id}`);
      await expect(page.getByText(/^Quotes \(\d+\)$/).first()).toBeVisible();
      await expectNoAxeViolations(page);
    }

    await page.goto('/user/compare-bids');
    await expect(page.getByRole('heading', { name: 'Compare Bids' })).toBeVisible();
    await expect(page.getByText('Highland Trails Scotland').first()).toBeVisible();
    await expectNoAxeViolations(page);
    if (width < 1024) {
      await page.getByRole('button', { name: 'Filters' }).click();
      await expect(page.getByRole('dialog', { name: 'Filters' })).toBeVisible();
      await expectNoAxeViolations(page);
      await page.keyboard.press('Escape');
    }

    await page.goto('/user/messages');
    await page
      .getByRole('button', { name: /Highland Trails Scotland/ })
      .first()
      .click();
    await expect(page.getByRole('log', { name: 'Messages' })).toContainText('Fiona MacLeod');
    await expectNoAxeViolations(page);
  });
}

test.describe('right after accepting a proposal', () => {
  let operator: { email: string; password: string; companyId: number };
  test.beforeAll(async ({ request }) => {
    const { company, manager } = await newCompany(request, {
      name: `Accepted Screen Tours ${Date.now().toString(36)}`,
      creditCents: 20_000,
    });
    operator = { ...manager, companyId: company.id };
  });

  for (const width of AXE_WIDTHS) {
    test(`the "Proposal accepted" screen has no accessibility violations at ${width} px`, async ({ page }) => {
      test.slow(); // a new traveller, a purchase and a quote first
      const traveller = await newTraveller(page.request);
      await buyAndQuote(page.request, operator, traveller.leadId, { price: 2750 });
      await atWidth(page, width);
      await loginAs(page, { email: traveller.email, password: traveller.password });
      await page.goto(`/user/compare-bids?trip=${traveller.leadId}`);
      await page.getByRole('button', { name: /^Accept .*'s proposal$/ }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Accept proposal' }).click();
      await expect(page.getByText('Proposal accepted')).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`/user/requests/${traveller.leadId}$`));
      await expect(page.getByText('CLAIMED', { exact: true })).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }
});
