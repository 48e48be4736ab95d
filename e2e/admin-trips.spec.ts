import type { APIRequestContext, Page } from '@playwright/test';
import { authHeaders, expect, loginAs, test } from './fixtures.ts';

// The demo data has requests that their travellers closed (Quinlan, Whelan, Kinsella, Gallagher),
// most of them bought by Causeway Coast Journeys. Each test here removes a different traveller's.

type Lead = { id: number; user: { last_name: string }; country: string };

async function leadsOf(request: APIRequestContext, search: string): Promise<Lead[]> {
  const res = await request.get(`/v1/companyLeads?search=${encodeURIComponent(search)}&per_page=100`, {
    headers: await authHeaders(request, 'admin'),
  });
  return ((await res.json()) as { data: Lead[] }).data;
}

async function causeway(request: APIRequestContext) {
  const headers = await authHeaders(request, 'admin');
  const list = await request.get('/v1/company?search=Causeway', { headers });
  const id = ((await list.json()) as { data: { id: number }[] }).data[0]!.id;
  const purchases = await request.get(`/v1/company/${id}/purchases?per_page=100`, { headers });
  const bought = ((await purchases.json()) as { data: { lead: { id: number }; refunded_at: string | null }[] }).data
    .filter((p) => p.refunded_at === null)
    .map((p) => p.lead.id);
  return { id, bought };
}

const table = (page: Page) => page.getByRole('table', { name: 'All trips' });
const range = (page: Page) => page.getByRole('navigation', { name: 'All trips pages' }).getByText(/ of \d+$/);
/** The answer to the list request whose query has these values. */
const leadsAnswer = (page: Page, query: Record<string, string>) =>
  page.waitForResponse((r) => {
    const url = new URL(r.url());
    return (
      url.pathname === '/v1/companyLeads' &&
      r.ok() &&
      Object.entries(query).every(([k, v]) => url.searchParams.get(k) === v)
    );
  });

async function search(page: Page, text: string) {
  const answered = leadsAnswer(page, { search: text });
  await page.getByLabel('Search').fill(text);
  await answered;
}

test('filters by country and search, pages through, and resets', async ({ page }) => {
  await loginAs(page, 'admin');
  await page.goto('/admin/trips');
  await expect(page.getByRole('heading', { name: 'All Trips' })).toBeVisible();
  await expect(range(page)).toHaveText(/^1-10 of \d+$/);
  const total = Number((await range(page).textContent())!.split(' of ')[1]);
  expect(total).toBeGreaterThan(10);

  // pages: Next, Prev, and rows per page
  const page2 = leadsAnswer(page, { page: '2' });
  await page.getByRole('button', { name: 'Next' }).click();
  await page2;
  await expect(page).toHaveURL(/page=2/);
  // Next follows the keyset cursor of the last row shown (decision 019)
  await expect(page).toHaveURL(/after=\d+/);
  await expect(range(page)).toHaveText(new RegExp(`^11-${Math.min(20, total)} of \\d+$`));
  await page.getByRole('button', { name: 'Prev' }).click();
  await expect(range(page)).toHaveText(/^1-10 of \d+$/);
  await expect(page).not.toHaveURL(/page=|after=|before=/);
  await page.getByLabel('Rows per page').selectOption('25');
  await expect(page).toHaveURL(/per_page=25/);
  await expect(range(page)).toHaveText(new RegExp(`^1-${Math.min(25, total)} of \\d+$`));
  await expect(table(page).locator('tbody tr:not([hidden])')).toHaveCount(Math.min(25, total));

  // country: every row shown is in Ireland
  const ireland = leadsAnswer(page, { country: 'ireland' });
  await page.getByLabel('Country').selectOption('ireland');
  await ireland;
  await expect(page).toHaveURL(/country=ireland/);
  // the country is in each row's details, the first of its facts
  // (the answer is in, but the table may show the last page's rows for a moment: wait for the new ones)
  const countries = table(page).locator('tbody tr[id$="-details"] dd:first-of-type');
  await expect.poll(async () => new Set(await countries.allTextContents())).toEqual(new Set(['Ireland']));

  // search, together with the country filter
  await search(page, 'Quinlan');
  const expected = (await leadsOf(page.request, 'Quinlan')).filter((l) => l.country === 'ireland');
  // (wait for the searched rows: the table keeps the last ones on screen while the search loads)
  const travellers = table(page).locator('tbody tr:not([hidden]) td:nth-child(4)');
  await expect.poll(() => travellers.allTextContents()).toEqual(expected.map(() => 'Harriet Quinlan'));
  await expect(range(page)).toHaveText(expected.length ? `1-${expected.length} of ${expected.length}` : `0 of 0`);

  // nothing matches: the empty text
  await search(page, 'no such traveller zz');
  await expect(page.getByText('No trips found.')).toBeVisible();

  await page.getByRole('button', { name: 'Reset filters' }).click();
  await expect(page).not.toHaveURL(/search=|country=/);
  await expect(page.getByLabel('Search')).toHaveValue('');
  await expect(page.getByLabel('Country')).toHaveValue('');
  await expect(page.getByRole('button', { name: 'Reset filters' })).toBeDisabled();
});

