import { atWidth, AXE_WIDTHS, expectNoAxeViolations } from './axe.ts';
import { expect, loginAs, newCompany, newTraveller, test, uniqueTag } from './fixtures.ts';

// After buying, My Leads counts down to the quote deadline (default 48 hours) until
// the company quotes. The slot freed after a missed deadline is covered by the API tests
// (apps/api/src/modules/purchases/response-clock.test.ts), which can move the clock.
test('My Leads shows the quote deadline of a fresh purchase, at 1280 and 375 px', async ({ page }) => {
  const tag = uniqueTag();
  const phrase = `Puffins on the Saltee Islands ${tag}`;
  const traveller = await newTraveller(page.request, { special_requests: phrase });
  const { company, manager } = await newCompany(page.request, { name: `Saltee Trips ${tag}`, creditCents: 10_000 });
  const { token } = await loginAs(page, manager);
  const buy = await page.request.post('/v1/purchases', {
    headers: { authorization: `Bearer ${token}` },
    data: { lead_id: traveller.leadId, company_id: company.id },
  });
  expect(buy.status(), await buy.text()).toBe(201);

  for (const [i, width] of AXE_WIDTHS.entries()) {
    await atWidth(page, width);
    if (i === 0) await page.goto(`/company/leads?lead=${traveller.leadId}`);
    else await page.reload();
    const card = page.getByRole('article').filter({ hasText: phrase });
    const clock = card.getByTestId('response-clock');
    // 48 hours less the moments since buying: "1 day 23 h", or "2 days" within the same minute
    await expect(clock).toContainText(/Quote within (1 day 23 h|2 days)/);
    await expect(clock).toContainText('to keep your buyer slot on this request.');
    await expect(clock).toContainText('Deadline:');
    await expectNoAxeViolations(page);
  }
});
