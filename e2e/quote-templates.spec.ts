// Quote templates and saved replies (docs/marketplace.md, "Quote templates and saved replies"): Emerald Isle
// Tours' Manager saves a template and a reply in Settings; its Agent starts a quote on a lead it bought from
// the template (nights, travellers and currency fitted to the lead), sends it, and answers the traveller
// with the saved reply; the traveller reads it, without the menu. Finance sees neither card. Axe clean
// at 1280 and 375 px. Each run makes its own lead, template and reply, and deletes the two after.
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { QUOTE_TEMPLATE_MESSAGES } from '@triptender/contract/quote-templates';
import { AXE_WIDTHS, atWidth, expectNoAxeViolations } from './axe.ts';
import { authHeaders, type DemoUser, expect, loginAs, newTraveller, test, uniqueTag } from './fixtures.ts';

async function portal(browser: Browser, who: DemoUser | { email: string; password: string }) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const session = (await loginAs(page, who)) as { token: string; user: { company: { id: number } | null } };
  return { page, context, ...session };
}

/** Axe at each width (AXE_WIDTHS), the page as it is (a dialog or a menu open), back at 1280 px after. */
async function axeAtEachWidth(page: Page) {
  for (const width of AXE_WIDTHS) {
    await atWidth(page, width);
    await expectNoAxeViolations(page);
  }
  await atWidth(page, AXE_WIDTHS[0]);
}

/** Deletes this run's template and reply (found by name and title), so Emerald Isle's lists stay short. */
async function cleanUp(request: APIRequestContext, companyId: number, name: string, title: string) {
  const headers = await authHeaders(request, 'manager');
  const base = `/v1/company/${companyId}`;
  const templates = (await (await request.get(`${base}/quote-templates?per_page=100`, { headers })).json()) as {
    data: { id: number; name: string }[];
  };
  for (const t of templates.data.filter((t) => t.name === name)) {
    await request.delete(`${base}/quote-templates/${t.id}`, { headers });
  }
  const replies = (await (await request.get(`${base}/saved-replies?per_page=100`, { headers })).json()) as {
    data: { id: number; title: string }[];
  };
  for (const r of replies.data.filter((r) => r.title === title)) {
    await request.delete(`${base}/saved-replies/${r.id}`, { headers });
  }
}

