import { eq } from 'drizzle-orm';
import { COMPANY_ROLE } from '@triptender/contract/enums';
import { CHECKOUT_MESSAGES } from '@triptender/contract/payments';
import { cardPayments } from '../../db/schema.ts';
import { updateSettings } from '../../lib/settings.ts';
import { fixtures } from '../../../test/fixtures.ts';
import type { FakeStripe } from '../../../test/fake-stripe.ts';
import { type As, describe, expect, expectFieldErrors, type Fixtures, harness } from '../../../test/harness.ts';
import { createTestContext, request } from '../../../test/helpers.ts';
import { useFakeStripe } from '../../../test/stripe-webhooks.ts';

let stripe: FakeStripe;
const env = useFakeStripe((s) => (stripe = s));
const test = harness({ env });
const it = test;

const checkout = (as: As, token: string | null, companyId: number, amountCents: unknown, key?: string) =>
  as(token).post(
    `/v1/company/${companyId}/checkout`,
    { amount_cents: amountCents },
    { headers: key ? { 'idempotency-key': key } : {} },
  );

const sessionCreates = () => stripe.callsTo('POST', '/v1/checkout/sessions');

/** A fresh company's Manager, checkouts as them, and how many sessions Stripe had been asked for before. */
async function managerCheckout(as: As, fx: Fixtures) {
  const manager = await fx.companyUser();
  const before = sessionCreates().length;
  const pay = (amountCents: unknown, key?: string) => checkout(as, manager.token, manager.companyId, amountCents, key);
  return { manager, before, pay };
}

describe('POST /v1/company/{companyId}/checkout', () => {
  it('starts a Stripe Checkout session for a Manager: a pending card payment, and the page to send the browser to', async ({
    as,
    fx,
    db,
  }) => {
    const { manager, before, pay } = await managerCheckout(as, fx);
    const res = await pay(10_000);
    expect(res.statusCode, res.body).toBe(201);
    const { session_id, checkout_url } = res.json();
    expect(session_id).toMatch(/^cs_test_/);
    expect(checkout_url).toBe(`${stripe.url}/pay/${session_id}`);

    const [payment] = await db.select().from(cardPayments).where(eq(cardPayments.session_id, session_id));
    expect(payment).toMatchObject({
      company_id: manager.companyId,
      amount_cents: 10_000,
      currency: 'usd',
      status: 'pending',
      created_by: manager.user.id,
      ledger_id: null,
      paid_at: null,
    });

    expect(sessionCreates()).toHaveLength(before + 1);
    const call = sessionCreates().at(-1)!;
    expect(call.body).toMatchObject({
      mode: 'payment',
      client_reference_id: String(payment!.id),
      metadata: { company_id: String(manager.companyId), card_payment_id: String(payment!.id) },
      success_url: 'http://localhost:3000/company/wallet?checkout=success&session_id={CHECKOUT_SESSION_ID}',
      cancel_url: 'http://localhost:3000/company/wallet?checkout=cancelled',
      line_items: [
        {
          quantity: '1',
          price_data: { currency: 'usd', unit_amount: '10000', product_data: { name: 'TripTender credit' } },
        },
      ],
    });
    expect(call.idempotencyKey).toBe(`triptender-checkout-${payment!.id}`);

    // the stand-in's checkout page is there for a browser sent to it
    const page = await fetch(checkout_url);
    expect(await page.text()).toContain('Test checkout');
  });

  it('is open to Finance too', async ({ as, fx }) => {
    const { manager, finance } = await fx.team({ finance: 'finance' });
    const res = await checkout(as, finance.token, manager.companyId, 25_000);
    expect(res.statusCode, res.body).toBe(201);
    expect(sessionCreates().at(-1)!.body).toMatchObject({
      line_items: [{ price_data: { unit_amount: '25000' } }],
      metadata: { company_id: String(manager.companyId) },
    });
  });

  it('refuses Agents, members of another company and the admin (403), and asks for a login (401)', async ({
    as,
    fx,
    db,
  }) => {
    const { manager, agent } = await fx.team({ agent: 'agent' });
    const { manager: other, otherFinance } = await fx.team({ otherFinance: 'finance' });
    const admin = await fx.admin();
    const before = sessionCreates().length;
    expect((await checkout(as, agent.token, manager.companyId, 10_000)).statusCode).toBe(403);
    expect((await checkout(as, other.token, manager.companyId, 10_000)).statusCode).toBe(403);
    expect((await checkout(as, otherFinance.token, manager.companyId, 10_000)).statusCode).toBe(403);
    expect((await checkout(as, admin.token, manager.companyId, 10_000)).statusCode).toBe(403);
    expect((await checkout(as, null, manager.companyId, 10_000)).statusCode).toBe(401);
    expect(sessionCreates()).toHaveLength(before);
    expect(await db.select().from(cardPayments).where(eq(cardPayments.company_id, manager.companyId))).toEqual([]);
  });

  it('takes whole dollars from the request price to $10,000 (422 naming the range), and follows the price', async ({
    as,
    fx,
    db,
  }) => {
    const { before, pay } = await managerCheckout(as, fx);
    const range = ['Choose a whole-dollar amount from $25 to $10,000.'];
    for (const amount of [2400, 10_050, 1_000_100, 0, -10_000]) {
      expectFieldErrors(await pay(amount), { amount_cents: range });
    }
    expectFieldErrors(await pay('100'), {
      amount_cents: [CHECKOUT_MESSAGES.amountType],
    });
    expectFieldErrors(await pay(99.5), {
      amount_cents: [CHECKOUT_MESSAGES.amountType],
    });
    expect(sessionCreates()).toHaveLength(before);
    expect((await pay(2500)).statusCode).toBe(201);
    expect((await pay(1_000_000)).statusCode).toBe(201);

    // a request price of $30.50 makes $31 the least a top-up can be
    const admin = await fx.admin();
    await updateSettings(db, { actorUserId: admin.user.id, changes: { request_price_cents: 3050 } });
    try {
      expectFieldErrors(await pay(3000), {
        amount_cents: ['Choose a whole-dollar amount from $31 to $10,000.'],
      });
      expect((await pay(3100)).statusCode).toBe(201);
    } finally {
      await updateSettings(db, { actorUserId: admin.user.id, changes: { request_price_cents: 2500 } });
    }
  });

  it('answers a repeat with the same Idempotency-Key with the first session, and asks Stripe once', async ({
    as,
    fx,
    db,
  }) => {
    const { manager, before, pay } = await managerCheckout(as, fx);
    const first = await pay(10_000, 'checkout-once-1');
    const again = await pay(10_000, 'checkout-once-1');
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(sessionCreates()).toHaveLength(before + 1);
    expect(await db.select().from(cardPayments).where(eq(cardPayments.company_id, manager.companyId))).toHaveLength(1);
    expectFieldErrors(await pay(10_000, 'no spaces allowed'), {
      'idempotency-key': ['The Idempotency-Key header must be 1-255 letters, digits or -_:.'],
    });
  });

  it('answers 503 and keeps no payment when Stripe refuses to create the session', async ({ as, fx, db }) => {
    const manager = await fx.companyUser();
    stripe.failNext('/v1/checkout/sessions', 400, { type: 'invalid_request_error', message: 'Invalid currency' });
    const res = await checkout(as, manager.token, manager.companyId, 10_000);
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ message: CHECKOUT_MESSAGES.stripeUnavailable });
    expect(await db.select().from(cardPayments).where(eq(cardPayments.company_id, manager.companyId))).toEqual([]);
  });
});

