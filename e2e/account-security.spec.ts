// The traveller's Account page (decision 021): change the password (a wrong current one is refused beside
// its field; the other sessions end), and "sign out everywhere" after a confirmation, which ends this
// session too. A new traveller, so no other journey's user loses its sessions.
import { paths } from '@triptender/contract/paths';
import { ACCOUNT_MESSAGES } from '@triptender/contract/account';
import { atWidth, AXE_WIDTHS, expectNoAxeViolations } from './axe.ts';
import { expect, loginAs, newTraveller, test } from './fixtures.ts';

for (const width of AXE_WIDTHS) {
  test(`the account page has no accessibility violations at ${width} px`, async ({ page, request }) => {
    const t = await newTraveller(request);
    await loginAs(page, { email: t.email, password: t.password });
    await atWidth(page, width);
    await page.goto(paths.user.account);
    await expect(page.getByRole('heading', { name: 'Password and sessions' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Sign out everywhere' }).click();
    await expect(page.getByRole('alertdialog')).toBeVisible();
    await expectNoAxeViolations(page);
  });
}

test('a traveller changes the password, then signs out everywhere', async ({ page, request }) => {
  const t = await newTraveller(request);
  await loginAs(page, { email: t.email, password: t.password });
  await page.goto(paths.user.account);

  await page.getByLabel('Current password').fill('not the password');
  await page.getByLabel('New password', { exact: true }).fill('a newer e2e password');
  await page.getByLabel('New password again').fill('a newer e2e password');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText(ACCOUNT_MESSAGES.currentWrong)).toBeVisible();

  await page.getByLabel('Current password').fill(t.password);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText(ACCOUNT_MESSAGES.passwordChanged)).toBeVisible();
  // the session the traveller started through the API (another device) has ended
  expect((await request.get('/v1/me', { headers: t.headers })).status()).toBe(401);

  await page.getByRole('button', { name: 'Sign out everywhere' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Sign out everywhere' }).click();
  await expect(page).toHaveURL(new RegExp(`${paths.login}$`));
  const again = await request.post('/v1/auth', { data: { email: t.email, password: 'a newer e2e password' } });
  expect(again.ok()).toBe(true);
});
