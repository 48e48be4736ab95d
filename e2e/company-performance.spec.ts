import type { Page } from '@playwright/test';
import { atWidth, AXE_WIDTHS, expectNoAxeViolations } from './axe.ts';
import { buyAndQuote, expect, loginAs, newCompany, newTraveller, test } from './fixtures.ts';

// The company overview's performance. A new company trades, so its figures are known whatever
// other specs do to the demo companies: two leads bought and quoted; one quote accepted, one declined as
// too expensive.

const performance = (page: Page) => page.getByRole('region', { name: 'Performance', exact: true });

test('the operator sees its win, win rate, the weekly charts and why a quote was declined @mobile', async ({
  page,
}) => {
  // a company, two travellers and two widths checked by axe: more than the usual journey's time
  test.slow();
  const { company, manager } = await newCompany(page.request, {
    name: `Kinsale Harbour Tours ${Date.now().toString(36)}`,
    creditCents: 50_000,
  });
  const buyer = { ...manager, companyId: company.id };
  const [winner, decliner] = [await newTraveller(page.request), await newTraveller(page.request)];
  const won = await buyAndQuote(page.request, buyer, winner.leadId, { price: 2400 });
  const lost = await buyAndQuote(page.request, buyer, decliner.leadId, { price: 3100 });
  const accepted = await page.request.post(`/v1/quotes/${won.quoteId}/accept`, { headers: winner.headers, data: {} });
  expect(accepted.status(), await accepted.text()).toBe(200);
  const declined = await page.request.post(`/v1/quotes/${lost.quoteId}/decline`, {
    headers: decliner.headers,
    data: { reason_code: 'price', reason: 'More than we hoped to spend' },
  });
  expect(declined.status(), await declined.text()).toBe(200);

  await loginAs(page, manager);
  for (const width of AXE_WIDTHS) {
    await atWidth(page, width);
    await page.goto('/company/overview');
    const section = performance(page);
    await expect(section.getByRole('combobox', { name: 'Period' })).toHaveValue('4w');
    const figure = (key: string) => section.getByTestId(`figure-${key}`);
    await expect(figure('leads_bought')).toContainText('2');
    await expect(figure('quotes_sent')).toContainText('2');
    // the win is counted, and makes half of the quotes sent
    await expect(figure('quotes_accepted')).toContainText('Quotes accepted1');
    await expect(figure('win_rate')).toContainText('Win rate50%');
    await expect(figure('spend_cents')).toContainText(/Spent on leads\$\d/);

    // each chart is an image named by its summary, with the same figures in a table
    await expect(
      section.getByRole('img', { name: /^Bar chart of quotes sent and won per week.*2 sent, 1 won \(win rate 50%\)/ }),
    ).toBeVisible();
    await expect(section.getByRole('img', { name: /^Bar chart of money spent on leads per week/ })).toBeVisible();
    const weeks = section.getByRole('table', { name: 'Spend and wins by week' }).first();
    await expect(weeks.locator('tfoot tr').locator('th, td')).toHaveText(['Total', '2', /^\$/, '2', '1']);

    // why the other quote was declined
    const reasons = section.getByRole('table', { name: 'Why quotes were declined' });
    await expect(reasons.locator('tbody tr')).toHaveText([/Price too high\s*1\s*100%/]);

    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `no sideways scroll at ${width} px`).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page);
  }

  // or days of one's own choosing, from and to
  await performance(page).getByRole('combobox', { name: 'Period' }).selectOption('custom');
  await expect(performance(page).getByRole('button', { name: 'Show these days' })).toBeVisible();
  await expectNoAxeViolations(page);
});
