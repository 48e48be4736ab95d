import type { Page } from '@playwright/test';
import { buyAndQuote, expect, loginAs, newCompany, newTraveller, test } from './fixtures.ts';

// What people write is stored as written and shown as text (docs/decisions/030-text-stored-as-written.md):
// angle brackets in a chat, a trip request and a quote read as typed, and markup in them never runs.

const SCRIPT = '<script>window.__written = 1; alert(1)</script>';
const IMAGE = '<img src=x onerror="window.__written = 2; alert(2)">';

/** Records every dialog (an alert that ran) and dismisses it. */
function watchDialogs(page: Page): string[] {
  const dialogs: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  return dialogs;
}

async function expectNothingRan(page: Page, dialogs: string[]) {
  expect(dialogs).toEqual([]);
  expect(await page.evaluate(() => (window as { __written?: number }).__written)).toBeUndefined();
  // the text made no elements: no script, image or bold of ours in the page
  await expect(page.locator('script', { hasText: '__written' })).toHaveCount(0);
  await expect(page.locator('img[src="x"], tag')).toHaveCount(0);
}

test('angle brackets in a chat, a request and a quote show as typed, and nothing runs', async ({ page, browser }) => {
  test.slow(); // a new operator and traveller, and both sides of a chat
  const name = `Brackets Tours ${Date.now().toString(36)}`;
  const { company, manager } = await newCompany(page.request, { name, creditCents: 20_000 });
  const traveller = await newTraveller(page.request, { special_requests: 'budget <2000 and 3<4 nights' });
  const offer = 'Our <b>best</b> offer: a week on the coast, kept under a budget <2000.';
  const { headers } = await buyAndQuote(page.request, { ...manager, companyId: company.id }, traveller.leadId, {
    price: 1900,
    message: offer,
  });
  const heads = await page.request.get(`/v1/client/chat/user/${traveller.user.id}`, { headers: traveller.headers });
  const chatId = ((await heads.json()) as { data: { id: number; company_id: number }[] }).data.find(
    (h) => h.company_id === company.id,
  )!.id;
  for (const message of ['a<b and c>d', SCRIPT, IMAGE]) {
    const sent = await page.request.post('/v1/company/chatClient/chat', {
      headers,
      data: { chat_company_id: chatId, message },
    });
    expect(sent.status(), await sent.text()).toBe(201);
  }

  // the traveller reads the operator's messages as written
  const dialogs = watchDialogs(page);
  await loginAs(page, { email: traveller.email, password: traveller.password });
  await page.goto('/user/messages');
  await page.getByRole('button', { name: new RegExp(name) }).click();
  const log = page.getByRole('log', { name: 'Messages' });
  await expect(log.getByText('a<b and c>d', { exact: true })).toBeVisible();
  await expect(log.getByText(SCRIPT, { exact: true })).toBeVisible();
  await expect(log.getByText(IMAGE, { exact: true })).toBeVisible();
  // and answers with a tag of their own, which reaches the operator as text
  await page.getByPlaceholder('Type your message...').fill('Use <tag> literally');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(log.getByText('Use <tag> literally', { exact: true })).toBeVisible();
  await expectNothingRan(page, dialogs);

  // the request page: the special requests and the quote as written
  await page.goto(`/user/requests/${traveller.leadId}`);
  await expect(page.getByText('budget <2000 and 3<4 nights', { exact: true })).toBeVisible();
  await expect(page.getByText(offer).first()).toBeVisible();
  await expect(page.locator('main b', { hasText: 'best' })).toHaveCount(0);
  await expectNothingRan(page, dialogs);

  // the operator's side of the chat shows the traveller's answer as text too
  const operator = await (await browser.newContext()).newPage();
  const operatorDialogs = watchDialogs(operator);
  await loginAs(operator, manager);
  await operator.goto('/company/conversations');
  await operator
    .getByRole('button', { name: /Nora Kelly/ })
    .first()
    .click();
  const operatorLog = operator.getByRole('log', { name: 'Messages' });
  await expect(operatorLog.getByText('Use <tag> literally', { exact: true })).toBeVisible();
  await expect(operatorLog.getByText(SCRIPT, { exact: true })).toBeVisible();
  await expectNothingRan(operator, operatorDialogs);
  await operator.context().close();
});
