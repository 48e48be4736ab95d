// The response clock. A purchase holds a buyer slot until its company quotes or its
// quote deadline passes; then the slot is freed (by the job, or by the next buyer) for another company.
// The clock is moved by setting quote_due_at into the past or by the job's `now`, never by waiting.
import { and, eq } from 'drizzle-orm';
import { PURCHASE_MESSAGES } from '@triptender/contract/purchases';
import { SETTINGS_MESSAGES } from '@triptender/contract/settings';
import type { Db } from '../../db/client.ts';
import { auditLog, leads, purchases } from '../../db/schema.ts';
import { beforeAll, describe, expect, expectFieldErrors, it, type World } from '../../../test/harness.ts';
import { releaseMissedSlots } from './response-clock.ts';

let admin: Awaited<ReturnType<World['fx']['admin']>>;
const HOUR = 3_600_000;

beforeAll(async ({ as, fx }) => {
  admin = await fx.admin();
  // two buyers per lead in this file, and a 24-hour clock
  const res = await as(admin).put('/v1/admin/settings', {
    request_price_cents: 2500,
    buyer_cap: 2,
    welcome_credit_cents: 0,
    quote_deadline_hours: 24,
  });
  expect(res.statusCode).toBe(200);
});

let n = 0;
async function newLead(fx: World['fx']) {
  const traveller = await fx.traveller();
  // letters only: the marketplace's search masks digit runs as phone numbers
  const tag = `${Date.now()}${++n}`.replace(/\d/g, (d) => 'abcdefghij'[Number(d)]!);
  return fx.lead(traveller.user.id, { title: `Response clock trip ${tag}` });
}
const buyer = (fx: World['fx']) => fx.companyUser({ creditCents: 10_000 });
type Buyer = Awaited<ReturnType<typeof buyer>>;
/** A fresh lead, and one company with $100 per name to buy it, made in that order. */
async function leadAndBuyers<const N extends string>(fx: World['fx'], ...names: N[]) {
  const lead = await newLead(fx);
  const buyers = {} as Record<N, Buyer>;
  for (const name of names) buyers[name] = await buyer(fx);
  return { lead, ...buyers };
}

async function purchaseOf(db: Db, leadId: number, companyId: number) {
  const [p] = await db
    .select()
    .from(purchases)
    .where(and(eq(purchases.lead_id, leadId), eq(purchases.company_id, companyId)));
  return p!;
}
async function counts(db: Db, leadId: number) {
  const [l] = await db
    .select({ purchases_count: leads.purchases_count, slots_held: leads.slots_held })
    .from(leads)
    .where(eq(leads.id, leadId));
  return l!;
}
/** Moves one buyer's deadline `hours` into the past. */
async function missDeadline(db: Db, leadId: number, companyId: number, hours = 1) {
  await db
    .update(purchases)
    .set({ quote_due_at: new Date(Date.now() - hours * HOUR) })
    .where(and(eq(purchases.lead_id, leadId), eq(purchases.company_id, companyId)));
}
async function openLeadCard(mp: World['mp'], session: Buyer, lead: { id: number; title: string | null }) {
  const res = await mp.openLeads(session, { search: lead.title! });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data as { id: number }[]).find((l) => l.id === lead.id) as Record<string, unknown> | undefined;
}

