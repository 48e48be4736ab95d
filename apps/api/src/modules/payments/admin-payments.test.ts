import { and, eq } from 'drizzle-orm';
import { COMPANY_ROLE } from '@triptender/contract/enums';
import { REFUND_MESSAGES } from '@triptender/contract/payments';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { auditLog, cardPayments, creditLedger, receipts } from '../../db/schema.ts';
import { getBalanceCents } from '../purchases/ledger.ts';
import { buyLead } from '../../../test/buy-lead.ts';
import type { FakeStripe } from '../../../test/fake-stripe.ts';
import { type As, describe, expect, type Fixtures, harness } from '../../../test/harness.ts';
import { checkoutEvent, signedWebhook, useFakeStripe } from '../../../test/stripe-webhooks.ts';
import type { Session } from '../../../test/fixtures.ts';

let stripe: FakeStripe;
let admin: Session;
const env = useFakeStripe((s) => (stripe = s));
const test = harness({ env });
const it = test;
test.beforeAll(async ({ fx }) => {
  admin = await fx.admin();
});

/** A company (named as asked) with a card top-up started by its Manager, paid through the webhook unless told not to. */
async function topUp(
  as: As,
  fx: Fixtures,
  db: Db,
  app: FastifyInstance,
  amountCents: number,
  opts: { name?: string; pay?: boolean } = {},
) {
  const company = await fx.company(opts.name ? { name: opts.name } : {});
  const manager = await fx.companyUser({ companyId: company.id });
  const res = await as(manager).post(`/v1/company/${company.id}/checkout`, { amount_cents: amountCents });
  expect(res.statusCode, res.body).toBe(201);
  const sessionId = res.json().session_id as string;
  if (opts.pay !== false) {
    const hook = await app.inject({
      method: 'POST',
      url: '/v1/webhooks/stripe',
      ...signedWebhook(checkoutEvent('checkout.session.completed', stripe.pay(sessionId))),
    });
    expect(hook.json().outcome).toBe('credited');
  }
  const [payment] = await db.select().from(cardPayments).where(eq(cardPayments.session_id, sessionId));
  return { company, manager, sessionId, payment: payment! };
}

const list = (as: As, query = '', token = admin.token) => as(token).get(`/v1/admin/payments${query}`);

const refund = (as: As, id: number, token = admin.token, key?: string) =>
  as(token).post(`/v1/admin/payments/${id}/refund`, undefined, { headers: key ? { 'idempotency-key': key } : {} });

describe('GET /v1/admin/payments', () => {
  it('lists every card payment newest first, with company, Stripe ids and receipt number; by status and company', async ({
    as,
    fx,
    db,
    app,
  }) => {
    const paid = await topUp(as, fx, db, app, 10_000, { name: 'Listing Paid Tours' });
    const pending = await topUp(as, fx, db, app, 25_000, { name: 'Listing Pending Tours', pay: false });
    const res = await list(as, '?per_page=100');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    const ids = body.data.map((p: { id: number }) => p.id);
    expect(ids.indexOf(pending.payment.id)).toBeLessThan(ids.indexOf(paid.payment.id));
    const [receipt] = await db.select().from(receipts).where(eq(receipts.card_payment_id, paid.payment.id));
    expect(body.data.find((p: { id: number }) => p.id === paid.payment.id)).toEqual({
      id: paid.payment.id,
      company: { id: paid.company.id, name: 'Listing Paid Tours' },
      amount_cents: 10_000,
      currency: 'usd',
      status: 'paid',
      session_id: paid.sessionId,
      payment_intent: stripe.sessions.get(paid.sessionId)!.payment_intent,
      receipt_number: receipt!.number,
      refunded_cents: 0,
      created_at: expect.any(String),
      paid_at: expect.any(String),
      refunded_at: null,
    });
    expect(body.data.find((p: { id: number }) => p.id === pending.payment.id)).toMatchObject({
      status: 'pending',
      receipt_number: null,
      paid_at: null,
    });
    expect(body.meta).toMatchObject({ per_page: 100, current_page: 1 });

    const pendingOnly = (await list(as, '?status=pending&per_page=100')).json();
    expect(pendingOnly.data.every((p: { status: string }) => p.status === 'pending')).toBe(true);
    expect(pendingOnly.data.map((p: { id: number }) => p.id)).toContain(pending.payment.id);

    const byName = (await list(as, '?search=listing%20paid')).json();
    expect(byName.data.map((p: { id: number }) => p.id)).toEqual([paid.payment.id]);
    expect(byName.meta.total).toBe(1);
    // LIKE's wildcards are taken literally
    expect((await list(as, '?search=%25')).json().data).toEqual([]);
  });

  it('is for the admin only', async ({ as, fx, db, app }) => {
    const { manager } = await topUp(as, fx, db, app, 10_000, { pay: false });
    expect((await list(as, '', manager.token)).statusCode).toBe(403);
    expect((await as(null).get('/v1/admin/payments')).statusCode).toBe(401);
  });
});

