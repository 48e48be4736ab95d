// The 15% first-booking discount on a lead, decided here only and in SQL, so every list of leads
// computes it in its own query (docs/marketplace.md, "The first-booking discount").
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { leads } from '../db/schema.ts';

// Written out: drizzle leaves columns unqualified in a one-table select, and the subqueries must
// name the outer lead's columns ("leads"."email") to be correlated with it.
const lead = (column: keyof typeof leads.$inferSelect) => sql.raw(`"leads"."${column}"`);

/**
 * Whether the traveller of the current `leads` row claimed the first-booking discount for it:
 * - a marketing contact with the lead's email (both are stored lower-case; the lead's is lowered
 *   again so an old row cannot slip through) claimed it, through the dialog of the lead's country
 *   ('discount-claim-scotland' covers Scotland trips only) or the offer for every trip
 *   ('discount-claim-all', whatever page it came from);
 * - and it is still their first booking: no other request of theirs has an accepted quote (the
 *   accepted one keeps the flag, so its operator still sees it).
 */
export const discountClaimedSql = sql<boolean>`(exists (
  select 1 from marketing_contacts claim
  where claim.email = lower(${lead('email')})
    and (claim.lead_type = 'discount-claim-all' or claim.lead_type = 'discount-claim-' || ${lead('country')})
) and not exists (
  select 1 from leads booked
  where booked.user_id = ${lead('user_id')} and booked.id <> ${lead('id')} and booked.status = 'accepted'
))`.mapWith(Boolean);

/** discountClaimedSql for one lead, where the lead was read without it (a row locked for a change). */
export async function leadDiscountClaimed(db: Db, leadId: number): Promise<boolean> {
  const [row] = await db.select({ claimed: discountClaimedSql }).from(leads).where(eq(leads.id, leadId));
  return row?.claimed ?? false;
}
