// The rules of a lead that queries and code both need, each written once: what "today" is, when a
// trip has started, when a lead can still be bought, quoted or accepted, how lists are ordered, and
// the columns its title is made from. docs/glossary.md names the words.
import { and, type AnyColumn, asc, desc, eq, gte, isNull, type SQL, sql } from 'drizzle-orm';
import { todayIso } from '@triptender/contract/dates';
import type { LeadStatus } from '@triptender/contract/enums';
import type { LeadListSort } from '@triptender/contract/enums';
import { PURCHASE_MESSAGES } from '@triptender/contract/purchases';
import type { Db } from '../db/client.ts';
import { leads } from '../db/schema.ts';
import { notFound } from '../lib/errors.ts';

/** Today's date in UTC, as todayIso() gives it in code: the day a trip's start is compared with. */
export const todaySql = sql`(now() at time zone 'utc')::date`;

/** Whether a trip starting on `startDate` (yyyy-MM-dd) has started: its start date is before today. */
export function tripHasStarted(startDate: string, today: string = todayIso()): boolean {
  return startDate < today;
}

/** The same rule in SQL, for the current leads row. */
export const tripStartedSql = sql<boolean>`(${leads.start_date} < ${todaySql})`;

/**
 * A lead companies may still buy and quote and its traveller may still accept a quote on: open,
 * not deleted, and its trip not started.
 */
export function isBookable(lead: Pick<typeof leads.$inferSelect, 'status' | 'deleted_at' | 'start_date'>): boolean {
  return lead.status === 'open' && lead.deleted_at === null && !tripHasStarted(lead.start_date);
}

/** isBookable() as a WHERE condition. */
export const bookableSql: SQL = and(
  eq(leads.status, 'open'),
  isNull(leads.deleted_at),
  gte(leads.start_date, todaySql),
)!;

/** The status a traveller and the admin see: an open lead whose trip has started reads 'archived'. */
export function effectiveLeadStatus(lead: Pick<typeof leads.$inferSelect, 'status' | 'start_date'>): LeadStatus {
  return lead.status === 'open' && tripHasStarted(lead.start_date) ? 'archived' : lead.status;
}

/** The lead columns leadTitle() (contract/lead-title) needs. */
export const leadTitleColumns = { title: leads.title, number_of_night: leads.number_of_night, country: leads.country };

type OrderColumns = { created_at: AnyColumn; id: AnyColumn; start_date: AnyColumn };

/**
 * The ORDER BY of each sort of a lead list. Each is exactly its index's order (the created_at
 * indexes are DESC NULLS LAST, which a plain DESC, meaning NULLS FIRST, does not match), so a page
 * is read in index order and the scan stops at its limit.
 */
export function leadOrder(sort: LeadListSort, t: OrderColumns = leads): SQL[] {
  switch (sort) {
    case 'recent':
      return [sql`${t.created_at} desc nulls last`, sql`${t.id} desc nulls last`];
    case 'oldest':
      return [sql`${t.created_at} asc nulls first`, sql`${t.id} asc nulls first`];
    case 'start_date_asc':
      return [asc(t.start_date), asc(t.id)];
    case 'start_date_desc':
      return [desc(t.start_date), desc(t.id)];
  }
}

/**
 * A lead that is not deleted, locked until the transaction ends, so that buying it, quoting it and
 * closing it are decided one at a time; 404 when there is no such lead.
 */
export async function lockLiveLead(tx: Db, leadId: number): Promise<typeof leads.$inferSelect> {
  const [lead] = await tx
    .select()
    .from(leads)
    .where(and(eq(leads.id, leadId), isNull(leads.deleted_at)))
    .for('update');
  if (!lead) throw notFound(PURCHASE_MESSAGES.notFound);
  return lead;
}
