// The marketplace across roles: operators find, buy and quote a request; the traveller compares the
// quotes and accepts one; both operators see the outcome. Its operators (Atlantic Way Tours,
// Burren Way Travel) and traveller (Maeve Quinn) are used by no other spec.
import type { Browser, Page } from '@playwright/test';
import { confirmAs, demo, type DemoUser, expect, loginAs, postTripRequest, test } from './fixtures.ts';

async function openAs(browser: Browser, who: DemoUser): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await loginAs(page, who);
  return page;
}

/** The id of one of Maeve's requests, found by its special requests. */
async function maevesLeadId(page: Page, specialRequests: string): Promise<number> {
  const { user, token } = (await loginAs(page, 'maeve')) as { user: { id: number }; token: string };
  const res = await page.request.get(`/v1/client/request/${user.id}?per_page=100`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const lead = ((await res.json()).data as { id: number; special_requests: string }[]).find(
    (l) => l.special_requests === specialRequests,
  );
  expect(lead, `Maeve's request "${specialRequests}"`).toBeTruthy();
  return lead!.id;
}

/** An operator finds the request, buys it, sees the contact details and sends a quote. */
async function buyAndQuote(page: Page, phrase: string, price: string) {
  await page.goto('/company/marketplace');
  await expect(page.getByRole('heading', { name: 'Trip Requests', exact: true })).toBeVisible();
  await page.getByLabel('Search', { exact: true }).fill(phrase);
  const card = page.getByRole('article').filter({ hasText: phrase });
  await expect(card).toHaveCount(1);
  // before buying: first name and initial only, no contact details
  await expect(card).toContainText('Maeve Q.');
  await expect(card).not.toContainText('Quinn');
  await expect(card).not.toContainText(demo.maeve);
  await card.getByRole('button', { name: 'Buy Request - $25' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText(/Your balance: \$[\d,]+\.\d\d/);
  await confirm.getByRole('button', { name: 'Buy for $25' }).click();
  await expect(page.getByText('Request bought', { exact: true })).toBeVisible();
  await expect(page.getByText("The traveller's contact details are in My Leads: send them your quote.")).toBeVisible();
  await expect(card.getByRole('button', { name: 'Buy Request - $25' })).toBeDisabled();
  await expect(card).toContainText('You bought this request');
  await expect(card).toContainText('Maeve Quinn');

  await card.getByRole('link', { name: 'View contact details' }).click();
  await expect(page).toHaveURL(/\/company\/leads\?lead=\d+$/);
  const lead = page.getByRole('article').filter({ hasText: phrase });
  const contact = lead.getByRole('region', { name: 'Contact details' });
  await expect(contact).toContainText('Maeve Quinn');
  await expect(contact).toContainText(demo.maeve);
  await expect(contact).toContainText('+17185550166');

  await lead.getByRole('button', { name: 'Send quote' }).click();
  const form = page.getByRole('dialog', { name: 'Send a quote' });
  await form.getByLabel('Total price').fill(price);
  // Escape on a quote half written asks before throwing it away; keeping it keeps what was typed
  await page.keyboard.press('Escape');
  const discard = page.getByRole('alertdialog', { name: 'Discard this quote?' });
  await expect(discard).toContainText('What you typed here is not saved.');
  await discard.getByRole('button', { name: 'Cancel' }).click();
  await expect(discard).toBeHidden();
  await expect(form.getByLabel('Total price')).toHaveValue(price);
  await form.getByLabel('Trip duration').fill('7 days / 6 nights');
  await form.getByLabel('Your proposal').fill(`Our proposal for ${phrase}: music nights, castles and coast.`);
  // what the price includes: ticks on the checklist, and an item of the operator's own
  await form.getByRole('checkbox', { name: 'Accommodation included' }).check();
  await form.getByRole('checkbox', { name: 'Breakfast included' }).check();
  await form.getByRole('checkbox', { name: 'Car hire included' }).check();
  await form.getByRole('checkbox', { name: 'Flights not included' }).check();
  await form.getByRole('textbox', { name: 'Also included' }).fill('A music night in Doolin');
  await form.getByRole('button', { name: 'Add to also included' }).click();
  await expect(form.getByRole('list', { name: 'Also included' })).toContainText('A music night in Doolin');
  await form.getByRole('button', { name: 'Send quote' }).click();
  await expect(page.getByText('Quote sent', { exact: true })).toBeVisible();
  await expect(form).toBeHidden();
  await expect(lead.getByText('SENT', { exact: true })).toBeVisible();
}

/** From two operators' quotes to an accepted one, seen by both operators. */
async function journey(page: Page, browser: Browser, phrase: string) {
  const atlantic = await openAs(browser, 'atlantic');
  await buyAndQuote(atlantic, phrase, '3480');
  const burren = await openAs(browser, 'burren');
  await buyAndQuote(burren, phrase, '2990');

  // the traveller compares both and accepts Atlantic Way Tours'
  const leadId = await maevesLeadId(page, phrase);
  await page.goto(`/user/compare-bids?trip=${leadId}`);
  await expect(page.getByRole('heading', { name: 'Compare Bids' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Proposals' });
  await expect(table.getByRole('row')).toHaveCount(3);
  await expect(table).toContainText('$3,480');
  await expect(table).toContainText('$2,990');
  await page.getByRole('checkbox', { name: 'Compare Atlantic Way Tours' }).check();
  await expect(page.getByText('selected for comparison')).toBeHidden();
  await page.getByRole('checkbox', { name: 'Compare Burren Way Travel' }).check();
  await expect(page.getByText('2 selected for comparison')).toBeVisible();
  await page.getByRole('button', { name: 'Compare', exact: true }).click();
  const drawer = page.getByRole('dialog', { name: 'Compare proposals' });
  const price = drawer.getByRole('row', { name: /^Price/ });
  await expect(drawer.getByRole('columnheader', { name: /Atlantic Way Tours/ })).toBeVisible();
  await expect(drawer.getByRole('columnheader', { name: /Burren Way Travel/ })).toBeVisible();
  await expect(price).toContainText('$3,480');
  await expect(price).toContainText('$2,990');
  await expect(drawer.getByRole('row', { name: /^Also included/ })).toContainText('A music night in Doolin');
  await drawer.getByRole('button', { name: 'Close' }).click();

  await page.getByRole('button', { name: "Accept Atlantic Way Tours' proposal" }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Accept proposal' }).click();
  await expect(page.getByText('Proposal accepted')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/user/requests/${leadId}$`));
  await expect(page.getByText('CLAIMED', { exact: true })).toBeVisible();
  // what happens next: the agreed quote, the operator's own contact details, the trip; a review only after it
  const next = page.getByRole('list', { name: 'What happens next' });
  await expect(next).toContainText("You accepted Atlantic Way Tours' proposal");
  await expect(next).toContainText('$3,480');
  await expect(next.getByRole('link', { name: 'hello@atlanticwaytours.example' })).toBeVisible();
  await expect(next.getByRole('link', { name: '+353 91 555 0142' })).toBeVisible();
  await expect(next).toContainText(/You can review Atlantic Way Tours after your trip, from \w/);
  await expect(page.getByText('How was your trip with Atlantic Way Tours?')).toHaveCount(0);

  // both operators see the outcome
  await atlantic.reload();
  const won = atlantic.getByRole('article').filter({ hasText: phrase });
  await expect(won.getByText('ACCEPTED', { exact: true })).toBeVisible();
  await expect(won).toContainText('The traveller accepted your quote.');
  const wonNext = won.getByRole('list', { name: 'What happens next with Maeve' });
  await expect(wonNext).toContainText('Maeve accepted your quote');
  await expect(wonNext).toContainText('$3,480');
  await expect(wonNext).toContainText(/Maeve can review you from \w/);
  await burren.reload();
  const lost = burren.getByRole('article').filter({ hasText: phrase });
  await expect(lost.getByText('DECLINED', { exact: true })).toBeVisible();
  await expect(lost).toContainText('Declined: Another quote accepted');
  // the operator that lost has no booking to follow
  await expect(lost.getByRole('list', { name: /What happens next/ })).toHaveCount(0);
  await atlantic.context().close();
  await burren.context().close();
}

test('two operators buy and quote a request; the traveller compares them and accepts one', async ({
  page,
  browser,
}) => {
  test.slow();
  await journey(page, browser, 'Traditional music sessions in Doolin and a night at Ashford Castle.');
});

test('a guest posts a request, and the whole marketplace journey follows', async ({ page, browser }) => {
  test.slow();
  const phrase = `Sea kayaking around Achill Island, ${Date.now().toString(36)}.`;
  // a guest's request is tied to the traveller account of its email, Maeve's: it waits until she confirms it
  await postTripRequest(page.request, { special_requests: phrase });
  await confirmAs(page.request, 'maeve', phrase);
  await journey(page, browser, phrase);
});

test.describe('the marketplace page', () => {
  test('filters by category and budget, pages on the server, and never receives contact details @mobile', async ({
    page,
  }) => {
    await loginAs(page, 'atlantic');
    const first = page.waitForResponse((r) => r.url().includes('/v1/openLeads'));
    await page.goto('/company/marketplace');
    const body = await (await first).text();
    // no email address of any traveller, anywhere in the answer
    expect(body).not.toContain('@');
    expect(body).not.toContain('"email"');
    expect(body).not.toContain('"mobile"');
    await expect(page.getByRole('article').first()).toBeVisible();
    await expect(page.getByText(/^1-10 of \d+$/)).toBeVisible();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText(/^11-20 of \d+$/)).toBeVisible();

    const filtered = page.waitForResponse(
      (r) => r.url().includes('/v1/openLeads') && r.url().includes('category=romantic'),
    );
    // on a phone the selects fold behind one Filters button
    const folded = page.getByRole('button', { name: 'Filters' });
    if (await folded.isVisible()) await folded.click();
    await page.getByLabel('Category').selectOption({ label: 'Romantic Getaways' });
    await filtered;
    await expect(page).toHaveURL(/category=romantic/);
    await expect(page).not.toHaveURL(/page=/);
    const people = page.getByRole('article').getByText(/^\d+ (person|people)$/);
    await expect(people.first()).toBeVisible();
    for (const text of await people.allTextContents()) expect(text).toBe('2 people');

    const budget = page.waitForResponse((r) => r.url().includes('budget=high'));
    await page.getByLabel('Budget Range').selectOption({ label: '$5,000+' });
    await budget;
    await page.getByLabel('Search', { exact: true }).fill('no such trip anywhere');
    await expect(page.getByText('No trip requests found matching your criteria.')).toBeVisible();
  });

  test('a request this company quoted, and the Finance role, show why Buy is disabled', async ({ page, browser }) => {
    await loginAs(page, 'atlantic');
    await page.goto('/company/marketplace?search=skellig');
    const card = page.getByRole('article').filter({ hasText: 'Puffins on the Skellig Islands' });
    await expect(card.getByRole('button', { name: 'Buy Request - $25' })).toBeDisabled();
    await expect(card).toContainText('You sent a quote for this request');
    await expect(card).toContainText('3 of 5 bought');

    const finance = await openAs(browser, 'finance');
    await finance.goto('/company/marketplace?search=skellig');
    const open = finance.getByRole('article').filter({ hasText: 'Puffins on the Skellig Islands' });
    await expect(open.getByRole('button', { name: 'Buy Request - $25' })).toBeDisabled();
    await expect(open).toContainText('Only Managers and Agents can buy requests');
    await finance.context().close();
  });
});

test("the marketplace filtered to one country is that country's, as the spec's 'Ireland Trip Requests'", async ({
  page,
}) => {
  await loginAs(page, 'agent');
  await page.goto('/company/marketplace?country=ireland');
  await expect(page.getByRole('heading', { name: 'Ireland Trip Requests', exact: true })).toBeVisible();
  await expect(page).toHaveTitle('Ireland Trip Requests | TripTender');
  await page.goto('/company/marketplace?country=scotland');
  await expect(page.getByRole('heading', { name: 'Scotland Trip Requests', exact: true })).toBeVisible();
});