describe('the quote deadline setting', () => {
  it('is 48 hours unless the admin changes it, and takes whole hours from 1 to 336', async ({ as }) => {
    const settings = await as(admin).get('/v1/admin/settings');
    expect(settings.json()).toMatchObject({ buyer_cap: 2, quote_deadline_hours: 24 });
    for (const bad of [0, 337, 1.5, 'soon']) {
      const res = await as(admin).put('/v1/admin/settings', {
        request_price_cents: 2500,
        buyer_cap: 2,
        welcome_credit_cents: 0,
        quote_deadline_hours: bad,
      });
      expectFieldErrors(res, { quote_deadline_hours: [SETTINGS_MESSAGES.quoteDeadline] });
    }
  });

  it('gives each purchase its deadline, shown on My Leads', async ({ as, fx, mp, db }) => {
    const { lead, a } = await leadAndBuyers(fx, 'a');
    const before = Date.now();
    const bought = await mp.buy(a, lead.id);
    expect(bought.statusCode).toBe(201);
    const due = Date.parse(bought.json().quote_due_at);
    expect(due).toBeGreaterThanOrEqual(before + 24 * HOUR - 60_000);
    expect(due).toBeLessThanOrEqual(Date.now() + 24 * HOUR + 60_000);
    expect(bought.json().slot_released_at).toBeNull();
    const mine = await as(a).get(`/v1/purchases?lead_id=${lead.id}`);
    expect(mine.json().data[0]).toMatchObject({ quote_due_at: bought.json().quote_due_at, slot_released_at: null });
    expect(await counts(db, lead.id)).toEqual({ purchases_count: 1, slots_held: 1 });

    // the job's clock: a minute before the deadline nothing is freed, at the deadline the slot is
    expect(await releaseMissedSlots({ db, now: new Date(due - 60_000) })).toEqual({ released: 0 });
    expect(await releaseMissedSlots({ db, now: new Date(due) })).toEqual({ released: 1 });
    expect((await purchaseOf(db, lead.id, a.companyId)).slot_released_at).toEqual(new Date(due));
    expect(await counts(db, lead.id)).toEqual({ purchases_count: 1, slots_held: 0 });
  });
});

