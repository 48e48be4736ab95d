import { expect, loginAs, test } from './fixtures.ts';

test('platform settings are validated, saved and audited', async ({ page }) => {
  await loginAs(page, 'admin');
  await page.goto('/admin/settings');
  await expect(page.getByRole('tab', { name: 'Platform', selected: true })).toBeVisible();
  const price = page.getByLabel('Request price');
  const cap = page.getByLabel('Buyer cap per lead');
  const welcome = page.getByLabel('Welcome credit');
  await expect(price).toHaveValue('25.00');
  await expect(cap).toHaveValue('5');
  // the hourly cap on the public forms' mail to unconfirmed addresses (docs/operations.md)
  const unconfirmed = page.getByLabel('Emails to unconfirmed addresses per hour');
  await expect(unconfirmed).toHaveValue('200');

  await cap.fill('0');
  await price.fill('0.50');
  await unconfirmed.fill('0');
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('The buyer cap must be a whole number from 1 to 50.')).toBeVisible();
  await expect(page.getByText('The request price must be between $1 and $1,000.')).toBeVisible();
  await expect(
    page.getByText('Emails to unconfirmed addresses must be a whole number per hour from 1 to 10,000.'),
  ).toBeVisible();

  // only the welcome credit changes (new companies only); it is put back at the end
  await cap.fill('5');
  await price.fill('25');
  await unconfirmed.fill('200');
  const original = await welcome.inputValue();
  await welcome.fill('12.50');
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('Settings saved')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Welcome credit')).toHaveValue('12.50');
  await page.getByLabel('Welcome credit').fill(original);
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByLabel('Welcome credit')).toHaveValue(original);

  await page.getByRole('tab', { name: 'Audit log' }).click();
  await expect(page).toHaveURL(/tab=audit/);
  await page.getByLabel('Action').fill('settings.updated');
  await page.getByRole('button', { name: 'Filter' }).click();
  await expect(page.getByRole('row', { name: /settings\.updated/ }).first()).toContainText('welcome_credit_cents');
  await expect(page.getByRole('row', { name: /settings\.updated/ }).first()).toContainText('Alex Byrne');
});

test('contact-form messages are read and marked handled', async ({ page }) => {
  await loginAs(page, 'admin');
  await page.goto('/admin/settings?tab=contact');
  const list = page.getByRole('list', { name: 'Contact messages' });
  const item = list.getByRole('listitem').filter({ hasText: 'Can I change my travel dates?' });
  await expect(item).toContainText('brian.foley@example.com');
  await expect(item).toContainText('booking');
  await item.getByRole('button', { name: /Mark handled/ }).click();
  await expect(page.getByText('Marked as handled')).toBeVisible();
  await expect(item).toHaveCount(0);
  await page.getByLabel('Show').selectOption('handled');
  await expect(list.getByRole('listitem').filter({ hasText: 'Can I change my travel dates?' })).toContainText(
    'Handled by Alex',
  );
});

test('the outbox shows a failed email with its error, and queues it again', async ({ page }) => {
  await loginAs(page, 'admin');
  await page.goto('/admin/settings?tab=emails');
  // held: mail to an unconfirmed address beyond its ration, never sent
  await expect(page.getByLabel('Status').getByRole('option', { name: 'Held' })).toBeAttached();
  await page.getByLabel('Status').selectOption('failed');
  const row = page.getByRole('row', { name: /brian\.foley@example\.cmo/ });
  await expect(row).toContainText('550 5.1.2 Host unknown');
  await row.getByRole('button', { name: /View/ }).click();
  await expect(page.getByRole('dialog', { name: 'We received your message' })).toContainText('Last error');
  await page.keyboard.press('Escape');
  await row.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByText('Email queued again')).toBeVisible();
  await expect(row).toHaveCount(0);
});

// One client asks for the guide for six strangers: the sixth email is held, and the admin sees why.
test('the outbox shows mail to unconfirmed addresses held beyond its ration, with no retry', async ({
  page,
  request,
}) => {
  const run = Date.now().toString(36);
  for (let i = 1; i <= 6; i++) {
    const res = await request.post('/v1/client/lead-magnet', {
      data: {
        first_name: 'Stranger',
        last_name: `No${i}`,
        email: `stranger${i}.${run}@example.net`,
        lead_type: 'lead-magnet-all',
      },
    });
    expect(res.status(), await res.text()).toBe(201);
  }
  await loginAs(page, 'admin');
  await page.goto('/admin/settings?tab=emails');
  await page.getByLabel('Status').selectOption('held');
  const row = page.getByRole('row', { name: new RegExp(`stranger6\\.${run}@example\\.net`) });
  await expect(row).toContainText('Held');
  await expect(row).toContainText('from this client in an hour');
  await expect(row.getByRole('button', { name: 'Retry' })).toHaveCount(0);
  await expect(page.getByRole('row', { name: new RegExp(`stranger5\\.${run}@`) })).toHaveCount(0);
});

// A company reports a lead from its wallet and the admin confirms the refund from the queue.
test('a bad-lead report from the wallet is confirmed by the admin and refunded', async ({ page, browser }) => {
  const finance = await browser.newPage();
  await loginAs(finance, 'finance');
  await finance.goto('/company/wallet');
  const row = finance
    .getByRole('row')
    .filter({ has: finance.getByRole('button', { name: 'Report bad lead' }) })
    .first();
  const reportable = row.getByRole('button', { name: 'Report bad lead' });
  const leadId = /#(\d+)/.exec((await row.textContent())!)![1];
  await reportable.click();
  await finance.getByLabel('What is wrong with the contact details?').fill('short');
  await finance.getByRole('button', { name: 'Send report' }).click();
  await expect(
    finance.getByText('Please tell us what is wrong with the contact details (at least 10 characters).'),
  ).toBeVisible();
  await finance.getByLabel('What is wrong with the contact details?').fill('The phone number is not in service.');
  await finance.getByRole('button', { name: 'Send report' }).click();
  await expect(finance.getByText('Report sent')).toBeVisible();
  // the purchase's row (after the refund, a Refund row for the same lead comes first)
  const purchaseRow = finance
    .getByRole('row', { name: new RegExp(`#${leadId} `) })
    .filter({ hasText: 'Lead purchase' });
  await expect(purchaseRow).toContainText('Reported');

  await loginAs(page, 'admin');
  await page.goto('/admin/settings?tab=bad-leads');
  const report = page.getByRole('listitem').filter({ hasText: `lead #${leadId}` });
  await expect(report).toContainText('The phone number is not in service.');
  await report.getByRole('button', { name: 'Confirm and refund' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Confirm and refund' }).click();
  await expect(page.getByText('Report confirmed and refunded')).toBeVisible();
  await finance.reload();
  await expect(purchaseRow).toContainText('Refunded');
  const refundRow = finance.getByRole('row', { name: new RegExp(`Refund #${leadId} `) });
  await expect(refundRow).toContainText('Bad lead: invalid contact details');
  await expect(refundRow).toContainText('+$25.00');
});
