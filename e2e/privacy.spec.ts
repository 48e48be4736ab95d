// A traveller downloads everything we hold about them, then deletes their account
// (confirmed with the password); the account page and its dialog are axe clean at 1280 and 375 px.
import fs from 'node:fs';
import { atWidth, AXE_WIDTHS, expectNoAxeViolations } from './axe.ts';
import { expect, loginAs, newTraveller, test } from './fixtures.ts';

test('a traveller downloads their data and deletes their account', async ({ page, request }) => {
  const traveller = await newTraveller(request, { special_requests: 'Puffins on the Saltee Islands, please' });
  await loginAs(page, { email: traveller.email, password: traveller.password });

  for (const [i, width] of AXE_WIDTHS.entries()) {
    await atWidth(page, width);
    if (i === 0) await page.goto('/user/account');
    else await page.reload();
    await expect(page.getByRole('heading', { name: 'Your data and account' })).toBeVisible();
    await expectNoAxeViolations(page);
  }

  // the download: a JSON file named for the account, holding the request
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download my data' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(
    new RegExp(`^triptender-data-${traveller.user.id}-\\d{4}-\\d\\d-\\d\\d\\.json$`),
  );
  const data = JSON.parse(fs.readFileSync((await download.path())!, 'utf8'));
  expect(data.profile.email).toBe(traveller.email);
  expect(data.trip_requests.map((r: { special_requests: string }) => r.special_requests)).toEqual([
    'Puffins on the Saltee Islands, please',
  ]);

  // deleting asks for the password; a wrong one is refused beside the field
  // a dialog closed with Escape gives focus back to the button that opened it
  const deleteButton = page.getByRole('button', { name: 'Delete my account' });
  await deleteButton.click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(deleteButton).toBeFocused();
  await deleteButton.click();
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByLabel('Your password').fill('not my password');
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(dialog.getByText('The password is not correct.')).toBeVisible();

  await dialog.getByLabel('Your password').fill(traveller.password);
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page.getByText('Your account has been deleted.')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  // the old email and password no longer log in
  const login = await request.post('/v1/auth', { data: { email: traveller.email, password: traveller.password } });
  expect(login.status()).toBe(422);
});
