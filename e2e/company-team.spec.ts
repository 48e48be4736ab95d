import { authHeaders, expect, loginAs, test } from './fixtures.ts';

test('a Manager invites, re-roles, re-invites and removes team members', async ({ page }) => {
  const stamp = Date.now().toString(36);
  const email = `isla.${stamp}@highlandtrails.example`;
  await loginAs(page, 'manager2');
  await page.goto('/company/users');
  await expect(page.getByRole('heading', { name: 'Team' })).toBeVisible();
  await expect(page.getByRole('columnheader')).toHaveText(['Name', 'Email', 'Role', 'Status', 'Actions']);
  await expect(page.getByRole('row', { name: /Fiona MacLeod/ })).toContainText('Joined');

  await page.getByRole('button', { name: 'Add User' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add User' });
  await dialog.getByRole('button', { name: 'Send Invite' }).click();
  await expect(dialog.getByText('The first name is required.')).toBeVisible();
  await expect(dialog.getByText('The last name is required.')).toBeVisible();
  await expect(dialog.getByText('Please enter a valid email address.')).toBeVisible();

  // an address already in use is refused by the server, beside the field
  await dialog.getByLabel('First Name').fill('Isla');
  await dialog.getByLabel('Last Name').fill('Grant');
  await dialog.getByLabel('Email').fill('ewan@highlandtrails.example');
  await dialog.getByRole('button', { name: 'Send Invite' }).click();
  await expect(dialog.getByText('The email has already been taken.')).toBeVisible();

  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Role').selectOption('3');
  await dialog.getByRole('button', { name: 'Send Invite' }).click();
  await expect(page.getByText('User added', { exact: true })).toBeVisible();
  const row = page.getByRole('row', { name: /Isla Grant/ });
  await expect(row).toContainText('Invited');
  await expect(row.getByLabel('Role of Isla Grant')).toHaveValue('3');

  await row.getByLabel('Role of Isla Grant').selectOption('2');
  await expect(page.getByText('Role updated')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('row', { name: /Isla Grant/ }).getByLabel('Role of Isla Grant')).toHaveValue('2');

  await page
    .getByRole('row', { name: /Isla Grant/ })
    .getByRole('button', { name: 'Resend invite' })
    .click();
  await expect(page.getByText('Invitation sent')).toBeVisible();

  await page
    .getByRole('row', { name: /Isla Grant/ })
    .getByRole('button', { name: 'Remove' })
    .click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('Isla Grant will be logged out and can no longer sign in.');
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText('Member removed')).toBeVisible();
  await expect(page.getByRole('row', { name: /Isla Grant/ })).toHaveCount(0);
});

test('an Agent sees the team but cannot manage it, and the API refuses it too', async ({ page }) => {
  await loginAs(page, 'agent2');
  await page.goto('/company/users');
  await expect(page.getByRole('row', { name: /Fiona MacLeod/ })).toContainText('Manager');
  await expect(page.getByRole('button', { name: 'Add User' })).toHaveCount(0);
  await expect(page.getByRole('combobox')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Remove' })).toHaveCount(0);

  const headers = await authHeaders(page.request, 'agent2');
  const me = (await (await page.request.get('/v1/me', { headers })).json()) as { user: { company: { id: number } } };
  const res = await page.request.post('/v1/users', {
    headers,
    data: { first_name: 'No', last_name: 'Way', email: 'no.way@example.test', company_id: me.user.company.id },
  });
  expect(res.status()).toBe(403);
  // and another company's team is not found at all
  const other = await page.request.get(`/v1/users/${me.user.company.id === 1 ? 2 : 1}`, { headers });
  expect(other.status()).toBe(404);
});

test('the team page works on a phone @mobile', async ({ page, isMobile }) => {
  test.skip(!isMobile, 'the phone layout');
  await loginAs(page, 'manager2');
  await page.goto('/company/users');
  await page.getByRole('button', { name: 'Add User' }).click();
  await expect(page.getByRole('dialog', { name: 'Add User' }).getByLabel('Email')).toBeVisible();
  await page.keyboard.press('Escape');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  // every column fits: no sideways scrolling inside the table either, and the email shows under the name
  const row = page.getByRole('row', { name: /Fiona MacLeod/ });
  await expect(row).toContainText('fiona@highlandtrails.example');
  await expect(row.getByLabel('Role of Fiona MacLeod')).toBeInViewport();
  await expect(row.getByRole('button', { name: 'Remove' })).toBeInViewport();
  const tableOverflow = await page
    .getByRole('table')
    .evaluate((t) => t.parentElement!.scrollWidth - t.parentElement!.clientWidth);
  expect(tableOverflow).toBeLessThanOrEqual(0);
});
