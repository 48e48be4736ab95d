// The one mapping between what a company writes in a quote (quote-fields.ts) and what a quote offers
// as stored and answered (quoteContent in quotes.ts), both ways: the API keeps the written fields as
// content, the quote form shows a sent quote as fields to edit. A price stated per person is multiplied
// by the trip's travellers (the total is what is stored and compared) and divided back for the form.
import type { QuoteFields, QuoteFieldsOutput } from './quote-fields.ts';
import type { QuoteContent } from './quotes.ts';

/** An itinerary day as stored: jsonb may leave out the days' empty fields. */
type StoredDay = { day: number; title: string; description?: string | null; overnight?: string | null };

/** Anything that holds what a quote offers (a quote, one of its versions, a row), itinerary as stored. */
type ContentSource = Omit<QuoteContent, 'itinerary'> & { itinerary: readonly StoredDay[] };

/** An itinerary as answered: each day's keys in one order, what it does not state null. */
export function itineraryInOrder(days: readonly StoredDay[]): QuoteContent['itinerary'] {
  // jsonb gives keys back in its own order: one order for every answer
  return days.map((d) => ({
    day: d.day,
    title: d.title,
    description: d.description ?? null,
    overnight: d.overnight ?? null,
  }));
}

const travellersPaidFor = (basis: QuoteContent['price_basis'], people: number) =>
  basis === 'per_person' ? Math.max(1, people) : 1;

/** What a quote or one of its versions offers, and nothing else, its itinerary's keys in one order. */
export function quoteContentOf(q: ContentSource): QuoteContent {
  return {
    price_cents: q.price_cents,
    currency: q.currency,
    price_basis: q.price_basis,
    trip_duration: q.trip_duration,
    message: q.message,
    inclusions: q.inclusions,
    exclusions: q.exclusions,
    itinerary: itineraryInOrder(q.itinerary),
    accommodation_standard: q.accommodation_standard,
    deposit_percent: q.deposit_percent,
    cancellation_terms: q.cancellation_terms,
    flights_included: q.flights_included,
    valid_until: q.valid_until,
  };
}

/** The content a company's written fields make, for a trip of `people` travellers. */
export function contentOfFields(f: QuoteFieldsOutput, people: number): QuoteContent {
  return quoteContentOf({ ...f, price_cents: Math.round(f.price * 100) * travellersPaidFor(f.price_basis, people) });
}

/** A sent quote as the quote form's fields (empty text for what is not stated), to edit. */
export function fieldsOfContent(q: QuoteContent, people: number): QuoteFields {
  const { price_cents, flights_included: _inTheLists, itinerary, ...rest } = quoteContentOf(q);
  return {
    ...rest,
    price: String(Math.round(price_cents / travellersPaidFor(q.price_basis, people)) / 100),
    itinerary: itinerary.map((d) => ({ ...d, description: d.description ?? '', overnight: d.overnight ?? '' })),
    accommodation_standard: rest.accommodation_standard ?? '',
    deposit_percent: rest.deposit_percent === null ? '' : String(rest.deposit_percent),
    cancellation_terms: rest.cancellation_terms ?? '',
    valid_until: rest.valid_until ?? '',
  };
}