describe('GET /v1/company/{companyId}/checkout/options', () => {
  it("offers the admin's packs that can be paid, and the range of a custom amount", async ({ as, fx, db }) => {
    const { manager, finance } = await fx.team({ finance: 'finance' });
    const url = `/v1/company/${manager.companyId}/checkout/options`;
    const res = await as(finance).get(url);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      enabled: true,
      packs_cents: [10_000, 25_000, 50_000],
      min_cents: 2500,
      max_cents: 1_000_000,
    });

    // a pack under the request price cannot be paid, so it is not offered
    const admin = await fx.admin();
    await updateSettings(db, {
      actorUserId: admin.user.id,
      changes: { top_up_pack_1_cents: 2000, top_up_pack_3_cents: 7500 },
    });
    try {
      const changed = await as(manager).get(url);
      expect(changed.json().packs_cents).toEqual([7500, 25_000]);
    } finally {
      await updateSettings(db, {
        actorUserId: admin.user.id,
        changes: { top_up_pack_1_cents: 10_000, top_up_pack_3_cents: 50_000 },
      });
    }

    const agent = await fx.companyUser({ companyId: manager.companyId, companyRole: COMPANY_ROLE.AGENT });
    const other = await fx.companyUser();
    expect((await as(agent).get(url)).statusCode).toBe(403);
    expect((await as(other).get(url)).statusCode).toBe(403);
  });
});

describe('a server without Stripe keys', () => {
  it('says card top-ups are not configured, and nothing breaks', async () => {
    const bare = await createTestContext();
    try {
      const manager = await fixtures(bare.db).companyUser();
      const options = await request(bare.app, manager.token, {
        method: 'GET',
        url: `/v1/company/${manager.companyId}/checkout/options`,
      });
      expect(options.json()).toMatchObject({ enabled: false, packs_cents: [10_000, 25_000, 50_000] });
      const res = await request(bare.app, manager.token, {
        method: 'POST',
        url: `/v1/company/${manager.companyId}/checkout`,
        payload: { amount_cents: 10_000 },
      });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ message: CHECKOUT_MESSAGES.notConfigured });
      const hook = await bare.app.inject({
        method: 'POST',
        url: '/v1/webhooks/stripe',
        headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=abc' },
        payload: '{}',
      });
      expect(hook.statusCode).toBe(400);
    } finally {
      await bare.close();
    }
  });
});
