import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { auditLog, badLeadReports, creditLedger, purchases } from '../../db/schema.ts';
import { refundPurchase, topUpWallet } from '../purchases/ledger.ts';
import { buyLead } from '../../../test/buy-lead.ts';
import { columns, describe, expect, expectStatuses, it } from '../../../test/harness.ts';
import { request } from '../../../test/helpers.ts';

const topUp = (app: FastifyInstance, token: string | null, companyId: number, payload: unknown, key?: string) =>
  request(app, token, {
    method: 'POST',
    url: `/v1/company/${companyId}/top-ups`,
    payload: payload as Record<string, unknown>,
    headers: key ? { 'idempotency-key': key } : {},
  });

describe('GET /v1/company/{companyId}/wallet', () => {
  it('shows the balance and the ledger newest first, with lead links and which purchases may be reported', async ({
    as,
    fx,
    db,
  }) => {
    const { manager, finance } = await fx.team({ finance: 'finance' }, { creditCents: 10_000 });
    const traveller = await fx.traveller();
    const [fresh, old, refunded, reported] = await Promise.all([
      fx.lead(traveller.user.id, { title: 'Fresh lead' }),
      fx.lead(traveller.user.id, { title: 'Old lead' }),
      fx.lead(traveller.user.id, { title: 'Refunded lead' }),
      fx.lead(traveller.user.id, { title: 'Reported lead' }),
    ]);
    const pOld = await buyLead(db, {
      leadId: old.id,
      companyId: manager.companyId,
      createdAt: new Date(Date.now() - 15 * 86_400_000),
    });
    const pRefunded = await buyLead(db, { leadId: refunded.id, companyId: manager.companyId });
    await db.transaction((tx) =>
      refundPurchase(tx, { purchaseId: pRefunded.id, actorUserId: null, reason: 'Trip request removed' }),
    );
    const pReported = await buyLead(db, { leadId: reported.id, companyId: manager.companyId });
    await db.insert(badLeadReports).values({
      purchase_id: pReported.id,
      company_id: manager.companyId,
      reason: 'The phone number does not exist',
    });
    const pFresh = await buyLead(db, { leadId: fresh.id, companyId: manager.companyId });

    const res = await as(finance).get(`/v1/company/${manager.companyId}/wallet?per_page=10`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.balance_cents).toBe(10_000 - 4 * 2500 + 2500);
    expect(body.meta).toEqual({ per_page: 10, total: 6, current_page: 1, last_page: 1 });
    expect(columns(body.data, 'kind', 'amount_cents', 'balance_after_cents')).toEqual([
      ['purchase', -2500, 2500],
      ['purchase', -2500, 5000],
      ['refund', 2500, 7500],
      ['purchase', -2500, 5000],
      ['purchase', -2500, 7500],
      ['top_up', 10_000, 10_000],
    ]);
    const byPurchase = (id: number, kind = 'purchase') =>
      body.data.find(
        (e: { kind: string; purchase: { id: number } | null }) => e.kind === kind && e.purchase?.id === id,
      );
    expect(byPurchase(pFresh.id)).toMatchObject({
      lead: { id: fresh.id, title: 'Fresh lead' },
      purchase: { report_status: null, reportable: true, refunded_at: null },
    });
    expect(byPurchase(pOld.id).purchase).toMatchObject({ reportable: false });
    expect(byPurchase(pRefunded.id).purchase).toMatchObject({ reportable: false, refunded_at: expect.any(String) });
    expect(byPurchase(pRefunded.id, 'refund')).toMatchObject({
      note: 'Trip request removed',
      purchase: { reportable: false },
    });
    expect(byPurchase(pReported.id).purchase).toMatchObject({ reportable: false, report_status: 'pending' });
    expect(body.data.at(-1)).toMatchObject({ kind: 'top_up', lead: null, purchase: null });

    // the ledger always sums to the balance
    const [sum] = await db
      .select({ total: sql<number>`sum(${creditLedger.amount_cents})::int` })
      .from(creditLedger)
      .where(eq(creditLedger.company_id, manager.companyId));
    expect(sum!.total).toBe(body.balance_cents);
  });

  it('is for Managers, Finance and the admin: Agents get 403, other companies 404', async ({ as, fx }) => {
    const { manager, agent } = await fx.team({ agent: 'agent' });
    const other = await fx.companyUser();
    const admin = await fx.admin();
    await expectStatuses(as, `/v1/company/${manager.companyId}/wallet`, [
      [manager, 200],
      [admin, 200],
      [agent, 403],
      [other, 404],
      [null, 401],
    ]);
    expect((await as(admin).get('/v1/company/999999/wallet')).statusCode).toBe(404);
  });
});

