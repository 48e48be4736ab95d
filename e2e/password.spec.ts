import { demo, expect, latestEmailTo, linkPath, test } from './fixtures.ts';

// Owen's password changes here and nowhere else (see the end of the demo seed).
const owen = demo.passwordTraveller;
const FORGOT_SENT =
  'If an account exists for that email, we have sent it a link to choose a new password. The link works once and expires in 2 hours.';

test('a traveller who forgot the password gets a one-time link by email and sets a new one', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expect(page).toHaveTitle(/Forgot password/);
  await expect(page.getByRole('heading', { name: 'Forgot password?' })).toBeVisible();

  await page.getByLabel('Email').fill('not an email');
  await page.getByRole('button', { name: 'Email me a reset link' }).click();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();

  const since = Date.now();
  await page.getByLabel('Email').fill(owen.toUpperCase());
  await page.getByRole('button', { name: 'Email me a reset link' }).click();
  await expect(page.getByRole('status')).toHaveText(FORGOT_SENT);

  const email = await latestEmailTo(owen, { since });
  expect(email.subject).toBe('Reset your TripTender password');
  expect(email.text).toContain('Hi Owen, reset your password');
  expect(email.html).toContain('Choose a new password');
  const link = linkPath(email, '/set-password?token=');

  const password = `new password ${Date.now()}`;
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await page.getByLabel('New password').fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await page.getByRole('button', { name: 'Set password and continue' }).click();
  await expect(page).toHaveURL(/\/user\/requests$/);

  // the new password works, and the link does not work twice
  const login = await page.request.post('/v1/auth', { data: { email: owen, password } });
  expect(login.status()).toBe(200);
  await page.goto(link);
  await expect(page.getByText('This link is invalid or has expired. Ask for a new one.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Send me a new link' })).toHaveAttribute('href', '/forgot-password');
});

test('the answer is the same for an email without an account @mobile', async ({ page }) => {
  await page.goto('/forgot-password');
  await page.getByLabel('Email').fill(`nobody.${Date.now()}@example.com`);
  await page.getByRole('button', { name: 'Email me a reset link' }).click();
  await expect(page.getByRole('status')).toHaveText(FORGOT_SENT);
  await page.getByRole('link', { name: 'Back to login' }).click();
  await expect(page).toHaveURL(/\/login$/);
});
