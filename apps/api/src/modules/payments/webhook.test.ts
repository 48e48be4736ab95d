import { and, eq } from 'drizzle-orm';
import { COMPANY_ROLE } from '@triptender/contract/enums';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { auditLog, cardPayments, creditLedger, receipts, stripeEvents } from '../../db/schema.ts';
import type { FakeStripe } from '../../../test/fake-stripe.ts';
import { type As, describe, expect, type Fixtures, harness } from '../../../test/harness.ts';
import { checkoutEvent, signedWebhook, useFakeStripe } from '../../../test/stripe-webhooks.ts';
import { WEBHOOK_MESSAGES } from './webhook-route.ts';

let stripe: FakeStripe;
const env = useFakeStripe((s) => (stripe = s));
const test = harness({ env });
const it = test;

/** A Finance member's company, with a card top-up started through the API (its session id). */
async function startedTopUp(as: As, fx: Fixtures, amountCents = 10_000, opts: { creditCents?: number } = {}) {
  const manager = await fx.companyUser({ creditCents: opts.creditCents ?? 0 });
  const finance = await fx.companyUser({ companyId: manager.companyId, companyRole: COMPANY_ROLE.FINANCE });
  const res = await as(finance).post(`/v1/company/${manager.companyId}/checkout`, { amount_cents: amountCents });
  expect(res.statusCode, res.body).toBe(201);
  return { manager, finance, companyId: manager.companyId, sessionId: res.json().session_id as string };
}

const deliver = (app: FastifyInstance, event: object, secret?: string) =>
  app.inject({ method: 'POST', url: '/v1/webhooks/stripe', ...signedWebhook(event, secret) });