test('sends a search only from 2 characters, 250 ms after typing stops', async ({ page }) => {
  const searched: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname === '/v1/companyLeads' && url.searchParams.has('search'))
      searched.push(url.searchParams.get('search')!);
  });
  await page.clock.install();
  await loginAs(page, 'admin');
  await page.goto('/admin/trips?per_page=7');
  // an invalid rows-per-page falls back to 10
  await expect(range(page)).toHaveText(/^1-10 of \d+$/);
  await expect(page.getByLabel('Rows per page')).toHaveValue('10');

  // from here on, time moves only when the test moves it
  await page.clock.pauseAt(new Date(Date.now() + 1000));
  await page.getByLabel('Search').fill('W');
  await page.clock.runFor(1000);
  await page.getByLabel('Search').fill('Wh');
  await page.clock.runFor(100);
  await page.getByLabel('Search').fill('Whelan');
  await page.clock.runFor(200);
  expect(searched).toEqual([]);
  const answered = leadsAnswer(page, { search: 'Whelan' });
  await page.clock.runFor(100);
  await answered;
  expect(searched).toEqual(['Whelan']);
  await expect(page).toHaveURL(/search=Whelan/);
});

test('select-all applies to the page and is cleared by a page or filter change', async ({ page }) => {
  await loginAs(page, 'admin');
  await page.goto('/admin/trips');
  const deleteSelected = page.getByRole('button', { name: /Delete selected/ });
  await expect(deleteSelected).toBeDisabled();
  await page.getByLabel('Select all trips on this page').check();
  await expect(deleteSelected).toHaveText('Delete selected (10)');
  const checks = table(page).locator('tbody').getByRole('checkbox');
  await expect(checks).toHaveCount(10);
  for (const c of await checks.all()) await expect(c).toBeChecked();

  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(deleteSelected).toHaveText('Delete selected');
  await expect(page.getByLabel('Select all trips on this page')).not.toBeChecked();

  await checks.first().check();
  await expect(deleteSelected).toHaveText('Delete selected (1)');
  await page.getByLabel('Sort').selectOption('oldest');
  await expect(page).not.toHaveURL(/page=2/);
  await expect(deleteSelected).toHaveText('Delete selected');
});

test('bulk deletes two bought leads after confirming, and the buyer is refunded', async ({ page }) => {
  const buyer = await causeway(page.request);
  const bought = (await leadsOf(page.request, 'Quinlan')).filter((l) => buyer.bought.includes(l.id));
  expect(bought).toHaveLength(2);

  await loginAs(page, 'admin');
  await page.goto(`/admin/companies/${buyer.id}`);
  const balance = page.getByTestId('wallet-balance');
  await expect(balance).toHaveText(/^\$[\d,]+\.\d\d$/);
  const before = Number((await balance.textContent())!.replace(/[$,]/g, ''));

  await page.goto('/admin/trips?search=Quinlan');
  await expect(table(page).locator('tbody tr:not([hidden])')).toHaveCount(3);
  for (const lead of bought) await page.getByLabel(`Select lead #${lead.id}`).check();
  await page.getByRole('button', { name: 'Delete selected (2)' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('Delete 2 selected lead(s)? This cannot be undone.');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Bulk delete complete')).toBeVisible();
  await expect(page.getByText('Deleted 2 of 2 leads.', { exact: true })).toBeVisible();
  await expect(table(page).locator('tbody tr:not([hidden])')).toHaveCount(1);
  for (const lead of bought) await expect(page.getByLabel(`Select lead #${lead.id}`)).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Delete selected/ })).toHaveText('Delete selected');

  // the buyer's wallet shows both refunds (other tests here may refund it more meanwhile)
  await page.goto(`/admin/companies/${buyer.id}`);
  await expect(balance).toHaveText(/^\$[\d,]+\.\d\d$/);
  expect(Number((await balance.textContent())!.replace(/[$,]/g, ''))).toBeGreaterThanOrEqual(before + 50);
  for (const lead of bought) {
    await expect(page.getByRole('row', { name: new RegExp(`Refund.*#${lead.id} `) })).toContainText('+$25.00');
  }
  // and the audit log has the deletions
  await page.goto('/admin/settings?tab=audit');
  await page.getByLabel('Action').fill('lead.deleted');
  await page.getByRole('button', { name: 'Filter' }).click();
  for (const lead of bought) {
    await expect(page.getByRole('row', { name: new RegExp(`lead #${lead.id}\\b`) })).toContainText('lead.deleted');
  }
});

