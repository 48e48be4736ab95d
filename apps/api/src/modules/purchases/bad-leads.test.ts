import { and, eq, sql } from 'drizzle-orm';
import { COMPANY_ROLE } from '@triptender/contract/enums';
import { auditLog, purchases } from '../../db/schema.ts';
import { type As, describe, expect, type Fixtures, it, type Marketplace } from '../../../test/harness.ts';
import { BAD_LEAD_MESSAGES } from './bad-leads.ts';

const REASON = 'The email bounces and the mobile number is not in service.';

async function boughtLead(fx: Fixtures, mp: Marketplace, creditCents = 10_000) {
  const buyer = await fx.companyUser({ creditCents, companyRole: COMPANY_ROLE.AGENT });
  const lead = await fx.lead((await fx.traveller()).user.id, { first_name: 'Fake', last_name: 'Person' });
  const purchase = (await mp.buy(buyer, lead.id)).json();
  return { buyer, lead, purchaseId: purchase.id as number };
}

const report = (as: As, token: string, purchaseId: number, reason = REASON) =>
  as(token).post(`/v1/purchases/${purchaseId}/report`, { reason });
const decide = (
  as: As,
  token: string,
  id: number,
  action: 'confirm' | 'reject',
  headers: Record<string, string> = {},
) => as(token).post(`/v1/admin/bad-lead-reports/${id}/${action}`, { note: 'Checked by phone' }, { headers });

describe('bad-lead reports', () => {
  it('a buyer reports within 14 days; the admin confirms and the price is refunded once', async ({
    as,
    fx,
    mp,
    db,
  }) => {
    const { buyer, lead, purchaseId } = await boughtLead(fx, mp);
    const admin = await fx.admin();
    const res = await report(as, buyer.token, purchaseId);
    expect(res.statusCode).toBe(201);
    const filed = res.json();
    expect(filed).toMatchObject({
      status: 'pending',
      reason: REASON,
      resolution_note: null,
      resolved_at: null,
      purchase: { id: purchaseId, price_cents: 2500, refunded_at: null },
      company: { id: buyer.companyId },
      lead: { id: lead.id, first_name: 'Fake', last_name: 'Person', email: lead.email },
      reported_by: { id: buyer.user.id, first_name: 'Cian', last_name: 'Company' },
    });
    const listed = (await as(buyer).get(`/v1/purchases?lead_id=${lead.id}`)).json();
    expect(listed.data[0]).toMatchObject({ report: { id: filed.id, status: 'pending' }, can_report: false });

    const queue = await as(admin).get('/v1/admin/bad-lead-reports?status=pending');
    expect(queue.statusCode).toBe(200);
    expect(queue.json().data.map((r: { id: number }) => r.id)).toContain(filed.id);

    const confirmed = await decide(as, admin.token, filed.id, 'confirm');
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({
      status: 'confirmed',
      resolution_note: 'Checked by phone',
      purchase: { refunded_at: expect.any(String) },
    });
    // confirming again changes nothing, and rejecting now is a conflict
    const again = await decide(as, admin.token, filed.id, 'confirm');
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(confirmed.json());
    const reject = await decide(as, admin.token, filed.id, 'reject');
    expect(reject.statusCode).toBe(409);
    expect(reject.json().message).toBe(BAD_LEAD_MESSAGES.alreadyConfirmed);

    expect(await mp.expectLedgerConsistent(buyer.companyId)).toEqual({
      balance: 10_000,
      kinds: ['top_up', 'purchase', 'refund'],
    });
    const audits = await db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.company_id, buyer.companyId), sql`${auditLog.action} like 'bad_lead.%'`));
    expect(audits.map((a) => a.action)).toEqual(['bad_lead.reported', 'bad_lead.confirmed']);
  });

  it('refunds once when confirmations race or repeat with an Idempotency-Key', async ({ as, fx, mp }) => {
    const { buyer, purchaseId } = await boughtLead(fx, mp);
    const admin = await fx.admin();
    const { id } = (await report(as, buyer.token, purchaseId)).json();
    const answers = await Promise.all([
      decide(as, admin.token, id, 'confirm'),
      decide(as, admin.token, id, 'confirm'),
      decide(as, admin.token, id, 'confirm', { 'idempotency-key': `confirm-${id}` }),
      decide(as, admin.token, id, 'confirm', { 'idempotency-key': `confirm-${id}` }),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200]);
    expect(await mp.expectLedgerConsistent(buyer.companyId)).toEqual({
      balance: 10_000,
      kinds: ['top_up', 'purchase', 'refund'],
    });
  });

  it('the admin may reject a report: no refund, and confirming it afterwards is a conflict', async ({ as, fx, mp }) => {
    const { buyer, purchaseId } = await boughtLead(fx, mp);
    const admin = await fx.admin();
    const { id } = (await report(as, buyer.token, purchaseId)).json();
    const rejected = await decide(as, admin.token, id, 'reject');
    expect(rejected.json()).toMatchObject({ status: 'rejected', purchase: { refunded_at: null } });
    expect((await decide(as, admin.token, id, 'reject')).statusCode).toBe(200);
    const confirm = await decide(as, admin.token, id, 'confirm');
    expect(confirm.statusCode).toBe(409);
    expect(confirm.json().message).toBe(BAD_LEAD_MESSAGES.alreadyRejected);
    expect((await mp.expectLedgerConsistent(buyer.companyId)).balance).toBe(7500);
  });

  it('refuses a second report, a late one, and a short reason', async ({ as, fx, mp, db }) => {
    const { buyer, purchaseId } = await boughtLead(fx, mp);
    expect((await report(as, buyer.token, purchaseId)).statusCode).toBe(201);
    const twice = await report(as, buyer.token, purchaseId);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(BAD_LEAD_MESSAGES.alreadyReported);

    const old = await boughtLead(fx, mp);
    await db
      .update(purchases)
      .set({ created_at: sql`now() - interval '15 days'` })
      .where(eq(purchases.id, old.purchaseId));
    const late = await report(as, old.buyer.token, old.purchaseId);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(BAD_LEAD_MESSAGES.tooLate);

    const short = await report(as, old.buyer.token, old.purchaseId, ' bad ');
    expect(short.statusCode).toBe(422);
    expect(short.json().data.reason).toEqual([
      'Please tell us what is wrong with the contact details (at least 10 characters).',
    ]);
  });

  it("only the buyer's members report (others 404, travellers 403); only admins decide", async ({ as, fx, mp }) => {
    const { buyer, purchaseId } = await boughtLead(fx, mp);
    const stranger = await fx.companyUser();
    expect((await report(as, stranger.token, purchaseId)).statusCode).toBe(404);
    expect((await report(as, (await fx.traveller()).token, purchaseId)).statusCode).toBe(403);
    // Finance keeps the wallet the refund goes to, so it may report from the wallet page
    const finance = await fx.companyUser({ companyId: buyer.companyId, companyRole: COMPANY_ROLE.FINANCE });
    const { id } = (await report(as, finance.token, purchaseId)).json();
    expect(id).toBeGreaterThan(0);
    expect((await report(as, buyer.token, purchaseId)).statusCode).toBe(409);
    expect((await decide(as, buyer.token, id, 'confirm')).statusCode).toBe(403);
    expect((await as(buyer).get('/v1/admin/bad-lead-reports')).statusCode).toBe(403);
    expect((await decide(as, (await fx.admin()).token, 999_999, 'confirm')).statusCode).toBe(404);
  });
});
