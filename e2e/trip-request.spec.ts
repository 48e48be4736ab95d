// Over 300 lines: the trip request dialog's journeys, step by step, as guest and traveller, sharing the step helpers.
import type { Locator, Page, Request } from '@playwright/test';
import { composeLeadTitle } from '@triptender/contract/lead-title';
import { authHeaders, expect, loginAs, test } from './fixtures.ts';

// The multi-step trip request dialog: guests and logged-in travellers, from every landing page.

const DIALOG = 'Get Your Free Quotes';
const unique = () => `guest.${Date.now().toString(36)}.${Math.random().toString(36).slice(2, 7)}@example.com`;

function isoInDays(days: number) {
  const d = new Date();
  d.setDate(d.getDate() + days);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

/** Closes the Scotland page's discount offer, which opens by itself shortly after the page loads. */
async function dismissDiscountOffer(page: Page) {
  const offer = page.getByRole('dialog', { name: 'Get 15% off your Scotland trip' });
  await expect(offer).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(offer).toBeHidden();
}

async function open(page: Page, path: string, button: string) {
  await page.goto(path);
  if (path === '/scotland') await dismissDiscountOffer(page);
  await page.getByRole('button', { name: button }).first().click();
  const dialog = page.getByRole('dialog', { name: DIALOG });
  await expect(dialog).toBeVisible();
  return dialog;
}

const counter = (dialog: Locator, n: number, of: number) =>
  expect(dialog.getByText(`${n} of ${of}`, { exact: true })).toBeVisible();

/** Picks a day in the calendar, moving to its month first. */
async function pickDate(dialog: Locator, iso: string) {
  const day = dialog.locator(`[data-day="${iso}"]`);
  while (!(await day.isVisible())) await dialog.getByRole('button', { name: 'Next month' }).click();
  await day.click();
}

/** Answers every step after the country one (which the country pages skip). */
async function answerTrip(dialog: Locator, page: Page, of: number, contact?: { email: string }) {
  const first = of === 9 ? 2 : 1;
  await counter(dialog, first, of);
  await dialog.getByLabel('Number of travellers').fill('4');
  await dialog.getByLabel('Number of travellers').press('Enter');
  await counter(dialog, first + 1, of);
  await pickDate(dialog, isoInDays(45));
  await counter(dialog, first + 2, of);
  await dialog.getByLabel('Number of nights').fill('8');
  await dialog.getByLabel('Number of nights').press('Tab');
  await counter(dialog, first + 3, of);
  await dialog.getByText('Cultural', { exact: true }).click();
  await counter(dialog, first + 4, of);
  await dialog.getByText('Tour guide', { exact: true }).click();
  await counter(dialog, first + 5, of);
  await dialog.getByText('No', { exact: true }).click();
  await counter(dialog, first + 6, of);
  if (contact) {
    await dialog.getByLabel('First name').fill('Maeve');
    await dialog.getByLabel('Last name').fill('Quinn');
    await dialog.getByLabel('Email').fill(contact.email);
    await dialog.getByLabel('Mobile (optional)').fill('+1 617 555 0142');
    await dialog.getByLabel('Mobile (optional)').press('Enter');
  } else {
    await dialog.getByRole('button', { name: 'Continue' }).click();
  }
  await counter(dialog, first + 7, of);
  await dialog
    .getByLabel('Special requests (optional)')
    .fill('  <b>Castles</b> and <script>x()</script>coastal walks  ');
  void page;
}

const sentBody = (req: Request) => req.postDataJSON() as Record<string, unknown>;

for (const { path, button, country, thankYou, steps } of [
  { path: '/', button: 'Get FREE Quotes', country: 'Ireland', thankYou: '/thank-you', steps: 9 },
  { path: '/ireland', button: 'Get Ireland Quotes Now', country: null, thankYou: '/thank-you-ireland', steps: 8 },
  { path: '/scotland', button: 'Get Scotland Quotes Now', country: null, thankYou: '/thank-you-scotland', steps: 8 },
] as const) {
  test(`a guest posts a trip request from ${path} and lands on ${thankYou} @mobile`, async ({ page }) => {
    const email = unique();
    const dialog = await open(page, path, button);
    await expect(dialog.getByRole('progressbar', { name: 'Trip request progress' })).toHaveAttribute(
      'aria-valuemax',
      String(steps),
    );
    await expect(dialog.getByTestId('step-dot')).toHaveCount(steps);
    if (country) {
      await counter(dialog, 1, 9);
      await expect(dialog.getByRole('button', { name: 'Back' })).toBeDisabled();
      await dialog.getByText(country, { exact: true }).click();
    } else {
      // the country comes from the page: its step is skipped
      await expect(dialog.getByText('Where would you like to go?')).toHaveCount(0);
    }
    await answerTrip(dialog, page, steps, { email });

    const posted = page.waitForRequest((r) => r.url().endsWith('/v1/leads') && r.method() === 'POST');
    const answered = page.waitForResponse((r) => r.url().endsWith('/v1/leads'));
    await dialog.getByLabel('Special requests (optional)').press('Control+Enter');
    const body = sentBody(await posted);
    const expectedCountry = path === '/scotland' ? 'scotland' : 'ireland';
    expect(body).toMatchObject({
      country: expectedCountry,
      number_of_people: 4,
      start_date: isoInDays(45),
      number_of_night: 8,
      trip_type: 'cultural',
      travel_type: 'tour-guide',
      flight_booked: 'no',
      first_name: 'Maeve',
      last_name: 'Quinn',
      email,
      // checked and sent in E.164 (libphonenumber-js, the contract's schema)
      mobile: '+16175550142',
      // trimmed, and otherwise sent as typed (docs/decisions/030-text-stored-as-written.md)
      special_requests: '<b>Castles</b> and <script>x()</script>coastal walks',
      lead_type: 'multi-step-form',
      title: composeLeadTitle({ country: expectedCountry, number_of_people: 4, start_date: isoInDays(45) }),
    });
    const res = await answered;
    expect(res.status()).toBe(201);
    const { data } = (await res.json()) as { data: { title: string } };
    expect(data.title).toBe(body.title);

    await expect(page).toHaveURL(new RegExp(`${thankYou}$`));
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('heading', { name: 'Thank you!' })).toBeVisible();
    await expect(page.getByText(`: ${data.title}.`)).toBeVisible();
    // what happens next, plainly: nothing reaches an operator before the emailed link is followed
    await expect(
      page.getByText(
        `Check your email: we sent a link to ${email}. Your request goes to tour operators once you confirm it. The link works for 7 days.`,
      ),
    ).toBeVisible();

    // the same request again within a minute is answered alike, and stored once (the admin sees one,
    // once the server's worker has stored it a moment after the answer)
    const again = await page.request.post('/v1/leads', { data: body });
    expect(again.status()).toBe(201);
    const headers = await authHeaders(page.request, 'admin');
    const stored = async () => {
      const res = await page.request.get(`/v1/companyLeads?search=${encodeURIComponent(email)}`, { headers });
      return ((await res.json()) as { data: unknown[] }).data;
    };
    await expect.poll(stored, { timeout: 120_000 }).toHaveLength(1);

    // the form was reset: opening it again starts afresh
    await page.goto(path);
    if (path === '/scotland') await dismissDiscountOffer(page);
    await page.getByRole('button', { name: button }).first().click();
    await counter(page.getByRole('dialog', { name: DIALOG }), 1, steps);
  });
}

