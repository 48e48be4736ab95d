import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { auditLog, creditLedger, leads, purchases } from '../../db/schema.ts';
import { getBalanceCents } from '../purchases/ledger.ts';
import { buyLead } from '../../../test/buy-lead.ts';
import { FIXTURE_TRIP, type fixtures, type Session } from '../../../test/fixtures.ts';
import { beforeAll, describe, expect, expectFieldErrors, isoDayFrom, it, type World } from '../../../test/harness.ts';

let admin: Session;
beforeAll(async ({ fx }) => (admin = await fx.admin()));

const list = (as: World['as'], query: string, token = admin.token) => as(token).get(`/v1/companyLeads?${query}`);
const ids = (res: Awaited<ReturnType<typeof list>>) => res.json().data.map((l: { id: number }) => l.id);

describe('GET /v1/companyLeads', () => {
  // a word only this file's leads carry, so the assertions do not depend on other rows
  const word = `kw${Date.now().toString(36)}`;
  let rows: Awaited<ReturnType<ReturnType<typeof fixtures>['lead']>>[];

  beforeAll(async ({ fx }) => {
    const traveller = await fx.traveller({ first_name: 'Siobhan', last_name: 'Ryan' });
    const base = Date.now() - 10 * 60_000;
    rows = [];
    const specs = [
      { country: 'ireland', trip_type: 'sightseeing', start_date: isoDayFrom(30), quotes_count: 2, status: 'open' },
      { country: 'scotland', trip_type: 'active', start_date: isoDayFrom(10), quotes_count: 0, status: 'open' },
      { country: 'uk', trip_type: 'city', start_date: isoDayFrom(90), quotes_count: 1, status: 'accepted' },
      { country: 'ireland', trip_type: 'cultural', start_date: isoDayFrom(60), quotes_count: 0, status: 'archived' },
    ] as const;
    for (const [i, s] of specs.entries()) {
      rows.push(
        await fx.lead(traveller.user.id, {
          ...s,
          first_name: 'Siobhan',
          last_name: 'Ryan',
          special_requests: `Needs ${word} and sea views ${i}`,
          created_at: new Date(base + i * 60_000),
        }),
      );
    }
    // deleted leads are never listed
    await fx.lead(traveller.user.id, { special_requests: word, deleted_at: new Date() });
  });

  it('lists every field the table shows, newest first, with contact details for the admin', async ({ as }) => {
    const res = await list(as, `search=${word}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().meta).toEqual({
      per_page: 10,
      total: 4,
      current_page: 1,
      last_page: 1,
      total_is_estimate: false,
      next_cursor: null,
      prev_cursor: null,
    });
    expect(ids(res)).toEqual([rows[3]!.id, rows[2]!.id, rows[1]!.id, rows[0]!.id]);
    const first = res.json().data.at(-1);
    expect(first).toEqual({
      id: rows[0]!.id,
      title: rows[0]!.title,
      user: { first_name: 'Siobhan', last_name: 'Ryan', email: rows[0]!.email, mobile: '+1 555 0100' },
      ...FIXTURE_TRIP,
      start_date: rows[0]!.start_date,
      special_requests: `Needs ${word} and sea views 0`,
      companies_count: 0,
      bids_count: 2,
      status: 'open',
      created_at: expect.stringMatching(/^\d{4}-/),
      duplicate_of: null,
      duplicates: [],
    });
  });

  it('filters by country, trip type and status (quoted and unquoted are derived)', async ({ as }) => {
    expect(ids(await list(as, `search=${word}&country=ireland`))).toEqual([rows[3]!.id, rows[0]!.id]);
    expect(ids(await list(as, `search=${word}&trip_type=active`))).toEqual([rows[1]!.id]);
    expect(ids(await list(as, `search=${word}&status=open`))).toEqual([rows[1]!.id, rows[0]!.id]);
    expect(ids(await list(as, `search=${word}&status=accepted`))).toEqual([rows[2]!.id]);
    expect(ids(await list(as, `search=${word}&status=quoted`))).toEqual([rows[2]!.id, rows[0]!.id]);
    expect(ids(await list(as, `search=${word}&status=unquoted`))).toEqual([rows[3]!.id, rows[1]!.id]);
    expect(ids(await list(as, `search=${word}&country=ireland&status=quoted&trip_type=sightseeing`))).toEqual([
      rows[0]!.id,
    ]);
    // empty values mean "any", as a form sends them
    expect(ids(await list(as, `search=${word}&country=&trip_type=&status=&sort=`))).toHaveLength(4);
  });

  it('filters archived requests: closed ones, and open ones whose trip has started (shown as archived)', async ({
    as,
    fx,
  }) => {
    expect(ids(await list(as, `search=${word}&status=archived`))).toEqual([rows[3]!.id]);
    const other = `pw${Date.now().toString(36)}`;
    const traveller = await fx.traveller();
    const started = await fx.lead(traveller.user.id, {
      special_requests: other,
      start_date: new Date(Date.now() - 2 * 86_400_000).toISOString().slice(0, 10),
    });
    await fx.lead(traveller.user.id, { special_requests: other });
    const res = await list(as, `search=${other}&status=archived`);
    expect(ids(res)).toEqual([started.id]);
    expect(res.json().data[0].status).toBe('archived');
  });

  it('sorts by creation or start date', async ({ as }) => {
    expect(ids(await list(as, `search=${word}&sort=oldest`))).toEqual(rows.map((r) => r.id));
    expect(ids(await list(as, `search=${word}&sort=start_date_asc`))).toEqual([
      rows[1]!.id,
      rows[0]!.id,
      rows[3]!.id,
      rows[2]!.id,
    ]);
    expect(ids(await list(as, `search=${word}&sort=start_date_desc`))).toEqual([
      rows[2]!.id,
      rows[3]!.id,
      rows[0]!.id,
      rows[1]!.id,
    ]);
  });

  it('searches case-insensitively and literally, by name, email or id; shorter than 2 characters is ignored', async ({
    as,
  }) => {
    expect(ids(await list(as, `search=${word.toUpperCase()}`))).toHaveLength(4);
    expect(ids(await list(as, `search=${encodeURIComponent(`${word} and sea views 2`)}`))).toEqual([rows[2]!.id]);
    expect(ids(await list(as, `search=${encodeURIComponent(rows[1]!.email)}`))).toEqual([rows[1]!.id]);
    expect(ids(await list(as, `search=%23${rows[3]!.id}`))).toContain(rows[3]!.id);
    // % and _ are not wildcards
    expect((await list(as, `search=${encodeURIComponent('%_%')}`)).json().meta.total).toBe(0);
    const all = (await list(as, '')).json().meta.total;
    expect((await list(as, 'search=s')).json().meta.total).toBe(all);
  });

  it('pages with per_page 10/25/50/100; another value falls back to 10', async ({ as }) => {
    const firstTwo = await list(as, `search=${word}&per_page=25&page=1`);
    expect(firstTwo.json().meta).toMatchObject({ per_page: 25, total: 4, current_page: 1, last_page: 1 });
    const fallback = await list(as, `search=${word}&per_page=3&page=abc`);
    expect(fallback.json().meta).toMatchObject({ per_page: 10, total: 4, current_page: 1, last_page: 1 });
    const beyond = await list(as, `search=${word}&page=3`);
    expect(beyond.json()).toEqual({
      data: [],
      meta: {
        per_page: 10,
        total: 4,
        current_page: 3,
        last_page: 1,
        total_is_estimate: false,
        next_cursor: null,
        prev_cursor: null,
      },
    });
  });

  it('answers 422 for unknown filter values', async ({ as }) => {
    const res = await list(as, 'country=france&trip_type=beach&status=lost&sort=random');
    expectFieldErrors(res, {
      country: ['Please choose Ireland, Scotland or United Kingdom.'],
      trip_type: ['Please choose a trip type: sightseeing, active, city or cultural.'],
      status: ['Please choose a status: open, accepted, quoted, unquoted, pending or expired.'],
      sort: ['Please choose a sort: recent, oldest, start_date_asc or start_date_desc.'],
    });
  });

  it('is for the admin only', async ({ as, fx }) => {
    const manager = await fx.companyUser();
    const traveller = await fx.traveller();
    expect((await list(as, '', manager.token)).statusCode).toBe(403);
    expect((await list(as, '', traveller.token)).statusCode).toBe(403);
    expect((await as(null).get('/v1/companyLeads')).statusCode).toBe(401);
  });
});

describe('DELETE /v1/leads/{id}', () => {
  async function boughtLead(fx: World['fx'], db: Db) {
    const a = await fx.companyUser({ creditCents: 10_000 });
    const b = await fx.companyUser({ creditCents: 10_000 });
    const lead = await fx.lead((await fx.traveller()).user.id);
    const pa = await buyLead(db, { leadId: lead.id, companyId: a.companyId, userId: a.user.id });
    const pb = await buyLead(db, { leadId: lead.id, companyId: b.companyId, userId: b.user.id });
    return { a, b, lead, purchases: [pa, pb] };
  }

  it('refunds every buyer, archives and soft-deletes the lead, and records it in the audit log', async ({
    as,
    fx,
    outbox,
    db,
  }) => {
    const { a, b, lead, purchases: bought } = await boughtLead(fx, db);
    expect(await getBalanceCents(db, a.companyId)).toBe(7500);
    const res = await as(admin).delete(`/v1/leads/${lead.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: `Lead #${lead.id} deleted.`, refunded: 2 });
    expect(await getBalanceCents(db, a.companyId)).toBe(10_000);
    expect(await getBalanceCents(db, b.companyId)).toBe(10_000);
    const refunds = await db
      .select()
      .from(creditLedger)
      .where(and(eq(creditLedger.kind, 'refund'), inArray(creditLedger.company_id, [a.companyId, b.companyId])));
    expect(refunds.map((r) => [r.amount_cents, r.lead_id, r.note])).toEqual([
      [2500, lead.id, 'Trip request removed by TripTender'],
      [2500, lead.id, 'Trip request removed by TripTender'],
    ]);
    const [row] = await db.select().from(leads).where(eq(leads.id, lead.id));
    expect(row).toMatchObject({
      status: 'archived',
      deleted_by: admin.user.id,
      deleted_reason: 'Trip request removed by TripTender',
    });
    expect(row!.deleted_at).toBeInstanceOf(Date);
    // each buyer is told, with the reason (modules/purchases/auto-refunds.ts)
    for (const buyer of [a, b]) {
      expect(await outbox.emails(buyer.user.email, 'lead-refunded')).toEqual([
        expect.objectContaining({ amount: '$25.00', reason: 'Trip request removed by TripTender', link: 'wallet' }),
      ]);
    }
    const stored = await db.select().from(purchases).where(eq(purchases.lead_id, lead.id));
    expect(stored.every((p) => p.refunded_at !== null)).toBe(true);
    const [audit] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'lead.deleted'), eq(auditLog.entity_id, lead.id)));
    expect(audit).toMatchObject({ actor_user_id: admin.user.id, entity_type: 'lead' });
    expect((audit!.data as { refunds: { purchase_id: number }[] }).refunds.map((r) => r.purchase_id).sort()).toEqual(
      bought.map((p) => p.id).sort(),
    );
    // gone from the list; a second delete is a 404 and refunds nothing
    expect(ids(await list(as, `search=%23${lead.id}`))).not.toContain(lead.id);
    expect((await as(admin).delete(`/v1/leads/${lead.id}`)).statusCode).toBe(404);
    expect(await getBalanceCents(db, a.companyId)).toBe(10_000);
  });

  it('skips purchases already refunded (e.g. a confirmed bad lead)', async ({ as, fx, db }) => {
    const { a, b, lead, purchases: bought } = await boughtLead(fx, db);
    await db
      .update(purchases)
      .set({ refunded_at: new Date(), refund_reason: 'Bad lead' })
      .where(eq(purchases.id, bought[0]!.id));
    const res = await as(admin).delete(`/v1/leads/${lead.id}`);
    expect(res.json().refunded).toBe(1);
    expect(await getBalanceCents(db, a.companyId)).toBe(7500);
    expect(await getBalanceCents(db, b.companyId)).toBe(10_000);
  });

  it('refunds once when the same lead is deleted twice at the same moment', async ({ as, fx, db }) => {
    const { a, b, lead } = await boughtLead(fx, db);
    const results = await Promise.all([1, 2, 3].map(() => as(admin).delete(`/v1/leads/${lead.id}`)));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 404, 404]);
    expect(await getBalanceCents(db, a.companyId)).toBe(10_000);
    expect(await getBalanceCents(db, b.companyId)).toBe(10_000);
  });

  it('deletes leads sharing buyers concurrently without deadlocks or lost refunds', async ({ as, fx, db }) => {
    const a = await fx.companyUser({ creditCents: 50_000 });
    const b = await fx.companyUser({ creditCents: 50_000 });
    const traveller = await fx.traveller();
    const many = await Promise.all(Array.from({ length: 6 }, () => fx.lead(traveller.user.id)));
    for (const [i, lead] of many.entries()) {
      // alternate the buying order so the lead's purchase ids do not follow company order
      const order = i % 2 ? [b, a] : [a, b];
      for (const c of order) await buyLead(db, { leadId: lead.id, companyId: c.companyId });
    }
    const results = await Promise.all(many.map((lead) => as(admin).delete(`/v1/leads/${lead.id}`)));
    expect(results.map((r) => r.statusCode)).toEqual(Array(6).fill(200));
    expect(await getBalanceCents(db, a.companyId)).toBe(50_000);
    expect(await getBalanceCents(db, b.companyId)).toBe(50_000);
  });

  it('is refused to non-admins (403), and unknown ids are 404', async ({ as, fx, db }) => {
    const { a, lead } = await boughtLead(fx, db);
    const traveller = await fx.traveller();
    const owner = await db.select({ user_id: leads.user_id }).from(leads).where(eq(leads.id, lead.id));
    expect(owner).toHaveLength(1);
    for (const token of [a.token, traveller.token]) {
      expect((await as(token).delete(`/v1/leads/${lead.id}`)).statusCode).toBe(403);
    }
    expect((await as(null).delete(`/v1/leads/${lead.id}`)).statusCode).toBe(401);
    expect((await as(admin).delete('/v1/leads/999999')).statusCode).toBe(404);
    expect((await as(admin).delete('/v1/leads/x')).statusCode).toBe(422);
    const [row] = await db.select().from(leads).where(eq(leads.id, lead.id));
    expect(row!.deleted_at).toBeNull();
    expect(await getBalanceCents(db, a.companyId)).toBe(7500);
  });
});
