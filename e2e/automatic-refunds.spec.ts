import type { APIRequestContext } from '@playwright/test';
import { authHeaders, expect, loginAs, newCompany, postTripRequest, test, uniqueTag } from './fixtures.ts';

// A traveller posts the same trip twice; All Trips links the second to the
// first, the admin merges it (after a confirmation), and the company that bought it finds the refund
// in its wallet with the reason. Bounces and deletions are covered by the API tests
// (apps/api/src/modules/purchases/auto-refunds.test.ts, modules/admin/lead-merge.test.ts).

type Listed = { id: number; duplicate_of: number | null; special_requests: string | null };

/** The admin's rows whose requests carry `tag`, once the server has stored both, oldest first. */
async function storedPair(request: APIRequestContext, tag: string): Promise<[Listed, Listed]> {
  const headers = await authHeaders(request, 'admin');
  let rows: Listed[] = [];
  await expect(async () => {
    const res = await request.get(`/v1/companyLeads?search=${tag}&sort=oldest`, { headers });
    rows = ((await res.json()) as { data: Listed[] }).data;
    expect(rows).toHaveLength(2);
  }).toPass({ timeout: 120_000 });
  return [rows[0]!, rows[1]!];
}

test('the admin merges a linked duplicate and its buyer is refunded with the reason', async ({ page }) => {
  const tag = uniqueTag();
  const email = `twice.${tag}@e2e.example`;
  const start = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
  await postTripRequest(page.request, { email, start_date: start(80), special_requests: `Cliffs of Moher ${tag}` });
  await postTripRequest(page.request, { email, start_date: start(82), special_requests: `Aran Islands ${tag}` });
  const [original, duplicate] = await storedPair(page.request, tag);
  expect(duplicate.duplicate_of).toBe(original.id);

  const { company, manager } = await newCompany(page.request, { name: `Twice Tours ${tag}`, creditCents: 10_000 });
  const login = await page.request.post('/v1/auth', { data: manager });
  const buyer = { authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
  const bought = await page.request.post('/v1/purchases', {
    headers: buyer,
    data: { lead_id: duplicate.id, company_id: company.id },
  });
  expect(bought.status(), await bought.text()).toBe(201);

  // All Trips: the duplicate links to its original, and the original to it
  await loginAs(page, 'admin');
  await page.goto(`/admin/trips?search=${tag}`);
  const table = page.getByRole('table', { name: 'All trips' });
  const row = (id: number) =>
    table.getByRole('row').filter({ has: page.getByLabel(`Select lead #${id}`, { exact: true }) });
  await expect(row(duplicate.id)).toContainText(`Possible duplicate of #${original.id}`);
  await expect(row(original.id)).toContainText(`Possible duplicates: #${duplicate.id}`);

  // merge from the duplicate's details, after the confirmation
  await page.getByRole('button', { name: `Details of lead #${duplicate.id}` }).click();
  await page.getByRole('button', { name: `Merge into #${original.id}` }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Merge duplicate request' });
  await expect(dialog).toContainText(`Merge lead #${duplicate.id} into #${original.id}?`);
  await expect(dialog).toContainText('The company that bought it is refunded to its wallet and told by email.');
  await dialog.getByRole('button', { name: 'Merge' }).click();
  await expect(
    page.getByText(`Lead #${duplicate.id} was merged into #${original.id}; 1 buyer was refunded.`),
  ).toBeVisible();
  await expect(row(duplicate.id)).toHaveCount(0);
  await expect(row(original.id)).not.toContainText('Possible duplicates');

  // the buyer's wallet: the refund of the duplicate, with the reason
  await loginAs(page, manager);
  await page.goto('/company/wallet');
  const refund = page.getByRole('row').filter({ hasText: `Duplicate of request #${original.id}` });
  await expect(refund).toContainText('Refund');
  await expect(refund).toContainText(`#${duplicate.id}`);
  await expect(refund).toContainText('+$25.00');
});