async function wallet(as: As, token: string, companyId: number) {
  const res = await as(token).get(`/v1/company/${companyId}/wallet`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { balance_cents: number; data: { kind: string; amount_cents: number; note: string | null }[] };
}

const paymentOf = async (db: Db, sessionId: string) =>
  (await db.select().from(cardPayments).where(eq(cardPayments.session_id, sessionId)))[0]!;

const cardTopUps = (db: Db, companyId: number) =>
  db
    .select()
    .from(creditLedger)
    .where(and(eq(creditLedger.company_id, companyId), eq(creditLedger.kind, 'card_top_up')));

describe('POST /v1/webhooks/stripe', () => {
  it('credits a paid session once: the wallet shows the balance and a card top-up, with its receipt', async ({
    as,
    fx,
    db,
    app,
  }) => {
    const { finance, companyId, sessionId } = await startedTopUp(as, fx, 25_000, { creditCents: 1000 });
    const event = checkoutEvent('checkout.session.completed', stripe.pay(sessionId));
    const res = await deliver(app, event);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ received: true, outcome: 'credited' });

    const seen = await wallet(as, finance.token, companyId);
    expect(seen.balance_cents).toBe(26_000);
    expect(seen.data[0]).toMatchObject({
      kind: 'card_top_up',
      amount_cents: 25_000,
      note: `Paid by card (Stripe Checkout ${sessionId})`,
    });
    const payment = await paymentOf(db, sessionId);
    expect(payment).toMatchObject({ status: 'paid', payment_intent: stripe.sessions.get(sessionId)!.payment_intent });
    expect(payment.paid_at).toBeInstanceOf(Date);
    const [entry] = await cardTopUps(db, companyId);
    expect(payment.ledger_id).toBe(entry!.id);
    expect(
      await db
        .select()
        .from(stripeEvents)
        .where(eq(stripeEvents.event_id, event.id as string)),
    ).toHaveLength(1);
    expect(await db.select().from(receipts).where(eq(receipts.card_payment_id, payment.id))).toHaveLength(1);
    const [audit] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'wallet.card_top_up'), eq(auditLog.entity_id, payment.id)));
    expect(audit).toMatchObject({ company_id: companyId, data: { amount_cents: 25_000, session_id: sessionId } });
  });

  it('credits nothing more for the same event again, or another event of a session already paid', async ({
    as,
    fx,
    db,
    app,
  }) => {
    const { finance, companyId, sessionId } = await startedTopUp(as, fx);
    const paid = stripe.pay(sessionId);
    const event = checkoutEvent('checkout.session.completed', paid);
    expect((await deliver(app, event)).json().outcome).toBe('credited');
    const again = await deliver(app, event);
    expect(again.statusCode).toBe(200);
    expect(again.json().outcome).toBe('already_handled');
    const other = await deliver(app, checkoutEvent('checkout.session.completed', paid));
    expect(other.statusCode).toBe(200);
    expect(other.json().outcome).toBe('already_settled');
    const async = await deliver(app, checkoutEvent('checkout.session.async_payment_succeeded', paid));
    expect(async.json().outcome).toBe('already_settled');
    expect((await wallet(as, finance.token, companyId)).balance_cents).toBe(10_000);
    expect(await cardTopUps(db, companyId)).toHaveLength(1);
    expect(await db.select().from(receipts).where(eq(receipts.company_id, companyId))).toHaveLength(1);
  });

  it('credits once when the same event arrives 10 times at the same moment', async ({ as, fx, db, app }) => {
    const { finance, companyId, sessionId } = await startedTopUp(as, fx, 50_000);
    const delivery = signedWebhook(checkoutEvent('checkout.session.completed', stripe.pay(sessionId)));
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => app.inject({ method: 'POST', url: '/v1/webhooks/stripe', ...delivery })),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
    expect(answers.filter((a) => a.json().outcome === 'credited')).toHaveLength(1);
    expect((await wallet(as, finance.token, companyId)).balance_cents).toBe(50_000);
    expect(await cardTopUps(db, companyId)).toHaveLength(1);
  });

  it('numbers the receipts of 12 top-ups paid at the same moment without gaps or repeats', async ({
    as,
    fx,
    db,
    app,
  }) => {
    const started = await Promise.all(Array.from({ length: 12 }, (_, i) => startedTopUp(as, fx, 2_500 + i * 100)));
    const answers = await Promise.all(
      started.map(({ sessionId }) => deliver(app, checkoutEvent('checkout.session.completed', stripe.pay(sessionId)))),
    );
    expect(answers.map((a) => a.json().outcome)).toEqual(Array(12).fill('credited'));
    // every receipt of the year so far (earlier tests' too): numbered 1..n, each number once
    const year = new Date().getUTCFullYear();
    const issued = await db.select().from(receipts).where(eq(receipts.year, year));
    expect(issued.map((r) => r.seq).sort((a, b) => a - b)).toEqual(issued.map((_, i) => i + 1));
    expect(new Set(issued.map((r) => r.number)).size).toBe(issued.length);
    for (const { companyId } of started) {
      const [mine] = issued.filter((r) => r.company_id === companyId);
      expect(mine!.number).toBe(`TT-${year}-${String(mine!.seq).padStart(6, '0')}`);
    }
  });

  it('credits once when different events of one session arrive at the same moment', async ({ as, fx, app }) => {
    const { finance, companyId, sessionId } = await startedTopUp(as, fx, 10_000);
    const paid = stripe.pay(sessionId);
    const answers = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        deliver(
          app,
          checkoutEvent(i % 2 ? 'checkout.session.async_payment_succeeded' : 'checkout.session.completed', paid),
        ),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(5).fill(200));
    expect(answers.filter((a) => a.json().outcome === 'credited')).toHaveLength(1);
    expect((await wallet(as, finance.token, companyId)).balance_cents).toBe(10_000);
  });

  it('refuses a bad or missing signature with 400 and changes nothing', async ({ as, fx, db, app }) => {
    const { finance, companyId, sessionId } = await startedTopUp(as, fx);
    const event = checkoutEvent('checkout.session.completed', stripe.pay(sessionId));

    const wrongSecret = await deliver(app, event, 'whsec_someone_else');
    expect(wrongSecret.statusCode).toBe(400);
    expect(wrongSecret.json()).toEqual({ message: WEBHOOK_MESSAGES.badSignature });

    // signed for one body, sent with another
    const signed = signedWebhook(event);
    const tampered = await as(null).post(
      '/v1/webhooks/stripe',
      signed.payload.replace('"amount_total":10000', '"amount_total":99999'),
      { headers: signed.headers },
    );
    expect(tampered.statusCode).toBe(400);

    const unsigned = await as(null).post('/v1/webhooks/stripe', signed.payload, {
      headers: { 'content-type': 'application/json' },
    });
    expect(unsigned.statusCode).toBe(400);
    expect(unsigned.json()).toEqual({ message: WEBHOOK_MESSAGES.missingSignature });

    expect((await wallet(as, finance.token, companyId)).balance_cents).toBe(0);
    expect((await paymentOf(db, sessionId)).status).toBe('pending');
    expect(
      await db
        .select()
        .from(stripeEvents)
        .where(eq(stripeEvents.event_id, event.id as string)),
    ).toEqual([]);

    // the genuine delivery still works afterwards
    expect((await deliver(app, event)).json().outcome).toBe('credited');
  });

  it('answers 2xx for a session this server did not create, and credits nobody', async ({ as, fx, app }) => {
    const { finance, companyId, sessionId } = await startedTopUp(as, fx);
    const stranger = { ...stripe.pay(sessionId), id: 'cs_test_not_ours' };
    const res = await deliver(app, checkoutEvent('checkout.session.completed', stranger));
    expect(res.statusCode).toBe(200);
    expect(res.json().outcome).toBe('unknown_session');
    expect((await wallet(as, finance.token, companyId)).balance_cents).toBe(0);
  });

  it('waits for a delayed payment, and credits it when it succeeds', async ({ as, fx, db, app }) => {
    const { finance, companyId, sessionId } = await startedTopUp(as, fx);
    const unpaid = stripe.pay(sessionId, { paymentStatus: 'unpaid' });
    const completed = await deliver(app, checkoutEvent('checkout.session.completed', unpaid));
    expect(completed.json().outcome).toBe('awaiting_payment');
    expect((await paymentOf(db, sessionId)).status).toBe('pending');
    const succeeded = await deliver(
      app,
      checkoutEvent('checkout.session.async_payment_succeeded', { ...unpaid, payment_status: 'paid' }),
    );
    expect(succeeded.json().outcome).toBe('credited');
    expect((await wallet(as, finance.token, companyId)).balance_cents).toBe(10_000);
  });

  it('marks a failed or expired session so, and leaves the balance alone', async ({ as, fx, db, app }) => {
    const failed = await startedTopUp(as, fx, 10_000, { creditCents: 500 });
    const res = await deliver(
      app,
      checkoutEvent('checkout.session.async_payment_failed', stripe.pay(failed.sessionId, { paymentStatus: 'unpaid' })),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().outcome).toBe('failed');
    const failedPayment = await paymentOf(db, failed.sessionId);
    expect(failedPayment.status).toBe('failed');
    expect(failedPayment.failed_at).toBeInstanceOf(Date);
    expect((await wallet(as, failed.finance.token, failed.companyId)).balance_cents).toBe(500);

    const expired = await startedTopUp(as, fx, 10_000, { creditCents: 700 });
    const gone = await deliver(app, checkoutEvent('checkout.session.expired', stripe.expire(expired.sessionId)));
    expect(gone.json().outcome).toBe('expired');
    expect((await paymentOf(db, expired.sessionId)).status).toBe('expired');
    expect((await wallet(as, expired.finance.token, expired.companyId)).balance_cents).toBe(700);

    // nothing revives a payment that ended
    const late = await deliver(
      app,
      checkoutEvent('checkout.session.completed', {
        ...stripe.sessions.get(expired.sessionId),
        payment_status: 'paid',
      }),
    );
    expect(late.json().outcome).toBe('already_settled');
    expect((await wallet(as, expired.finance.token, expired.companyId)).balance_cents).toBe(700);
  });

  it('does not credit a paid amount that differs from the top-up', async ({ as, fx, db, app }) => {
    const { finance, companyId, sessionId } = await startedTopUp(as, fx, 10_000);
    const res = await deliver(
      app,
      checkoutEvent('checkout.session.completed', { ...stripe.pay(sessionId), amount_total: 100 }),
    );
    expect(res.json().outcome).toBe('amount_mismatch');
    expect((await wallet(as, finance.token, companyId)).balance_cents).toBe(0);
    expect((await paymentOf(db, sessionId)).status).toBe('pending');
  });

  it('answers 2xx to other events and ignores them', async ({ app }) => {
    const res = await deliver(app, {
      ...checkoutEvent('payment_intent.created', { id: 'pi_test_1', object: 'payment_intent' }),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().outcome).toBe('ignored');
  });
});
