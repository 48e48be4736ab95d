// An operator's first purchase is not a dead end: the buy dialog shows the
// balance first, and a wallet too short for the price leads to the wallet (Managers, Finance) or
// says whom to ask (Agents), in the dialog and in the toast of a refused purchase. At 1280 and 375 px.
import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { emailedLink, expect, loginAs, newCompany, postTripRequest, test, uniqueTag } from './fixtures.ts';

const stamp = uniqueTag;

/** A new open trip request of a new guest (confirmed by its emailed link), found in the marketplace by its phrase. */
async function newLead(request: APIRequestContext, phrase: string) {
  const email = `guest.${stamp()}@e2e.example`;
  await postTripRequest(request, { email, special_requests: `${phrase}.` });
}

async function atWidth(page: Page, info: TestInfo) {
  if (info.project.name === 'mobile') await page.setViewportSize({ width: 375, height: 800 });
}

async function noSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
}

async function openBuyDialog(page: Page, phrase: string) {
  await page.goto(`/company/marketplace?search=${encodeURIComponent(phrase)}`);
  const card = page.getByRole('article').filter({ hasText: phrase });
  await card.getByRole('button', { name: 'Buy Request - $25' }).click();
  return page.getByRole('alertdialog', { name: 'Buy this trip request?' });
}

test('a Manager with too little credit is shown the balance and led to the wallet @mobile', async ({ page }, info) => {
  // two accounts join through emailed links first: minutes on a loaded machine
  test.slow();
  await atWidth(page, info);
  const first = `First purchase ${stamp()}`;
  const second = `Second purchase ${stamp()}`;
  await newLead(page.request, first);
  await newLead(page.request, second);
  const { company, manager } = await newCompany(page.request, {
    name: `Short Wallet Tours ${stamp()}`,
    creditCents: 2500,
  });
  const { token } = await loginAs(page, manager);

  // enough for one request: the balance comes first, then what buying leaves
  const dialog = await openBuyDialog(page, first);
  await expect(dialog).toContainText('Your balance: $25.00');
  await expect(dialog).toContainText('$25 will be taken from your wallet, leaving $0.00.');
  await noSidewaysScroll(page);

  // meanwhile a colleague spends the credit on another request: this purchase is then refused
  const leads = await page.request.get(`/v1/openLeads?search=${encodeURIComponent(second)}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const other = ((await leads.json()) as { data: { id: number }[] }).data[0]!;
  const spent = await page.request.post('/v1/purchases', {
    headers: { authorization: `Bearer ${token}` },
    data: { lead_id: other.id, company_id: company.id },
  });
  expect(spent.status()).toBe(201);
  await dialog.getByRole('button', { name: 'Buy for $25' }).click();

  // the toast offers the way forward, and the dialog now shows the balance as it is
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Not enough credit' });
  await expect(toast).toContainText('Insufficient credit: top up your wallet to buy this request.');
  await expect(toast.getByRole('button', { name: 'Go to the wallet' })).toBeVisible();
  await expect(dialog).toContainText('Your balance: $0.00');
  await expect(dialog.getByRole('alert')).toContainText(
    'This request costs $25. Your wallet does not cover this request.',
  );
  await expect(dialog.getByRole('button', { name: 'Buy for $25' })).toBeDisabled();
  await noSidewaysScroll(page);

  await dialog.getByRole('link', { name: 'Go to the wallet' }).click();
  await expect(page).toHaveURL(/\/company\/wallet$/);
  await expect(page.getByRole('heading', { name: 'Top up by invoice' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Message the TripTender team' })).toBeVisible();
  await expect(page.getByTestId('wallet-balance')).toHaveText('$0.00');
  await noSidewaysScroll(page);
});

test('an Agent, who cannot open the wallet, is told whom to ask @mobile', async ({ page }, info) => {
  // two accounts join through emailed links first: minutes on a loaded machine
  test.slow();
  await atWidth(page, info);
  const phrase = `Agent purchase ${stamp()}`;
  await newLead(page.request, phrase);
  const { company, manager } = await newCompany(page.request, { name: `Agent Wallet Tours ${stamp()}` });
  // the Manager invites an Agent, who joins through the emailed link
  const login = await page.request.post('/v1/auth', { data: manager });
  const headers = { authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
  const email = `agent.${stamp()}@e2e.example`;
  const added = await page.request.post('/v1/users', {
    headers,
    data: { first_name: 'Aidan', last_name: 'Agent', email, company_role: 2, company_id: company.id },
  });
  expect(added.status(), await added.text()).toBe(201);
  const token = new URL(await emailedLink(page.request, email)).searchParams.get('token');
  const password = 'a long e2e password';
  expect((await page.request.post('/v1/auth/set-password', { data: { token, password } })).ok()).toBe(true);

  await loginAs(page, { email, password });
  const dialog = await openBuyDialog(page, phrase);
  await expect(dialog).toContainText('Your balance: $0.00');
  await expect(dialog.getByRole('alert')).toContainText(
    'Ask a Manager or Finance member of your company to top up the wallet.',
  );
  await expect(dialog.getByRole('link', { name: 'Go to the wallet' })).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: 'Buy for $25' })).toBeDisabled();
  await noSidewaysScroll(page);
});
