// A quote's effective status, written once for code and once for SQL from the same rule: a sent
// quote whose valid_until date has passed reads 'expired' (nothing rewrites the row).
import { sql } from 'drizzle-orm';
import { todayIso } from '@triptender/contract/dates';
import type { QuoteStatus } from '@triptender/contract/enums';
import { quotes } from '../db/schema.ts';
import { todaySql } from './lead-rules.ts';

export function effectiveQuoteStatus(
  q: { status: QuoteStatus; valid_until: string | null },
  today: string = todayIso(),
): QuoteStatus {
  return q.status === 'sent' && q.valid_until !== null && q.valid_until < today ? 'expired' : q.status;
}

/** effectiveQuoteStatus() of the current quotes row; null where a left join found no quote. */
export const effectiveQuoteStatusSql = sql<QuoteStatus | null>`(case when ${quotes.status} = 'sent' and ${quotes.valid_until} < ${todaySql} then 'expired' else ${quotes.status} end)`;

/** Whether a quote is still waiting for the traveller's answer (sent and not expired). */
export const isOpenQuote = (q: { status: QuoteStatus; valid_until: string | null }) =>
  effectiveQuoteStatus(q) === 'sent';

/** isOpenQuote() as a WHERE condition. */
export const openQuoteSql = sql<boolean>`(${quotes.status} = 'sent' and (${quotes.valid_until} is null or ${quotes.valid_until} >= ${todaySql}))`;
