// The rules of a lead that queries and code both need, each written once: what "today" is, when a
// trip has started and ended, the status a new lead starts with, when a lead is listed (seen by
// companies) and can still be bought, quoted or accepted, how lists are ordered, and the columns its
// title is made from. docs/glossary.md names the words.
import {
  and,
  type AnyColumn,
  asc,
  desc,
  eq,
  gt,
  gte,
  inArray,
  isNull,
  notInArray,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import { addDaysIso, todayIso } from '@triptender/contract/dates';
import type { LeadListSort, LeadStatus, LeadStatusFilter } from '@triptender/contract/enums';
import { PURCHASE_MESSAGES } from '@triptender/contract/purchases';
import type { Db } from '../db/client.ts';
import { leads } from '../db/schema.ts';
import { notFound } from '../lib/errors.ts';

/** Today's date in UTC, as todayIso() gives it in code: the day a trip's start is compared with. */
export const todaySql = sql`(now() at time zone 'utc')::date`;

/** `today` (yyyy-MM-dd) as a SQL date, or the database's UTC day (todaySql) when none is given. */
export const todayDateSql = (today?: string): SQL => (today === undefined ? todaySql : sql`${today}::date`);

/** Whether a trip starting on `startDate` (yyyy-MM-dd) has started: its start date is before today. */
export function tripHasStarted(startDate: string, today: string = todayIso()): boolean {
  return startDate < today;
}

/** The same rule in SQL, for the current leads row. */
export const tripStartedSql = sql<boolean>`(${leads.start_date} < ${todaySql})`;

type LeadRow = typeof leads.$inferSelect;

/**
 * The status a new lead starts with, decided here only (only confirmed travellers are sold).
 * A guest's request always waits for its traveller to follow the emailed link ('pending'): the link
 * proves the email is theirs, and nobody can post into someone else's account. A logged-in
 * traveller's request is open at once when the account's email is verified (a link was followed, or
 * the admin CLI made the account), else it waits for the emailed link too.
 */
export function initialLeadStatus(opts: { byGuest: boolean; emailVerified: boolean }): 'pending' | 'open' {
  return !opts.byGuest && opts.emailVerified ? 'open' : 'pending';
}

/** Statuses of a request its traveller never confirmed: never shown to a company, counted or sold. */
const UNCONFIRMED: LeadStatus[] = ['pending', 'expired'];

/**
 * A lead that exists for companies: confirmed (not 'pending' nor 'expired', which are never shown,
 * counted or sold) and not deleted. Every read of leads companies see, and every count of leads, uses it.
 */
export function isListed(lead: Pick<LeadRow, 'status' | 'deleted_at'>): boolean {
  return !UNCONFIRMED.includes(lead.status) && lead.deleted_at === null;
}

/**
 * isListed() as a WHERE condition. Its statuses are written into the statement (inlineParams), as are
 * bookableSql's: sent as parameters, PostgreSQL cannot price a prepared statement's generic plan for them
 * and plans each execution again (lib/pagination.ts, inlinedCount).
 */
export const listedSql: SQL = and(notInArray(leads.status, UNCONFIRMED), isNull(leads.deleted_at))!.inlineParams();

/**
 * A lead companies may still buy and quote and its traveller may still accept a quote on: listed,
 * open, and its trip not started.
 */
export function isBookable(lead: Pick<LeadRow, 'status' | 'deleted_at' | 'start_date'>): boolean {
  return isListed(lead) && lead.status === 'open' && !tripHasStarted(lead.start_date);
}

/** isBookable() as a WHERE condition, on `today` (yyyy-MM-dd; the database's UTC day by default). */
export function bookableSql(today?: string): SQL {
  return and(listedSql, eq(leads.status, 'open'), gte(leads.start_date, todayDateSql(today)))!.inlineParams();
}

/**
 * The day a trip's review opens (yyyy-MM-dd): the morning after its last night, start date +
 * nights. Before it the traveller cannot review the company, however early they accepted a quote.
 */
export function reviewOpensOn(lead: Pick<LeadRow, 'start_date' | 'number_of_night'>): string {
  return addDaysIso(lead.start_date, lead.number_of_night);
}

/** Whether the trip's last night has passed, so it may be reviewed. */
export function tripHasEnded(lead: Pick<LeadRow, 'start_date' | 'number_of_night'>, today = todayIso()): boolean {
  return reviewOpensOn(lead) <= today;
}

/** tripHasEnded() in SQL, for the current leads row (a date plus whole days is a date). */
export const tripEndedSql = sql<boolean>`((${leads.start_date} + ${leads.number_of_night}) <= ${todaySql})`;

/** The statuses that read 'archived' once the trip has started (effectiveLeadStatus). */
const WAITING: LeadStatus[] = ['open', 'pending'];

/**
 * The status a traveller and the admin see: an open lead whose trip has started reads 'archived',
 * and so does one still awaiting confirmation (too late to confirm).
 */
export function effectiveLeadStatus(lead: Pick<typeof leads.$inferSelect, 'status' | 'start_date'>): LeadStatus {
  return WAITING.includes(lead.status) && tripHasStarted(lead.start_date) ? 'archived' : lead.status;
}

/** effectiveLeadStatus() in SQL, for the current leads row. */
export const effectiveLeadStatusSql = sql<LeadStatus>`(case when ${inArray(leads.status, WAITING).inlineParams()} and ${tripStartedSql} then 'archived' else ${leads.status} end)`;

/**
 * The admin's All Trips filter as a WHERE condition: the leads shown with `status` (effectiveLeadStatus),
 * written so that the status and start-date indexes serve it; 'quoted' and 'unquoted' are whether any
 * quote was sent.
 */
export function leadStatusFilter(status: LeadStatusFilter): SQL {
  switch (status) {
    case 'quoted':
      return gt(leads.quotes_count, 0);
    case 'unquoted':
      return eq(leads.quotes_count, 0);
    case 'open':
    case 'pending':
      return and(eq(leads.status, status), gte(leads.start_date, todaySql))!;
    case 'archived':
      return or(eq(leads.status, 'archived'), and(inArray(leads.status, WAITING), tripStartedSql))!;
    case 'accepted':
    case 'expired':
      return eq(leads.status, status);
  }
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

/** Each sort and its reverse, which reads the same index backwards (keyset paging's `before`). */
const REVERSED_SORT: Record<LeadListSort, LeadListSort> = {
  recent: 'oldest',
  oldest: 'recent',
  start_date_asc: 'start_date_desc',
  start_date_desc: 'start_date_asc',
};

/** What a lead list sorts by, for keyset paging (paginateKeyset in lib/pagination.ts): leadOrder's columns. */
export function leadKeyset(sort: LeadListSort, t: OrderColumns = leads) {
  return {
    order: leadOrder(sort, t),
    reversed: leadOrder(REVERSED_SORT[sort], t),
    key: sort === 'recent' || sort === 'oldest' ? t.created_at : t.start_date,
    id: t.id,
    descending: sort === 'recent' || sort === 'start_date_desc',
  };
}

/**
 * A listed lead (isListed), locked until the transaction ends, so that buying it and quoting it are
 * decided one at a time; 404 when there is no such lead, or it still awaits its traveller's confirmation.
 */
export async function lockLiveLead(tx: Db, leadId: number): Promise<typeof leads.$inferSelect> {
  const [lead] = await tx
    .select()
    .from(leads)
    .where(and(eq(leads.id, leadId), listedSql))
    .for('update');
  if (!lead) throw notFound(PURCHASE_MESSAGES.notFound);
  return lead;
}
