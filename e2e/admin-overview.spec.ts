import { atWidth, AXE_WIDTHS, expectNoAxeViolations } from './axe.ts';
import { authHeaders, clientAddress, expect, loginAs, test, tripRequestPayload, uniqueTag } from './fixtures.ts';

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

// A spike of guest trip requests (each makes an account, a lead and an email to any
// address) alerts the admin on the overview. The spike is made through the API as a script would, each
// request from an address and an email of its own so that the per-address and per-email limits let it
// through; the suite's other journeys post guest requests too, so it posts until the alert is there
// (GUEST_REQUESTS_ALERT_PER_HOUR, 60 by default, bounds how many that takes).
test('a spike of guest trip requests shows as an alert on the admin overview, axe clean', async ({ page }) => {
  const admin = await authHeaders(page.request, 'admin');
  const spikeAlert = async () => {
    const res = await page.request.get('/v1/admin/overview', { headers: admin });
    const { alerts } = (await res.json()) as { alerts: { action: string; message: string }[] };
    return alerts.find((a) => a.action === 'guest_requests.spike');
  };
  // unconfirmed, as a script's requests stay: each from an address and an email of its own
  for (let round = 0; round < 14 && !(await spikeAlert()); round++) {
    await Promise.all(
      Array.from({ length: 10 }, async () => {
        const res = await page.request.post('/v1/leads', {
          headers: { 'x-forwarded-for': clientAddress() },
          data: tripRequestPayload({ first_name: 'Spike', email: `spike.${uniqueTag()}@e2e.example` }),
        });
        expect(res.ok(), await res.text()).toBe(true);
      }),
    );
  }
  const alert = await spikeAlert();
  expect(alert, 'a guest_requests.spike alert on the overview').toBeTruthy();
  expect(alert!.message).toMatch(
    /^\d+ guest trip requests within the last hour \(alert threshold \d+\)\. They wait for their emailed confirmation before any operator sees them\.$/,
  );

  await loginAs(page, 'admin');
  for (const [i, width] of AXE_WIDTHS.entries()) {
    await atWidth(page, width);
    if (i === 0) await page.goto('/admin/overview');
    else await page.reload();
    const card = page.getByRole('region', { name: 'Alerts in the last 24 hours' });
    await expect(card).toBeVisible();
    await expect(card.getByText(alert!.message)).toBeVisible();
    await expectNoAxeViolations(page);
  }
  // the card leads to the audit log, where the same entry is kept
  await page
    .getByRole('region', { name: 'Alerts in the last 24 hours' })
    .getByRole('link', { name: 'audit log' })
    .click();
  await expect(page).toHaveURL(/\/admin\/settings\?tab=audit$/);
  await expect(page.getByRole('tab', { name: 'Audit log', selected: true })).toBeVisible();
  await page.getByLabel('Action').fill('guest_requests.spike');
  await page.getByRole('button', { name: 'Filter' }).click();
  const log = page.getByRole('table', { name: 'Audit log' });
  await expect(log.getByRole('row').nth(1)).toContainText('guest_requests.spike');
  await expect(log.getByRole('row').nth(1)).toContainText('System');
});
