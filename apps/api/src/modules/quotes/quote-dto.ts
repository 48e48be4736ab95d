import type { QuoteStatus } from '@triptender/contract/enums';
import { type companyQuote, type Currency, todayIso } from '@triptender/contract/quotes';
import type { z } from 'zod';
import type { quotes } from '../../db/schema.ts';

type QuoteRow = typeof quotes.$inferSelect;

/** A sent quote whose valid_until date has passed reads 'expired'; nothing rewrites the row. */
export function displayStatus(q: Pick<QuoteRow, 'status' | 'valid_until'>): QuoteStatus {
  if (q.status === 'sent' && q.valid_until !== null && q.valid_until < todayIso()) return 'expired';
  return q.status as QuoteStatus;
}

export function toCompanyQuote(q: QuoteRow): z.output<typeof companyQuote> {
  return {
    id: q.id,
    lead_id: q.lead_id,
    price_cents: q.price_cents,
    currency: q.currency as Currency,
    trip_duration: q.trip_duration,
    message: q.message,
    inclusions: q.inclusions,
    exclusions: q.exclusions,
    flights_included: q.flights_included,
    valid_until: q.valid_until,
    status: displayStatus(q),
    decline_reason: q.decline_reason,
    created_at: q.created_at,
    updated_at: q.updated_at,
    status_changed_at: q.status_changed_at,
  };
}
