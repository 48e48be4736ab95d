import type { Browser, Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import { expect, loginAs, test, type DemoUser } from './fixtures.ts';

// Maeve's conversations belong to these journeys only (see the end of the demo seed); they run one
// after another so one journey's messages never change what another counts.
test.describe.configure({ mode: 'serial' });

const unique = (label: string) => `${label} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function portal(browser: Browser, who: DemoUser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const session = (await loginAs(page, who)) as { token: string; user: { id: number; company: { id: number } | null } };
  return { page, context, ...session };
}

async function api<T>(page: Page, token: string, method: 'GET' | 'POST', url: string, data?: object): Promise<T> {
  const res = await page.request.fetch(url, { method, data, headers: { authorization: `Bearer ${token}` } });
  expect(res.ok(), await res.text()).toBe(true);
  return (await res.json()) as T;
}

test('a traveller and an operator chat live, both ways', async ({ page, browser }) => {
  await loginAs(page, 'conversationTraveller');
  await page.goto('/user/messages');
  await expect(page.getByRole('heading', { name: 'Trip Planning Messages' })).toBeVisible();
  await expect(page.getByText('Communicate with tour operators about your vacation plans.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Trip Conversations' })).toBeVisible();
  await expect(page.getByText('Select a conversation to start messaging')).toBeVisible();
  const head = page.getByRole('button', { name: /Highland Trails Scotland/ });
  await expect(head).toContainText('https://highlandtrails.example');
  await head.click();
  await expect(page).toHaveURL(/\/user\/messages\?conversation=\d+$/);
  const travellerLog = page.getByRole('log', { name: 'Messages' });
  await expect(travellerLog).toContainText('Hello Maeve, happy to help with your Scotland trip!');
  await expect(travellerLog.getByText('Company', { exact: true }).first()).toBeVisible();

  const operator = await portal(browser, 'agent2');
  await operator.page.goto('/company/conversations');
  await expect(operator.page.getByRole('tab', { name: /Trip Conversations/ })).toHaveAttribute('aria-selected', 'true');
  const item = operator.page.getByRole('button', { name: /Scotland · 2 people · / }).filter({ hasText: 'Maeve Byrne' });
  await expect(item).toContainText('SENT');
  await item.click();
  const operatorLog = operator.page.getByRole('log', { name: 'Messages' });
  await expect(operatorLog).toContainText('Hello Maeve, happy to help with your Scotland trip!');

  // the traveller writes: Send waits for text, Enter sends, the operator sees it without reloading
  const box = page.getByPlaceholder('Type your message...');
  const send = page.getByRole('button', { name: 'Send' });
  await expect(send).toBeDisabled();
  await box.fill('   ');
  await expect(send).toBeDisabled();
  const question = unique('Could we add a night on Skye?');
  await box.fill(question);
  await expect(send).toBeEnabled();
  await box.press('Enter');
  await expect(box).toHaveValue('');
  await expect(travellerLog).toContainText(question);
  await expect(operatorLog).toContainText(question);
  await expect(item).toContainText(question);

  // and the operator answers with the button
  const answer = unique('Of course, I will update the quote.');
  await operator.page.getByPlaceholder('Type your message...').fill(answer);
  await operator.page.getByRole('button', { name: 'Send' }).click();
  await expect(operatorLog).toContainText(answer);
  await expect(travellerLog).toContainText(answer);
  await expect(head).toContainText(answer);
  // in order, on both sides
  for (const log of [travellerLog, operatorLog]) {
    const text = await log.textContent();
    expect(text!.indexOf(question)).toBeLessThan(text!.indexOf(answer));
  }
  await operator.context.close();
});

test('the admin chats with a company about one of its quotes', async ({ page, browser }) => {
  const admin = await loginAs(page, 'admin');
  const info = await api<{ quotations: { id: number; title: string }[] }>(
    page,
    admin.token,
    'GET',
    '/v1/admin/chat/companies/Highland%20Trails%20Scotland',
  );
  const quote = info.quotations.find((q) => q.title.startsWith('Scotland · 2 people · '))!;
  const untouched = info.quotations.find((q) => q.title !== quote.title)!;

  const company = await portal(browser, 'agent2');
  await company.page.goto('/company/conversations?tab=admin');
  await expect(company.page.getByRole('tab', { name: /Admin Conversations/ })).toHaveAttribute('aria-selected', 'true');

  // a quotation nobody has talked about yet: an empty thread that says how to start
  await page.goto(
    `/admin/companies/${encodeURIComponent('Highland Trails Scotland')}/chat?quotationId=${untouched.id}`,
  );
  await expect(page.getByText('Send a message to start conversation')).toBeVisible();

  await page.getByLabel('About quotation').selectOption(String(quote.id));
  await expect(page).toHaveURL(new RegExp(`quotationId=${quote.id}$`));
  await expect(page.getByRole('heading', { name: 'Chat with Highland Trails Scotland' })).toBeVisible();
  const adminLog = page.getByRole('log', { name: 'Messages' });
  const ask = unique('Please confirm the ferry to Skye is included.');
  await page.getByPlaceholder('Type your message...').fill(ask);
  await page.getByPlaceholder('Type your message...').press('Enter');
  await expect(adminLog).toContainText(ask);

  // the company's list picks the chat up live, titled by the quote, with the admin and a priority
  const chat = company.page.getByRole('button', { name: new RegExp(`Quote #${quote.id}: Scotland · 2 people`) });
  await expect(chat).toContainText('Alex Byrne');
  await expect(chat).toContainText(/NORMAL|HIGH|LOW/);
  await chat.click();
  const companyLog = company.page.getByRole('log', { name: 'Messages' });
  await expect(companyLog).toContainText(ask);
  const reply = unique('Yes, the ferry is included.');
  await company.page.getByPlaceholder('Type your message...').fill(reply);
  await company.page.getByPlaceholder('Type your message...').press('Enter');
  await expect(adminLog).toContainText(reply);

  // the preselected quotation survives a reload, and so does the conversation
  await page.reload();
  await expect(page.getByLabel('About quotation')).toHaveValue(String(quote.id));
  await expect(adminLog).toContainText(reply);
  await company.context.close();
});

