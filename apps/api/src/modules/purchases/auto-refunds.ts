// Automatic refunds: when a lead turns out bad without anyone reporting it, every company
// that bought it gets its money back to the wallet and is told why, by email. One home for the three
// causes: the traveller's address bounced (the outbox worker, or a bounce the admin records), the lead
// was merged into the traveller's earlier request, or the admin deleted it (modules/admin/leads.ts).
// A purchase already refunded (a confirmed bad-lead report, say) is skipped: refundPurchase is idempotent.
import { and, asc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import { formatCents } from '@triptender/contract/money';
import { companyRoleCan } from '@triptender/contract/team';
import type { Db } from '../../db/client.ts';
import { companies, leads, purchases, users } from '../../db/schema.ts';
import { recordAudit } from '../../lib/audit.ts';
import { pick } from '../../lib/pick-columns.ts';
import { emailMembers, membersWhoCan } from '../../domain/company-members.ts';
import { listedSql } from '../../domain/lead-rules.ts';
import { refundPurchase } from './ledger.ts';

export const AUTO_REFUND_REASONS = {
  bounced: "The traveller's email address bounced: the lead could not be reached.",
  merged: (intoLeadId: number) =>
    `Duplicate of request #${intoLeadId}: the traveller had already posted this trip, so it is not sold twice.`,
} as const;

export type AutoRefund = { purchase_id: number; company_id: number; amount_cents: number };

/**
 * Refunds every buyer of a lead that has not been refunded yet, with the reason on its wallet entry,
 * and emails each buyer company. Runs in the caller's transaction; purchases go in company order so two
 * refunds touching the same wallets lock them alike. Returns the purchases refunded now.
 */
export async function refundEveryBuyer(
  tx: Db,
  opts: { leadId: number; reason: string; actorUserId: number | null },
): Promise<AutoRefund[]> {
  const bought = await tx
    .select({
      ...pick(purchases, 'id', 'company_id', 'user_id', 'price_cents'),
      lead_title: leads.title,
      company_name: companies.name,
    })
    .from(purchases)
    .innerJoin(leads, eq(leads.id, purchases.lead_id))
    .innerJoin(companies, eq(companies.id, purchases.company_id))
    .where(and(eq(purchases.lead_id, opts.leadId), isNull(purchases.refunded_at)))
    .orderBy(asc(purchases.company_id), asc(purchases.id));
  const refunds: AutoRefund[] = [];
  for (const p of bought) {
    const { refunded } = await refundPurchase(tx, {
      purchaseId: p.id,
      actorUserId: opts.actorUserId,
      reason: opts.reason,
    });
    if (!refunded) continue;
    refunds.push({ purchase_id: p.id, company_id: p.company_id, amount_cents: p.price_cents });
    await emailBuyer(tx, { ...p, leadId: opts.leadId, reason: opts.reason });
  }
  return refunds;
}

/**
 * Tells the buyer company: its Managers and Finance (who see the wallet) and the member who bought
 * the lead (an Agent, say, who would otherwise wonder where the lead went), each once.
 */
async function emailBuyer(
  tx: Db,
  p: {
    company_id: number;
    user_id: number | null;
    price_cents: number;
    lead_title: string | null;
    company_name: string;
    leadId: number;
    reason: string;
  },
) {
  const recipients = await membersWhoCan(tx, p.company_id, 'viewWallet', { alsoUserId: p.user_id });
  await emailMembers(tx, recipients, (r) => ({
    template: 'lead-refunded',
    data: {
      first_name: r.first_name,
      company_name: p.company_name,
      lead_title: p.lead_title ?? `Trip request #${p.leadId}`,
      amount: formatCents(p.price_cents),
      reason: p.reason,
      link: companyRoleCan(r.company_role, 'viewWallet') ? 'wallet' : 'leads',
    },
  }));
}

/**
 * A permanent bounce of `email` (the SMTP server rejected it, or the admin recorded one reported
 * later): the users with that address are marked bounced, and every buyer of each listed lead with
 * that address is refunded, since the traveller cannot be reached; not of a lead whose traveller
 * accepted a quote, which shows they were reached. Its open requests are closed (archived), so no other
 * company buys a lead nobody can reach. Idempotent: a second bounce finds nothing left to
 * refund. Runs in the caller's transaction.
 */
export async function recordBounce(
  tx: Db,
  opts: { email: string; actorUserId: number | null; source: 'smtp' | 'admin'; error?: string },
): Promise<{ users: number; leads: number[]; refunded: number }> {
  const email = opts.email.trim().toLowerCase();
  const marked = await tx
    .update(users)
    .set({ email_bounced_at: sql`coalesce(${users.email_bounced_at}, now())` })
    .where(eq(users.email, email))
    .returning({ id: users.id });
  const bad = await tx
    .select({ id: leads.id })
    .from(leads)
    .where(and(eq(leads.email, email), listedSql, ne(leads.status, 'accepted')))
    .orderBy(asc(leads.id));
  const refunds: AutoRefund[] = [];
  for (const lead of bad) {
    refunds.push(
      ...(await refundEveryBuyer(tx, {
        leadId: lead.id,
        reason: AUTO_REFUND_REASONS.bounced,
        actorUserId: opts.actorUserId,
      })),
    );
  }
  // and none is sold again: an open request of an unreachable traveller is closed (archived)
  if (bad.length > 0) {
    await tx
      .update(leads)
      .set({ status: 'archived', closed_at: sql`now()`, updated_at: sql`now()` })
      .where(
        and(
          inArray(
            leads.id,
            bad.map((l) => l.id),
          ),
          eq(leads.status, 'open'),
        ),
      );
  }
  // the first bounce of an address is worth a line in the audit log; a repeat only if it refunded something
  if (marked.length > 0 || refunds.length > 0 || opts.source === 'admin') {
    await recordAudit(tx, {
      actorUserId: opts.actorUserId,
      action: 'email.bounced',
      entityType: 'email',
      entityId: null,
      data: { email, source: opts.source, error: opts.error ?? null, leads: bad.map((l) => l.id), refunds },
    });
  }
  return { users: marked.length, leads: bad.map((l) => l.id), refunded: refunds.length };
}
