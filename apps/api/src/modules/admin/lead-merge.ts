import { asc, inArray } from 'drizzle-orm';
import { MERGE_MESSAGES } from '@triptender/contract/admin';
import type { Db } from '../../db/client.ts';
import { leads } from '../../db/schema.ts';
import { recordAudit } from '../../lib/audit.ts';
import { invalid, notFound } from '../../lib/errors.ts';
import type { Actor } from '../auth/permissions.ts';
import { AUTO_REFUND_REASONS, recordBounce, refundEveryBuyer } from '../purchases/auto-refunds.ts';
import { softDeleteLead } from './leads.ts';

/** What the traveller's merged request says on the admin's side, and the buyers' wallet entries. */
export const mergedReason = (intoLeadId: number) => `Merged into request #${intoLeadId}`;

/**
 * Merges a duplicate request into the same traveller's other request: the duplicate is
 * deleted with the reason and linked to the one it repeats, and every company that bought it is
 * refunded and told by email, in one transaction. Any two live requests with the same email may be
 * merged, whether or not the duplicate was recognised when it was posted. Both rows are locked, in id
 * order, so two merges of the same pair wait for each other; the second finds the duplicate gone (404).
 */
export async function mergeLead(opts: {
  db: Db;
  actor: Actor;
  leadId: number;
  intoLeadId: number;
}): Promise<{ refunded: number }> {
  const { actor, leadId, intoLeadId } = opts;
  if (leadId === intoLeadId) throw invalid('into_lead_id', MERGE_MESSAGES.self);
  return opts.db.transaction(async (tx) => {
    // both rows locked in id order (LockRows runs above the sort): every merge of the pair alike
    const rows = await tx
      .select({ id: leads.id, email: leads.email, title: leads.title, deleted_at: leads.deleted_at })
      .from(leads)
      .where(inArray(leads.id, [leadId, intoLeadId]))
      .orderBy(asc(leads.id))
      .for('update');
    const lead = rows.find((r) => r.id === leadId);
    const into = rows.find((r) => r.id === intoLeadId);
    if (!lead || lead.deleted_at) throw notFound();
    if (!into) throw invalid('into_lead_id', MERGE_MESSAGES.intoNotFound);
    if (into.deleted_at) throw invalid('into_lead_id', MERGE_MESSAGES.intoDeleted);
    if (lead.email.toLowerCase() !== into.email.toLowerCase()) {
      throw invalid('into_lead_id', MERGE_MESSAGES.otherTraveller);
    }
    const refunds = await refundEveryBuyer(tx, {
      leadId,
      reason: AUTO_REFUND_REASONS.merged(intoLeadId),
      actorUserId: actor.id,
    });
    await softDeleteLead(tx, {
      leadId,
      actorUserId: actor.id,
      reason: mergedReason(intoLeadId),
      duplicateOf: intoLeadId,
    });
    await recordAudit(tx, {
      actorUserId: actor.id,
      action: 'lead.merged',
      entityType: 'lead',
      entityId: leadId,
      data: { title: lead.title, into_lead_id: intoLeadId, refunds },
    });
    return { refunded: refunds.length };
  });
}

/** A permanent bounce the admin records (reported later by the mail provider, say): as if the SMTP server had refused it. */
export async function recordReportedBounce(opts: { db: Db; actor: Actor; email: string }) {
  const result = await opts.db.transaction((tx) =>
    recordBounce(tx, { email: opts.email, actorUserId: opts.actor.id, source: 'admin' }),
  );
  return { email: opts.email, ...result };
}