test('the sidebar counts unread messages live', async ({ page, browser }) => {
  const maeve = (await loginAs(page, 'conversationTraveller')) as { token: string };
  const agent = await portal(browser, 'agent');
  const chats = await api<{ data: { id: number; get_lead: { title: string } }[] }>(
    agent.page,
    agent.token,
    'GET',
    `/v1/company/chatClient/leads/${agent.user.company!.id}?per_page=100`,
  );
  const chat = chats.data.find((c) => c.get_lead.title.startsWith('Ireland · 4 people · '))!;
  type Unread = { total: number; conversations: { conversation_id: number; unread: number }[] };
  const unread = () => api<Unread>(page, maeve.token, 'GET', '/v1/chat/unread');
  const inConversation = (u: Unread) => u.conversations.find((c) => c.conversation_id === chat.id)?.unread ?? 0;
  const messagesLink = page.getByRole('complementary').getByRole('link', { name: /^Messages/ });
  const named = (n: number) => (n === 0 ? 'Messages' : `Messages ${n} unread message${n === 1 ? '' : 's'}`);
  /**
   * The sidebar shows the live total once this conversation holds `expected` unread. The total is read
   * again each try, not counted from the start: the mobile project's journey runs beside this one and
   * may read another of Maeve's conversations meanwhile.
   */
  const badgeFollows = (expected: number) =>
    expect(async () => {
      const now = await unread();
      expect(inConversation(now)).toBe(expected);
      await expect(messagesLink).toHaveAccessibleName(named(now.total), { timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
  const before = inConversation(await unread());

  await page.goto('/user/requests');
  await expect(messagesLink).toBeVisible();
  const text = unique('Hi Maeve, which month suits you?');
  await api(agent.page, agent.token, 'POST', '/v1/company/chatClient/chat', {
    chat_company_id: chat.id,
    message: text,
  });
  await badgeFollows(before + 1);

  await messagesLink.click();
  await page.getByRole('button', { name: /Emerald Isle Tours/ }).click();
  await expect(page.getByRole('log', { name: 'Messages' })).toContainText(text);
  // reading it clears it, here and for the sidebar
  await badgeFollows(0);
  await agent.context.close();
});

test('on a phone the list and the conversation take turns @mobile', async ({ page, isMobile }) => {
  await loginAs(page, 'conversationTraveller');
  await page.goto('/user/messages');
  await page.getByRole('button', { name: /Highland Trails Scotland/ }).click();
  const log = page.getByRole('log', { name: 'Messages' });
  await expect(log).toBeVisible();
  if (!isMobile) {
    // side by side on a wide screen
    await expect(page.getByRole('heading', { name: 'Trip Conversations' })).toBeVisible();
    return;
  }
  await expect(page.getByRole('heading', { name: 'Trip Conversations' })).toBeHidden();
  await expect(page.getByPlaceholder('Type your message...')).toBeInViewport();
  await page.getByRole('button', { name: 'Back to conversations' }).click();
  await expect(page.getByRole('heading', { name: 'Trip Conversations' })).toBeVisible();
  await expect(log).toBeHidden();
  // nothing wider than the screen
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test('a direct link opens the conversation, and a guest is sent to log in', async ({ page }) => {
  const maeve = (await loginAs(page, 'conversationTraveller')) as { token: string; user: { id: number } };
  const heads = await api<{ data: { id: number; get_bid: { get_company: { name: string } } }[] }>(
    page,
    maeve.token,
    'GET',
    `/v1/client/chat/user/${maeve.user.id}`,
  );
  const emerald = heads.data.find((h) => h.get_bid.get_company.name === 'Emerald Isle Tours')!;
  await page.goto(`/user/messages?conversation=${emerald.id}`);
  await expect(page.getByRole('heading', { name: 'Emerald Isle Tours' })).toBeVisible();
  await expect(page.getByRole('button', { name: /Emerald Isle Tours/ })).toHaveAttribute('aria-current', 'true');

  const guest = await page.context().browser()!.newContext();
  const guestPage = await guest.newPage();
  await guestPage.goto('/company/conversations');
  await expect(guestPage).toHaveURL(/\/login$/);
  await guest.close();
});

test('the chat screens and the forgot-password page pass axe', async ({ page, browser }) => {
  test.slow(); // four pages, three logins and four axe runs
  const check = (p = page) => expectNoAxeViolations(p, 'all');
  const maeve = (await loginAs(page, 'conversationTraveller')) as { token: string };
  await page.goto('/user/messages');
  await page.getByRole('button', { name: /Highland Trails Scotland/ }).click();
  const log = page.getByRole('log', { name: 'Messages' });
  await expect(log).toContainText('Hello Maeve');
  await check();
  // a long conversation scrolls inside its log: keyboard users must be able to reach it and scroll it
  const conversation = Number(new URL(page.url()).searchParams.get('conversation'));
  for (let i = 1; i <= 12; i++) {
    await api(page, maeve.token, 'POST', '/v1/client/chat', {
      chat_company_id: conversation,
      message: unique(`Another question about the route, number ${i}.`),
    });
  }
  await expect(log).toContainText('number 12.');
  await expect.poll(() => log.evaluate((el) => el.scrollHeight > el.clientHeight)).toBe(true);
  await check();

  await loginAs(page, 'agent2');
  await page.goto('/company/conversations');
  await page.getByRole('button', { name: /Maeve Byrne/ }).click();
  await expect(page.getByRole('log', { name: 'Messages' })).toContainText('Hello Maeve');
  await check();

  await loginAs(page, 'admin');
  await page.goto('/admin/companies/Highland%20Trails%20Scotland/chat');
  await expect(page.getByRole('heading', { name: 'Chat with Highland Trails Scotland' })).toBeVisible();
  await check();

  // as a visitor: the page is for people who cannot log in
  const context = await browser.newContext();
  const visitor = await context.newPage();
  await visitor.goto('/forgot-password');
  await expect(visitor.getByRole('heading', { name: 'Forgot password?' })).toBeVisible();
  await check(visitor);
  await context.close();
});