test('deletes one lead after confirming, and says so when a delete fails', async ({ page }) => {
  const [first, second] = await leadsOf(page.request, 'Whelan');
  await loginAs(page, 'admin');
  await page.goto('/admin/trips?search=Whelan');
  await expect(table(page).locator('tbody tr:not([hidden])')).toHaveCount(2);

  // opened and closed from the keyboard: focus goes back to the button that opened it
  const opener = page.getByRole('button', { name: `Delete lead #${first!.id}` });
  await opener.focus();
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText(`Delete lead #${first!.id}? This cannot be undone.`);
  await page.keyboard.press('Escape');
  await expect(confirm).toBeHidden();
  await expect(opener).toBeFocused();
  await opener.click();
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(opener).toBeFocused();
  await expect(page.getByLabel(`Select lead #${first!.id}`)).toBeVisible();
  await page.getByRole('button', { name: `Delete lead #${first!.id}` }).click();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Lead deleted')).toBeVisible();
  await expect(page.getByLabel(`Select lead #${first!.id}`)).toHaveCount(0);

  // another admin removed the second one meanwhile: this delete fails and says so
  const gone = await page.request.delete(`/v1/leads/${second!.id}`, {
    headers: await authHeaders(page.request, 'admin'),
  });
  expect(gone.ok()).toBe(true);
  await page.getByRole('button', { name: `Delete lead #${second!.id}` }).click();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Delete failed')).toBeVisible();
  await expect(page.getByText(`Could not delete lead #${second!.id}.`)).toBeVisible();
  await expect(page.getByText('No trips found.')).toBeVisible();
});

test('a bulk delete reports the leads that failed, or that all failed', async ({ page }) => {
  const headers = await authHeaders(page.request, 'admin');
  const kinsella = await leadsOf(page.request, 'Kinsella');
  expect(kinsella).toHaveLength(3);
  await loginAs(page, 'admin');
  await page.goto('/admin/trips?search=Kinsella');
  await page.getByLabel('Select all trips on this page').check();
  await page.request.delete(`/v1/leads/${kinsella[0]!.id}`, { headers });
  await page.getByRole('button', { name: 'Delete selected (3)' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Bulk delete complete')).toBeVisible();
  await expect(page.getByText('Deleted 2 of 3 leads. 1 failed.', { exact: true })).toBeVisible();

  const gallagher = await leadsOf(page.request, 'Gallagher');
  await page.getByLabel('Search').fill('Gallagher');
  await expect(table(page).locator('tbody tr:not([hidden])')).toHaveCount(2);
  await page.getByLabel('Select all trips on this page').check();
  for (const lead of gallagher) await page.request.delete(`/v1/leads/${lead.id}`, { headers });
  await page.getByRole('button', { name: 'Delete selected (2)' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Bulk delete failed')).toBeVisible();
  await expect(page.getByText('Please try again.')).toBeVisible();
});

test('All Trips works on a phone: filters stack and the table scrolls @mobile', async ({ page, isMobile }) => {
  test.skip(!isMobile, 'the phone layout');
  await loginAs(page, 'admin');
  await page.goto('/admin/trips');
  await expect(page.getByLabel('Search')).toBeVisible();
  await expect(page.getByLabel('Status')).toBeVisible();
  await expect(range(page)).toHaveText(/^1-10 of \d+$/);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.getByRole('button', { name: 'Open navigation' }).click();
  await page.getByRole('link', { name: 'Companies' }).click();
  await expect(page).toHaveURL(/\/admin\/companies$/);
  // the companies table is wider than a phone: a line says more columns are to the side
  await expect(page.getByRole('region', { name: /scrolls sideways/ })).toBeVisible();
  await expect(page.getByText('Scroll sideways to see every column →').first()).toBeVisible();
});
