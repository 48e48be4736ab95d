// On a traveller and an operator of their own (made here, used by no other
// spec): the traveller edits an open request and its buyer is told; after accepting a quote both see
// what happens next.
import type { APIRequestContext, Browser } from '@playwright/test';
import { composeLeadTitle } from '@triptender/contract/lead-title';
import { expectNoAxeViolations } from './axe.ts';
import { expect, loginAs, newCompany, postTripRequest, test, uniqueTag } from './fixtures.ts';
import { possessive } from '@triptender/contract/words';

const isoInDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const PASSWORD = 'a long e2e password';

/**
 * A new traveller's open request (posted as a guest, then claimed by the emailed link), bought and
 * quoted by a new operator.
 */
async function boughtTrip(request: APIRequestContext, tag: string) {
  const stamp = `${tag}${uniqueTag()}`;
  const email = `tara.${stamp}@e2e.example`;
  const phrase = `Sea stacks of Donegal ${stamp}`;
  const start = isoInDays(70);
  const { setPasswordToken: token } = await postTripRequest(request, {
    email,
    first_name: 'Tara',
    last_name: 'Byrne',
    special_requests: phrase,
    start_date: start,
  });
  expect((await request.post('/v1/auth/set-password', { data: { token, password: PASSWORD } })).ok()).toBe(true);

  const { company, manager } = await newCompany(request, { name: `Donegal Coast Tours ${stamp}`, creditCents: 10_000 });
  const login = await request.post('/v1/auth', { data: manager });
  const headers = { authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
  const found = await request.get(`/v1/openLeads?search=${encodeURIComponent(phrase)}`, { headers });
  const leadId = ((await found.json()) as { data: { id: number }[] }).data[0]!.id;
  expect(
    (await request.post('/v1/purchases', { headers, data: { lead_id: leadId, company_id: company.id } })).status(),
  ).toBe(201);
  const quote = await request.post('/v1/quotes', {
    headers,
    data: {
      lead_id: leadId,
      price: 2400,
      currency: 'USD',
      trip_duration: '7 days / 6 nights',
      message: 'Slieve League, Glenveagh and the Inishowen peninsula, with a local guide on two days.',
      inclusions: 'B&Bs with breakfast, car hire',
      exclusions: 'Flights',
    },
  });
  expect(quote.status(), await quote.text()).toBe(201);
  return { leadId, phrase, start, company, manager, traveller: { email, password: PASSWORD } };
}

async function asOperator(browser: Browser, manager: { email: string; password: string }) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await loginAs(page, manager);
  return page;
}

test('after accepting, the traveller and the operator see what happens next @mobile', async ({
  page,
  browser,
}, info) => {
  test.slow();
  const trip = await boughtTrip(page.request, info.project.name);
  await loginAs(page, trip.traveller);
  await page.goto(`/user/requests/${trip.leadId}`);
  await page.getByRole('button', { name: `Accept ${possessive(trip.company.name)} proposal` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Accept proposal' }).click();
  await expect(page.getByText('Proposal accepted')).toBeVisible();

  const next = page.getByRole('list', { name: 'What happens next' });
  await expect(next).toContainText(`You accepted ${possessive(trip.company.name)} proposal`);
  await expect(next).toContainText('$2,400');
  // sent as one string (still taken for one release): the checklist item first, then the operator's words
  await expect(next).toContainText('Car hire, B&Bs with breakfast');
  // the operator's contact details, not the traveller's
  await expect(next.getByRole('link', { name: trip.manager.email })).toHaveAttribute(
    'href',
    `mailto:${trip.manager.email}`,
  );
  await expect(next.getByRole('link', { name: '+353 1 555 0123' })).toBeVisible();
  await expect(next).not.toContainText(trip.traveller.email);
  await expect(next).toContainText('Your trip:');
  await expect(next).toContainText(`You can review ${trip.company.name} after your trip, from`);
  await expect(page.getByRole('button', { name: 'Submit review' })).toHaveCount(0);
  // nothing runs off the side of a phone
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await expectNoAxeViolations(page);

  const operator = await asOperator(browser, trip.manager);
  await operator.goto(`/company/leads?lead=${trip.leadId}`);
  const booking = operator.getByRole('list', { name: 'What happens next with Tara' });
  await expect(booking).toContainText('Tara accepted your quote');
  await expect(booking).toContainText('$2,400');
  await expect(booking.getByRole('link', { name: trip.traveller.email })).toBeVisible();
  await expect(booking).toContainText('Tara can review you from');
  expect(await operator.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await operator.context().close();
});

test('the traveller edits an open request; the list, Compare Bids and the buyer follow @mobile', async ({
  page,
  browser,
}, info) => {
  test.slow();
  const trip = await boughtTrip(page.request, info.project.name);
  const before = composeLeadTitle({ country: 'ireland', number_of_people: 2, start_date: trip.start });
  const after = composeLeadTitle({ country: 'ireland', number_of_people: 5, start_date: trip.start });
  await loginAs(page, trip.traveller);
  await page.goto('/user/requests');

  // cancelling changes nothing
  await page.getByRole('button', { name: `Edit ${before}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit your trip request' });
  await dialog.getByLabel('Travellers').fill('9');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: `Edit ${before}` }).click();
  await expect(dialog.getByLabel('Travellers')).toHaveValue('2');

  // the form's messages are the trip request's
  await dialog.getByLabel('Travellers').fill('0');
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(dialog.getByText('Please enter a valid positive number')).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByLabel('Travellers').fill('5');
  await dialog.getByLabel('Nights').fill('9');
  await dialog.getByLabel('Special requests (optional)').fill(`${trip.phrase}, and a day on Tory Island`);
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Request updated')).toBeVisible();
  await expect(page.getByText('Operators who bought it have been told what changed.')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: `Edit ${after}` })).toBeVisible();

  await page.goto(`/user/compare-bids?trip=${trip.leadId}`);
  await expect(page.getByRole('heading', { name: after })).toBeVisible();

  // the buyer sees the new request and the change in its conversation
  const operator = await asOperator(browser, trip.manager);
  await operator.goto(`/company/leads?lead=${trip.leadId}`);
  const card = operator.getByRole('article').filter({ hasText: 'Tory Island' });
  await expect(card.getByRole('heading', { name: after })).toBeVisible();
  await card.getByRole('link', { name: 'Message Tara' }).click();
  await expect(operator.getByRole('log', { name: 'Messages' })).toContainText('Travellers 2 → 5; Nights 6 → 9');
  await operator.context().close();
});