describe('the response clock', () => {
  it('frees the slot of a buyer who missed its deadline, once, and a new company buys it', async ({
    as,
    fx,
    mp,
    db,
  }) => {
    const { lead, late, onTime, third, fourth } = await leadAndBuyers(fx, 'late', 'onTime', 'third', 'fourth');
    expect((await mp.buy(late, lead.id)).statusCode).toBe(201);
    await mp.buyAndQuote(onTime, lead.id);

    // at the cap: refused, and shown sold out
    const refused = await mp.buy(third, lead.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(PURCHASE_MESSAGES.soldOut);
    expect(await openLeadCard(mp, third, lead)).toMatchObject({ sold_out: true, purchases_count: 2, slots_held: 2 });

    // the job before the deadline frees nothing
    expect(await releaseMissedSlots({ db })).toEqual({ released: 0 });
    // both deadlines pass: the buyer without a quote is late, the one who quoted is not; twice frees once
    await missDeadline(db, lead.id, late.companyId);
    await missDeadline(db, lead.id, onTime.companyId);
    expect(await releaseMissedSlots({ db })).toEqual({ released: 1 });
    expect(await releaseMissedSlots({ db })).toEqual({ released: 0 });
    expect(await counts(db, lead.id)).toEqual({ purchases_count: 2, slots_held: 1 });
    expect((await purchaseOf(db, lead.id, late.companyId)).slot_released_at).toBeInstanceOf(Date);
    expect((await purchaseOf(db, lead.id, onTime.companyId)).slot_released_at).toBeNull();
    const audits = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'purchase.slot_released'), eq(auditLog.company_id, late.companyId)));
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ entity_type: 'purchase', data: { lead_id: lead.id } });

    // the marketplace shows the free slot, and the next company buys it
    expect(await openLeadCard(mp, third, lead)).toMatchObject({
      sold_out: false,
      unavailable_reason: null,
      purchases_count: 2,
      slots_held: 1,
    });
    expect((await mp.buy(third, lead.id)).statusCode).toBe(201);
    expect(await counts(db, lead.id)).toEqual({ purchases_count: 3, slots_held: 2 });
    expect((await mp.buy(fourth, lead.id)).statusCode).toBe(409);

    // the late company keeps the contact details, is not refunded, and may still quote
    const mine = await as(late).get(`/v1/purchases?lead_id=${lead.id}`);
    expect(mine.statusCode).toBe(200);
    expect(mine.json().data[0]).toMatchObject({
      refunded_at: null,
      slot_released_at: expect.any(String),
      lead: { id: lead.id, email: lead.email },
    });
    const quoted = await mp.quote(late, lead.id);
    expect(quoted.statusCode).toBe(201);
    // a late quote does not take the slot back
    expect(await counts(db, lead.id)).toEqual({ purchases_count: 3, slots_held: 2 });
    expect(await mp.expectLedgerConsistent(late.companyId)).toEqual({ balance: 7500, kinds: ['top_up', 'purchase'] });
  });

  it('the buy path frees due slots itself, before the job has run', async ({ fx, mp, db }) => {
    const { lead, a, b, c } = await leadAndBuyers(fx, 'a', 'b', 'c');
    expect((await mp.buy(a, lead.id)).statusCode).toBe(201);
    expect((await mp.buy(b, lead.id)).statusCode).toBe(201);
    await missDeadline(db, lead.id, a.companyId);
    expect((await mp.buy(c, lead.id)).statusCode).toBe(201);
    expect(await counts(db, lead.id)).toEqual({ purchases_count: 3, slots_held: 2 });
    expect((await purchaseOf(db, lead.id, a.companyId)).slot_released_at).toBeInstanceOf(Date);
    expect((await purchaseOf(db, lead.id, b.companyId)).slot_released_at).toBeNull();
    // nothing left for the job
    expect(await releaseMissedSlots({ db })).toEqual({ released: 0 });
  });

  it('a quote sent in time keeps the slot even if withdrawn later; a refunded purchase keeps its slot', async ({
    as,
    fx,
    mp,
    db,
  }) => {
    const { lead, withdrew, refunded } = await leadAndBuyers(fx, 'withdrew', 'refunded');
    const quoteId = await mp.buyAndQuote(withdrew, lead.id);
    const withdrawn = await as(withdrew).post(`/v1/quotes/${quoteId}/withdraw`);
    expect(withdrawn.statusCode).toBe(200);
    expect((await mp.buy(refunded, lead.id)).statusCode).toBe(201);
    await db
      .update(purchases)
      .set({ refunded_at: new Date(), refund_reason: 'test: a bad lead' })
      .where(and(eq(purchases.lead_id, lead.id), eq(purchases.company_id, refunded.companyId)));
    await missDeadline(db, lead.id, withdrew.companyId);
    await missDeadline(db, lead.id, refunded.companyId);
    expect(await releaseMissedSlots({ db })).toEqual({ released: 0 });
    expect(await counts(db, lead.id)).toEqual({ purchases_count: 2, slots_held: 2 });
  });

  it('two jobs and a buyer at once free a missed slot once', async ({ fx, mp, db }) => {
    const { lead, a, b, c } = await leadAndBuyers(fx, 'a', 'b', 'c');
    expect((await mp.buy(a, lead.id)).statusCode).toBe(201);
    expect((await mp.buy(b, lead.id)).statusCode).toBe(201);
    await missDeadline(db, lead.id, a.companyId);
    await missDeadline(db, lead.id, b.companyId);
    const [j1, j2, bought] = await Promise.all([
      releaseMissedSlots({ db }),
      releaseMissedSlots({ db }),
      mp.buy(c, lead.id),
    ]);
    expect(bought.statusCode).toBe(201);
    // whoever got the lead's lock first freed both; together, each once
    const audits = await db.select().from(auditLog).where(eq(auditLog.action, 'purchase.slot_released'));
    const forLead = audits.filter((e) => (e.data as { lead_id?: number }).lead_id === lead.id);
    expect(forLead).toHaveLength(2);
    expect(j1.released + j2.released).toBeLessThanOrEqual(2);
    expect(await counts(db, lead.id)).toEqual({ purchases_count: 3, slots_held: 1 });
  });
});
