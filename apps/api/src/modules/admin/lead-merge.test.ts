// Duplicates on the admin's side: All Trips links a recognised duplicate and its original;
// merging deletes the duplicate, links it, and refunds and emails every buyer once.
import { and, eq, inArray } from 'drizzle-orm';
import { MERGE_MESSAGES } from '@triptender/contract/admin';
import type { Db } from '../../db/client.ts';
import { auditLog, creditLedger, leads } from '../../db/schema.ts';
import { buyLead } from '../../../test/buy-lead.ts';
import type { Session } from '../../../test/fixtures.ts';
import { type As, beforeAll, describe, expect, expectFieldErrors, type Fixtures, it } from '../../../test/harness.ts';
import { AUTO_REFUND_REASONS } from '../purchases/auto-refunds.ts';
import { getBalanceCents } from '../purchases/ledger.ts';

let admin: Session;
beforeAll(async ({ fx }) => (admin = await fx.admin()));

const merge = (as: As, id: number, into: unknown, token: string | null = admin.token) =>
  as(token).post(`/v1/admin/leads/${id}/merge`, { into_lead_id: into });
const adminRow = async (as: As, id: number) =>
  (await as(admin).get(`/v1/companyLeads?search=%23${id}`)).json().data.find((l: { id: number }) => l.id === id);
const openLeadIds = async (as: As, token: string) =>
  (
    (await as(token).get('/v1/openLeads?per_page=100')).json().data as {
      id: number;
    }[]
  ).map((l) => l.id);

/** A traveller's request and a later one recognised as repeating it, the later one bought by two companies. */
async function boughtDuplicate(fx: Fixtures, db: Db) {
  const traveller = await fx.traveller();
  const email = traveller.user.email;
  const original = await fx.lead(traveller.user.id, { email, created_at: new Date(Date.now() - 86_400_000) });
  const duplicate = await fx.lead(traveller.user.id, { email, duplicate_of: original.id, title: 'Same trip again' });
  const a = await fx.companyUser({ creditCents: 10_000 });
  const b = await fx.companyUser({ creditCents: 10_000 });
  await buyLead(db, { leadId: duplicate.id, companyId: a.companyId, userId: a.user.id });
  await buyLead(db, { leadId: duplicate.id, companyId: b.companyId, userId: b.user.id });
  return { traveller, original, duplicate, a, b };
}

describe('duplicates in All Trips', () => {
  it('links a recognised duplicate to its original, both ways', async ({ as, fx, db }) => {
    const { original, duplicate } = await boughtDuplicate(fx, db);
    expect(await adminRow(as, duplicate.id)).toMatchObject({ duplicate_of: original.id, duplicates: [] });
    expect(await adminRow(as, original.id)).toMatchObject({ duplicate_of: null, duplicates: [duplicate.id] });
  });
});

