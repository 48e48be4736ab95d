import { and, eq, isNull, like, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { AdminLead, allTripsQuery } from '@triptender/contract/admin';
import type { Db } from '../../db/client.ts';
import { leads } from '../../db/schema.ts';
import { recordAudit } from '../../lib/audit.ts';
import { notFound } from '../../lib/errors.ts';
import { paginateKeyset } from '../../lib/pagination.ts';
import { containsPattern } from '../../lib/sql-text.ts';
import type { Actor } from '../auth/permissions.ts';
import { effectiveLeadStatus, leadKeyset, leadStatusFilter } from '../../domain/lead-rules.ts';
import { leadColumns, leadContact, toTrip } from '../../domain/trip-fields.ts';
import { refundEveryBuyer } from '../purchases/auto-refunds.ts';

export const LEAD_REMOVED_REASON = 'Trip request removed by TripTender';

/**
 * A search: "123" or "#123" is that lead, something shaped like an email address is the traveller's
 * email exactly (the lower(email) index; the trigram index is a poor fit for a whole address), and
 * anything else is looked for in the lead's stored search text (trigram-indexed). Decision 019.
 */
function searchCondition(search: string): SQL {
  const id = /^#?(\d{1,9})$/.exec(search);
  if (id) return eq(leads.id, Number(id[1]));
  if (/^[^\s@]+@[^\s@]+$/.test(search)) return sql`lower(${leads.email}) = ${search.toLowerCase()}`;
  return like(leads.search, containsPattern(search));
}

/**
 * The ids of the live requests recognised as repeating the current lead (their duplicate_of), in order.
 * Written out: drizzle leaves columns unqualified in a one-table select (see domain/discount.ts).
 */
const duplicatesSql = sql<number[]>`(select coalesce(json_agg(dup.id order by dup.id), '[]'::json)
  from leads dup where dup.duplicate_of = "leads"."id" and dup.deleted_at is null)`;

/**
 * The admin's All Trips: every trip request not deleted, including those awaiting their traveller's
 * confirmation or expired unconfirmed (the admin sees them; no company does), with its
 * buyers and quotes counted. At a million leads pages follow cursors and large totals are
 * estimated (paginateKeyset, decision 019).
 */
export async function listAllTrips(opts: { db: Db; query: z.output<typeof allTripsQuery> }) {
  const q = opts.query;
  const where = and(
    isNull(leads.deleted_at),
    q.search ? searchCondition(q.search) : undefined,
    q.country ? eq(leads.country, q.country) : undefined,
    q.trip_type ? eq(leads.trip_type, q.trip_type) : undefined,
    q.status ? leadStatusFilter(q.status) : undefined,
  );
  return paginateKeyset(opts.db, q, {
    select: opts.db
      .select({ ...leadColumns, duplicates: duplicatesSql })
      .from(leads)
      .$dynamic(),
    table: leads,
    where,
    ...leadKeyset(q.sort),
    map: (l): AdminLead =>
      Object.assign(toTrip(l), {
        // the admin sees the stored title: a lead without one shows '-', not a made-up name
        title: l.title,
        user: leadContact(l),
        companies_count: l.purchases_count,
        bids_count: l.quotes_count,
        status: effectiveLeadStatus(l),
        created_at: l.created_at,
        duplicate_of: l.duplicate_of,
        duplicates: l.duplicates,
      }),
  });
}

/**
 * Removes a trip request: every company that bought it gets its money back, with the reason, and is
 * told by email (modules/purchases/auto-refunds.ts); the lead is soft-deleted and archived with that
 * reason, and the audit log records it, all in one transaction. A lead already removed is a 404, so a
 * repeated or concurrent delete refunds nobody twice.
 */
export async function deleteLead(opts: { db: Db; actor: Actor; leadId: number }): Promise<{ refunded: number }> {
  return opts.db.transaction(async (tx) => {
    const [lead] = await tx
      .select({ id: leads.id, title: leads.title, status: leads.status })
      .from(leads)
      .where(and(eq(leads.id, opts.leadId), isNull(leads.deleted_at)))
      .for('update');
    if (!lead) throw notFound();
    const refunds = await refundEveryBuyer(tx, {
      leadId: lead.id,
      reason: LEAD_REMOVED_REASON,
      actorUserId: opts.actor.id,
    });
    await softDeleteLead(tx, { leadId: lead.id, actorUserId: opts.actor.id, reason: LEAD_REMOVED_REASON });
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

/** A lead gone from every list: deleted with its reason, and archived so nothing can happen on it. */
export async function softDeleteLead(
  tx: Db,
  opts: { leadId: number; actorUserId: number; reason: string; duplicateOf?: number },
) {
  await tx
    .update(leads)
    .set({
      deleted_at: sql`now()`,
      deleted_by: opts.actorUserId,
      deleted_reason: opts.reason,
      ...(opts.duplicateOf !== undefined ? { duplicate_of: opts.duplicateOf } : {}),
      status: 'archived',
      closed_at: sql`coalesce(${leads.closed_at}, now())`,
      updated_at: sql`now()`,
    })
    .where(eq(leads.id, opts.leadId));
}
