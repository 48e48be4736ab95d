import { and, asc, eq, gt, isNull, like, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { AdminLead, companyLeadsQuery } from '@triptender/contract/admin';
import type { Db } from '../../db/client.ts';
import { leads, purchases } from '../../db/schema.ts';
import { recordAudit } from '../../lib/audit.ts';
import { notFound } from '../../lib/errors.ts';
import { paginateSelect } from '../../lib/pagination.ts';
import { containsPattern } from '../../lib/sql-text.ts';
import type { Actor } from '../auth/permissions.ts';
import { effectiveLeadStatus, leadOrder, listedSql } from '../../domain/lead-rules.ts';
import { leadColumns, leadContact, toTrip } from '../../domain/trip-fields.ts';
import { refundPurchase } from '../purchases/ledger.ts';

export const LEAD_REMOVED_REASON = 'Trip request removed by TripTender';

const STATUS_FILTER = {
  open: eq(leads.status, 'open'),
  accepted: eq(leads.status, 'accepted'),
  quoted: gt(leads.quotes_count, 0),
  unquoted: eq(leads.quotes_count, 0),
} as const;

/** Search over the lead's stored search text (trigram-indexed), or its id for "123" / "#123". */
function searchCondition(search: string): SQL {
  const text = like(leads.search, containsPattern(search));
  const id = /^#?(\d{1,9})$/.exec(search);
  return id ? or(text, eq(leads.id, Number(id[1])))! : text;
}

/**
 * The admin's All Trips: every listed trip request (not deleted, not awaiting its traveller's
 * confirmation), with its buyers and quotes counted.
 */
export async function listCompanyLeads(opts: { db: Db; query: z.output<typeof companyLeadsQuery> }) {
  const q = opts.query;
  const where = and(
    listedSql,
    q.search ? searchCondition(q.search) : undefined,
    q.country ? eq(leads.country, q.country) : undefined,
    q.trip_type ? eq(leads.trip_type, q.trip_type) : undefined,
    q.status ? STATUS_FILTER[q.status] : undefined,
  );
  return paginateSelect(opts.db, q, {
    select: opts.db.select(leadColumns).from(leads).$dynamic(),
    table: leads,
    where,
    order: leadOrder(q.sort),
    map: (l): AdminLead => ({
      ...toTrip(l),
      // the admin sees the stored title: a lead without one shows '-', not a made-up name
      title: l.title,
      user: leadContact(l),
      companies_count: l.purchases_count,
      bids_count: l.quotes_count,
      status: effectiveLeadStatus(l),
      created_at: l.created_at,
    }),
  });
}

/**
 * Removes a trip request: every company that bought it gets its money back, the lead is
 * soft-deleted and archived, and the audit log records it, all in one transaction. A lead already
 * removed is a 404, so a repeated or concurrent delete refunds nobody twice.
 */
export async function deleteLead(opts: { db: Db; actor: Actor; leadId: number }): Promise<{ refunded: number }> {
  return opts.db.transaction(async (tx) => {
    const [lead] = await tx
      .select({ id: leads.id, title: leads.title, status: leads.status })
      .from(leads)
      .where(and(eq(leads.id, opts.leadId), isNull(leads.deleted_at)))
      .for('update');
    if (!lead) throw notFound();
    // in company order, so two deletions that refund the same companies lock their wallets alike
    const bought = await tx
      .select({ id: purchases.id, company_id: purchases.company_id, price_cents: purchases.price_cents })
      .from(purchases)
      .where(and(eq(purchases.lead_id, lead.id), isNull(purchases.refunded_at)))
      .orderBy(asc(purchases.company_id), asc(purchases.id));
    const refunds: { purchase_id: number; company_id: number; amount_cents: number }[] = [];
    for (const p of bought) {
      const { refunded } = await refundPurchase(tx, {
        purchaseId: p.id,
        actorUserId: opts.actor.id,
        reason: LEAD_REMOVED_REASON,
      });
      if (refunded) refunds.push({ purchase_id: p.id, company_id: p.company_id, amount_cents: p.price_cents });
    }
    await tx
      .update(leads)
      .set({
        deleted_at: sql`now()`,
        deleted_by: opts.actor.id,
        status: 'archived',
        closed_at: sql`coalesce(${leads.closed_at}, now())`,
        updated_at: sql`now()`,
      })
      .where(eq(leads.id, lead.id));
    await recordAudit(tx, {
      actorUserId: opts.actor.id,
      action: 'lead.deleted',
      entityType: 'lead',
      entityId: lead.id,
      data: { title: lead.title, previous_status: lead.status, refunds },
    });
    return { refunded: refunds.length };
  });
}
