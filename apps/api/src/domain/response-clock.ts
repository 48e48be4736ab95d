// The response clock (docs/marketplace.md "The response clock"): a purchase holds one of its
// lead's buyer slots until its company quotes the lead or its quote deadline passes. A purchase that
// missed its deadline gives the slot back (purchases.slot_released_at, leads.slots_held one lower) so
// the next operator can buy; its company keeps the lead, the contact details and the right to quote,
// and is not refunded. Written once here, in code and as SQL; buyLead and the periodic job both call
// releaseDueSlots.
//
// Decisions:
// - A quote counts once it was sent, whatever became of it later (withdrawn, declined, expired): the
//   company answered in time, which is what the clock measures. A quotes row exists for every quote sent
//   (one per lead and company), so "has a quote" is "a quotes row exists".
// - A refunded purchase (a bad-lead report the admin confirmed, or an automatic refund) keeps its slot:
//   the refund says the lead was bad, and freeing its slot would sell the same bad lead to one more
//   operator. Such purchases are never released, so slots_held does not change with a refund.
import { and, eq, exists, isNull, lte, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { leads, purchases, quotes } from '../db/schema.ts';
import { recordAudit } from '../lib/audit.ts';
import { noteAutoBuyMiss } from './auto-buy.ts';

const HOUR_MS = 3_600_000;

/** The quote deadline of a purchase made at `boughtAt` with the admin's quote_deadline_hours. */
export function quoteDueAt(boughtAt: Date, deadlineHours: number): Date {
  return new Date(boughtAt.getTime() + deadlineHours * HOUR_MS);
}

type ClockFields = { quote_due_at: Date | null; slot_released_at: Date | null; refunded_at: Date | null };

/**
 * Whether a purchase still holds its buyer slot: not given back already, and either quoted (at any
 * time before its release), refunded (see the decisions above), without a deadline, or before it.
 */
export function holdsSlot(p: ClockFields, quoted: boolean, now: Date = new Date()): boolean {
  if (p.slot_released_at) return false;
  if (quoted || p.refunded_at || !p.quote_due_at) return true;
  return p.quote_due_at.getTime() > now.getTime();
}

/** The company of the current purchases row has a quote on its lead (sent at any time, any status since). */
export const purchaseQuotedSql: SQL = exists(
  sql`(select 1 from ${quotes} where ${quotes.lead_id} = ${purchases.lead_id} and ${quotes.company_id} = ${purchases.company_id})`,
);

/** The current purchases row has missed its deadline and still holds a slot: !holdsSlot() in SQL. */
export function slotDueForReleaseSql(now: Date): SQL {
  return and(
    isNull(purchases.slot_released_at),
    isNull(purchases.refunded_at),
    lte(purchases.quote_due_at, now),
    sql`not ${purchaseQuotedSql}`,
  )!;
}

/**
 * Gives back the slot of every purchase of one lead that missed its deadline at `now`: marks each
 * released, lowers leads.slots_held by as many, and audits each, in the caller's transaction. The caller
 * must hold the lead's row lock (lockLiveLead, or the job's FOR UPDATE), so two releases of one lead, a
 * release and a purchase, or a release and a quote run one after another and each purchase is released
 * at most once (the update only takes rows still unreleased). Returns the purchases released.
 */
export async function releaseDueSlots(
  tx: Db,
  opts: { leadId: number; now?: Date },
): Promise<{ purchaseId: number; companyId: number }[]> {
  const now = opts.now ?? new Date();
  const released = await tx
    .update(purchases)
    .set({ slot_released_at: now })
    .where(and(eq(purchases.lead_id, opts.leadId), slotDueForReleaseSql(now)))
    .returning({
      purchaseId: purchases.id,
      companyId: purchases.company_id,
      dueAt: purchases.quote_due_at,
      automatic: purchases.automatic,
    });
  if (released.length === 0) return [];
  await tx
    .update(leads)
    .set({ slots_held: sql`greatest(${leads.slots_held} - ${released.length}, 0)` })
    .where(eq(leads.id, opts.leadId));
  for (const r of released) {
    await recordAudit(tx, {
      actorUserId: null,
      action: 'purchase.slot_released',
      entityType: 'purchase',
      entityId: r.purchaseId,
      companyId: r.companyId,
      data: { lead_id: opts.leadId, quote_due_at: r.dueAt?.toISOString() ?? null },
    });
    if (r.automatic) await noteAutoBuyMiss(tx, r.companyId);
  }
  return released.map(({ purchaseId, companyId }) => ({ purchaseId, companyId }));
}
