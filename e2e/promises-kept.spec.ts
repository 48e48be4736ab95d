// Promises kept and dates the UK and Irish way (point 11): the claimed discount
// reaches the operator and the traveller, prices show per person, the guide's page count is the
// PDF's, no figure is shown that no data backs, and the calendar's weeks start on Monday.
import { PDFDocument } from 'pdf-lib';
import { expectWeeksFromMonday } from './calendar.ts';
import { expect, loginAs, newCompany, newTraveller, test, uniqueTag } from './fixtures.ts';

const stamp = uniqueTag;

test('a claimed discount and the price per person reach the operator and the traveller', async ({ page, browser }) => {
  // a traveller and a company join through emailed links first: minutes on a loaded machine
  test.slow();
  const phrase = `Discount journey ${stamp()}`;
  const traveller = await newTraveller(page.request, {
    country: 'scotland',
    number_of_people: 4,
    special_requests: `${phrase}: Skye and the Highlands.`,
  });
  // the traveller claims the Scotland discount with the same email, from the dialog of /scotland
  await page.goto('/scotland');
  const offer = page.getByRole('dialog', { name: 'Get 15% off your Scotland trip' });
  await offer.getByLabel('First name').fill('Nora');
  await offer.getByLabel('Last name').fill('Kelly');
  await offer.getByLabel('Email').fill(traveller.email.toUpperCase());
  await offer.getByRole('button', { name: 'Claim My 15% Discount' }).click();
  await expect(page).toHaveURL(/\/thank-you-scotland$/);

  const { company, manager } = await newCompany(page.request, {
    name: `Skye Discount Tours ${stamp()}`,
    creditCents: 10_000,
  });
  await loginAs(page, manager);
  await page.goto(`/company/marketplace?search=${encodeURIComponent(phrase)}`);
  const card = page.getByRole('article').filter({ hasText: phrase });
  await expect(card).toContainText('15% first-booking discount claimed');
  await card.getByRole('button', { name: 'Buy Request - $25' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('Your balance: $100.00');
  await confirm.getByRole('button', { name: 'Buy for $25' }).click();
  await expect(page.getByText('Request bought', { exact: true })).toBeVisible();

  await card.getByRole('link', { name: 'View contact details' }).click();
  const lead = page.getByRole('article').filter({ hasText: phrase });
  await expect(lead).toContainText(
    '15% first-booking discount claimed. This traveller claimed the 15% first-booking discount.',
  );
  await lead.getByRole('button', { name: 'Send quote' }).click();
  const form = page.getByRole('dialog', { name: 'Send a quote' });
  await expect(form.getByRole('note')).toContainText('Apply it to your total price');
  await form.getByLabel('Total price').fill('4000');
  await expect(form.getByText('$1,000 per person for 4 travellers')).toBeVisible();
  await form.getByLabel('Trip duration').fill('8 days / 7 nights');
  await form
    .getByLabel('Your proposal')
    .fill('Skye, Glencoe and the Cairngorms, with the 15% discount already taken off.');
  await form.getByRole('button', { name: 'Send quote' }).click();
  await expect(form).toBeHidden();
  await expect(lead).toContainText('($1,000 per person)');

  // the traveller sees the price per person and that the operator was shown the claim
  const context = await browser.newContext();
  const mine = await context.newPage();
  await loginAs(mine, { email: traveller.email, password: traveller.password });
  await mine.goto('/user/compare-bids');
  const row = mine.getByRole('row').filter({ hasText: company.name });
  await expect(row).toContainText('$4,000');
  // a Scotland trip is compared in pounds until the traveller chooses (demo rate: 0.76 to the dollar)
  await expect(row).toContainText('≈ £3,040');
  await expect(row).toContainText('£760 per person');
  await expect(row).toContainText('15% first-booking discount claimed: check it is included');
  await context.close();
});

test('the guide is a real PDF whose page count is the one the pages claim', async ({ page }) => {
  for (const [path, edition] of [
    ['/', 'all'],
    ['/ireland', 'ireland'],
  ] as const) {
    await page.goto(path);
    const claim = page.getByTestId('guide-pages');
    await expect(claim).toHaveText(/^\d+-page$/);
    const pdf = await page.request.get(`/v1/guides/${edition}`);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    const pages = (await PDFDocument.load(await pdf.body())).getPageCount();
    await expect(claim).toHaveText(`${pages}-page`);
  }
});

test('public pages show no figure that no data backs', async ({ page }) => {
  const unfounded = /50,000|\$847|spots left|27-page|\$2,000|up to 40%|30-60%|3-5 quotes/i;
  for (const path of ['/', '/ireland', '/scotland', '/about', '/how-it-works', '/help', '/for-agents']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // once the figures from data have loaded (the guide's page count is one of them)
    if (['/', '/ireland', '/scotland'].includes(path)) await expect(page.getByTestId('guide-pages')).toBeVisible();
    expect(await page.locator('body').innerText(), path).not.toMatch(unfounded);
  }
  // the demo has far fewer than 1,000 travellers: no travellers count is shown at all
  await page.goto('/about');
  await expect(page.getByRole('heading', { name: 'Get in touch' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'By the numbers' })).toHaveCount(0);
});

test('the calendar of the trip request starts its weeks on Monday @mobile', async ({ page }) => {
  await page.goto('/ireland');
  await page.getByRole('button', { name: 'Get Ireland Quotes Now' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Get Your Free Quotes' });
  await dialog.getByLabel('Number of travellers').fill('2');
  await dialog.getByLabel('Number of travellers').press('Enter');
  await expectWeeksFromMonday(dialog.getByRole('grid'));
});

test('the marketplace says "Trip Requests", and names the country it is filtered to', async ({ page }) => {
  await loginAs(page, 'manager');
  await page.goto('/company/marketplace');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Trip Requests');
  await expect(page).toHaveTitle('Trip Requests | TripTender');
  await page.goto('/company/marketplace?country=scotland');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Scotland Trip Requests');
  await expect(page.getByRole('article').first()).toContainText('Scotland');
});
