import { and, eq, isNull, sql } from 'drizzle-orm';
import { leadTitle } from '@triptender/contract/lead-title';
import { paths } from '@triptender/contract/paths';
import type { Db } from '../../db/client.ts';
import { companies, leads, quotes, reviews, users } from '../../db/schema.ts';
import { leadTitleColumns, tripEndedSql } from '../../domain/lead-rules.ts';
import { enqueueEmail } from '../../lib/outbox.ts';

// a round's work is bounded; what is left waits for the next round (workers.ts runs this every few minutes)
const BATCH = 100;

/**
 * Emails each traveller whose trip has ended (its last night has passed) an invitation to review
 * the operator whose quote they accepted: once per trip, remembered in leads.review_invited_at in
 * the same transaction as the email. Rows are claimed with SKIP LOCKED, so two API processes never
 * invite twice. A trip already reviewed is marked without an email.
 */
export async function queueReviewInvites(opts: { db: Db; publicUrl: string }): Promise<{ emails: number }> {
  return opts.db.transaction(async (tx) => {
    const due = await tx
      .select({
        id: leads.id,
        ...leadTitleColumns,
        company_name: companies.name,
        email: users.email,
        first_name: users.first_name,
        last_name: users.last_name,
        disabled: sql<boolean>`${users.disabled_at} is not null`,
        reviewed: sql<boolean>`${reviews.id} is not null`,
      })
      .from(leads)
      .innerJoin(quotes, and(eq(quotes.lead_id, leads.id), eq(quotes.status, 'accepted')))
      .innerJoin(companies, eq(companies.id, quotes.company_id))
      .innerJoin(users, eq(users.id, leads.user_id))
      .leftJoin(reviews, eq(reviews.quote_id, quotes.id))
      .where(and(eq(leads.status, 'accepted'), isNull(leads.deleted_at), isNull(leads.review_invited_at), tripEndedSql))
      .orderBy(leads.id)
      .limit(BATCH)
      .for('update', { of: leads, skipLocked: true });
    let emails = 0;
    for (const d of due) {
      if (!d.reviewed && !d.disabled) {
        await enqueueEmail(tx, {
          to: d.email,
          toName: `${d.first_name} ${d.last_name}`,
          template: 'review-invite',
          data: {
            first_name: d.first_name,
            company_name: d.company_name,
            lead_title: leadTitle(d),
            link: `${opts.publicUrl}${paths.user.request(d.id)}`,
          },
          dedupeKey: `review-invite:${d.id}`,
        });
        emails++;
      }
      await tx
        .update(leads)
        .set({ review_invited_at: sql`now()` })
        .where(eq(leads.id, d.id));
    }
    return { emails };
  });
}
