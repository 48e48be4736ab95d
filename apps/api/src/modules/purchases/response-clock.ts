import { and, asc, exists, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { leads, purchases } from '../../db/schema.ts';
import { bookableSql } from '../../domain/lead-rules.ts';
import { releaseDueSlots, slotDueForReleaseSql } from '../../domain/response-clock.ts';

// a round's work is bounded; what is left waits for the next round (workers.ts runs this every few minutes)
const BATCH = 100;

/**
 * The periodic half of the response clock (domain/response-clock.ts): frees the buyer slots of purchases
 * past their quote deadline without a quote, for leads still on sale (a closed lead sells no slot; buyLead
 * frees a lead's due slots itself before its cap check anyway). Leads are claimed FOR UPDATE SKIP LOCKED,
 * the same row lock buyLead and quoting take first: two processes never free one slot twice, and a
 * lead a buyer holds at that moment is left to that buyer (which frees it) or to the next round.
 * `now` is the clock, for tests.
 */
export async function releaseMissedSlots(opts: { db: Db; now?: Date }): Promise<{ released: number }> {
  const now = opts.now ?? new Date();
  return opts.db.transaction(async (tx) => {
    const due = await tx
      .select({ id: leads.id })
      .from(leads)
      .where(
        and(
          bookableSql(),
          exists(
            tx
              .select({ one: sql`1` })
              .from(purchases)
              .where(and(sql`${purchases.lead_id} = ${leads.id}`, slotDueForReleaseSql(now))),
          ),
        ),
      )
      .orderBy(asc(leads.id))
      .limit(BATCH)
      .for('update', { skipLocked: true });
    let released = 0;
    for (const lead of due) released += (await releaseDueSlots(tx, { leadId: lead.id, now })).length;
    return { released };
  });
}
