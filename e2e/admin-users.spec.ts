// The rest of the privacy rights: the admin finds a person on the Users page,
// downloads their data and deletes their account on request (the page and its dialog axe clean at
// 1280 and 375 px); a company member downloads their data from Settings and deletes their account,
// which the company's last Manager may do only once the company has another Manager.
import fs from 'node:fs';
import type { Download } from '@playwright/test';
import { COMPANY_ROLE } from '@triptender/contract/enums';
import { atWidth, AXE_WIDTHS, expectNoAxeViolations } from './axe.ts';
import { emailedLink, expect, loginAs, newCompany, newTraveller, test, uniqueTag } from './fixtures.ts';

/** The downloaded file, read as the JSON it is. */
async function downloadedJson(download: Download) {
  return JSON.parse(fs.readFileSync((await download.path())!, 'utf8')) as {
    profile: { email: string };
    trip_requests: { special_requests: string }[];
    company: { name: string } | null;
  };
}

test('the admin finds a person on the Users page, downloads their data and deletes their account', async ({
  page,
  request,
}) => {
  const traveller = await newTraveller(request, { special_requests: 'Whale watching off West Cork, please' });
  const id = traveller.user.id;
  await loginAs(page, 'admin');

  const search = page.getByRole('searchbox', { name: 'Search accounts' });
  const accounts = page.getByRole('table', { name: 'Accounts' });
  const row = accounts.getByRole('row').filter({ hasText: traveller.email });
  for (const [i, width] of AXE_WIDTHS.entries()) {
    await atWidth(page, width);
    if (i === 0) await page.goto('/admin/users');
    else await page.reload();
    await expect(page.getByRole('heading', { name: 'Users', level: 1 })).toBeVisible();
    // the search is the page's own: typed again after the reload
    await search.fill(traveller.email);
    await expect(accounts.getByRole('row')).toHaveCount(2); // the header and the one person
    await expect(row).toContainText(`#${id}`);
    await expect(row).toContainText('Nora Kelly');
    await expect(row).toContainText('Traveller');
    await expect(row.getByRole('cell').nth(6)).toHaveText('Active');
    await expectNoAxeViolations(page);
  }

  // the download: everything held about the person, named for their account
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    row.getByRole('button', { name: `Download data of account #${id}` }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(new RegExp(`^triptender-data-${id}-\\d{4}-\\d\\d-\\d\\d\\.json$`));
  const data = await downloadedJson(download);
  expect(data.profile.email).toBe(traveller.email);
  expect(data.trip_requests.map((r) => r.special_requests)).toEqual(['Whale watching off West Cork, please']);

  // deleting asks first, naming the person
  await row.getByRole('button', { name: `Delete account #${id}` }).click();
  const dialog = page.getByRole('alertdialog', { name: `Delete account #${id}?` });
  await expect(dialog).toContainText(`Nora Kelly (${traveller.email}) is erased and signed out everywhere.`);
  await expect(dialog).toContainText('This cannot be undone.');
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Delete account', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Account deleted', { exact: true })).toBeVisible();

  // the address is gone: searching for it finds no one; the account, found by its id, reads as deleted
  await expect(page.getByText('No accounts found.')).toBeVisible();
  await search.fill(`#${id}`);
  const deleted = accounts.getByRole('row').filter({ hasText: `#${id}` });
  await expect(deleted).toContainText('Deleted traveller');
  await expect(deleted).toContainText(`deleted-${id}@deleted.invalid`);
  await expect(deleted.getByRole('cell').nth(6)).toHaveText('Deleted');
  await expect(deleted).not.toContainText(traveller.email);
  await expect(deleted.getByRole('button', { name: `Delete account #${id}` })).toHaveCount(0);

  // the old email and password no longer log in
  const login = await request.post('/v1/auth', { data: { email: traveller.email, password: traveller.password } });
  expect(login.status()).toBe(422);
});

test('a company member downloads their data from Settings and deletes their account', async ({ page, request }) => {
  // a new company and a second Manager join through emailed links: minutes on a loaded machine
  test.slow();
  const name = `Privacy Tours ${uniqueTag()}`;
  const { company, manager } = await newCompany(request, { name });
  const { user } = (await loginAs(page, manager)) as { user: { id: number } };

  await page.goto('/company/settings');
  await expect(page.getByRole('heading', { name: 'Your data and account' })).toBeVisible();

  // the download holds the member's account and their company
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download my data' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(new RegExp(`^triptender-data-${user.id}-\\d{4}-\\d\\d-\\d\\d\\.json$`));
  const data = await downloadedJson(download);
  expect(data.profile.email).toBe(manager.email);
  expect(data.company?.name).toBe(name);

  // deleting asks for the password; a wrong one is refused beside the field
  await page.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await expect(dialog).toContainText('Your company, its quotes, purchases and wallet stay');
  const password = dialog.getByLabel('Your password');
  await password.fill('not my password');
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(password).toHaveAttribute('aria-invalid', 'true');
  await expect(password).toHaveAccessibleDescription(/The password is not correct\./);

  // the right one: the company's only Manager is refused, and told why
  await password.fill(manager.password);
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    'Your company needs another Manager before you can delete your account.',
  );
  await expect(page).toHaveURL(/\/company\/settings$/);

  // the company gets a second Manager, who joins through the emailed link ...
  const managerLogin = await request.post('/v1/auth', { data: manager });
  const headers = { authorization: `Bearer ${((await managerLogin.json()) as { token: string }).token}` };
  const second = { email: `manager.${uniqueTag()}@e2e.example`, password: 'a long e2e password' };
  const invited = await request.post('/v1/users', {
    headers,
    data: {
      first_name: 'Maura',
      last_name: 'Manager',
      email: second.email,
      company_role: COMPANY_ROLE.MANAGER,
      company_id: company.id,
    },
  });
  expect(invited.status(), await invited.text()).toBe(201);
  const token = new URL(await emailedLink(request, second.email)).searchParams.get('token');
  const joined = await request.post('/v1/auth/set-password', { data: { token, password: second.password } });
  expect(joined.ok(), await joined.text()).toBe(true);

  // ... and the first one's deletion, asked again, goes through: signed out, on the home page
  await password.fill(manager.password);
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page.getByText('Your account has been deleted.')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  // the old email and password no longer log in; the company's other Manager still does
  const login = await request.post('/v1/auth', { data: manager });
  expect(login.status()).toBe(422);
  const stays = await request.post('/v1/auth', { data: second });
  expect(stays.ok(), await stays.text()).toBe(true);
});
