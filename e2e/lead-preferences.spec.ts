// Lead preferences and matching: a new company's marketplace first says no
// preferences are set and lists every lead; its Manager sets Scotland only in Settings; the
// marketplace then opens on 'Matching your preferences' with only Scotland leads and their count,
// and the All leads tab still lists the others. At 1280 px and, @mobile, 375 px; axe clean.
import type { Page, TestInfo } from '@playwright/test';
import { LEAD_PREFERENCE_MESSAGES } from '@triptender/contract/lead-preferences';
import { expectNoAxeViolations } from './axe.ts';
import { expect, latestEmailTo, linkPath, loginAs, newCompany, postTripRequest, test, uniqueTag } from './fixtures.ts';

async function atWidth(page: Page, info: TestInfo) {
  if (info.project.name === 'mobile') await page.setViewportSize({ width: 375, height: 812 });
}

async function noSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
}

test('a Manager sets lead preferences and the marketplace opens on the matching leads @mobile', async ({
  page,
}, info) => {
  // a new company and its Manager join through an emailed link first: minutes on a loaded machine
  test.slow();
  await atWidth(page, info);
  const { manager } = await newCompany(page.request, { name: `Highland Match ${uniqueTag()}` });
  const { token } = await loginAs(page, manager);
  const headers = { authorization: `Bearer ${token}` };

  // no preferences yet: the Matching tab says so, lists every lead and links the Manager to the form
  await page.goto('/company/marketplace');
  const tabs = page.getByRole('tablist', { name: 'Which trip requests' });
  const matchingTab = tabs.getByRole('tab', { name: /^Matching your preferences \(\d+\)$/ });
  await expect(matchingTab).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('Your company has not set lead preferences yet')).toBeVisible();
  await expect(page.getByRole('article').first()).toBeVisible();
  await expectNoAxeViolations(page);
  await noSidewaysScroll(page);

  await page.getByRole('link', { name: 'Set your lead preferences' }).click();
  await expect(page).toHaveURL(/\/company\/settings#lead-preferences$/);
  const card = page.getByRole('region', { name: 'Lead preferences' });
  await expect(card.getByText('Not set yet: every trip request matches until you choose.')).toBeVisible();
  const countries = card.getByRole('group', { name: /^Countries/ });
  await countries.getByRole('checkbox', { name: 'Scotland' }).check();
  // an impossible range is refused beside its field
  await card.getByLabel('Smallest group').fill('4');
  await card.getByLabel('Largest group').fill('2');
  await card.getByRole('button', { name: 'Save lead preferences' }).click();
  await expect(card.getByText(LEAD_PREFERENCE_MESSAGES.maxPeople)).toBeVisible();
  await card.getByLabel('Smallest group').fill('1');
  await card.getByLabel('Largest group').fill('');
  await expectNoAxeViolations(page);
  await noSidewaysScroll(page);
  await card.getByRole('button', { name: 'Save lead preferences' }).click();
  await expect(page.getByText(LEAD_PREFERENCE_MESSAGES.saved)).toBeVisible();
  await expect(card.getByText('Not set yet')).toBeHidden();

  // the marketplace opens on Matching: only Scotland leads, and the count the API gives
  await page.goto('/company/marketplace');
  await expect(matchingTab).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('Your company has not set lead preferences yet')).toBeHidden();
  const panel = page.getByRole('tabpanel');
  const cards = panel.getByRole('article');
  await expect(cards.first()).toBeVisible();
  await expect(async () => {
    const res = await page.request.get('/v1/openLeads?match=preferences', { headers });
    const { meta } = (await res.json()) as { meta: { total: number; matching_count: number } };
    expect(meta.matching_count).toBe(meta.total);
    try {
      await expect(matchingTab).toHaveText(`Matching your preferences (${meta.total})`, { timeout: 5_000 });
    } catch (err) {
      // a lead from another journey may have landed between the page's read and ours: read both again
      await page.reload();
      throw err;
    }
  }).toPass({ timeout: 60_000 });
  const shown = await cards.count();
  expect(shown).toBeGreaterThan(0);
  for (let i = 0; i < shown; i++) await expect(cards.nth(i).getByText('Scotland', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
  await noSidewaysScroll(page);

  // All leads lists the others too
  await tabs.getByRole('tab', { name: 'All leads' }).click();
  await expect(page).toHaveURL(/match=all/);
  await expect(page.getByRole('tabpanel').getByRole('article').first()).toBeVisible();
  await expect(
    page
      .getByRole('tabpanel')
      .getByRole('article')
      .filter({ hasNot: page.getByText('Scotland', { exact: true }) })
      .first(),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await noSidewaysScroll(page);
});

// Alerts of new leads: with the marketplace open on Matching, a lead that fits
// goes live (a guest's request, confirmed by its emailed link) and shows at once with a toast; away
// from the marketplace, the next one counts on the Trip Requests link until it is opened. The alert
// email's unsubscribe link works without logging in, and only on a click.
test('a new matching lead appears live with a toast and a badge; its email unsubscribes in one click', async ({
  browser,
  page,
}) => {
  test.slow();
  const { company, manager } = await newCompany(page.request, { name: `Alert Tours ${uniqueTag()}` });
  const { token } = await loginAs(page, manager);
  // a narrow fit, so other journeys' leads seldom reach this company
  const prefs = { countries: ['uk'], trip_types: ['active'], travel_types: [], min_people: 7, max_people: 7 };
  const saved = await page.request.put(`/v1/company/${company.id}/lead-preferences`, {
    headers: { authorization: `Bearer ${token}` },
    data: { ...prefs, budget_bands: [], max_days_until_start: null },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
  const fitting = (daysAhead: number) => ({
    email: `alert.${uniqueTag()}@e2e.example`,
    country: 'uk' as const,
    trip_type: 'active' as const,
    number_of_people: 7,
    start_date: new Date(Date.now() + daysAhead * 86_400_000).toISOString().slice(0, 10),
  });

  await page.goto('/company/marketplace');
  await expect(page.getByRole('tab', { name: /^Matching your preferences/ })).toHaveAttribute('aria-selected', 'true');
  const first = await postTripRequest(page.request, fitting(100 + Math.floor(Math.random() * 200)));
  await expect(page.getByText(`New lead matching your preferences: ${first.payload.title}`)).toBeVisible({
    timeout: 60_000,
  });
  await expect(page.getByRole('tabpanel').getByText(first.payload.title).first()).toBeVisible();

  // elsewhere in the portal, the Trip Requests link counts the next one until the marketplace opens
  await page.getByRole('link', { name: 'Settings' }).first().click();
  await expect(page.getByRole('radio', { name: /Instantly/ })).toBeChecked();
  const sinceSecond = Date.now();
  const second = await postTripRequest(page.request, fitting(320 + Math.floor(Math.random() * 200)));
  await expect(page.getByText(`New lead matching your preferences: ${second.payload.title}`)).toBeVisible({
    timeout: 60_000,
  });
  const badge = page.getByTestId('new-leads-badge').first();
  await expect(badge).toBeVisible();
  await page
    .getByRole('link', { name: /^Trip Requests/ })
    .first()
    .click();
  await expect(page.getByTestId('new-leads-badge')).toHaveCount(0);
  await expect(page.getByRole('tabpanel').getByText(second.payload.title).first()).toBeVisible();

  // the alert email's link, opened by someone not logged in: nothing changes until the button
  const mail = await latestEmailTo(manager.email, { since: sinceSecond });
  const link = linkPath(mail, '/unsubscribe?token=');
  const context = await browser.newContext();
  const guest = await context.newPage();
  await guest.goto(link);
  await expect(guest.getByRole('heading', { name: 'Unsubscribe' })).toBeVisible();
  await guest.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(
    guest.getByText(/You are unsubscribed from new lead alert emails for m\*\*\*@e2e\.example/),
  ).toBeVisible();
  await expectNoAxeViolations(guest);
  await guest.getByRole('button', { name: 'Resubscribe' }).click();
  await expect(guest.getByRole('button', { name: 'Unsubscribe' })).toBeVisible();
  await context.close();
});
