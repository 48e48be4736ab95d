// The daily digest of new leads, for users who chose it over an email per lead: once a
// digest day (from DIGEST_HOUR_UTC to the next), the leads fitting their company's saved preferences
// that went live since their last digest. Nothing is sent when there are none. Run by workers.ts.
import { and, desc, eq, gt, isNull, lt, lte, or, sql } from 'drizzle-orm';
import { isoDay } from '@triptender/contract/dates';
import type { Db } from '../../db/client.ts';
import { companies, companyLeadPreferences, leads, users } from '../../db/schema.ts';
import { preferencesMatchLeadSql } from '../../domain/lead-matching.ts';
import { bookableSql } from '../../domain/lead-rules.ts';
import { enqueueEmail, type LeadAlertItem } from '../../lib/outbox.ts';
import { alertColumns, alertRecipientsSql, toAlertItem } from './lead-alerts.ts';

/** Digests go out from this hour (UTC): the morning in Ireland and the UK, before operators start work. */
export const DIGEST_HOUR_UTC = 7;
/** A digest lists at most this many leads, newest first, and says how many more there are. */
export const DIGEST_MAX_LEADS = 20;

/** When the digest day of `now` began: today's DIGEST_HOUR_UTC, or yesterday's before that hour. */
export function digestDayStart(now: Date): Date {
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), DIGEST_HOUR_UTC));
  if (start > now) start.setUTCDate(start.getUTCDate() - 1);
  return start;
}

/**
 * Queues the digests that are due at `now` (a clock the tests control): each daily user not yet sent
 * one this digest day, with leads that went live after their last digest (or in the last day, for a
 * first one) and up to `now`, that are open, not started, and fit their company's saved preferences.
 * The user's lead_digest_sent_at moves to `now` in the transaction that queues the email; the dedupe
 * key (user and digest day) keeps two processes running the job from sending it twice.
 */
export async function queueLeadDigests(opts: { db: Db; now?: Date }): Promise<{ queued: number }> {
  const now = opts.now ?? new Date();
  const dayStart = digestDayStart(now);
  const at = sql`${now.toISOString()}::timestamptz`;
  const today = isoDay(now);
  const since = sql`coalesce(${users.lead_digest_sent_at}, ${at} - interval '1 day')`;
  const rows = await opts.db
    .select({
      user_id: users.id,
      email: users.email,
      first_name: users.first_name,
      last_name: users.last_name,
      company_name: companies.name,
      ...alertColumns,
    })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.company_id))
    .innerJoin(companyLeadPreferences, eq(companyLeadPreferences.company_id, users.company_id))
    .innerJoin(
      leads,
      and(
        bookableSql(today),
        gt(leads.went_live_at, since),
        lte(leads.went_live_at, at),
        preferencesMatchLeadSql(today),
      ),
    )
    .where(
      and(alertRecipientsSql('daily'), or(isNull(users.lead_digest_sent_at), lt(users.lead_digest_sent_at, dayStart))),
    )
    .orderBy(users.id, desc(leads.went_live_at), desc(leads.id));

  const byUser = new Map<number, { user: (typeof rows)[number]; items: LeadAlertItem[]; more: number }>();
  for (const row of rows) {
    const entry = byUser.get(row.user_id) ?? { user: row, items: [], more: 0 };
    byUser.set(row.user_id, entry);
    if (entry.items.length < DIGEST_MAX_LEADS) entry.items.push(toAlertItem(row));
    else entry.more++;
  }

  let queued = 0;
  for (const { user, items, more } of byUser.values()) {
    await opts.db.transaction(async (tx) => {
      // another process may have sent it meanwhile: only the one that moves the mark sends it
      const marked = await tx
        .update(users)
        .set({ lead_digest_sent_at: now })
        .where(
          and(
            eq(users.id, user.user_id),
            or(isNull(users.lead_digest_sent_at), lt(users.lead_digest_sent_at, dayStart)),
          ),
        )
        .returning({ id: users.id });
      if (marked.length === 0) return;
      await enqueueEmail(tx, {
        to: user.email,
        toName: `${user.first_name} ${user.last_name}`,
        template: 'lead-digest',
        data: { first_name: user.first_name, company_name: user.company_name, leads: items, more },
        dedupeKey: `lead-digest:${user.user_id}:${dayStart.toISOString()}`,
      });
      queued++;
    });
  }
  return { queued };
}
