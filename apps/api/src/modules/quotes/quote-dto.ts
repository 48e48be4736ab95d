import type { companyQuote } from '@triptender/contract/quotes';
import type { z } from 'zod';
import type { quotes } from '../../db/schema.ts';
import { effectiveQuoteStatus } from '../../domain/quote-status.ts';

type QuoteRow = typeof quotes.$inferSelect;

export function toCompanyQuote(q: QuoteRow): z.output<typeof companyQuote> {
  return {
    id: q.id,
    lead_id: q.lead_id,
    price_cents: q.price_cents,
    currency: q.currency,
    trip_duration: q.trip_duration,
    message: q.message,
    inclusions: q.inclusions,
    exclusions: q.exclusions,
    flights_included: q.flights_included,
    valid_until: q.valid_until,
    status: effectiveQuoteStatus(q),
    decline_reason: q.decline_reason,
    created_at: q.created_at,
    updated_at: q.updated_at,
    status_changed_at: q.status_changed_at,
  };
}
