import type { companyQuote, QuoteContent } from '@triptender/contract/quotes';
import type { z } from 'zod';
import type { quotes, quoteVersions } from '../../db/schema.ts';
import { effectiveQuoteStatus } from '../../domain/quote-status.ts';

type QuoteRow = typeof quotes.$inferSelect;
type VersionRow = typeof quoteVersions.$inferSelect;

/** What a quote or one of its versions offers, as the contract's quoteContent. */
export function quoteContentOf(q: QuoteRow | VersionRow): QuoteContent {
  return {
    price_cents: q.price_cents,
    currency: q.currency,
    price_basis: q.price_basis,
    trip_duration: q.trip_duration,
    message: q.message,
    inclusions: q.inclusions,
    exclusions: q.exclusions,
    // jsonb gives keys back in its own order: one order for every answer
    itinerary: q.itinerary.map((d) => ({
      day: d.day,
      title: d.title,
      description: d.description ?? null,
      overnight: d.overnight ?? null,
    })),
    accommodation_standard: q.accommodation_standard,
    deposit_percent: q.deposit_percent,
    cancellation_terms: q.cancellation_terms,
    flights_included: q.flights_included,
    valid_until: q.valid_until,
  };
}

export function toCompanyQuote(q: QuoteRow): z.output<typeof companyQuote> {
  return Object.assign(quoteContentOf(q), {
    id: q.id,
    lead_id: q.lead_id,
    version: q.version,
    accepted_version: q.accepted_version,
    status: effectiveQuoteStatus(q),
    decline_reason_code: q.decline_reason_code,
    decline_reason: q.decline_reason,
    created_at: q.created_at,
    updated_at: q.updated_at,
    status_changed_at: q.status_changed_at,
  });
}
