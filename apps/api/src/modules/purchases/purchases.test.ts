import { and, eq } from 'drizzle-orm';
import { ID_MESSAGE } from '@triptender/contract/common';
import { COMPANY_ROLE } from '@triptender/contract/enums';
import { PAGE_SIZES } from '@triptender/contract/constants';
import { PURCHASE_MESSAGES } from '@triptender/contract/purchases';
import { auditLog, conversations, leads, purchases } from '../../db/schema.ts';
import { describe, expect, expectFieldErrors, it } from '../../../test/harness.ts';
import { daysFromNow } from '../../../test/marketplace.ts';
import { INSUFFICIENT_CREDIT } from './ledger.ts';

describe('POST /v1/purchases', () => {
  it('debits the wallet, records the purchase, unlocks contact details and opens the conversation', async ({
    as,
    fx,
    mp,
    db,
  }) => {
    const buyer = await fx.companyUser({ creditCents: 10_000, companyRole: COMPANY_ROLE.AGENT });
    const { traveller, lead } = await fx.travellerLead({ first_name: 'Maeve', last_name: 'Quinn', mobile: '+353 1' });

    const res = await mp.buy(buyer, lead.id);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      price_cents: 2500,
      refunded_at: null,
      balance_after_cents: 7500,
      quote: null,
      report: null,
      can_report: true,
      lead: {
        id: lead.id,
        first_name: 'Maeve',
        last_name: 'Quinn',
        email: lead.email,
        mobile: '+353 1',
        status: 'open',
      },
    });

    const [purchase] = await db.select().from(purchases).where(eq(purchases.id, body.id));
    expect(purchase).toMatchObject({
      lead_id: lead.id,
      company_id: buyer.companyId,
      user_id: buyer.user.id,
      price_cents: 2500,
    });
    const [updated] = await db.select().from(leads).where(eq(leads.id, lead.id));
    expect(updated!.purchases_count).toBe(1);
    expect(await mp.expectLedgerConsistent(buyer.companyId)).toEqual({
      balance: 7500,
      kinds: ['top_up', 'purchase'],
    });

    const [audit] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'purchase.created'), eq(auditLog.entity_id, body.id)));
    expect(audit).toMatchObject({ actor_user_id: buyer.user.id, company_id: buyer.companyId });

    const [conversation] = await db.select().from(conversations).where(eq(conversations.lead_id, lead.id));
    expect(conversation).toMatchObject({
      id: body.conversation_id,
      kind: 'lead',
      company_id: buyer.companyId,
      traveller_id: traveller.user.id,
      created_by: buyer.user.id,
    });

    const mails = await mp.emailsTo(lead.email);
    expect(mails.map((m) => [m.template, m.data])).toEqual([
      [
        'lead-purchased',
        {
          first_name: 'Maeve',
          lead_title: lead.title,
          link: `http://localhost:3000/user/requests/${lead.id}`,
        },
      ],
    ]);

    // the purchased lead, contact details and all, on GET /v1/purchases
    const list = await as(buyer).get('/v1/purchases');
    expect(list.statusCode).toBe(200);
    expect(list.json().meta.total).toBe(1);
    expect(list.json().data[0]).toMatchObject({
      id: body.id,
      conversation_id: body.conversation_id,
      lead: { email: lead.email, last_name: 'Quinn' },
      can_report: true,
    });
  });

  it('refuses a second purchase by the same company with 409, and debits once', async ({ fx, mp }) => {
    const buyer = await fx.companyUser({ creditCents: 10_000 });
    const lead = await fx.lead((await fx.traveller()).user.id);
    expect((await mp.buy(buyer, lead.id)).statusCode).toBe(201);
    const again = await mp.buy(buyer, lead.id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: PURCHASE_MESSAGES.alreadyBought });
    expect((await mp.expectLedgerConsistent(buyer.companyId)).balance).toBe(7500);
  });

  it('refuses a sold-out lead with 409', async ({ fx, mp }) => {
    const lead = await fx.lead((await fx.traveller()).user.id);
    for (let i = 0; i < 5; i++)
      expect((await mp.buy(await fx.companyUser({ creditCents: 2500 }), lead.id)).statusCode).toBe(201);
    const late = await fx.companyUser({ creditCents: 2500 });
    const res = await mp.buy(late, lead.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(PURCHASE_MESSAGES.soldOut);
    expect((await mp.expectLedgerConsistent(late.companyId)).balance).toBe(2500);
  });

  it('refuses a lead that is accepted, archived or already started with 409, and a deleted or unknown one with 404', async ({
    fx,
    mp,
  }) => {
    const buyer = await fx.companyUser({ creditCents: 100_000 });
    const owner = (await fx.traveller()).user.id;
    for (const o of [
      { status: 'accepted' as const },
      { status: 'archived' as const },
      { start_date: daysFromNow(-2) },
    ]) {
      const res = await mp.buy(buyer, (await fx.lead(owner, o)).id);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(PURCHASE_MESSAGES.closed);
    }
    expect((await mp.buy(buyer, (await fx.lead(owner, { deleted_at: new Date() })).id)).statusCode).toBe(404);
    expect((await mp.buy(buyer, 999_999)).statusCode).toBe(404);
    expect((await mp.expectLedgerConsistent(buyer.companyId)).balance).toBe(100_000);
  });

  it('refuses a purchase the wallet does not cover with 402, leaving nothing behind', async ({ fx, mp, db }) => {
    const buyer = await fx.companyUser({ creditCents: 2499 });
    const lead = await fx.lead((await fx.traveller()).user.id);
    const res = await mp.buy(buyer, lead.id);
    expect(res.statusCode).toBe(402);
    expect(res.json()).toEqual({ message: INSUFFICIENT_CREDIT });
    expect(await db.select().from(purchases).where(eq(purchases.lead_id, lead.id))).toEqual([]);
    expect(await db.select().from(conversations).where(eq(conversations.lead_id, lead.id))).toEqual([]);
    expect(await mp.emailsTo(lead.email)).toEqual([]);
    const [unchanged] = await db.select().from(leads).where(eq(leads.id, lead.id));
    expect(unchanged!.purchases_count).toBe(0);
    expect((await mp.expectLedgerConsistent(buyer.companyId)).balance).toBe(2499);
  });

  it('returns the first answer to a retry with the same Idempotency-Key', async ({ fx, mp }) => {
    const buyer = await fx.companyUser({ creditCents: 10_000 });
    const lead = await fx.lead((await fx.traveller()).user.id);
    const key = { 'idempotency-key': `buy-${lead.id}` };
    const first = await mp.buy(buyer, lead.id, key);
    const retry = await mp.buy(buyer, lead.id, key);
    expect(first.statusCode).toBe(201);
    expect(retry.statusCode).toBe(201);
    expect(retry.json()).toEqual(first.json());
    expect((await mp.expectLedgerConsistent(buyer.companyId)).balance).toBe(7500);
    const bad = await mp.buy(buyer, lead.id, { 'idempotency-key': 'not a valid key!' });
    expect(bad.statusCode).toBe(422);
  });

  it('answers a missing or malformed id with a 422 in words, in the body and in the path', async ({ as, fx }) => {
    const buyer = await fx.companyUser({ creditCents: 10_000 });
    for (const lead_id of [undefined, 'abc', -3, 1.5]) {
      const payload = { lead_id, company_id: buyer.companyId };
      const res = await as(buyer).post('/v1/purchases', payload);
      expectFieldErrors(res, { lead_id: [ID_MESSAGE] });
    }
    const path = await as(buyer).get('/v1/quotes/abc/versions');
    expectFieldErrors(path, { id: [ID_MESSAGE] });
  });

  it("only buys for the caller's own company, and only as a Manager or Agent", async ({ as, fx, mp }) => {
    const buyer = await fx.companyUser({ creditCents: 10_000 });
    const other = await fx.companyUser({ creditCents: 10_000 });
    const lead = await fx.lead((await fx.traveller()).user.id);
    const forOther = await as(buyer).post('/v1/purchases', { lead_id: lead.id, company_id: other.companyId });
    expect(forOther.statusCode).toBe(403);
    expect(forOther.json().message).toBe(PURCHASE_MESSAGES.ownCompanyOnly);
    expect((await mp.expectLedgerConsistent(other.companyId)).balance).toBe(10_000);

    const finance = await fx.companyUser({ companyId: buyer.companyId, companyRole: COMPANY_ROLE.FINANCE });
    expect((await mp.buy(finance, lead.id)).statusCode).toBe(403);
    const traveller = await fx.traveller();
    const asTraveller = await as(traveller).post('/v1/purchases', { lead_id: lead.id, company_id: buyer.companyId });
    expect(asTraveller.statusCode).toBe(403);
    const anonymous = await as(null).post('/v1/purchases', { lead_id: lead.id, company_id: buyer.companyId });
    expect(anonymous.statusCode).toBe(401);
  });

  it('validates the body with field messages', async ({ as, fx }) => {
    const buyer = await fx.companyUser();
    const res = await as(buyer).post('/v1/purchases', { lead_id: 'abc' });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().data).sort()).toEqual(['company_id', 'lead_id']);
  });
});

