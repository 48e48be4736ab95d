import { expect, loginAs, test } from './fixtures.ts';

// Causeway Coast Journeys (the manager3 demo account) is changed only by this spec.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

test('a Manager saves the profile and uploads a logo, and the completeness follows', async ({ page }) => {
  const stamp = Date.now().toString(36);
  await loginAs(page, 'manager3');
  await page.goto('/company/settings');
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
  await expect(page.getByLabel('Company name')).toHaveValue('Causeway Coast Journeys');

  await page.getByLabel('Website').fill('causewaycoast');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Please enter a full web address, like https://example.com.')).toBeVisible();

  await page.getByLabel('Website').fill('https://causewaycoast.example');
  await page.getByLabel('About').fill(`<b>Giant's Causeway</b> and the Glens of Antrim, since 2011. (${stamp})`);
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Profile saved')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Website')).toHaveValue('https://causewaycoast.example');
  // kept as written, angle brackets too (docs/decisions/030-text-stored-as-written.md)
  await expect(page.getByLabel('About')).toHaveValue(
    `<b>Giant's Causeway</b> and the Glens of Antrim, since 2011. (${stamp})`,
  );

  // a file that is not an image is refused before upload; a PNG is stored and shown
  await page.getByLabel('Logo').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hi') });
  await expect(page.getByText('The logo must be a PNG, JPEG or WebP image.')).toBeVisible();
  await page.getByLabel('Logo').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByText('Logo uploaded')).toBeVisible();
  const logo = page.getByRole('img', { name: 'Causeway Coast Journeys logo' });
  await expect(logo).toHaveAttribute('src', /^\/uploads\/logos\/company-\d+-[0-9a-f]{16}\.png$/);
  const served = await page.request.get((await logo.getAttribute('src'))!);
  expect(served.headers()['content-type']).toBe('image/png');
  await expect(page.getByRole('progressbar', { name: 'Profile completion' })).toHaveAttribute('aria-valuenow', '100');

  // all five badges are explained, earned or not
  await expect(page.getByRole('list', { name: 'Badges' }).getByRole('listitem')).toHaveText([
    /^Top Rated \(not earned yet\)/,
    /^Fast Responder/,
    /^Ireland Expert/,
    /^Premium Partner/,
    /^Licensed Tour Operator/,
  ]);
});

test('Finance and Agents see the profile read-only', async ({ page }) => {
  await loginAs(page, 'finance');
  await page.goto('/company/settings');
  await expect(page.getByText('Only a Manager of your company can change the profile.')).toBeVisible();
  await expect(page.getByLabel('Company name')).toBeDisabled();
  await expect(page.getByLabel('Logo')).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Save Changes' })).toHaveCount(0);
  // the badges the admin granted to Emerald Isle Tours
  await expect(page.getByText('Licensed Tour Operator (earned)')).toBeVisible();
});

test('the admin grants and revokes a badge on the company page', async ({ page }) => {
  await loginAs(page, 'admin');
  await page.goto('/admin/companies');
  await page.getByLabel('Search companies').fill('Causeway');
  await page.getByRole('link', { name: 'Causeway Coast Journeys', exact: true }).click();
  const premium = page
    .getByRole('list', { name: 'Badges' })
    .getByRole('listitem')
    .filter({ hasText: 'Premium Partner' });
  await premium.getByLabel('Granted').check();
  await expect(page.getByText('Premium Partner granted')).toBeVisible();
  await expect(premium).toContainText('(earned)');
  await premium.getByLabel('Granted').uncheck();
  await expect(page.getByText('Premium Partner revoked')).toBeVisible();
  await expect(premium).toContainText('(not earned yet)');
  // Licensed Tour Operator has no switch: it follows the licence verification, whose state it shows
  const licensed = page
    .getByRole('list', { name: 'Badges' })
    .getByRole('listitem')
    .filter({ hasText: 'Licensed Tour Operator' });
  await expect(licensed).toContainText('Comes with the licence verification');
  await expect(licensed.getByRole('checkbox')).toHaveCount(0);
});

// Emerald Isle Tours shows Sarah Mitchell's five-star review.
test('the customer reviews table shows real reviews', async ({ page }) => {
  await loginAs(page, 'manager');
  await page.goto('/company/settings');
  const row = page.getByRole('row', { name: /Sarah/ });
  await expect(row.getByRole('img', { name: '5 out of 5 stars' })).toBeVisible();
  await expect(row).toContainText('Everything was arranged perfectly');
});