test('a Manager saves a template and a reply; an Agent quotes from it and answers with the reply', async ({
  page,
  browser,
}) => {
  // a new traveller confirms by an emailed link, and four people act in turn: minutes on a loaded machine
  test.slow();
  const tag = uniqueTag();
  const name = `Wild Atlantic week ${tag}`;
  const title = `Deposit ${tag}`;
  const reply = `A deposit of 20% holds your dates; the rest is due six weeks before you travel (${tag}).`;
  const manager = (await loginAs(page, 'manager')) as { user: { company: { id: number } } };
  const companyId = manager.user.company.id;

  try {
    // the Manager writes the template with the quote form's own fields
    await page.goto('/company/settings');
    const templates = page.getByRole('region', { name: QUOTE_TEMPLATE_MESSAGES.templatesTitle });
    await templates.getByRole('button', { name: QUOTE_TEMPLATE_MESSAGES.newTemplate }).click();
    const editor = page.getByRole('dialog', { name: QUOTE_TEMPLATE_MESSAGES.newTemplate });
    await editor.getByLabel(QUOTE_TEMPLATE_MESSAGES.nameLabel).fill(name);
    await editor.getByRole('radio', { name: 'per person' }).check();
    await editor.getByLabel('Price per person').fill('900');
    await editor.getByLabel('Currency').selectOption('EUR');
    await editor.getByLabel('Trip duration').fill('8 days / 7 nights');
    await editor.getByLabel(QUOTE_TEMPLATE_MESSAGES.validForDaysLabel).fill('30');
    await editor.getByLabel('Your proposal').fill('A week of cliffs, music and seafood along the Wild Atlantic Way.');
    await editor.getByRole('checkbox', { name: 'Accommodation included' }).check();
    for (const [i, [day, dayTitle]] of [
      ['1', 'Dublin to Galway'],
      ['2', 'Cliffs of Moher'],
      ['7', 'Connemara'],
    ].entries()) {
      await editor.getByRole('button', { name: 'Add a day' }).click();
      await editor.locator(`#quote-itinerary-${i}-day`).fill(day!);
      await editor.locator(`#quote-itinerary-${i}-title`).fill(dayTitle!);
    }
    await axeAtEachWidth(page);
    await editor.getByRole('button', { name: QUOTE_TEMPLATE_MESSAGES.saveTemplate }).click();
    await expect(page.getByText(QUOTE_TEMPLATE_MESSAGES.created, { exact: true })).toBeVisible();
    await expect(editor).toBeHidden();
    const row = templates.getByRole('listitem').filter({ hasText: name });
    await expect(row).toContainText('€900 per person · 1 item included, 3 days planned · valid 30 days');

    // and a saved reply
    const replies = page.getByRole('region', { name: QUOTE_TEMPLATE_MESSAGES.savedReplies });
    await replies.getByRole('button', { name: QUOTE_TEMPLATE_MESSAGES.newReply }).click();
    const replyForm = page.getByRole('dialog', { name: QUOTE_TEMPLATE_MESSAGES.newReply });
    await replyForm.getByLabel(QUOTE_TEMPLATE_MESSAGES.replyTitleLabel).fill(title);
    await replyForm.getByLabel(QUOTE_TEMPLATE_MESSAGES.replyBodyLabel).fill(reply);
    await replyForm.getByRole('button', { name: QUOTE_TEMPLATE_MESSAGES.saveReply }).click();
    await expect(page.getByText(QUOTE_TEMPLATE_MESSAGES.replyCreated, { exact: true })).toBeVisible();
    await expect(replies.getByRole('listitem').filter({ hasText: title })).toContainText(reply);
    await axeAtEachWidth(page);

    // a lead of 3 travellers and 4 nights, bought by the Agent
    const wish = `Sea cliffs and ${tag} pubs`;
    const traveller = await newTraveller(page.request, {
      number_of_people: 3,
      number_of_night: 4,
      special_requests: wish,
    });
    const agent = await portal(browser, 'agent');
    const bought = await agent.page.request.post('/v1/purchases', {
      headers: { authorization: `Bearer ${agent.token}` },
      data: { lead_id: traveller.leadId, company_id: companyId },
    });
    expect(bought.status(), await bought.text()).toBe(201);

    // the Agent types a price, then starts from the template: asked first, then the form is the lead's
    await agent.page.goto(`/company/leads?lead=${traveller.leadId}`);
    const lead = agent.page.getByRole('article').filter({ hasText: wish });
    await lead.getByRole('button', { name: 'Send quote' }).click();
    const form = agent.page.getByRole('dialog', { name: 'Send a quote' });
    await form.getByLabel('Total price').fill('100');
    await form.getByLabel(QUOTE_TEMPLATE_MESSAGES.startFrom).selectOption({ label: name });
    const replace = agent.page.getByRole('alertdialog', { name: QUOTE_TEMPLATE_MESSAGES.replaceTitle });
    await replace.getByRole('button', { name: QUOTE_TEMPLATE_MESSAGES.replace }).click();
    await expect(form.getByText(QUOTE_TEMPLATE_MESSAGES.started)).toBeVisible();
    await expect(form.getByLabel('Trip duration')).toHaveValue('5 days / 4 nights');
    await expect(form.getByLabel('Currency')).toHaveValue('EUR');
    await expect(form.getByLabel('Price per person')).toHaveValue('900');
    await expect(form.locator('#quote-price-hint')).toHaveText('€2,700 in total for 3 travellers');
    // day 7 is past the trip's last day (5): dropped
    await expect(form.locator('[id^="quote-itinerary-"][id$="-title"]')).toHaveCount(2);
    await expect(form.getByRole('checkbox', { name: 'Accommodation included' })).toBeChecked();
    await axeAtEachWidth(agent.page);
    await form.getByRole('button', { name: 'Send quote' }).click();
    await expect(agent.page.getByText('Quote sent', { exact: true })).toBeVisible();
    await expect(form).toBeHidden();
    await expect(lead.getByText('SENT', { exact: true })).toBeVisible();
    await expect(lead).toContainText('€2,700');
    await expect(lead).toContainText('5 days / 4 nights');

    // the saved reply goes in after what the Agent typed, and is sent as any message
    await lead.getByRole('link', { name: 'Message Nora' }).click();
    await expect(agent.page).toHaveURL(/\/company\/conversations\?conversation=\d+$/);
    const box = agent.page.getByPlaceholder('Type your message...');
    await box.fill('Hello Nora,');
    await agent.page.getByRole('button', { name: QUOTE_TEMPLATE_MESSAGES.savedReplies }).click();
    const menu = agent.page.getByRole('menu');
    await expect(menu.getByRole('menuitem', { name: title })).toBeVisible();
    await axeAtEachWidth(agent.page);
    await menu.getByRole('menuitem', { name: title }).click();
    await expect(box).toHaveValue(`Hello Nora, ${reply}`);
    await expect(box).toBeFocused();
    await agent.page.getByRole('button', { name: 'Send', exact: true }).click();
    const log = agent.page.getByRole('log', { name: 'Messages' });
    await expect(log).toContainText(`Hello Nora, ${reply}`);
    await agent.context.close();

    // the traveller reads it; a traveller has no saved replies
    const nora = await portal(browser, { email: traveller.email, password: traveller.password });
    await nora.page.goto('/user/messages');
    await nora.page.getByRole('button', { name: /Emerald Isle Tours/ }).click();
    await expect(nora.page.getByRole('log', { name: 'Messages' })).toContainText(reply);
    await expect(nora.page.getByPlaceholder('Type your message...')).toBeVisible();
    await expect(nora.page.getByRole('button', { name: QUOTE_TEMPLATE_MESSAGES.savedReplies })).toHaveCount(0);
    await nora.context.close();

    // the Manager deletes the template, asked first
    await page.goto('/company/settings');
    await row.getByRole('button', { name: `Delete ${name}` }).click();
    const confirm = page.getByRole('alertdialog', { name: QUOTE_TEMPLATE_MESSAGES.deleteTitle(name) });
    await confirm.getByRole('button', { name: QUOTE_TEMPLATE_MESSAGES.deleteTemplate }).click();
    await expect(page.getByText(QUOTE_TEMPLATE_MESSAGES.deleted, { exact: true })).toBeVisible();
    await expect(row).toHaveCount(0);
  } finally {
    await cleanUp(page.request, companyId, name, title);
  }
});

test('Finance sees neither templates nor saved replies in Settings', async ({ page }) => {
  await loginAs(page, 'finance');
  await page.goto('/company/settings');
  await expect(page.getByRole('region', { name: /^Auto-buy/ })).toBeVisible();
  await expect(page.getByRole('region', { name: QUOTE_TEMPLATE_MESSAGES.templatesTitle })).toHaveCount(0);
  await expect(page.getByRole('region', { name: QUOTE_TEMPLATE_MESSAGES.savedReplies })).toHaveCount(0);
});