describe('GET /v1/purchases', () => {
  it("lists only the caller's company's purchases, newest first, with the quote and a lead filter", async ({
    as,
    fx,
    mp,
  }) => {
    const { manager: buyer, colleague } = await fx.team({ colleague: 'finance' }, { creditCents: 10_000 });
    const stranger = await fx.companyUser({ creditCents: 10_000 });
    const owner = (await fx.traveller()).user.id;
    const first = await fx.lead(owner);
    const second = await fx.lead(owner);
    await mp.buyAndQuote(buyer, first.id, { price: 1999.5 });
    await mp.buy(buyer, second.id);
    await mp.buy(stranger, second.id);

    const list = (await as(colleague).get('/v1/purchases')).json();
    expect(list.meta.total).toBe(2);
    expect(list.data.map((p: { lead: { id: number } }) => p.lead.id)).toEqual([second.id, first.id]);
    expect(list.data[1].quote).toMatchObject({ price_cents: 199_950, status: 'sent', currency: 'USD' });
    expect(list.data[0].quote).toBeNull();

    const one = await as(buyer).get(`/v1/purchases?lead_id=${first.id}`);
    expect(one.json().data.map((p: { lead: { id: number } }) => p.lead.id)).toEqual([first.id]);
    expect((await as((await fx.traveller()).token).get('/v1/purchases')).statusCode).toBe(403);
  });

  it("counts each company's purchases in its total, whatever inserted them, refunds kept", async ({
    as,
    fx,
    mp,
    db,
  }) => {
    const buyer = await fx.companyUser({ creditCents: 100_000 });
    const other = await fx.companyUser({ creditCents: 100_000 });
    const owner = (await fx.traveller()).user.id;
    const bought = [];
    for (let i = 0; i < 3; i++) {
      const lead = await fx.lead(owner);
      await mp.buy(buyer, lead.id);
      bought.push(lead.id);
    }
    await mp.buy(other, bought[0]!);
    // a row written straight into the table (as the demo data and the bench seed may) counts too
    const direct = await fx.lead(owner);
    await db.insert(purchases).values({ lead_id: direct.id, company_id: buyer.companyId, price_cents: 0 });
    // a refund keeps the purchase
    await db
      .update(purchases)
      .set({ refunded_at: new Date() })
      .where(and(eq(purchases.lead_id, bought[1]!), eq(purchases.company_id, buyer.companyId)));

    const page = (url: string, token = buyer.token) =>
      as(token)
        .get(url)
        .then((r) => r.json());
    const mine = await page('/v1/purchases');
    expect(mine.meta.total).toBe(4);
    expect(mine.data).toHaveLength(4);
    expect((await page('/v1/purchases', other.token)).meta.total).toBe(1);
    expect((await page(`/v1/purchases?lead_id=${bought[2]}`)).meta.total).toBe(1);
    expect((await page(`/v1/purchases?lead_id=${bought[2]}`, other.token)).meta.total).toBe(0);

    // pages of the smallest size, newest first, each company only its own (the page is one prepared
    // query whose company and window are parameters)
    const size = PAGE_SIZES[0];
    const more = [];
    for (let i = 0; i < size; i++) {
      const lead = await fx.lead(owner);
      await db.insert(purchases).values({ lead_id: lead.id, company_id: buyer.companyId, price_cents: 0 });
      more.push(lead.id);
    }
    const ids = (p: { data: { lead: { id: number } }[] }) => p.data.map((x) => x.lead.id);
    const newestFirst = [...more.reverse(), direct.id, bought[2], bought[1], bought[0]];
    expect(ids(await page(`/v1/purchases?per_page=${size}&page=1`))).toEqual(newestFirst.slice(0, size));
    const second = await page(`/v1/purchases?per_page=${size}&page=2`);
    expect(ids(second)).toEqual(newestFirst.slice(size));
    expect(second.meta).toMatchObject({ total: size + 4, current_page: 2, last_page: 2, per_page: size });
    expect(ids(await page(`/v1/purchases?per_page=${size}&page=3`))).toEqual([]);
    expect(ids(await page(`/v1/purchases?per_page=${size}&page=1`, other.token))).toEqual([bought[0]]);
  });
});
