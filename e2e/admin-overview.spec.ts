import { authHeaders, expect, loginAs, test } from './fixtures.ts';

test('the overview shows real figures, a hover preview of quoted trips, and incomplete profiles', async ({ page }) => {
  const overview = (await (
    await page.request.get('/v1/admin/overview', { headers: await authHeaders(page.request, 'admin') })
  ).json()) as { all_trips: { count: number; preview: { id: number; client: string }[] } };
  expect(overview.all_trips.count).toBeGreaterThan(0);

  await loginAs(page, 'admin');
  await page.goto('/admin/overview');
  await expect(page.getByRole('heading', { name: 'Overview', level: 1 })).toBeVisible();
  for (const label of ['Leads this week', 'Purchases this month', 'Revenue this month', 'Quotes accepted this month']) {
    await expect(page.getByText(label, { exact: true })).toBeVisible();
  }
  await expect(page.getByText(/^\$[\d,]+\.\d\d$/).first()).toBeVisible();

  // hovering All Trips previews the newest quoted trips; clicking opens All Trips
  const card = page.getByRole('link', { name: /All Trips.*Trip requests with at least one quote/ });
  await expect(card).toContainText(/\d+/);
  await card.hover();
  const preview = page.getByText('Latest quoted trips').locator('..');
  await expect(preview).toBeVisible();
  const items = preview.getByRole('listitem');
  expect(await items.count()).toBeGreaterThan(0);
  expect(await items.count()).toBeLessThanOrEqual(3);
  await expect(items.first()).toContainText(/^#\d+ /);
  await expect(items.first()).toContainText(/\d+ compan(y|ies) · \d+ quotes?/);
  await card.click();
  await expect(page).toHaveURL(/\/admin\/trips$/);

  // Highland Trails has no address, about or logo: it is listed with a mailto to its own address
  await page.goto('/admin/overview');
  const row = page.getByRole('row', { name: /Highland Trails Scotland/ });
  await expect(row).toContainText('Logo');
  await expect(row).toContainText('Address');
  const mail = row.getByRole('link', { name: 'Send email' });
  const href = (await mail.getAttribute('href'))!;
  expect(href.startsWith('mailto:info@highlandtrails.example?subject=')).toBe(true);
  expect(decodeURIComponent(href)).toContain('Please complete your TripTender company profile');
  expect(decodeURIComponent(href)).toContain('Logo, Address, About');
});

test('the admin portal works by keyboard: the All Trips preview opens on focus', async ({ page }) => {
  await loginAs(page, 'admin');
  await page.goto('/admin/overview');
  await page.getByRole('link', { name: /All Trips.*Trip requests with at least one quote/ }).focus();
  await expect(page.getByText('Latest quoted trips')).toBeVisible();
});
