import type { Browser, Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import { buyAndQuote, expect, loginAs, newCompany, newTraveller, test } from './fixtures.ts';

// Who is this operator? A new operator fills in its areas, trip types and licence in Company Settings,
// the admin verifies the licence, and a traveller opens the operator's public profile from the quote
// (Compare Bids' table, its cards and comparison) and from the chat; the profile says "verified".

async function openAs(browser: Browser, who: { email: string; password: string }, path: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await loginAs(page, who);
  await page.goto(path);
  return page;
}

test('a traveller opens a verified operator profile from a quote and from a chat', async ({ page, browser }) => {
  test.slow(); // a new operator and traveller, three people and eight screens
  const stamp = Date.now().toString(36);
  const name = `Shannon Trails ${stamp}`;
  const { company, manager } = await newCompany(page.request, { name, creditCents: 20_000 });
  const traveller = await newTraveller(page.request);
  const { headers } = await buyAndQuote(page.request, { ...manager, companyId: company.id }, traveller.leadId, {
    price: 3100,
  });

  // the operator describes itself and enters its licence
  const operator = await openAs(browser, manager, '/company/settings');
  const about = 'Family-run walking holidays on the Shannon since 2004.';
  await operator.getByLabel('About').fill(about);
  // the profile's own choices (the lead preferences below it have checkboxes of the same names)
  const areas = operator.getByRole('group', { name: 'Areas served', exact: true });
  await areas.getByRole('checkbox', { name: 'Ireland' }).check();
  await areas.getByRole('checkbox', { name: 'Scotland' }).check();
  await operator
    .getByRole('group', { name: 'Trip types', exact: true })
    .getByRole('checkbox', { name: 'Cultural' })
    .check();
  await operator.getByLabel('Tour operator licence number').fill('not a licence!');
  await operator.getByRole('button', { name: 'Save Changes' }).click();
  await expect(operator.getByText('Please enter the licence number as it is written on the licence')).toBeVisible();
  await operator.getByLabel('Tour operator licence number').fill('TO-2024/118');
  await operator.getByRole('button', { name: 'Save Changes' }).click();
  await expect(operator.getByText('Profile saved')).toBeVisible();
  await expect(operator.getByText('Not verified yet')).toBeVisible();

  // before the admin's check the profile shows the number, not verified
  await page.goto(`/operators/${company.id}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText('TO-2024/118')).toBeVisible();
  await expect(page.getByText('Not yet verified by TripTender')).toBeVisible();

  // the admin verifies the licence number on the company page
  const admin = await openAs(
    browser,
    { email: 'admin@triptender.example', password: 'triptender' },
    '/admin/companies',
  );
  await admin.goto(`/admin/companies/${company.id}`);
  const licence = admin.getByRole('heading', { name: 'Tour operator licence' }).locator('xpath=../..');
  await expect(licence).toContainText('TO-2024/118');
  await licence.getByRole('button', { name: 'Verify licence' }).click();
  await admin.getByRole('alertdialog').getByRole('button', { name: 'Verify licence' }).click();
  await expect(admin.getByText('Licence verified')).toBeVisible();
  await expect(licence).toContainText('Verified');
  await expect(licence.getByRole('button', { name: 'Remove verification' })).toBeVisible();

  // the traveller opens the profile from the quote in Compare Bids
  await loginAs(page, { email: traveller.email, password: traveller.password });
  await page.goto(`/user/compare-bids?trip=${traveller.leadId}`);
  const row = page.getByRole('table', { name: 'Proposals' }).getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('Quoted');
  await row.getByRole('link', { name, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/operators/${company.id}$`));
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText(about)).toBeVisible();
  await expect(page.getByText('Ireland, Scotland', { exact: true })).toBeVisible();
  await expect(page.getByText('Cultural', { exact: true })).toBeVisible();
  await expect(page.getByText('Verified by TripTender')).toBeVisible();
  const badges = page.getByRole('region', { name: 'Badges' });
  await expect(badges).toContainText('Licensed Tour Operator');
  await expect(badges).toContainText("TripTender checked this operator's tour operator licence.");
  await expect(page.getByText(/^Member since /)).toBeVisible();
  // public data only: no staff email, phone or address
  await expect(page.locator('main')).not.toContainText(manager.email);
  await expect(page.locator('main')).not.toContainText('Quay Street');
  await expectNoAxeViolations(page);

  // ... from the quote's card
  await page.goBack();
  await page.getByRole('button', { name: 'Cards' }).click();
  await page.getByRole('article').filter({ hasText: name }).getByRole('link', { name, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

  // ... and from the chat, once the operator has written
  const sent = await page.request.post('/v1/company/chatClient/chat', {
    headers,
    data: { chat_company_id: (await conversationOf(page, traveller, company.id))!, message: 'Hello Nora!' },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  await page.goto('/user/messages');
  await page.getByRole('button', { name: new RegExp(name) }).click();
  await expect(page.getByRole('log', { name: 'Messages' })).toContainText('Hello Nora!');
  await page.getByRole('link', { name: `View profile of ${name}` }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

  await operator.context().close();
  await admin.context().close();
});

/** The traveller's conversation with a company, from the traveller's chat list. */
async function conversationOf(
  page: Page,
  traveller: { user: { id: number }; headers: Record<string, string> },
  companyId: number,
) {
  const res = await page.request.get(`/v1/client/chat/user/${traveller.user.id}`, { headers: traveller.headers });
  const heads = (await res.json()) as { data: { id: number; company_id: number }[] };
  return heads.data.find((h) => h.company_id === companyId)?.id;
}

test('an unknown operator is a clear not-found page', async ({ page }) => {
  await page.goto('/operators/987654');
  await expect(page.getByRole('heading', { level: 1, name: 'Operator not found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Return to Home' })).toBeVisible();
});
