// Every guest's request waits until the
// emailed link is followed (or, for an existing account, it is confirmed from Requests); until then no
// operator sees it. A new traveller confirms from the .eml and chooses a password on the way.
import type { APIRequestContext, Locator } from '@playwright/test';
import { composeLeadTitle } from '@triptender/contract/lead-title';
import { expectNoAxeViolations } from './axe.ts';
import {
  authHeaders,
  demo,
  expect,
  latestEmailTo,
  linkPath,
  loginAs,
  postTripRequest,
  reloadUntilVisible,
  test,
  uniqueTag,
} from './fixtures.ts';

/** A day `days` from today, as the dialog's calendar names it (the browser's own date). */
function isoInDays(days: number) {
  const d = new Date();
  d.setDate(d.getDate() + days);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

/** The ids of the marketplace cards an operator finds for a phrase. */
async function marketplaceIds(request: APIRequestContext, phrase: string) {
  const res = await request.get(`/v1/openLeads?search=${encodeURIComponent(phrase)}`, {
    headers: await authHeaders(request, 'atlantic'),
  });
  return ((await res.json()) as { data: { id: number }[] }).data.map((l) => l.id);
}

/** Answers the steps of the /ireland dialog (the country comes from the page), as anyone may. */
async function fillTripDialog(dialog: Locator, contact: { email: string; wishes: string }) {
  await dialog.getByLabel('Number of travellers').fill('3');
  await dialog.getByLabel('Number of travellers').press('Enter');
  const day = dialog.locator(`[data-day="${isoInDays(50)}"]`);
  while (!(await day.isVisible())) await dialog.getByRole('button', { name: 'Next month' }).click();
  await day.click();
  await dialog.getByLabel('Number of nights').fill('6');
  await dialog.getByLabel('Number of nights').press('Tab');
  await dialog.getByText('Cultural', { exact: true }).click();
  await dialog.getByText('Tour guide', { exact: true }).click();
  await dialog.getByText('No', { exact: true }).click();
  // anyone can type any name with someone else's email
  await dialog.getByLabel('First name').fill('Mallory');
  await dialog.getByLabel('Last name').fill('Intruder');
  await dialog.getByLabel('Email').fill(contact.email);
  await dialog.getByLabel('Mobile (optional)').press('Enter');
  await dialog.getByLabel('Special requests (optional)').fill(contact.wishes);
  await dialog.getByRole('button', { name: 'Get My Quotes!' }).click();
}

test("a guest on /ireland with Maeve's email: nothing shows until Maeve confirms by the emailed link", async ({
  page,
  browser,
}) => {
  test.slow();
  const phrase = `Kylemore Abbey and Connemara ponies ${Date.now().toString(36)}`;
  const since = Date.now();
  await page.goto('/ireland');
  await page.getByRole('button', { name: 'Get Ireland Quotes Now' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Get Your Free Quotes' });
  await fillTripDialog(dialog, { email: demo.maeve, wishes: phrase });
  await expect(page).toHaveURL(/\/thank-you-ireland$/);
  // the same words as for any email: the page does not tell whether the address has an account
  await expect(page.getByText(`Check your email: we sent a link to ${demo.maeve}.`)).toBeVisible();

  // stored a moment later, awaiting Maeve's confirmation on her Requests page
  const { user, token } = (await loginAs(page, 'maeve')) as { user: { id: number }; token: string };
  await page.goto('/user/requests');
  const title = composeLeadTitle({ country: 'ireland', number_of_people: 3, start_date: isoInDays(50) });
  await reloadUntilVisible(page, page.getByRole('button', { name: `Confirm ${title}` }).first());

  // no operator sees it, and Maeve's Compare Bids does not show it
  expect(await marketplaceIds(page.request, phrase)).toEqual([]);
  const bids = await page.request.get(`/v1/client/bids/${user.id}`, { headers: { authorization: `Bearer ${token}` } });
  const trips = ((await bids.json()) as { trips: { special_requests: string | null }[] }).trips;
  expect(trips.map((t) => t.special_requests)).not.toContain(phrase);

  // Maeve's inbox: a link to confirm, written to her by her own name
  const mail = await latestEmailTo(demo.maeve, { since });
  expect(mail.subject).toBe('Confirm your trip request to send it to tour operators');
  expect(mail.text).toContain('Hi Maeve, please confirm your trip request');
  const link = linkPath(mail, '/confirm-request?token=');

  // the link opens a page that confirms it, without a password being asked for
  const context = await browser.newContext();
  const guest = await context.newPage();
  await guest.goto(link);
  await expect(guest.getByRole('heading', { name: 'Confirm your trip request' })).toBeVisible();
  await expect(guest.getByRole('region', { name: 'The request' })).toContainText(phrase);
  await expect(guest.getByLabel('New password')).toHaveCount(0);
  await expectNoAxeViolations(guest);
  await guest.getByRole('button', { name: 'Confirm my request' }).click();
  await expect(guest.getByRole('heading', { name: 'Request confirmed' })).toBeVisible();
  await expect(guest.getByRole('link', { name: 'Log in to see your quotes' })).toBeVisible();
  // the same email's link opened again says so, rather than that it does not work
  await guest.reload();
  await expect(guest.getByText('This request is already confirmed.')).toBeVisible();
  await expect(guest.getByRole('link', { name: 'Log in to see your quotes' })).toBeVisible();
  await expect(guest.getByRole('button', { name: 'Confirm my request' })).toHaveCount(0);
  await context.close();

  // now it is an open request operators can find
  await expect.poll(() => marketplaceIds(page.request, phrase)).toHaveLength(1);
});

test('Maeve confirms one waiting request and discards another from Requests @mobile', async ({ page }, info) => {
  // each project its own start date, so the two runs' requests have their own titles
  const start = isoInDays(80 + (info.project.name === 'mobile' ? 1 : 0));
  const stamp = `${info.project.name} ${Date.now().toString(36)}`;
  const keep = `Galway oyster festival ${stamp}`;
  const drop = `Not Maeve's trip ${stamp}`;
  await postTripRequest(page.request, { number_of_people: 3, start_date: start, special_requests: keep });
  await postTripRequest(page.request, { number_of_people: 5, start_date: start, special_requests: drop });
  const kept = composeLeadTitle({ country: 'ireland', number_of_people: 3, start_date: start });
  const dropped = composeLeadTitle({ country: 'ireland', number_of_people: 5, start_date: start });

  await loginAs(page, 'maeve');
  await page.goto('/user/requests');
  for (const title of [kept, dropped]) {
    await reloadUntilVisible(page, page.getByRole('button', { name: `Confirm ${title}` }));
    await expect(page.getByRole('button', { name: `Discard ${title}` })).toBeVisible();
  }
  await expect(
    page.getByText('AWAITING CONFIRMATION', { exact: true }).filter({ visible: true }).first(),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  // discarding asks first
  await page.getByRole('button', { name: `Discard ${dropped}` }).click();
  const ask = page.getByRole('alertdialog', { name: 'Discard this request?' });
  await expect(ask).toContainText('no tour operator has seen it');
  await ask.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('button', { name: `Discard ${dropped}` })).toBeVisible();
  await page.getByRole('button', { name: `Discard ${dropped}` }).click();
  await ask.getByRole('button', { name: 'Discard request' }).click();
  await expect(page.getByText('Request discarded')).toBeVisible();
  await expect(page.getByRole('button', { name: `Discard ${dropped}` })).toHaveCount(0);

  expect(await marketplaceIds(page.request, keep)).toEqual([]);
  await page.getByRole('button', { name: `Confirm ${kept}` }).click();
  await expect(page.getByText('Request confirmed')).toBeVisible();
  await expect(page.getByRole('button', { name: `Confirm ${kept}` })).toHaveCount(0);
  await expect(page.getByRole('button', { name: `Edit ${kept}` })).toBeVisible();
  await expect.poll(() => marketplaceIds(page.request, keep)).toHaveLength(1);
  expect(await marketplaceIds(page.request, drop)).toEqual([]);
});

test('a new guest sees "check your email", confirms from the .eml, chooses a password; then operators see it', async ({
  page,
  browser,
}) => {
  test.slow();
  const tag = uniqueTag();
  const email = `new.guest.${tag}@example.com`;
  const phrase = `Puffins on the Saltee Islands ${tag}`;
  const since = Date.now();
  await page.goto('/ireland');
  await page.getByRole('button', { name: 'Get Ireland Quotes Now' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Get Your Free Quotes' });
  await fillTripDialog(dialog, { email, wishes: phrase });
  await expect(page).toHaveURL(/\/thank-you-ireland$/);
  await expect(
    page.getByText(
      `Check your email: we sent a link to ${email}. Your request goes to tour operators once you confirm it. The link works for 7 days.`,
    ),
  ).toBeVisible();

  // the email says the same, with the link; nothing is listed before it is followed
  const mail = await latestEmailTo(email, { since });
  expect(mail.subject).toBe('Confirm your trip request to send it to tour operators');
  expect(mail.text).toContain('Your request goes to tour operators once you confirm it.');
  expect(mail.text).toContain('The link works for 7 days.');
  const link = linkPath(mail, '/confirm-request?token=');
  expect(await marketplaceIds(page.request, phrase)).toEqual([]);

  // opening the link confirms nothing by itself (a mail scanner's visit); the button does
  const context = await browser.newContext();
  const guest = await context.newPage();
  await guest.goto(link);
  await expect(guest.getByRole('heading', { name: 'Confirm your trip request' })).toBeVisible();
  await expect(guest.getByRole('region', { name: 'The request' })).toContainText(phrase);
  expect(await marketplaceIds(page.request, phrase)).toEqual([]);
  await guest.getByRole('button', { name: 'Confirm my request' }).click();
  await expect(guest.getByRole('heading', { name: 'Request confirmed' })).toBeVisible();

  // a new account has no password yet: it chooses one at once and lands on its requests
  await guest.getByRole('link', { name: 'Choose a password to see your quotes' }).click();
  const password = `puffin password ${tag}`;
  await guest.getByLabel('New password').fill(password);
  await guest.getByLabel('Confirm password').fill(password);
  await guest.getByRole('button', { name: 'Set password and continue' }).click();
  await expect(guest).toHaveURL(/\/user\/requests/);
  await context.close();

  // an operator finds it in the marketplace now
  await expect.poll(() => marketplaceIds(page.request, phrase)).toHaveLength(1);
  await loginAs(page, 'atlantic');
  await page.goto(`/company/marketplace?search=${encodeURIComponent(tag)}`);
  await expect(page.getByRole('article').filter({ hasText: phrase })).toHaveCount(1);
});
