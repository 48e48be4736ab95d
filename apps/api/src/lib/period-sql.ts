import { sql } from 'drizzle-orm';
import type { Period } from '@triptender/contract/periods';

/**
 * A query selecting `week_start`: the Monday (UTC) of each week the period touches, first to last, so
 * a weekly report shows a week with nothing in it as a row of zeros.
 */
export const periodWeeksSql = (period: Period) => sql`
  select generate_series(
    date_trunc('week', ${period.from}::date::timestamp),
    date_trunc('week', ${period.to}::date::timestamp),
    interval '1 week'
  ) as week_start`;
