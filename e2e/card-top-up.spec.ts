// Card top-ups: a Finance member pays by card through Stripe Checkout (the local stand-in
// that scripts/e2e-server.mjs starts), Stripe's signed webhook credits the wallet, and the admin
// refunds the top-up to the card from Payments. The webhook is signed as Stripe signs it, with the
// SDK's generateTestHeaderString and the e2e server's webhook secret (completedEvent in scripts/fake-stripe.mjs).
import fs from 'node:fs';
import { CHECKOUT_MESSAGES, REFUND_MESSAGES } from '@triptender/contract/payments';
import { completedEvent, E2E_STRIPE } from '../scripts/fake-stripe.mjs';
import { atWidth, AXE_WIDTHS, expectNoAxeViolations } from './axe.ts';
import { pdfText } from '../apps/api/test/pdf-text.ts';
import { emailedLink, expect, loginAs, newCompany, test, uniqueTag } from './fixtures.ts';

test('Finance pays for credit by card, the webhook credits it, and the admin refunds it to the card', async ({
  page,
  browser,
  request,
}) => {
  // a new company and Finance member joining by email, then Stripe and the admin: minutes on a busy machine
  test.setTimeout(300_000);
  const stamp = uniqueTag();
  const { company, manager } = await newCompany(request, { name: `Card Top-Up Tours ${stamp}` });

  // the Manager invites a Finance member, who joins through the emailed link
  const managerLogin = await request.post('/v1/auth', { data: manager });
  const managerHeaders = { authorization: `Bearer ${((await managerLogin.json()) as { token: string }).token}` };
  const finance = { email: `finance.${stamp}@e2e.example`, password: 'a long e2e password' };
  const invited = await request.post('/v1/users', {
    headers: managerHeaders,
    data: { first_name: 'Fiona', last_name: 'Finance', email: finance.email, company_role: 3, company_id: company.id },
  });
  expect(invited.status(), await invited.text()).toBe(201);
  const token = new URL(await emailedLink(request, finance.email)).searchParams.get('token');
  const joined = await request.post('/v1/auth/set-password', { data: { token, password: finance.password } });
  expect(joined.ok(), await joined.text()).toBe(true);

  // Finance opens the wallet and picks a pack
  await loginAs(page, finance);
  await page.goto('/company/wallet');
  await expect(page.getByTestId('wallet-balance')).toHaveText('$0.00');
  const card = page.getByRole('region', { name: 'Top up by card' });
  await card.getByRole('button', { name: '$250', exact: true }).click();
  await expect(card.getByRole('button', { name: '$250', exact: true })).toHaveAttribute('aria-pressed', 'true');
  for (const width of AXE_WIDTHS) {
    await atWidth(page, width);
    await expectNoAxeViolations(page);
  }
  await atWidth(page, 1280);
  await card.getByRole('button', { name: 'Pay $250 by card' }).click();

  // the browser is on the (stand-in) Stripe Checkout page for that amount
  await page.waitForURL(/\/pay\/cs_test_\w+$/, { timeout: 60_000 });
  await expect(page.getByRole('heading', { name: 'Test checkout' })).toBeVisible();
  await expect(page.getByTestId('amount')).toHaveText('$250.00');
  const checkoutUrl = new URL(page.url());
  const sessionId = checkoutUrl.pathname.split('/').pop()!;
  await page.getByRole('button', { name: 'Pay $250.00 with a test card' }).click();

  // back on the wallet: paid, waiting for Stripe's confirmation
  await page.waitForURL(/\/company\/wallet\?checkout=success&session_id=cs_test_\w+$/);
  await expect(page.getByTestId('checkout-notice')).toHaveText(CHECKOUT_MESSAGES.success);
  await expect(page.getByTestId('wallet-balance')).toHaveText('$0.00');

  // Stripe's webhook: the paid session as Stripe holds it, signed as Stripe signs it
  const sessionRes = await request.get(`${checkoutUrl.origin}/v1/checkout/sessions/${sessionId}`, {
    headers: { authorization: `Bearer ${E2E_STRIPE.secretKey}` },
  });
  const session = (await sessionRes.json()) as { payment_status: string; payment_intent: string };
  expect(session.payment_status).toBe('paid');
  const { payload, signature } = await completedEvent(session, `evt_e2e_${stamp}`);
  const hook = await request.post('/v1/webhooks/stripe', {
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    data: payload,
  });
  expect(hook.status(), await hook.text()).toBe(200);
  expect(((await hook.json()) as { outcome: string }).outcome).toBe('credited');

  // the wallet sees it without a reload: the new balance and the card top-up in the history
  await expect(page.getByTestId('checkout-notice')).toHaveText(CHECKOUT_MESSAGES.credited, { timeout: 60_000 });
  await expect(page.getByTestId('wallet-balance')).toHaveText('$250.00');
  await expect(page.getByRole('row', { name: /Card top-up/ }).first()).toContainText('+$250.00');
  for (const width of AXE_WIDTHS) {
    await atWidth(page, width);
    await expectNoAxeViolations(page);
  }
  await atWidth(page, 1280);

  // the receipt of this top-up is listed; its PDF downloads and opens in a real reader with its facts
  const receiptRow = page.getByRole('row', { name: /TT-\d{4}-\d{6}/ });
  await expect(receiptRow).toHaveCount(1, { timeout: 60_000 });
  await expect(receiptRow).toContainText('$250.00');
  const receiptNumber = /TT-\d{4}-\d{6}/.exec((await receiptRow.textContent()) ?? '')![0];
  const download = page.waitForEvent('download');
  await receiptRow.getByRole('button', { name: `Download receipt ${receiptNumber} (PDF)` }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`${receiptNumber}.pdf`);
  const text = await pdfText(fs.readFileSync(await file.path()));
  for (const expected of ['Receipt', receiptNumber, '$250.00', company.name, session.payment_intent]) {
    expect(text, `the receipt PDF says "${expected}"`).toContain(expected);
  }

  // the admin finds the payment and refunds it to the card
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await loginAs(admin, 'admin');
  await admin.goto('/admin/payments');
  await admin.getByRole('searchbox', { name: 'Company' }).fill(company.name);
  const row = admin.getByRole('row', { name: new RegExp(company.name) });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('$250.00');
  await expect(row).toContainText('Paid');
  await expect(row).toContainText(sessionId);
  await expect(row).toContainText(/TT-\d{4}-\d{6}/);
  for (const width of AXE_WIDTHS) {
    await atWidth(admin, width);
    await expectNoAxeViolations(admin);
  }
  await atWidth(admin, 1280);
  await row.getByRole('button', { name: `Refund $250.00 to ${company.name}` }).click();
  const dialog = admin.getByRole('alertdialog', { name: 'Refund this top-up to the card?' });
  await expect(dialog).toContainText(`taken from ${company.name}'s wallet`);
  await expectNoAxeViolations(admin);
  await dialog.getByRole('button', { name: 'Refund to card' }).click();
  await expect(admin.locator('[data-sonner-toast]').filter({ hasText: REFUND_MESSAGES.refunded })).toBeVisible();
  await expect(row).toContainText('Refunded');
  await expect(row.getByRole('button', { name: /^Refund/ })).toHaveCount(0);
  await adminContext.close();

  // the wallet shows the card refund, and is back to nothing
  await page.goto('/company/wallet');
  await expect(page.getByTestId('wallet-balance')).toHaveText('$0.00');
  await expect(page.getByRole('row', { name: /Card refund/ }).first()).toContainText('-$250.00');
});

test('a cancelled checkout says nothing was charged', async ({ page }) => {
  await loginAs(page, 'finance');
  await page.goto('/company/wallet?checkout=cancelled');
  await expect(page.getByTestId('checkout-notice')).toHaveText(CHECKOUT_MESSAGES.cancelled);
  await page.getByRole('button', { name: 'Dismiss' }).click();
  await expect(page.getByTestId('checkout-notice')).toHaveCount(0);
  await expect(page).toHaveURL(/\/company\/wallet$/);
});

test('an Agent is not offered card top-ups', async ({ page }) => {
  await loginAs(page, 'agent');
  await page.goto('/company/wallet');
  await expect(page.getByText('Only Managers and Finance can see the wallet.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Top up by card' })).toHaveCount(0);
});
