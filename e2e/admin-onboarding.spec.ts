import { authHeaders, emailedLink, expect, loginAs, newCompany, test } from './fixtures.ts';

// The journey of a new operator: the admin adds the company and tops up its wallet, the invited
// Manager sets a password and invites an Agent, and the Agent joins.
test('an admin adds a company and tops up its wallet; its manager joins and adds an agent who joins', async ({
  page,
  browser,
}) => {
  test.slow(); // three people in three browsers, two emailed links and a purchase
  const stamp = Date.now().toString(36);
  const name = `Shannon Trails ${stamp}`;
  const managerEmail = `owner.${stamp}@shannontrails.example`;
  const agentEmail = `agent.${stamp}@shannontrails.example`;

  await loginAs(page, 'admin');
  await page.goto('/admin/companies');
  await page.getByRole('button', { name: 'Add Company' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Company' });
  // name and email are required
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('The company name is required.')).toBeVisible();
  await expect(dialog.getByText('Please enter a valid contact email address.')).toBeVisible();
  await dialog.getByLabel('Company Name').fill(name);
  await dialog.getByLabel('Contact Email').fill(managerEmail);
  await dialog.getByLabel('Phone').fill('+353 61 555 0199');
  await dialog.getByLabel('Website').fill('https://shannontrails.example');
  await dialog.getByLabel('Address').fill('Limerick');
  await dialog.getByLabel('First name').fill('Róisín');
  await dialog.getByLabel('Last name').fill('Hayes');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Company added', { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();

  await page.getByLabel('Search companies').fill(name);
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText(managerEmail);
  await expect(row).toContainText('Incomplete');
  await expect(row.getByRole('link', { name: `Chat with ${name}` })).toHaveAttribute(
    'href',
    `/admin/companies/${encodeURIComponent(name)}/chat`,
  );
  await row.getByRole('link', { name, exact: true }).click();
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();

  // the wallet starts with the welcome credit (whatever the setting is) and takes a top-up
  const balance = page.getByTestId('wallet-balance');
  await expect(balance).toHaveText(/^\$[\d,]+\.\d\d$/);
  const before = Number((await balance.textContent())!.replace(/[$,]/g, ''));
  await page.getByLabel('Amount ($)').fill('abc');
  await page.getByRole('button', { name: 'Top up' }).click();
  await expect(page.getByText('Enter an amount between $1 and $100,000 (at most two decimals).')).toBeVisible();
  await page.getByLabel('Amount ($)').fill('250');
  await page.getByLabel('Note').fill(`Invoice E2E-${stamp}`);
  await page.getByRole('button', { name: 'Top up' }).click();
  await expect(page.getByText('Wallet topped up')).toBeVisible();
  await expect(balance).toHaveText(`$${(before + 250).toLocaleString('en-US', { minimumFractionDigits: 2 })}`);
  await expect(page.getByRole('row', { name: /Top-up/ }).filter({ hasText: `Invoice E2E-${stamp}` })).toContainText(
    '+$250.00',
  );
  const users = page.getByRole('row', { name: /Róisín Hayes/ });
  await expect(users).toContainText('Invited');

  // the invitation is in the outbox; the admin can read it there
  await page.goto('/admin/settings?tab=emails');
  const mail = page.getByRole('row', { name: new RegExp(managerEmail) }).first();
  await expect(mail).toContainText('team-invite');
  await mail.getByRole('button', { name: /View/ }).click();
  await expect(page.getByRole('dialog')).toContainText(managerEmail);
  await expect(page.getByRole('dialog').locator('pre')).toContainText('/set-password?token=');
  await page.keyboard.press('Escape');

  // the Manager follows the link, sets a password and lands in the portal
  const managerContext = await browser.newContext();
  const manager = await managerContext.newPage();
  await manager.goto(await emailedLink(page.request, managerEmail));
  await expect(manager.getByRole('heading', { name: 'Join your team on TripTender' })).toBeVisible();
  await expect(manager.getByText(`you have been invited to ${name}`)).toBeVisible();
  await manager.getByLabel('New password').fill('shannon river 2027');
  await manager.getByLabel('Confirm password').fill('shannon river 2027');
  await manager.getByRole('button', { name: 'Set password and continue' }).click();
  await expect(manager).toHaveURL(/\/company\/overview$/);
  await expect(manager.getByRole('heading', { name: 'Company Overview' })).toBeVisible();

  // ... and invites an Agent (the role the dialog starts with)
  await manager.getByRole('link', { name: 'Team' }).click();
  await expect(manager.getByRole('row', { name: /Róisín Hayes/ })).toContainText('Joined');
  await manager.getByRole('button', { name: 'Add User' }).click();
  const add = manager.getByRole('dialog', { name: 'Add User' });
  await expect(add.getByLabel('Role')).toHaveValue('2');
  await add.getByLabel('First Name').fill('Tadhg');
  await add.getByLabel('Last Name').fill('Murphy');
  await add.getByLabel('Email').fill(agentEmail);
  await add.getByRole('button', { name: 'Send Invite' }).click();
  await expect(manager.getByText('User added', { exact: true })).toBeVisible();
  const agentRow = manager.getByRole('row', { name: /Tadhg Murphy/ });
  await expect(agentRow).toContainText('Invited');
  await expect(agentRow.getByLabel('Role of Tadhg Murphy')).toHaveValue('2');

  // the Agent joins; the Manager sees them as Joined, and the Agent cannot manage the team
  const agentContext = await browser.newContext();
  const agent = await agentContext.newPage();
  await agent.goto(await emailedLink(page.request, agentEmail));
  await agent.getByLabel('New password').fill('tadhg agent password');
  await agent.getByLabel('Confirm password').fill('tadhg agent password');
  await agent.getByRole('button', { name: 'Set password and continue' }).click();
  await expect(agent).toHaveURL(/\/company\/overview$/);
  await agent.goto('/company/users');
  await expect(agent.getByRole('row', { name: /Tadhg Murphy/ })).toContainText('Joined');
  await expect(agent.getByRole('button', { name: 'Add User' })).toHaveCount(0);
  await manager.reload();
  await expect(manager.getByRole('row', { name: /Tadhg Murphy/ })).toContainText('Joined');
  await managerContext.close();
  await agentContext.close();
});

// A new company's agent buys a lead and the wallet shows it.
test('a new agent buys a lead and the wallet shows the purchase', async ({ page }) => {
  const stamp = Date.now().toString(36);
  const { company, manager } = await newCompany(page.request, { name: `Burren Buyers ${stamp}`, creditCents: 10_000 });
  const managerLogin = await page.request.post('/v1/auth', { data: manager });
  const managerHeaders = { authorization: `Bearer ${((await managerLogin.json()) as { token: string }).token}` };
  const agentEmail = `agent.${stamp}@burren.example`;
  await page.request.post('/v1/users', {
    headers: managerHeaders,
    data: { first_name: 'Aine', last_name: 'Buyer', email: agentEmail, company_id: company.id },
  });
  const token = new URL(await emailedLink(page.request, agentEmail)).searchParams.get('token');
  const joined = await page.request.post('/v1/auth/set-password', { data: { token, password: 'agent buys leads' } });
  const agentHeaders = { authorization: `Bearer ${((await joined.json()) as { token: string }).token}` };
  const open = await page.request.get('/v1/companyLeads?status=unquoted&per_page=10', {
    headers: await authHeaders(page.request, 'admin'),
  });
  const lead = ((await open.json()) as { data: { id: number }[] }).data[0]!;
  const buy = await page.request.post('/v1/purchases', {
    headers: agentHeaders,
    data: { lead_id: lead.id, company_id: company.id },
  });
  expect(buy.status(), await buy.text()).toBe(201);
  await loginAs(page, manager);
  await page.goto('/company/wallet');
  await expect(page.getByRole('row', { name: new RegExp(`#${lead.id}`) }).first()).toContainText('-$25.00');
});
