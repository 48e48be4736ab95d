// The set-up and checks the auto-buy journeys share (docs/marketplace.md, "Automatic buying").
import type { Page } from '@playwright/test';
import { DEFAULT_LEAD_PREFERENCES } from '@triptender/contract/lead-preferences';
import { expectNoAxeViolations } from './axe.ts';
import { expect, loginAs, newCompany, reloadUntilVisible } from './fixtures.ts';

/**
 * A new company with $100 whose Manager is signed in on `page` and wants groups of `people` only (a size
 * no other spec asks for, so no other spec's request fits it). `turnOff` ends auto-buy again: call it in
 * a finally, so a failed run leaves no company buying the next specs' leads.
 */
export async function autoBuyCompany(page: Page, name: string, people: number) {
  const { company, manager } = await newCompany(page.request, { name, creditCents: 10_000 });
  const { token } = await loginAs(page, manager);
  const headers = { authorization: `Bearer ${token}` };
  const prefs = await page.request.put(`/v1/company/${company.id}/lead-preferences`, {
    headers,
    data: { ...DEFAULT_LEAD_PREFERENCES, min_people: people, max_people: people },
  });
  expect(prefs.status(), await prefs.text()).toBe(200);
  const turnOff = () =>
    page.request.put(`/v1/company/${company.id}/auto-buy`, {
      headers,
      data: { enabled: false, weekly_budget_cents: 10_000, weekly_max_leads: 4 },
    });
  return { company, token, turnOff };
}

/** My Leads shows the request (found by its wish) bought by auto-buy, and the wallet its $25 line. */
export async function expectBoughtByAutoBuy(page: Page, wish: string) {
  await page.goto('/company/leads');
  const bought = page.getByRole('article').filter({ hasText: wish });
  await reloadUntilVisible(page, bought);
  await expect(bought.getByText(/^Bought by auto-buy/)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goto('/company/wallet');
  await expect(page.getByRole('row').filter({ hasText: 'Bought by auto-buy' }).first()).toContainText('-$25.00');
}
