// How fast an operator answers, where travellers and the operator see it (docs/marketplace.md,
// "Response time"). A new company quotes three new trip requests as soon as it buys them and answers
// three messages at once, so both medians are minutes: "within an hour", whatever other specs do.
import { expectNoAxeViolations } from './axe.ts';
import { buyAndQuote, expect, loginAs, newCompany, newTraveller, test, uniqueTag } from './fixtures.ts';

test('the operator, its profile and its quotes say how fast it usually quotes and replies', async ({ page }) => {
  // three travellers and a company join through emailed links first: minutes on a loaded machine
  test.slow();
  const tag = uniqueTag();
  const { company, manager } = await newCompany(page.request, {
    name: `Burren Quick Tours ${tag}`,
    creditCents: 10_000,
  });
  const buyer = { ...manager, companyId: company.id };
  const travellers = [];
  for (let i = 0; i < 3; i++) travellers.push(await newTraveller(page.request));
  let companyHeaders: { authorization: string } | undefined;
  for (const t of travellers)
    companyHeaders = (await buyAndQuote(page.request, buyer, t.leadId, { price: 2200 })).headers;

  // three messages of the first traveller, each answered at once
  const [first] = travellers;
  const bids = await page.request.get(`/v1/client/bids/${first!.user.id}`, { headers: first!.headers });
  const proposals = ((await bids.json()) as { proposals: { conversation_id: number }[] }).proposals;
  const chat = proposals[0]!.conversation_id;
  for (let i = 0; i < 3; i++) {
    const asked = await page.request.post('/v1/client/chat/', {
      headers: first!.headers,
      data: { chat_company_id: chat, message: `Is day ${i + 1} flexible?` },
    });
    expect(asked.status(), await asked.text()).toBe(201);
    const answered = await page.request.post('/v1/company/chatClient/chat', {
      headers: companyHeaders,
      data: { chat_company_id: chat, message: 'Yes, we can move it.' },
    });
    expect(answered.status(), await answered.text()).toBe(201);
  }

  // the traveller's quote, on Compare Bids
  await loginAs(page, { email: first!.email, password: first!.password });
  await page.goto(`/user/compare-bids?trip=${first!.leadId}`);
  const usual = page.getByTestId('usual-response').filter({ visible: true });
  await expect(usual).toHaveText(['Usually quotes within an hour', 'Usually replies within an hour']);

  // the operator's public profile
  await page.goto(`/operators/${company.id}`);
  await expect(page.getByTestId('operator-response-time')).toHaveText(
    'Usually quotes within an hour. Usually replies within an hour.',
  );

  // the operator's performance page, with the words travellers read
  await loginAs(page, manager);
  await page.goto('/company/overview');
  const responses = page.getByRole('table', { name: 'Response time, last 90 days' });
  await expect(responses.getByTestId('response-phrase-quote')).toHaveText('Usually quotes within an hour');
  await expect(responses.getByTestId('response-phrase-reply')).toHaveText('Usually replies within an hour');
  await expect(responses.getByRole('row', { name: /Purchase to first quote/ })).toContainText('3 purchases quoted');
  await expectNoAxeViolations(page);
});

test("the admin's marketplace health shows, week by week, how soon new leads are bought and quoted", async ({
  page,
}) => {
  // the overview reads every figure of the demo marketplace and draws seven charts: slow on a busy machine
  test.slow();
  await loginAs(page, 'admin');
  await page.goto('/admin/overview');
  const title = 'Time to first purchase and first quote (median, by week)';
  const weeks = page.getByRole('region', { name: title });
  await expect(weeks.getByRole('table', { name: title }).locator('tbody tr').first()).toBeAttached({
    timeout: 60_000,
  });
  await expect(
    weeks.getByRole('img', { name: /^Line chart of the median hours from a lead going live to its first purchase/ }),
  ).toBeVisible({ timeout: 60_000 });
});