describe('POST /v1/admin/leads/{id}/merge', () => {
  it('deletes the duplicate, links it, refunds and emails every buyer once, and takes it off the marketplace', async ({
    as,
    fx,
    outbox,
    db,
  }) => {
    const { original, duplicate, a, b } = await boughtDuplicate(fx, db);
    const c = await fx.companyUser({ creditCents: 10_000 });
    expect(await openLeadIds(as, c.token)).toContain(duplicate.id);
    expect(await getBalanceCents(db, a.companyId)).toBe(7500);

    const res = await merge(as, duplicate.id, original.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: `Lead #${duplicate.id} merged into #${original.id}.`, refunded: 2 });

    const reason = AUTO_REFUND_REASONS.merged(original.id);
    for (const buyer of [a, b]) {
      expect(await getBalanceCents(db, buyer.companyId)).toBe(10_000);
      expect(await outbox.emails(buyer.user.email, 'lead-refunded')).toEqual([
        expect.objectContaining({ lead_title: 'Same trip again', amount: '$25.00', reason }),
      ]);
    }
    const refunds = await db
      .select()
      .from(creditLedger)
      .where(and(eq(creditLedger.kind, 'refund'), inArray(creditLedger.company_id, [a.companyId, b.companyId])));
    expect(refunds.map((r) => [r.lead_id, r.note])).toEqual([
      [duplicate.id, reason],
      [duplicate.id, reason],
    ]);
    const [row] = await db.select().from(leads).where(eq(leads.id, duplicate.id));
    expect(row).toMatchObject({
      duplicate_of: original.id,
      deleted_reason: `Merged into request #${original.id}`,
      deleted_by: admin.user.id,
      status: 'archived',
    });
    expect(row!.deleted_at).toBeInstanceOf(Date);
    const [audit] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'lead.merged'), eq(auditLog.entity_id, duplicate.id)));
    expect(audit!.data).toMatchObject({ into_lead_id: original.id });

    // gone from the marketplace and All Trips; the original stays, without the merged one listed
    expect(await openLeadIds(as, c.token)).not.toContain(duplicate.id);
    expect(await openLeadIds(as, c.token)).toContain(original.id);
    expect(await adminRow(as, duplicate.id)).toBeUndefined();
    expect(await adminRow(as, original.id)).toMatchObject({ duplicates: [] });

    // merging again is a 404 and refunds nobody twice
    expect((await merge(as, duplicate.id, original.id)).statusCode).toBe(404);
    expect(await getBalanceCents(db, a.companyId)).toBe(10_000);
    expect(await outbox.emails(a.user.email, 'lead-refunded')).toHaveLength(1);
  });

  it('merges any two requests of the same traveller, recognised or not, and once under concurrent merges', async ({
    as,
    fx,
    db,
  }) => {
    const traveller = await fx.traveller();
    const email = traveller.user.email.toUpperCase();
    const first = await fx.lead(traveller.user.id, { email: traveller.user.email });
    const second = await fx.lead(traveller.user.id, { email, country: 'scotland' });
    const a = await fx.companyUser({ creditCents: 10_000 });
    await buyLead(db, { leadId: second.id, companyId: a.companyId, userId: a.user.id });
    const results = await Promise.all([merge(as, second.id, first.id), merge(as, second.id, first.id)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 404]);
    expect(await getBalanceCents(db, a.companyId)).toBe(10_000);
    const [row] = await db.select().from(leads).where(eq(leads.id, second.id));
    expect(row!.duplicate_of).toBe(first.id);
  });

  it("answers 422 for the request itself, an unknown, deleted or other traveller's request, 404 for an unknown one", async ({
    as,
    fx,
    db,
  }) => {
    const { original, duplicate, a } = await boughtDuplicate(fx, db);
    const stranger = await fx.lead((await fx.traveller()).user.id);
    const gone = await fx.lead(original.user_id!, { email: original.email, deleted_at: new Date() });
    expectFieldErrors(await merge(as, duplicate.id, duplicate.id), { into_lead_id: [MERGE_MESSAGES.self] });
    expectFieldErrors(await merge(as, duplicate.id, 999_999), { into_lead_id: [MERGE_MESSAGES.intoNotFound] });
    expectFieldErrors(await merge(as, duplicate.id, gone.id), { into_lead_id: [MERGE_MESSAGES.intoDeleted] });
    expectFieldErrors(await merge(as, duplicate.id, stranger.id), { into_lead_id: [MERGE_MESSAGES.otherTraveller] });
    expect((await merge(as, duplicate.id, 'x')).statusCode).toBe(422);
    expect((await merge(as, 999_999, original.id)).statusCode).toBe(404);
    expect((await merge(as, gone.id, original.id)).statusCode).toBe(404);
    expect(await getBalanceCents(db, a.companyId)).toBe(7500);
  });

  it('is for the admin only', async ({ as, fx, db }) => {
    const { original, duplicate, a, traveller } = await boughtDuplicate(fx, db);
    expect((await merge(as, duplicate.id, original.id, null)).statusCode).toBe(401);
    expect((await merge(as, duplicate.id, original.id, a.token)).statusCode).toBe(403);
    expect((await merge(as, duplicate.id, original.id, traveller.token)).statusCode).toBe(403);
    const [row] = await db.select().from(leads).where(eq(leads.id, duplicate.id));
    expect(row!.deleted_at).toBeNull();
  });
});
