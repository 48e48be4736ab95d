import { demo, DEMO_PASSWORD, expect, loginAs, test } from './fixtures.ts';

test.describe('login', () => {
  for (const [who, area, landing] of [
    ['admin', '/admin', '/admin/overview'],
    ['manager', '/company', '/company/overview'],
    ['traveller', '/user', '/user/requests'],
  ] as const) {
    test(`${who} logs in and lands on ${landing}`, async ({ page }) => {
      await page.goto('/login');
      await expect(page).toHaveTitle(/Login/);
      await page.getByLabel('Email').fill(demo[who]);
      await page.getByLabel('Password').fill(DEMO_PASSWORD);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await expect(page).toHaveURL(new RegExp(`${landing}$`));
      expect(new URL(page.url()).pathname.startsWith(area)).toBe(true);
      await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
      const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('auth-storage') ?? '{}'));
      expect(stored.state.user.email).toBe(demo[who]);
      expect(stored.state.token).toMatch(/^[\w-]{43}$/);
    });
  }

  test('wrong credentials say so once, in the form, and stay on the page', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Email').fill(demo.traveller);
    await page.getByLabel('Password').fill('not the password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'These credentials do not match our records.' }),
    ).toBeVisible();
    await expect(page.getByText('These credentials do not match our records.')).toHaveCount(1);
    // no second message on top of it: no toast (its library would have loaded by now), nothing about an administrator
    await page.waitForLoadState('networkidle');
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
    await expect(page.getByText(/administrator|Login Credentials!/)).toHaveCount(0);
    await expect(page).toHaveURL(/\/login$/);
  });

  test('repeated failures are rate limited with the documented message', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Email').fill(`nobody-${Date.now()}@example.com`);
    await page.getByLabel('Password').fill('wrong password');
    const submit = page.getByRole('button', { name: 'Sign in' });
    for (let i = 0; i < 5; i++) {
      const answer = page.waitForResponse('**/v1/auth');
      await submit.click();
      expect((await answer).status()).toBe(422);
    }
    const answer = page.waitForResponse('**/v1/auth');
    await submit.click();
    expect((await answer).status()).toBe(429);
    await expect(
      page.getByRole('alert').filter({ hasText: 'Too many requests. Please try again later.' }),
    ).toBeVisible();
  });

  test('empty fields are refused before any call', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('The email field is required.')).toBeVisible();
    await expect(page.getByText('The password field is required.')).toBeVisible();
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('The email field must be a valid email address.')).toBeVisible();
  });
});

test.describe('route guards', () => {
  for (const area of ['/user', '/user/messages', '/company/marketplace', '/admin/trips']) {
    test(`a guest visiting ${area} goes to /login`, async ({ page }) => {
      await page.goto(area);
      await expect(page).toHaveURL(/\/login$/);
    });
  }

  test('a traveller visiting /admin or /company goes to /', async ({ page }) => {
    await loginAs(page, 'traveller');
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/company/overview');
    await expect(page).toHaveURL(/\/$/);
  });

  test('a company user visiting /user goes to /', async ({ page }) => {
    await loginAs(page, 'agent');
    await page.goto('/user/requests');
    await expect(page).toHaveURL(/\/$/);
  });
});

test('logout clears the session and the guards apply again', async ({ page }) => {
  const { token } = await loginAs(page, 'traveller2');
  await page.goto('/user');
  await expect(page).toHaveURL(/\/user\/requests$/);
  await page.evaluate(() => sessionStorage.setItem('e2e-logged-out', '1'));
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('auth-storage') ?? '{}').state?.token)).toBeNull();
  // the token was revoked on the server too
  const me = await page.request.get('/v1/me', { headers: { authorization: `Bearer ${token}` } });
  expect(me.status()).toBe(401);
  await page.goto('/user/requests');
  await expect(page).toHaveURL(/\/login$/);
});

test('a revoked token sends the user to / with auth cleared', async ({ page }) => {
  const { token } = await loginAs(page, 'manager2');
  await page.request.post('/v1/auth/logout', { headers: { authorization: `Bearer ${token}` } });
  await page.goto('/company/overview');
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('auth-storage') ?? '{}').state?.user)).toBeNull();
});

test('an unknown path shows the 404 page with a link home', async ({ page }) => {
  const res = await page.goto('/no-such-page');
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('a logged-in user sees the banner on public pages, blue on Scotland pages', async ({ page }) => {
  await loginAs(page, 'traveller');
  await page.goto('/about');
  const banner = page.getByText("You're logged in as");
  await expect(banner).toContainText('Sarah');
  await expect(banner).toHaveClass(/bg-brand-700/);
  await page.getByRole('link', { name: 'Go to your dashboard' }).click();
  await expect(page).toHaveURL(/\/user\/requests$/);
  await page.goto('/scotland');
  await expect(page.getByText("You're logged in as")).toHaveClass(/bg-sky-brand-700/);
});

test('the sidebar collapses to icons, toggles with Ctrl+B and remembers it @mobile', async ({ page, isMobile }) => {
  await loginAs(page, 'manager');
  await page.goto('/company/overview');
  if (isMobile) {
    await page.getByRole('button', { name: 'Open navigation' }).click();
    await page.getByRole('link', { name: 'Team' }).click();
    await expect(page).toHaveURL(/\/company\/users$/);
    return;
  }
  const nav = page.getByRole('complementary', { name: 'Tour Operator Portal navigation' });
  await expect(nav).toHaveCSS('width', '240px');
  await page.keyboard.press('Control+b');
  await expect(nav).toHaveCSS('width', '56px');
  await page.reload();
  await expect(nav).toHaveCSS('width', '56px');
  const cookie = (await page.context().cookies()).find((c) => c.name === 'sidebar_state');
  expect(cookie?.value).toBe('false');
  expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(6.9 * 86400);
  await page.getByRole('button', { name: 'Expand sidebar' }).click();
  await expect(nav).toHaveCSS('width', '240px');
});
