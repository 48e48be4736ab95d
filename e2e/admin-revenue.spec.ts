import type { Page, Response } from '@playwright/test';
import { format, parseISO } from 'date-fns';
import { enGB } from 'date-fns/locale/en-GB';
import { formatCents } from '@triptender/contract/money';
import type { RevenueReport } from '@triptender/contract/revenue';
import { atWidth, expectNoAxeViolations } from './axe.ts';
import { expect, loginAs, test } from './fixtures.ts';

// The revenue chart of the admin overview: the demo data has top-ups and lead sales over past weeks.
// Other specs buy and refund meanwhile, so the figures are compared with the answer the page itself got.

const SERIES = ['Top-ups', 'Lead sales', 'Refunds'] as const;
const revenueAnswer = (page: Page, weeks: number) =>
  page.waitForResponse((r) => {
    const url = new URL(r.url());
    return url.pathname === '/v1/admin/revenue' && url.searchParams.get('weeks') === String(weeks) && r.ok();
  });
const reportOf = async (res: Promise<Response>) => (await (await res).json()) as RevenueReport;

/** The table's rows are the answer's weeks, oldest first, then the totals. */
async function expectTableOf(page: Page, report: RevenueReport) {
  const table = page.getByRole('table', { name: 'Revenue by week' });
  await expect(table.getByRole('columnheader')).toHaveText(['Week of', ...SERIES, 'Net sales']);
  const rows = table.locator('tbody tr');
  await expect(rows).toHaveCount(report.weeks.length);
  const money = (w: RevenueReport['totals']) =>
    [w.top_ups_cents, w.lead_sales_cents, w.refunds_cents, w.net_sales_cents].map(formatCents);
  const expected = report.weeks.map((w) => [
    format(parseISO(w.week_start), 'd MMM yyyy', { locale: enGB }),
    ...money(w),
  ]);
  for (const [i, cells] of expected.entries()) {
    await expect(rows.nth(i).locator('th, td')).toHaveText(cells);
  }
  await expect(table.locator('tfoot tr').locator('th, td')).toHaveText(['Total', ...money(report.totals)]);
}

test('the overview charts weekly top-ups, lead sales and refunds, with the same figures in a table', async ({
  page,
}) => {
  await loginAs(page, 'admin');
  const answer = revenueAnswer(page, 12);
  await page.goto('/admin/overview');
  const report = await reportOf(answer);
  expect(report.weeks).toHaveLength(12);
  expect(report.totals.top_ups_cents).toBeGreaterThan(0);
  expect(report.totals.lead_sales_cents).toBeGreaterThan(0);

  const card = page.getByRole('region', { name: 'Revenue by week', exact: true });
  await expect(card.getByRole('list', { name: 'Legend' }).getByRole('listitem')).toHaveText([...SERIES]);
  const chart = card.getByRole('img', { name: /^Bar chart of money moved per week over 12 weeks/ });
  await expect(chart).toBeVisible();
  const totals = `top-ups ${formatCents(report.totals.top_ups_cents)}, lead sales ${formatCents(report.totals.lead_sales_cents)} and refunds ${formatCents(report.totals.refunds_cents)} in all`;
  expect(await chart.getAttribute('aria-label')).toContain(totals);
  // the table is there for screen readers while hidden, and the same when shown
  await expectTableOf(page, report);
  await expectNoAxeViolations(page);
  const toggle = card.getByRole('button', { name: 'Show as a table' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await expect(card.getByRole('button', { name: 'Hide the table' })).toHaveAttribute('aria-expanded', 'true');
  await expect(card.getByRole('table', { name: 'Revenue by week' })).toBeVisible();
  await expectTableOf(page, report);
  await expectNoAxeViolations(page);

  // another range: four weeks, ending with this one
  const four = revenueAnswer(page, 4);
  await card.getByLabel('Range').selectOption({ label: 'Last 4 weeks' });
  const shorter = await reportOf(four);
  expect(shorter.weeks.at(-1)!.week_start).toBe(report.weeks.at(-1)!.week_start);
  await expect(card.getByRole('img', { name: /over 4 weeks/ })).toBeVisible();
  await expectTableOf(page, shorter);
});

test('the revenue chart fits a phone and passes axe @mobile', async ({ page, isMobile }) => {
  test.skip(!isMobile, 'the phone layout');
  await atWidth(page, 375);
  await loginAs(page, 'admin');
  const answer = revenueAnswer(page, 12);
  await page.goto('/admin/overview');
  const report = await reportOf(answer);
  const card = page.getByRole('region', { name: 'Revenue by week', exact: true });
  await expect(card.getByRole('img', { name: /^Bar chart of money moved per week/ })).toBeVisible();
  await expect(card.getByRole('list', { name: 'Legend' })).toContainText('Refunds');
  await card.getByRole('button', { name: 'Show as a table' }).click();
  await expectTableOf(page, report);
  await expectNoAxeViolations(page);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  // the chart is drawn within the card
  const [box, canvas] = await Promise.all([card.boundingBox(), card.getByTestId('revenue-chart').boundingBox()]);
  expect(canvas!.x + canvas!.width).toBeLessThanOrEqual(box!.x + box!.width);
});
