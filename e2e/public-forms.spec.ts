import type { Locator, Page } from '@playwright/test';
import { expect, leaveThroughTop, test } from './fixtures.ts';

// The guide, discount and contact forms of the public pages.

const unique = (p: string) => `${p}.${Date.now().toString(36)}.${Math.random().toString(36).slice(2, 7)}@example.com`;

async function fill(form: Locator, values: { first?: string; last?: string; email?: string }) {
  await form.getByLabel('First name').fill(values.first ?? '');
  await form.getByLabel('Last name').fill(values.last ?? '');
  await form.getByLabel('Email').fill(values.email ?? '');
}

const guideForm = (page: Page) => page.locator('section[aria-labelledby="guide-title"] form');

for (const { path, leadType, country, thankYou } of [
  { path: '/', leadType: 'lead-magnet-all', country: undefined, thankYou: '/thank-you' },
  { path: '/ireland', leadType: 'lead-magnet-ireland', country: 'ireland', thankYou: '/thank-you-ireland' },
  { path: '/scotland', leadType: 'lead-magnet-scotland', country: 'scotland', thankYou: '/thank-you-scotland' },
] as const) {
  test(`the guide form on ${path} sends ${leadType} and goes to ${thankYou}`, async ({ page }) => {
    await page.goto(path);
    if (path === '/scotland') {
      await expect(page.getByRole('dialog', { name: 'Get 15% off your Scotland trip' })).toBeVisible();
      await page.keyboard.press('Escape');
    }
    const form = guideForm(page);
    const email = unique('reader');
    await fill(form, { first: '  Niamh ', last: 'Byrne', email });
    const posted = page.waitForRequest((r) => r.url().endsWith('/v1/client/lead-magnet'));
    await form.getByRole('button', { name: 'Send Me the Free Guide' }).click();
    const req = await posted;
    const title = {
      'lead-magnet-all': 'Travel Savings Guide',
      'lead-magnet-ireland': 'Ireland Travel Savings Guide',
      'lead-magnet-scotland': 'Scotland Travel Savings Guide',
    }[leadType];
    expect(req.postDataJSON()).toEqual({
      first_name: 'Niamh',
      last_name: 'Byrne',
      email,
      lead_type: leadType,
      title,
      ...(country ? { country } : {}),
    });
    expect((await req.response())?.status()).toBe(201);
    await expect(page.getByText('Success!')).toBeVisible();
    await expect(page.getByText('Your travel guide has been sent to your email!')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${thankYou}$`));
    await expect(page.getByRole('heading', { name: 'Your guide is on its way!' })).toBeVisible();
  });
}

test('the guide form says what is missing, and sends nothing', async ({ page }) => {
  let calls = 0;
  page.on('request', (r) => r.url().endsWith('/v1/client/lead-magnet') && calls++);
  await page.goto('/ireland');
  const form = guideForm(page);
  await fill(form, { first: 'Niamh', last: '   ', email: unique('x') });
  await form.getByRole('button', { name: 'Send Me the Free Guide' }).click();
  await expect(page.getByText('Missing info', { exact: true })).toBeVisible();
  await expect(page.getByText('Please enter your first name, last name, and email.', { exact: true })).toBeVisible();
  await expect(form.getByRole('alert')).toHaveText('Missing info: Please enter your first name, last name, and email.');
  await expect(form.getByLabel('Last name')).toBeFocused();
  await expect(form.getByLabel('Last name')).toHaveAttribute('aria-invalid', 'true');
  // the browser's own email check
  await fill(form, { first: 'Niamh', last: 'Byrne', email: 'not-an-email' });
  await form.getByRole('button', { name: 'Send Me the Free Guide' }).click();
  expect(await form.getByLabel('Email').evaluate((el: HTMLInputElement) => el.validity.typeMismatch)).toBe(true);
  await expect(page).toHaveURL(/\/ireland$/);
  expect(calls).toBe(0);
});

test('a server failure shows Something went wrong, and the form can be sent again', async ({ page }) => {
  await page.goto('/');
  await page.route('**/v1/client/lead-magnet', (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: '{"message":"Something went wrong on our side."}',
    }),
  );
  const form = guideForm(page);
  await fill(form, { first: 'Ro', last: 'Diaz', email: unique('fail') });
  const send = form.getByRole('button', { name: 'Send Me the Free Guide' });
  await send.click();
  await expect(page.getByText('Something went wrong', { exact: true })).toBeVisible();
  await expect(page.getByText('Please try again in a moment.', { exact: true })).toBeVisible();
  await expect(send).toBeEnabled();
  await expect(form.getByLabel('First name')).toHaveValue('Ro');
  await page.unroute('**/v1/client/lead-magnet');
  await send.click();
  await expect(page).toHaveURL(/\/thank-you$/);
});

test('the exit popup claims the 15% discount', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await leaveThroughTop(page);
  const popup = page.getByRole('dialog', { name: 'Wait! Take 15% off your first booking' });
  await fill(popup, { first: 'Ana', last: 'Silva', email: unique('discount') });
  const posted = page.waitForRequest((r) => r.url().endsWith('/v1/client/lead-magnet'));
  await popup.getByRole('button', { name: 'Claim My 15% Discount' }).click();
  expect((await posted).postDataJSON()).toMatchObject({ lead_type: 'discount-claim-all', title: '15% Discount Claim' });
  await expect(popup).toHaveCount(0);
  await expect(page).toHaveURL(/\/thank-you$/);
  await expect(page.getByRole('heading', { name: 'Your discount is reserved!' })).toBeVisible();
});

test('the Scotland discount dialog closes on success and goes to the Scotland thank-you page', async ({ page }) => {
  await page.goto('/scotland');
  const offer = page.getByRole('dialog', { name: 'Get 15% off your Scotland trip' });
  await expect(offer).toBeVisible();
  // all three fields are needed
  await fill(offer, { first: 'Ewan', last: '', email: unique('scot') });
  await offer.getByRole('button', { name: 'Claim My 15% Discount' }).click();
  await expect(offer.getByRole('alert')).toHaveText(
    'Missing info: Please enter your first name, last name, and email.',
  );
  await offer.getByLabel('Last name').fill('Ross');
  const posted = page.waitForRequest((r) => r.url().endsWith('/v1/client/lead-magnet'));
  await offer.getByRole('button', { name: 'Claim My 15% Discount' }).click();
  expect((await posted).postDataJSON()).toMatchObject({
    lead_type: 'discount-claim-scotland',
    title: 'Scotland 15% Discount Claim',
    country: 'scotland',
  });
  await expect(offer).toHaveCount(0);
  await expect(page).toHaveURL(/\/thank-you-scotland$/);
});

test.describe('contact page', () => {
  test('shows the ways to reach us, office hours and the categories', async ({ page }) => {
    await page.goto('/contact');
    for (const card of [
      'Email support',
      'Phone',
      'Live chat',
      'Office',
      'Office hours',
      'Emergency line',
      'Help centre',
    ]) {
      await expect(page.getByRole('heading', { name: card, exact: true })).toBeVisible();
    }
    await expect(page.getByText('We respond within 4 hours.')).toBeVisible();
    await expect(page.getByText('9 AM - 9 PM EST')).toBeVisible();
    await expect(page.getByRole('definition').filter({ hasText: 'Closed' })).toBeVisible();
    await expect(page.getByLabel('Category (optional)').locator('option')).toHaveText([
      'Choose a category',
      'General inquiry',
      'Booking help',
      'Technical support',
      'Agent partnership',
      'Billing and payments',
      'Feedback',
      'Press and media',
    ]);
  });

  test('checks the required fields, sends the message and clears the form', async ({ page }) => {
    await page.goto('/contact');
    const send = page.getByRole('button', { name: 'Send Message' });
    await page.getByRole('textbox', { name: 'Email' }).fill('nope');
    await send.click();
    await expect(page.getByText('This field is required')).toHaveCount(3);
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Name' })).toBeFocused();

    await page.getByRole('textbox', { name: 'Name' }).fill('Grace Thompson');
    await page.getByRole('textbox', { name: 'Email' }).fill(unique('contact'));
    await page.getByRole('textbox', { name: 'Subject' }).fill('Group of twelve');
    await page.getByLabel('Category (optional)').selectOption('booking');
    await page.getByRole('textbox', { name: 'Message' }).fill('Can operators quote for a group of 12 in May?');
    const posted = page.waitForResponse((r) => r.url().endsWith('/v1/contact'));
    await send.click();
    const res = await posted;
    expect(res.status()).toBe(201);
    expect(res.request().postDataJSON()).toMatchObject({ subject: 'Group of twelve', category: 'booking' });
    await expect(page.getByText('Message Sent!')).toBeVisible();
    await expect(
      page.getByText("Thank you for contacting us. We'll get back to you within 24 hours.", { exact: true }),
    ).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue('');
    await expect(page.getByRole('textbox', { name: 'Message' })).toHaveValue('');
  });
});
