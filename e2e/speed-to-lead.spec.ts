// Speed to lead, the whole journey (docs/marketplace.md, "Automatic buying", "Push notifications",
// "Quote templates and saved replies"): a new company's Manager turns on notifications and auto-buy
// in Settings and saves a quote template; a fitting request goes live and is bought at once; My Leads
// shows the automatic purchase and the statement its line; the company's Agent starts a quote from the
// template, fitted to the lead, and sends it. Headless Chromium has no push service, so turning
// notifications on is checked for the truth of what it says (e2e/push.spec.ts); the pushes themselves
// are received and decrypted by the stand-in of the API tests (modules/auto-buy/auto-buy-push.test.ts).
import fs from 'node:fs';
import type { Browser } from '@playwright/test';
import { AUTO_BUY_MESSAGES } from '@triptender/contract/auto-buy';
import { PUSH_MESSAGES } from '@triptender/contract/push';
import { QUOTE_TEMPLATE_MESSAGES } from '@triptender/contract/quote-templates';
import { expectNoAxeViolations } from './axe.ts';
import { emailedLink, expect, loginAs, postTripRequest, test, uniqueTag } from './fixtures.ts';
import { autoBuyCompany, expectBoughtByAutoBuy } from './auto-buy.ts';

/** An Agent invited by the Manager who joins through the emailed link, signed in in a browser of their own. */
async function joinedAgent(browser: Browser, companyId: number, managerToken: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const email = `agent.${uniqueTag()}@e2e.example`;
  const invited = await page.request.post('/v1/users', {
    headers: { authorization: `Bearer ${managerToken}` },
    data: { company_id: companyId, first_name: 'Aoife', last_name: 'Byrne', email, company_role: 2 },
  });
  expect(invited.status(), await invited.text()).toBe(201);
  const token = new URL(await emailedLink(page.request, email)).searchParams.get('token');
  const password = 'a long e2e agent password';
  const joined = await page.request.post('/v1/auth/set-password', { data: { token, password } });
  expect(joined.ok(), await joined.text()).toBe(true);
  await loginAs(page, { email, password });
  return { page, context };
}

test('a Manager turns on notifications and auto-buy; a lead is bought at once and quoted from a template', async ({
  page,
  context,
  browser,
  consoleErrors,
}) => {
  // a company joining and an Agent invited by emailed links, a request confirmed: minutes on a loaded machine
  test.slow();
  await context.grantPermissions(['notifications']);
  const tag = uniqueTag();
  // a group size no other spec asks for, so only this company's preferences fit the request
  const people = 17;
  const { company, token, turnOff } = await autoBuyCompany(page, `First Reply Tours ${tag}`, people);
  try {
    // notifications on this device: the portal's worker is registered and the card offers them
    await page.goto('/company/settings');
    const push = page.getByRole('region', { name: PUSH_MESSAGES.title });
    await push.getByRole('button', { name: PUSH_MESSAGES.turnOn }).click();
    await expect(push.getByText(PUSH_MESSAGES.failed).or(push.getByText(PUSH_MESSAGES.on))).toBeVisible({
      timeout: 60_000,
    });
    expect(
      await page.evaluate(async () => (await navigator.serviceWorker.getRegistration('/'))?.active?.scriptURL),
    ).toMatch(/\/sw\.js$/);
    const refusal = consoleErrors.findIndex((e) => e.includes('does not support the Push API in incognito'));
    if (refusal >= 0) consoleErrors.splice(refusal, 1);

    // auto-buy within a weekly budget
    const autoBuy = page.getByRole('region', { name: /^Auto-buy/ });
    await autoBuy.getByRole('button', { name: 'Set up auto-buy' }).click();
    const dialog = page.getByRole('dialog', { name: 'Auto-buy' });
    await dialog.getByLabel('Weekly budget ($)').fill('75');
    await dialog.getByLabel('Leads a week').fill('3');
    await dialog.getByRole('button', { name: 'Save auto-buy' }).click();
    await expect(page.getByText(AUTO_BUY_MESSAGES.saved)).toBeVisible();
    await expect(autoBuy.getByTestId('auto-buy-state')).toHaveText(AUTO_BUY_MESSAGES.on);

    // a quote template
    const name = `Highlands week ${tag}`;
    const templates = page.getByRole('region', { name: QUOTE_TEMPLATE_MESSAGES.templatesTitle });
    await templates.getByRole('button', { name: QUOTE_TEMPLATE_MESSAGES.newTemplate }).click();
    const editor = page.getByRole('dialog', { name: QUOTE_TEMPLATE_MESSAGES.newTemplate });
    await editor.getByLabel(QUOTE_TEMPLATE_MESSAGES.nameLabel).fill(name);
    await editor.getByRole('radio', { name: 'per person' }).check();
    await editor.getByLabel('Price per person').fill('1200');
    await editor.getByLabel('Currency').selectOption('GBP');
    await editor.getByLabel('Trip duration').fill('8 days / 7 nights');
    await editor.getByLabel(QUOTE_TEMPLATE_MESSAGES.validForDaysLabel).fill('21');
    await editor.getByLabel('Your proposal').fill('Glens, lochs and a night on Skye, with a local guide each day.');
    await editor.getByRole('button', { name: QUOTE_TEMPLATE_MESSAGES.saveTemplate }).click();
    await expect(page.getByText(QUOTE_TEMPLATE_MESSAGES.created, { exact: true })).toBeVisible();

    // the request goes live and is bought for the company at once: My Leads and the wallet show it
    const wish = `Lochs and ${tag} distilleries`;
    await postTripRequest(page.request, {
      email: `traveller.${tag}@e2e.example`,
      number_of_people: people,
      number_of_night: 5,
      special_requests: wish,
    });
    await expectBoughtByAutoBuy(page, wish);
    // and the statement its line
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download statement' }).click(),
    ]);
    const lines = fs.readFileSync((await download.path())!, 'utf8').split('\r\n');
    expect(
      lines.filter((l) => /,Lead purchase,"?Trip request #\d+: [^\r]*; bought by auto-buy"?,-25\.00,75\.00,/.test(l)),
    ).toHaveLength(1);

    // the Agent quotes from the template, fitted to the lead: 5 nights, 17 travellers, pounds
    const agent = await joinedAgent(browser, company.id, token);
    await agent.page.goto('/company/leads');
    const lead = agent.page.getByRole('article').filter({ hasText: wish });
    await lead.getByRole('button', { name: 'Send quote' }).click();
    const form = agent.page.getByRole('dialog', { name: 'Send a quote' });
    await form.getByLabel(QUOTE_TEMPLATE_MESSAGES.startFrom).selectOption({ label: name });
    await expect(form.getByText(QUOTE_TEMPLATE_MESSAGES.started)).toBeVisible();
    await expect(form.getByLabel('Trip duration')).toHaveValue('6 days / 5 nights');
    await expect(form.getByLabel('Currency')).toHaveValue('GBP');
    await expect(form.locator('#quote-price-hint')).toHaveText('£20,400 in total for 17 travellers');
    await expectNoAxeViolations(agent.page);
    await form.getByRole('button', { name: 'Send quote' }).click();
    await expect(agent.page.getByText('Quote sent', { exact: true })).toBeVisible();
    await expect(lead.getByText('SENT', { exact: true })).toBeVisible();
    await agent.context.close();
  } finally {
    await turnOff();
  }
});
