// The traveller's side of the marketplace on Maeve Quinn's trips (used by no other spec):
// her requests, a request page, closing one, reviewing an operator, and Compare Bids' filters.
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import { expect, loginAs, test } from './fixtures.ts';

type Listed = { id: number; title: string; special_requests: string | null; status: string };

async function maeve(page: Page) {
  const { user, token } = (await loginAs(page, 'maeve')) as { user: { id: number }; token: string };
  const headers = { authorization: `Bearer ${token}` };
  const res = await page.request.get(`/v1/client/request/${user.id}?per_page=100`, { headers });
  const requests = (await res.json()).data as Listed[];
  const find = (text: string) => {
    const r = requests.find((x) => x.special_requests?.startsWith(text));
    expect(r, text).toBeTruthy();
    return r!;
  };
  return { user, headers, find };
}

const requestPage = (id: number) => `/user/requests/${id}`;
const compareBids = (id: number) => `/user/compare-bids?trip=${id}`;

/** Maeve logs in and opens a page (`requestPage`, `compareBids`) of her request whose special requests start with `text`. */
async function openAsMaeve(page: Page, to: (id: number) => string, text: string) {
  const { find } = await maeve(page);
  const request = find(text);
  await page.goto(to(request.id));
  return request;
}

test('the requests table shows status badges, bids and dates, and opens a request', async ({ page }) => {
  const { find } = await maeve(page);
  await page.goto('/user/requests');
  await expect(page.getByRole('heading', { name: 'My Trip Requests' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Post Trip Request' })).toBeVisible();
  const table = page.getByRole('table');
  for (const h of ['Trip Summary', 'Status', 'Tour Operator Bids', 'Date Posted']) {
    await expect(table.getByRole('columnheader', { name: h })).toBeVisible();
  }
  const claimed = table.getByRole('row').filter({ hasText: find('Walking the Causeway Coast').title });
  await expect(claimed.getByText('CLAIMED', { exact: true })).toBeVisible();
  await expect(claimed.getByRole('cell').nth(2)).toHaveText('2');
  await expect(claimed.getByRole('cell').nth(3)).toHaveText(/^\d{1,2} [A-Z][a-z]{2} \d{4}$/);
  const archived = table.getByRole('row').filter({ hasText: find('Edinburgh in festival week').title });
  await expect(archived.getByText('ARCHIVED', { exact: true })).toBeVisible();

  const compared = find('Puffins on the Skellig Islands');
  await page.getByRole('link', { name: `View ${compared.title} posted` }).click();
  await expect(page).toHaveURL(/\/user\/requests\/\d+$/);
  await expect(page.getByRole('heading', { name: 'Quotes (3)' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Atlantic Way Tours' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Burren Way Travel' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Highland Trails Scotland' })).toBeVisible();
  // quoted in euros and pounds, shown in the dollars Maeve compares in; Burren Way revised its quote
  const atlantic = page.getByRole('article').filter({ hasText: 'Atlantic Way Tours' });
  await expect(atlantic).toContainText('€3,890');
  await expect(atlantic).toContainText('≈ $4,523');
  const burren = page.getByRole('article').filter({ hasText: 'Burren Way Travel' });
  await expect(burren).toContainText(/Updated \d{1,2} [A-Z][a-z]{2} \d{4}/);
  await expect(burren).toContainText('Price: $3,650 → $3,590');
  await expect(burren).toContainText('Now included: Breakfast');
  await expect(page.getByRole('link', { name: 'Compare bids', exact: true })).toBeVisible();
});

test('the traveller closes an open request after confirming', async ({ page }) => {
  await openAsMaeve(page, requestPage, 'Whale watching in West Cork');
  await expect(page.getByText('No bids yet')).toBeVisible();
  await page.getByRole('button', { name: 'Close request' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Close this request?' });
  await expect(confirm).toContainText('Operators will no longer be able to buy it or send quotes.');
  await confirm.getByRole('button', { name: 'Close request' }).click();
  await expect(page.getByText('Request closed')).toBeVisible();
  await expect(page.getByText('ARCHIVED', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Close request' })).toBeHidden();
  // a closed request promises no more bids
  await expect(page.getByText('This request is closed, so it takes no more proposals.')).toBeVisible();
  await expect(page.getByText('You will be notified when new bids arrive.')).toHaveCount(0);
});

test('a request that is not hers is not found, with the way back rather than a retry', async ({ page }) => {
  await maeve(page);
  await page.goto('/user/requests');
  await page.goto('/user/requests/999999');
  await expect(page.getByRole('alert').filter({ hasText: 'not found' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Go back' }).click();
  await expect(page).toHaveURL(/\/user\/requests$/);
});

test('a trip weeks away is not reviewed yet; says from when', async ({ page }) => {
  await openAsMaeve(page, requestPage, 'Walking the Causeway Coast');
  const next = page.getByRole('list', { name: 'What happens next' });
  await expect(next).toContainText('Review after your trip');
  await expect(next).toContainText(/You can review Burren Way Travel after your trip, from \w/);
  await expect(page.getByText('How was your trip with Burren Way Travel?')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Submit review' })).toHaveCount(0);
});

test('after the trip, the traveller reviews the operator once, and the rating counts', async ({ page }) => {
  await openAsMaeve(page, requestPage, 'The Burren and the Cliffs of Moher');
  await expect(page.getByText('How was your trip with Burren Way Travel?')).toBeVisible();
  await page.getByRole('button', { name: 'Submit review' }).click();
  await expect(page.getByText('Please choose a rating from 1 to 5 stars.')).toBeVisible();
  await page.getByRole('radio', { name: '5 stars' }).click();
  await page.getByLabel('Your review (optional)').fill('Niall planned every day perfectly.');
  await page.getByRole('button', { name: 'Submit review' }).click();
  await expect(page.getByText('Thank you for your review!')).toBeVisible();
  await expect(page.getByText('Your review', { exact: true })).toBeVisible();
  await expect(page.getByText('Niall planned every day perfectly.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Submit review' })).toBeHidden();

  // the operator's reviews and reputation include it
  const niall = await page.request.post('/v1/auth', {
    data: { email: 'niall@burrenway.example', password: 'triptender' },
  });
  const { user, token } = await niall.json();
  const headers = { authorization: `Bearer ${token}` };
  const reviews = await (await page.request.get(`/v1/companies/${user.company.id}/reviews`, { headers })).json();
  expect(reviews.data[0]).toMatchObject({
    customer: 'Maeve Q.',
    rating: 5,
    comment: 'Niall planned every day perfectly.',
  });
  const reputation = await (await page.request.get(`/v1/companies/${user.company.id}/reputation`, { headers })).json();
  // with the earlier 4-star review of another traveller
  expect(reputation).toMatchObject({ rating: 4.5, review_count: 2 });
});

test.describe('on a wide screen', () => {
  test.use({ viewport: { width: 1500, height: 900 } });

  test('Compare Bids filters, sorts and switches views on one trip', async ({ page }) => {
    const trip = await openAsMaeve(page, compareBids, 'Puffins on the Skellig Islands');
    await expect(page.getByRole('tab', { name: /Trip \d/, selected: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: trip.title })).toBeVisible();
    const rows = page.getByRole('table', { name: 'Proposals' }).getByRole('row');
    await expect(rows).toHaveCount(4);
    // 'best' ranks the rated operator first; price sorts both ways
    await expect(rows.nth(1)).toContainText('Burren Way Travel');
    const panel = page.getByRole('complementary', { name: 'Filters' });
    // prices in euros, pounds and dollars compared by their worth in dollars: €3,890 is the dearest
    await panel.getByLabel('Sort by').selectOption('price-desc');
    await expect(rows.nth(1)).toContainText('Atlantic Way Tours');
    await expect(rows.nth(2)).toContainText('Highland Trails Scotland');
    await expect(rows.nth(3)).toContainText('Burren Way Travel');
    await expect(panel.getByText('$3,500 - $4,600')).toBeVisible();
    await panel.getByLabel('Search proposals').fill('IVERAGH');
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(1)).toContainText('Burren Way Travel');
    await panel.getByLabel('Search proposals').fill('');
    await panel.getByRole('radio', { name: '4.0+' }).check();
    await expect(rows).toHaveCount(2);
    await panel.getByRole('radio', { name: 'Any' }).check();
    await panel.getByRole('checkbox', { name: 'Top Rated' }).check();
    await expect(page.getByText('No proposals match your filters for this trip.')).toBeVisible();
    await panel.getByRole('checkbox', { name: 'Top Rated' }).uncheck();
    // the slider by keyboard: five steps of $100 down from the top leaves £3,150 (≈ $4,145) out
    await panel.getByRole('slider', { name: 'Maximum price' }).focus();
    for (let i = 0; i < 5; i++) await page.keyboard.press('ArrowLeft');
    await expect(panel.getByText('$3,500 - $4,100')).toBeVisible();
    await expect(rows).toHaveCount(2);

    await page.getByRole('button', { name: 'Cards', pressed: false }).click();
    await expect(page.getByRole('table', { name: 'Proposals' })).toBeHidden();
    await expect(page.getByRole('article')).toHaveCount(1);
    await expect(page.getByRole('article')).toContainText('Trip Duration');

    await page.getByRole('tab', { name: 'All trips' }).click();
    await expect(page).toHaveURL(/trip=all/);
    await expect(page.getByText(/\d+ open trips?, \d+ proposals?/)).toBeVisible();
  });
});

test('on a phone, Compare Bids shows cards and its filters in a drawer @mobile', async ({ page, isMobile }) => {
  test.skip(!isMobile, 'the phone layout');
  await openAsMaeve(page, compareBids, 'Puffins on the Skellig Islands');
  await expect(page.getByRole('article')).toHaveCount(3);
  await expect(page.getByRole('button', { name: 'Table' })).toBeHidden();
  await expect(page.getByRole('complementary', { name: 'Filters' })).toBeHidden();
  await page.getByRole('button', { name: 'Filters' }).click();
  const drawer = page.getByRole('dialog', { name: 'Filters' });
  await drawer.getByRole('radio', { name: '4.0+' }).check();
  await drawer.getByRole('button', { name: 'Done' }).click();
  await expect(drawer).toBeHidden();
  await expect(page.getByRole('article')).toHaveCount(1);
  await expect(page.getByRole('article')).toContainText('Burren Way Travel');
  await page.getByRole('checkbox', { name: 'Compare Burren Way Travel' }).check();
  await expect(page.getByText('selected for comparison')).toBeHidden();
});

test('the marketplace pages have no accessibility violations', async ({ page, browser }) => {
  test.slow(); // five pages, each scanned by axe
  const { find } = await maeve(page);
  const check = async (p: Page, url: string, ready: string) => {
    await p.goto(url);
    await expect(p.getByText(ready).first()).toBeVisible();
    await expectNoAxeViolations(p);
  };
  await check(page, '/user/requests', 'Trip Summary');
  await check(page, requestPage(find('Puffins on the Skellig Islands').id), 'Quotes (3)');
  await check(page, compareBids(find('Puffins on the Skellig Islands').id), 'Burren Way Travel');
  const operator = await (await browser.newContext()).newPage();
  await loginAs(operator, 'atlantic');
  await check(operator, '/company/marketplace', 'Buy Request - $25');
  await check(operator, '/company/leads', 'Contact details');
  await operator.context().close();
});