describe('POST /v1/company/{companyId}/top-ups', () => {
  it('credits the wallet through the ledger, audited, once per Idempotency-Key', async ({ fx, db, app }) => {
    const admin = await fx.admin();
    const company = await fx.company();
    // the same top-up twice, with the same key
    const invoice = () =>
      topUp(app, admin.token, company.id, { amount_cents: 25_000, note: 'Invoice <b>INV-7</b>' }, 'inv-7');
    const first = await invoice();
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({ id: expect.any(Number), balance_after_cents: 25_000 });
    const again = await invoice();
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    const ledger = await db.select().from(creditLedger).where(eq(creditLedger.company_id, company.id));
    expect(ledger.map((r) => [r.kind, r.amount_cents, r.note, r.actor_user_id])).toEqual([
      ['top_up', 25_000, 'Invoice <b>INV-7</b>', admin.user.id],
    ]);
    const audits = await db.select().from(auditLog).where(eq(auditLog.company_id, company.id));
    expect(audits.filter((a) => a.action === 'wallet.top_up')).toHaveLength(1);
  });

  it('answers 422 for amounts out of range, and a bad Idempotency-Key', async ({ fx, db, app }) => {
    const admin = await fx.admin();
    const company = await fx.company();
    const message = 'Enter an amount between $1 and $100,000 (at most two decimals).';
    for (const amount_cents of [0, 99, -500, 10_000_001, 12.5, '100']) {
      const res = await topUp(app, admin.token, company.id, { amount_cents });
      expect(res.statusCode, String(amount_cents)).toBe(422);
      expect(res.json().data).toEqual({ amount_cents: [message] });
    }
    const key = await topUp(app, admin.token, company.id, { amount_cents: 100 }, 'bad key with spaces');
    expect(key.statusCode).toBe(422);
    const ledger = await db.select().from(creditLedger).where(eq(creditLedger.company_id, company.id));
    expect(ledger).toEqual([]);
  });

  it('is for the admin only, and unknown companies are 404', async ({ fx, db, app }) => {
    const { manager, finance } = await fx.team({ finance: 'finance' });
    const admin = await fx.admin();
    for (const who of [manager, finance]) {
      expect((await topUp(app, who.token, manager.companyId, { amount_cents: 1000 })).statusCode).toBe(403);
    }
    expect((await topUp(app, null, manager.companyId, { amount_cents: 1000 })).statusCode).toBe(401);
    expect((await topUp(app, admin.token, 999_999, { amount_cents: 1000 })).statusCode).toBe(404);
    const rows = await db.select().from(purchases).where(eq(purchases.company_id, manager.companyId));
    expect(rows).toEqual([]);
  });

  it('applies concurrent top-ups one after another, so none is lost', async ({ as, fx, app }) => {
    const admin = await fx.admin();
    const company = await fx.company();
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) => topUp(app, admin.token, company.id, { amount_cents: 1000 + i })),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array(8).fill(201));
    const wallet = await as(admin).get(`/v1/company/${company.id}/wallet`);
    expect(wallet.json().balance_cents).toBe(8 * 1000 + 28);
    const balances = wallet
      .json()
      .data.map((e: { balance_after_cents: number }) => e.balance_after_cents)
      .reverse();
    expect(new Set(balances).size).toBe(8);
  });

  // money columns were 32-bit: past $21,474,836.47 in credit every write and read was a 500
  it('holds more than $21,474,836.47; every wallet view shows the exact amount', async ({ as, fx, db, app }) => {
    const admin = await fx.admin();
    const manager = await fx.companyUser();
    const big = 2 ** 31 - 1 - 5_000; // $21,474,786.47 of earlier credit, recorded through the ledger
    await topUpWallet({ db, actorUserId: admin.user.id, companyId: manager.companyId, amountCents: big });
    const over = await topUp(app, admin.token, manager.companyId, { amount_cents: 10_000_000 });
    expect(over.statusCode, over.body).toBe(201);
    const balance = big + 10_000_000;
    expect(balance).toBeGreaterThan(2 ** 31);
    expect(over.json().balance_after_cents).toBe(balance);

    const wallet = await as(manager).get(`/v1/company/${manager.companyId}/wallet`);
    expect(wallet.json().balance_cents).toBe(balance);
    expect(wallet.json().data[0].balance_after_cents).toBe(balance);
    const overview = await as(manager).get(`/v1/company/${manager.companyId}/overview`);
    expect(overview.statusCode, overview.body).toBe(200);
    expect(JSON.stringify(overview.json())).toContain(String(balance));

    // buying from the large balance goes through the ledger as usual
    const lead = await fx.lead((await fx.traveller()).user.id);
    const bought = await as(manager).post('/v1/purchases', { lead_id: lead.id, company_id: manager.companyId });
    expect(bought.statusCode, bought.body).toBe(201);
    expect(bought.json().balance_after_cents).toBe(balance - bought.json().price_cents);
  });
});
