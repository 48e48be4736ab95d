// When a trip request repeats an earlier one, written once: in code (isDuplicateOf, for one
// pair) and in SQL (duplicateOfSql, to find the earlier request). domain/duplicates.test.ts checks both
// agree. A request repeats an earlier one by the same email for the same country whose dates overlap
// ([start_date, start_date + nights) intersect), posted within DUPLICATE_WINDOW_DAYS and still alive
// (not deleted; awaiting confirmation, open or accepted: an expired or archived one is over).
// docs/marketplace.md ("Duplicates") states the rule.
import { and, desc, eq, gt, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import { DUPLICATE_WINDOW_DAYS } from '@triptender/contract/constants';
import { addDaysIso } from '@triptender/contract/dates';
import type { LeadStatus } from '@triptender/contract/enums';
import type { Db } from '../db/client.ts';
import { leads } from '../db/schema.ts';

type LeadRow = typeof leads.$inferSelect;

/** The fields of a new request that decide whether it repeats an earlier one. */
export type DuplicateKey = Pick<LeadRow, 'email' | 'country' | 'start_date' | 'number_of_night'>;

/** The statuses of an earlier request that a new one can repeat. */
const ALIVE: LeadStatus[] = ['pending', 'open', 'accepted'];

const DAY_MS = 86_400_000;

/** Whether two stays [start, start + nights) share at least one night. */
function datesOverlap(a: Pick<DuplicateKey, 'start_date' | 'number_of_night'>, b: typeof a): boolean {
  return (
    a.start_date < addDaysIso(b.start_date, b.number_of_night) &&
    b.start_date < addDaysIso(a.start_date, a.number_of_night)
  );
}

/** Whether a request `key` posted at `now` repeats `earlier`. */
export function isDuplicateOf(
  key: DuplicateKey,
  earlier: DuplicateKey & Pick<LeadRow, 'status' | 'deleted_at' | 'created_at'>,
  now: Date,
): boolean {
  return (
    earlier.email === key.email &&
    earlier.country === key.country &&
    datesOverlap(earlier, key) &&
    earlier.created_at.getTime() > now.getTime() - DUPLICATE_WINDOW_DAYS * DAY_MS &&
    earlier.deleted_at === null &&
    ALIVE.includes(earlier.status)
  );
}

/** isDuplicateOf() as a WHERE condition on the earlier request (the current leads row). */
export function duplicateOfSql(key: DuplicateKey, now: Date): SQL {
  const start = sql`${key.start_date}::date`;
  return and(
    eq(leads.email, key.email),
    eq(leads.country, key.country),
    sql`${leads.start_date} < ${start} + ${key.number_of_night}::int`,
    sql`${start} < ${leads.start_date} + ${leads.number_of_night}`,
    gt(leads.created_at, new Date(now.getTime() - DUPLICATE_WINDOW_DAYS * DAY_MS)),
    isNull(leads.deleted_at),
    inArray(leads.status, ALIVE),
  )!;
}

/** The newest earlier request that `key` repeats, if any. */
export async function findDuplicate(db: Db, key: DuplicateKey, now = new Date()): Promise<LeadRow | undefined> {
  const [row] = await db
    .select()
    .from(leads)
    .where(duplicateOfSql(key, now))
    .orderBy(desc(leads.created_at), desc(leads.id))
    .limit(1);
  return row;
}