// the admin sees it at once, awaiting its traveller's confirmation (All Trips shows pending requests)
test('a guest request is visible to the admin in GET /v1/companyLeads', async ({ page }) => {
  const email = unique();
  const dialog = await open(page, '/ireland', 'Get Ireland Quotes Now');
  await answerTrip(dialog, page, 8, { email });
  await dialog.getByRole('button', { name: 'Get My Quotes!' }).click();
  await expect(page).toHaveURL(/\/thank-you-ireland$/);
  const { token } = await loginAs(page, 'admin');
  // the server's worker stores it a moment after the thank-you page
  const titles = async () => {
    const res = await page.request.get(`/v1/companyLeads?search=${encodeURIComponent(email)}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.ok()).toBe(true);
    return ((await res.json()) as { data: { title: string; status: string }[] }).data.map(
      (l) => `${l.title} (${l.status})`,
    );
  };
  await expect
    .poll(titles, { timeout: 120_000 })
    .toContain(`${composeLeadTitle({ country: 'ireland', number_of_people: 4, start_date: isoInDays(45) })} (pending)`);
});

test('every validation message of the dialog, with Continue disabled while a step is invalid', async ({ page }) => {
  const dialog = await open(page, '/', 'Get FREE Quotes');
  const next = dialog.getByRole('button', { name: 'Continue' });

  // a choice is required
  await expect(next).toBeDisabled();
  await dialog.getByRole('radio').first().press('Enter');
  await expect(dialog.getByText('Please select an option')).toBeVisible();
  await dialog.getByText('Scotland', { exact: true }).click();
  await counter(dialog, 2, 9);

  // numbers
  const people = dialog.getByLabel('Number of travellers');
  for (const [value, message] of [
    ['0', 'Please enter a valid positive number'],
    ['-3', 'Please enter a valid positive number'],
    ['0.5', 'Minimum value is 1'],
    ['2.5', 'Please enter a whole number'],
    ['500', 'Maximum value is 100'],
    ['', 'Please enter a number'],
  ] as const) {
    await people.fill(value);
    await expect(dialog.getByText(message, { exact: true })).toBeVisible();
    await expect(next).toBeDisabled();
  }
  await people.fill('3');
  await expect(next).toBeEnabled();
  await next.click();

  // the date: required, nothing before today
  await counter(dialog, 3, 9);
  await expect(next).toBeDisabled();
  await next.click({ force: true });
  await expect(dialog.getByText('Please select a date', { exact: true })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Previous month' })).toBeDisabled();
  const yesterday = isoInDays(-1);
  if (yesterday.slice(0, 7) === isoInDays(0).slice(0, 7)) {
    await expect(dialog.locator(`[data-day="${yesterday}"]`)).toBeDisabled();
  }
  await expect(dialog.locator(`[data-day="${isoInDays(0)}"]`)).toBeEnabled();
  await pickDate(dialog, isoInDays(20));
  await counter(dialog, 4, 9);
  await dialog.getByLabel('Number of nights').fill('5');
  await dialog.getByLabel('Number of nights').press('Enter');
  for (const [n, option] of [
    [5, 'Active'],
    [6, 'Self-drive'],
    [7, 'Yes'],
  ] as const) {
    await counter(dialog, n, 9);
    await dialog.getByText(option, { exact: true }).click();
  }

  // contact details
  await counter(dialog, 8, 9);
  await dialog.getByLabel('First name').fill('A');
  await dialog.getByLabel('Last name').fill('B');
  await dialog.getByLabel('Email').fill('not-an-email');
  await dialog.getByLabel('Mobile (optional)').fill('call me');
  await dialog.getByLabel('Mobile (optional)').press('Enter');
  await expect(dialog.getByText('First name must be at least 2 characters')).toBeVisible();
  await expect(dialog.getByText('Last name must be at least 2 characters')).toBeVisible();
  await expect(dialog.getByText('Please enter a valid email address')).toBeVisible();
  await expect(
    dialog.getByText('Enter a valid mobile number with its country code, e.g. +353 85 123 4567'),
  ).toBeVisible();
  await expect(next).toBeDisabled();
  // names are checked once trimmed
  await dialog.getByLabel('First name').fill('  A  ');
  await expect(dialog.getByText('First name must be at least 2 characters')).toBeVisible();
  await dialog.getByLabel('First name').fill('Ann');
  await dialog.getByLabel('Last name').fill('Bo');
  await dialog.getByLabel('Email').fill(unique());
  await dialog.getByLabel('Mobile (optional)').fill('');
  await expect(next).toBeEnabled();

  // Back keeps the answers
  await dialog.getByRole('button', { name: 'Back' }).click();
  await counter(dialog, 7, 9);
  await expect(dialog.getByRole('radio', { name: /^Yes/ })).toBeChecked();
});

test('choices and the date move on by themselves; Enter, leaving a field and Ctrl+Enter too', async ({ page }) => {
  const dialog = await open(page, '/ireland', 'Get Ireland Quotes Now');
  await counter(dialog, 1, 8);
  // leaving a valid number field moves on after a moment, without Continue
  await dialog.getByLabel('Number of travellers').fill('2');
  await dialog.getByLabel('Number of travellers').blur();
  await counter(dialog, 2, 8);
  // picking a day moves on
  await pickDate(dialog, isoInDays(60));
  await counter(dialog, 3, 8);
  // Enter in a number field moves on at once
  await dialog.getByLabel('Number of nights').fill('6');
  await dialog.getByLabel('Number of nights').press('Enter');
  await counter(dialog, 4, 8);
  // a click on an option moves on
  await dialog.getByText('City', { exact: true }).click();
  await counter(dialog, 5, 8);
  // arrow keys only browse the options; Enter confirms
  await dialog.getByRole('radio').first().focus();
  await page.keyboard.press('ArrowDown');
  await expect(dialog.getByRole('radio', { name: /^Tour guide/ })).toBeChecked();
  await counter(dialog, 5, 8);
  await page.keyboard.press('Enter');
  await counter(dialog, 6, 8);
  // Space picks and moves on
  await dialog.getByRole('radio', { name: /^Yes/ }).focus();
  await page.keyboard.press('Space');
  await counter(dialog, 7, 8);
  // moving between contact fields does not leave the step; leaving them all does
  await dialog.getByLabel('First name').fill('Liam');
  await dialog.getByLabel('Last name').fill('Walsh');
  await dialog.getByLabel('Email').fill(unique());
  await dialog.getByLabel('Email').press('Tab');
  await expect(dialog.getByLabel('Mobile (optional)')).toBeFocused();
  await counter(dialog, 7, 8);
  await dialog.getByLabel('Mobile (optional)').press('Tab');
  await counter(dialog, 8, 8);
  // Ctrl+Enter in the text area sends
  await expect(dialog.getByRole('button', { name: 'Get My Quotes!' })).toBeVisible();
  const answered = page.waitForResponse((r) => r.url().endsWith('/v1/leads'));
  await dialog.getByLabel('Special requests (optional)').press('Control+Enter');
  expect((await answered).status()).toBe(201);
  await expect(page).toHaveURL(/\/thank-you-ireland$/);
});

test('the dialog is usable by keyboard alone, with focus on each new question', async ({ page }) => {
  const dialog = await open(page, '/', 'Get FREE Quotes');
  await expect(dialog.getByRole('radio', { name: 'Ireland' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(dialog.getByLabel('Number of travellers')).toBeFocused();
  await page.keyboard.type('2');
  await page.keyboard.press('Enter');
  // the calendar: today has the focus; arrows move it, Enter picks
  await expect(dialog.locator(`[data-day="${isoInDays(0)}"]`)).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(dialog.locator(`[data-day="${isoInDays(7)}"]`)).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog.getByLabel('Number of nights')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  // what was answered is kept for the visit
  await page.getByRole('button', { name: 'Get FREE Quotes' }).first().click();
  await counter(page.getByRole('dialog', { name: DIALOG }), 4, 9);
  await page.getByRole('dialog', { name: DIALOG }).getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('dialog', { name: DIALOG }).getByText('Please select a date')).toHaveCount(0);
});

test("a logged-in traveller's contact step is filled from the profile and locked", async ({ page }) => {
  await loginAs(page, 'traveller2');
  const dialog = await open(page, '/', 'Get FREE Quotes');
  await dialog.getByText('United Kingdom', { exact: true }).click();
  await answerTrip(dialog, page, 9);
  await dialog.getByRole('button', { name: 'Back' }).click();
  for (const [label, value] of [
    ['First name', 'James'],
    ['Last name', 'Carter'],
    ['Email', 'james.carter@example.com'],
  ] as const) {
    await expect(dialog.getByLabel(label)).toHaveValue(value);
    await expect(dialog.getByLabel(label)).toHaveAttribute('readonly', '');
  }
  await dialog.getByRole('button', { name: 'Continue' }).click();
  const posted = page.waitForRequest((r) => r.url().endsWith('/v1/client/request'));
  await dialog.getByRole('button', { name: 'Get My Quotes!' }).click();
  const req = await posted;
  expect(req.headers().authorization).toMatch(/^Bearer /);
  const body = sentBody(req);
  expect(body).toMatchObject({
    country: 'uk',
    start_date: isoInDays(45),
    title: composeLeadTitle({ country: 'uk', number_of_people: 4, start_date: isoInDays(45) }),
    lead_type: 'multi-step-form',
  });
  expect(typeof body.user_id).toBe('number');
  expect((await req.response())?.status()).toBe(201);
  await expect(page).toHaveURL(/\/thank-you$/);
  await expect(page.getByRole('link', { name: 'your dashboard', exact: true })).toHaveAttribute(
    'href',
    '/user/requests',
  );
});

test('a failed submission says so, keeps the answers and lets the traveller try again', async ({ page }) => {
  const dialog = await open(page, '/ireland', 'Get Ireland Quotes Now');
  await answerTrip(dialog, page, 8, { email: unique() });
  await page.route('**/v1/leads', (route) =>
    route.fulfill({ status: 503, contentType: 'application/json', body: '{"message":"Service unavailable."}' }),
  );
  const send = dialog.getByRole('button', { name: 'Get My Quotes!' });
  await send.click();
  await expect(dialog.getByRole('alert')).toContainText('We could not send your request: Service unavailable.');
  await expect(send).toBeEnabled();
  await expect(page).toHaveURL(/\/ireland$/);

  // a refusal of one answer takes the traveller back to it
  const refused = 'Please enter a valid email address';
  await page.unroute('**/v1/leads');
  await page.route('**/v1/leads', (route) =>
    route.fulfill({
      status: 422,
      contentType: 'application/json',
      body: JSON.stringify({ message: refused, data: { email: [refused] } }),
    }),
  );
  await send.click();
  await expect(dialog.getByLabel('Email')).toBeVisible();
  await expect(dialog.getByText(refused).first()).toBeVisible();
  await page.unroute('**/v1/leads');

  // a tour operator's email is answered as any other: the form does not tell who has an account
  await dialog.getByLabel('Email').fill('siobhan@emeraldisletours.example');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await send.click();
  await expect(page).toHaveURL(/\/thank-you-ireland$/);
});
