import { expect, loginAs, newCompany, postTripRequest, test } from './fixtures.ts';

// A new operator buys a fresh request, finds the contact details do not work and reports it from My
// Leads; the report shows there and on the wallet.
test('a bought lead with bad contact details is reported from My Leads', async ({ page }) => {
  const stamp = Date.now().toString(36);
  const { company, manager } = await newCompany(page.request, {
    name: `Dingle Bay Trips ${stamp}`,
    creditCents: 10_000,
  });
  const phrase = `Whale watching off Dingle ${stamp}`;
  await postTripRequest(page.request, {
    email: `nobody.${stamp}@example.com`,
    first_name: 'Rory',
    last_name: 'Nolan',
    special_requests: phrase,
  });
  const { token } = await loginAs(page, manager);
  // a guest is not told the request's id: the operator finds it in the marketplace once it is stored
  const found = async () => {
    const res = await page.request.get(`/v1/openLeads?search=${encodeURIComponent(phrase)}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    return ((await res.json()) as { data: { id: number }[] }).data.map((l) => l.id);
  };
  await expect.poll(found, { timeout: 120_000 }).toHaveLength(1);
  const [leadId] = await found();
  const buy = await page.request.post('/v1/purchases', {
    headers: { authorization: `Bearer ${token}` },
    data: { lead_id: leadId, company_id: company.id },
  });
  expect(buy.status(), await buy.text()).toBe(201);

  await page.goto('/company/leads');
  const card = page.getByRole('article').filter({ hasText: phrase });
  await expect(card).toContainText(`nobody.${stamp}@example.com`);
  await card.getByRole('button', { name: 'Report invalid contact details' }).click();
  const dialog = page.getByRole('dialog', { name: 'Report a bad lead' });
  await expect(dialog).toContainText('within 14 days');
  await dialog.getByLabel('What is wrong with the contact details?').fill('bounces');
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(
    dialog.getByText('Please tell us what is wrong with the contact details (at least 10 characters).'),
  ).toBeVisible();
  await dialog
    .getByLabel('What is wrong with the contact details?')
    .fill('The email bounces and nobody answers the phone.');
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(page.getByText('Report sent')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(card).toContainText('Reported: waiting for review');
  await expect(card.getByRole('button', { name: 'Report invalid contact details' })).toHaveCount(0);

  await page.goto('/company/wallet');
  await expect(
    page.getByRole('row', { name: new RegExp(`#${leadId} `) }).filter({ hasText: 'Lead purchase' }),
  ).toContainText('Reported');
});
