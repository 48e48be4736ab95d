// A traveller fixes the name and mobile operators see: the account page's "Your details", checked
// as typed, saved for the account and for the request still open.
import { expect, loginAs, newTraveller, test } from './fixtures.ts';

test('a traveller changes their name and mobile on the account page @mobile', async ({ page, request }) => {
  const traveller = await newTraveller(request, { special_requests: 'Fixing my details' });
  await loginAs(page, { email: traveller.email, password: traveller.password });
  await page.goto('/user/account');
  const card = page.getByRole('form').or(page.locator('form')).filter({ hasText: 'Save details' });
  const first = card.getByLabel('First name');
  await expect(first).toHaveValue('Nora');
  await expect(card.getByLabel('Last name')).toHaveValue('Kelly');

  // checked before any call, with the trip form's words
  await first.fill('N');
  await card.getByLabel('Mobile').fill('call me');
  await card.getByRole('button', { name: 'Save details' }).click();
  await expect(card.getByText('First name must be at least 2 characters')).toBeVisible();
  await expect(
    card.getByText('Enter a valid mobile number with its country code, e.g. +353 85 123 4567'),
  ).toBeVisible();

  await first.fill('Nóra');
  await card.getByLabel('Mobile').fill('085 123 4567');
  // a server that fails (an error page, not our JSON): said once, in words, and nothing typed is lost
  await page.route('**/v1/me', (route) =>
    route.request().method() === 'PATCH'
      ? route.fulfill({ status: 502, contentType: 'text/html', body: '<h1>Bad gateway</h1>' })
      : route.fallback(),
  );
  await card.getByRole('button', { name: 'Save details' }).click();
  await expect(card.getByText('Something went wrong on our side. Please try again in a moment.')).toBeVisible();
  await expect(page.getByText('Error!')).toHaveCount(0);
  await expect(first).toHaveValue('Nóra');
  await page.unroute('**/v1/me');
  await card.getByRole('button', { name: 'Save details' }).click();
  await expect(page.getByText('Your details are saved.')).toBeVisible();
  await expect(card.getByLabel('Mobile')).toHaveValue('+353851234567');
  await expect(first).toHaveValue('Nóra');
  const me = await request.get('/v1/me', { headers: traveller.headers });
  expect((await me.json()).user).toMatchObject({ first_name: 'Nóra', mobile: '+353851234567' });

  // kept: after a reload, and on the request operators see
  await page.reload();
  await expect(page.locator('form').filter({ hasText: 'Save details' }).getByLabel('First name')).toHaveValue('Nóra');
  const lead = await request.get(`/v1/client/requests/${traveller.leadId}`, { headers: traveller.headers });
  expect(await lead.json()).toMatchObject({ first_name: 'Nóra', mobile: '+353851234567' });
});