describe('POST /v1/admin/payments/{id}/refund', () => {
  it('refunds the top-up to the card and debits the wallet by the same amount', async ({ as, fx, db, app }) => {
    const { company, payment } = await topUp(as, fx, db, app, 25_000);
    const before = stripe.callsTo('POST', '/v1/refunds').length;
    const res = await refund(as, payment.id, admin.token, 'refund-once-1');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      id: payment.id,
      status: 'refunded',
      refunded_cents: 25_000,
      refunded_at: expect.any(String),
    });

    const calls = stripe.callsTo('POST', '/v1/refunds');
    expect(calls).toHaveLength(before + 1);
    expect(calls.at(-1)!.body).toMatchObject({ payment_intent: payment.payment_intent, amount: '25000' });
    expect(calls.at(-1)!.idempotencyKey).toBe(`triptender-refund-${payment.id}`);
    const stripeRefund = stripe.refunds.at(-1)!;

    expect(await getBalanceCents(db, company.id)).toBe(0);
    const [debit] = await db
      .select()
      .from(creditLedger)
      .where(and(eq(creditLedger.company_id, company.id), eq(creditLedger.kind, 'card_refund')));
    expect(debit).toMatchObject({
      amount_cents: -25_000,
      balance_after_cents: 0,
      actor_user_id: admin.user.id,
      note: `Refunded to the card (Stripe refund ${stripeRefund.id})`,
    });
    const [audit] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'card_payment.refunded'), eq(auditLog.entity_id, payment.id)));
    expect(audit).toMatchObject({ actor_user_id: admin.user.id, data: { amount_cents: 25_000 } });

    // the same key again: the first answer, no second refund
    const again = await refund(as, payment.id, admin.token, 'refund-once-1');
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(res.json());
    // another attempt: refused, nothing more refunded
    const twice = await refund(as, payment.id);
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({ message: REFUND_MESSAGES.alreadyRefunded });
    expect(stripe.callsTo('POST', '/v1/refunds')).toHaveLength(before + 1);
    expect(await getBalanceCents(db, company.id)).toBe(0);
  });

  it('refuses a refund of credit already spent, names what is left, and changes nothing', async ({
    as,
    fx,
    db,
    app,
  }) => {
    const { company, manager, payment } = await topUp(as, fx, db, app, 10_000);
    const { lead } = await fx.travellerLead();
    await buyLead(db, { leadId: lead.id, companyId: company.id, userId: manager.user.id });
    const before = stripe.callsTo('POST', '/v1/refunds').length;

    const res = await refund(as, payment.id);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      message: 'This top-up cannot be refunded: the wallet holds $75.00 and $25.00 of this top-up has been spent.',
    });
    expect(stripe.callsTo('POST', '/v1/refunds')).toHaveLength(before);
    expect(await getBalanceCents(db, company.id)).toBe(7500);
    const [after] = await db.select().from(cardPayments).where(eq(cardPayments.id, payment.id));
    expect(after).toMatchObject({ status: 'paid', refunded_cents: 0, refunded_at: null });
  });

  it('refunds only a paid top-up', async ({ as, fx, db, app }) => {
    const { payment } = await topUp(as, fx, db, app, 10_000, { pay: false });
    const res = await refund(as, payment.id);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: REFUND_MESSAGES.notPaid('pending') });
    expect((await refund(as, 2_000_000_000)).statusCode).toBe(404);
  });

  it("passes on Stripe's refusal and changes nothing", async ({ as, fx, db, app }) => {
    const { company, payment } = await topUp(as, fx, db, app, 10_000);
    stripe.failNext('/v1/refunds', 400, {
      type: 'invalid_request_error',
      code: 'charge_disputed',
      message: 'This charge is disputed.',
    });
    const res = await refund(as, payment.id);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: REFUND_MESSAGES.stripeRefused('This charge is disputed.') });
    expect(await getBalanceCents(db, company.id)).toBe(10_000);
    const [after] = await db.select().from(cardPayments).where(eq(cardPayments.id, payment.id));
    expect(after!.status).toBe('paid');
  });

  it('is for the admin only: the company itself cannot refund (403)', async ({ as, fx, db, app }) => {
    const { company, manager, payment } = await topUp(as, fx, db, app, 10_000);
    const finance = await fx.companyUser({ companyId: company.id, companyRole: COMPANY_ROLE.FINANCE });
    const before = stripe.callsTo('POST', '/v1/refunds').length;
    expect((await refund(as, payment.id, manager.token)).statusCode).toBe(403);
    expect((await refund(as, payment.id, finance.token)).statusCode).toBe(403);
    expect(stripe.callsTo('POST', '/v1/refunds')).toHaveLength(before);
    expect(await getBalanceCents(db, company.id)).toBe(10_000);
  });
});
