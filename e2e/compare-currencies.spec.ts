// A traveller compares quotes in euros, dollars and pounds in one currency, side by side in
// the compare drawer (with the inclusions matrix) on a wide screen and on a phone, and accepts one
// that its operator revised meanwhile, after seeing what changed.
import { expectNoAxeViolations } from './axe.ts';
import { buyAndQuote, expect, loginAs, newCompany, newTraveller, test, uniqueTag } from './fixtures.ts';
import { possessive } from '@triptender/contract/words';

type Operator = Awaited<ReturnType<typeof newCompany>>;

test('the traveller compares three currencies in one, side by side, and accepts a revised quote', async ({ page }) => {
  // a traveller and three companies join through emailed links first: minutes on a loaded machine
  test.slow();
  const tag = uniqueTag();
  const traveller = await newTraveller(page.request, {
    country: 'ireland',
    number_of_people: 2,
    number_of_night: 6,
    special_requests: `Currencies ${tag}: the Ring of Kerry.`,
  });
  const operators = await Promise.all(
    ['Kerry Euro Tours', 'Boston Dollar Travel', 'Belfast Sterling Trips'].map((name) =>
      newCompany(page.request, { name: `${name} ${tag}`, creditCents: 10_000 }),
    ),
  );
  const [euro, dollar, sterling] = operators as [Operator, Operator, Operator];
  const quoteAs = (o: Operator, quote: Parameters<typeof buyAndQuote>[3]) =>
    buyAndQuote(page.request, { ...o.manager, companyId: o.company.id }, traveller.leadId, quote);
  await quoteAs(euro, {
    price: 3100,
    currency: 'EUR',
    inclusions: ['accommodation', 'breakfast', 'driver', 'Irish dancing night'],
    exclusions: ['flights', 'other_meals'],
    accommodation_standard: 'four_star',
    deposit_percent: 20,
    itinerary: [
      { day: 1, title: 'Killarney', overnight: 'Killarney' },
      { day: 4, title: 'Dingle', overnight: 'Dingle' },
    ],
  });
  const usd = await quoteAs(dollar, {
    price: 3300,
    currency: 'USD',
    inclusions: ['accommodation', 'driver'],
    exclusions: ['flights', 'breakfast'],
  });
  await quoteAs(sterling, {
    price: 2700,
    currency: 'GBP',
    inclusions: ['accommodation', 'breakfast', 'rail_travel'],
    exclusions: ['flights'],
    cancellation_terms: 'Free cancellation up to 30 days before.',
  });

  await loginAs(page, { email: traveller.email, password: traveller.password });
  await page.goto(`/user/compare-bids?trip=${traveller.leadId}`);
  const table = page.getByRole('table', { name: 'Proposals' });
  await expect(table.getByRole('row')).toHaveCount(4);
  // with the filters beside it, the table still fits: it does not scroll sideways
  await expect(page.getByRole('region', { name: 'Proposals (scrolls sideways)' })).toHaveCount(0);
  // an Ireland trip is compared in euros (demo rates: 0.86 EUR and 0.76 GBP to the dollar)
  await expect(page.getByLabel('Compare prices in')).toHaveValue('EUR');
  const row = (o: Operator) => table.getByRole('row').filter({ hasText: o.company.name });
  await expect(row(euro)).toContainText('€3,100');
  await expect(row(dollar)).toContainText('$3,300');
  await expect(row(dollar)).toContainText('≈ €2,838');
  await expect(row(sterling)).toContainText('£2,700');
  await expect(row(sterling)).toContainText('≈ €3,055');
  // per person and per night, in euros: €3,100 for 2 people and 6 nights
  await expect(row(euro)).toContainText('€1,550 per person');
  await expect(row(euro)).toContainText('€258.33 per person per night');
  const panel = page.getByRole('complementary', { name: 'Filters' });
  await panel.getByLabel('Sort by').selectOption('price-asc');
  await expect(table.getByRole('row').nth(1)).toContainText(dollar.company.name);
  await expect(table.getByRole('row').nth(3)).toContainText(euro.company.name);
  // the price slider is in euros too, at least €500 wide
  await expect(panel.getByText('€2,800 - €3,300')).toBeVisible();

  for (const o of operators) await page.getByRole('checkbox', { name: `Compare ${o.company.name}` }).check();
  await expect(page.getByText('3 selected for comparison')).toBeVisible();
  await page.getByRole('button', { name: 'Compare', exact: true }).click();
  const drawer = page.getByRole('dialog', { name: 'Compare proposals' });
  const matrix = drawer.getByRole('table');
  await expect(matrix.getByRole('columnheader')).toHaveCount(3);
  await expect(matrix.getByRole('row', { name: /^Price/ })).toContainText('≈ €3,055');
  await expect(matrix.getByRole('row', { name: /^Per person per night/ })).toContainText('€258.33');
  // the items that differ show first; those all agree on are folded away
  const breakfast = matrix.getByRole('row', { name: /^Breakfast/ });
  await expect(breakfast.getByRole('cell')).toHaveText(
    ['Included', 'Not included', 'Included'].map((w) => new RegExp(w)),
  );
  await expect(matrix.getByRole('row', { name: /^Driver/ })).toHaveCount(1);
  await expect(matrix.getByRole('row', { name: /^Flights/ })).toHaveCount(0);
  await drawer.getByRole('button', { name: /items where all agree/ }).click();
  await expect(matrix.getByRole('row', { name: /^Flights/ }).getByRole('cell')).toHaveText([
    /Not included/,
    /Not included/,
    /Not included/,
  ]);
  await expect(matrix.getByRole('row', { name: /^Also included/ })).toContainText('Irish dancing night');
  await expect(matrix.getByRole('row', { name: /^Cancellation/ })).toContainText('Free cancellation up to 30 days');
  await expectNoAxeViolations(page);

  // on a phone the drawer still compares them: its columns scroll, the page does not
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(matrix.getByRole('row', { name: /^Breakfast/ })).toBeVisible();
  await expect(drawer.getByRole('region', { name: 'Proposals side by side' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await expectNoAxeViolations(page);
  await drawer.getByRole('button', { name: 'Close' }).click();
  await page.setViewportSize({ width: 1280, height: 800 });

  // the dollar operator revises its quote while the traveller looks at the first version
  const revised = await page.request.put(`/v1/quotes/${usd.quoteId}`, {
    headers: usd.headers,
    data: {
      price: 3150,
      currency: 'USD',
      trip_duration: '8 days / 7 nights',
      message: 'A relaxed week along the coast, with hand-picked guesthouses and a local guide.',
      inclusions: ['accommodation', 'breakfast', 'driver'],
      exclusions: ['flights'],
    },
  });
  expect(revised.status(), await revised.text()).toBe(200);
  await row(dollar)
    .getByRole('button', { name: `Accept ${possessive(dollar.company.name)} proposal` })
    .click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('Accept this proposal?');
  await confirm.getByRole('button', { name: 'Accept proposal' }).click();
  // not accepted: the traveller is shown the new version and what changed
  await expect(confirm).toContainText(`${dollar.company.name} updated this proposal`);
  await expect(confirm.getByRole('list', { name: 'What changed' })).toContainText('Price: $3,300 → $3,150');
  await expect(confirm.getByRole('list', { name: 'What changed' })).toContainText('Now included: Breakfast');
  await expectNoAxeViolations(page);
  await confirm.getByRole('button', { name: 'Accept version 2' }).click();
  await expect(page.getByText('Proposal accepted')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/user/requests/${traveller.leadId}$`));
  await expect(page.getByText('CLAIMED', { exact: true })).toBeVisible();
});
