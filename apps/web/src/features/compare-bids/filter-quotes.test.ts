import { describe, expect, it } from 'vitest';
import { bestScore } from '@triptender/contract/compare-quotes';
import type { Currency } from '@triptender/contract/enums';
import type { TravellerQuote } from '@triptender/contract/quotes';
import { DEFAULT_FILTERS, filterQuotes, priceBounds } from './filter-quotes.ts';

/** A quote priced `price` whole units of `currency`, worth `converted` units of the display currency. */
function quote(
  id: number,
  name: string,
  price: number,
  rating: number | null,
  badges: string[] = [],
  message = '',
  { currency = 'USD', converted = price }: { currency?: Currency; converted?: number } = {},
): TravellerQuote {
  return {
    id,
    lead_id: 1,
    version: 1,
    accepted_version: null,
    price_cents: price * 100,
    currency,
    price_basis: 'total',
    trip_duration: '8 days',
    message: message || `Quote ${id}`,
    inclusions: [],
    exclusions: [],
    itinerary: [],
    accommodation_standard: null,
    deposit_percent: null,
    cancellation_terms: null,
    flights_included: false,
    valid_until: null,
    status: 'sent',
    decline_reason_code: null,
    decline_reason: null,
    created_at: '2030-01-01T00:00:00.000Z',
    updated_at: '2030-01-01T00:00:00.000Z',
    status_changed_at: null,
    company: {
      id,
      name,
      logo_url: null,
      website: null,
      rating,
      review_count: rating ? 3 : 0,
      badges: badges as TravellerQuote['company']['badges'],
      response_time: { quote: { median_minutes: null, samples: 0 }, reply: { median_minutes: null, samples: 0 } },
    },
    last_reply_at: null,
    purchased_at: null,
    conversation_id: null,
    review: null,
    number_of_people: 2,
    number_of_night: 7,
    price_per_person_cents: (price * 100) / 2,
    price_per_person_per_night_cents: Math.round((price * 100) / 14),
    converted: {
      currency: 'USD',
      price_cents: converted * 100,
      per_person_cents: (converted * 100) / 2,
      per_person_per_night_cents: Math.round((converted * 100) / 14),
      rate: converted / price,
      rate_as_of: currency === 'USD' ? null : '2026-11-26',
    },
    changes: null,
    discount_claimed: false,
  };
}

const a = quote(1, 'Emerald Isle Tours', 4200, 4.8, ['Top Rated', 'Ireland Expert'], 'Cliffs of Moher and Kerry');
const b = quote(2, 'Highland Trails', 3650, 4.0, ['Fast Responder']);
const c = quote(3, 'New Operator', 2980, null, [], 'Budget-friendly B&Bs');
const all = [a, b, c];
const ids = (ps: TravellerQuote[]) => ps.map((p) => p.id);

describe('priceBounds', () => {
  it('spans the lowest and highest price on steps of 100, at least 500 wide', () => {
    expect(priceBounds(all)).toEqual([2900, 4200]);
    expect(priceBounds([b])).toEqual([3600, 4100]);
    expect(priceBounds([])).toEqual([0, 10_000]);
  });
});

describe('filterQuotes', () => {
  const base = { ...DEFAULT_FILTERS, price: priceBounds(all) as [number, number] };

  it("sorts by the 'best' score: rating x 2 - price / 10000", () => {
    expect(bestScore(a)).toBeCloseTo(9.18);
    expect(ids(filterQuotes(all, base))).toEqual([1, 2, 3]);
    expect(ids(filterQuotes(all, { ...base, sort: 'price-asc' }))).toEqual([3, 2, 1]);
    expect(ids(filterQuotes(all, { ...base, sort: 'price-desc' }))).toEqual([1, 2, 3]);
    expect(ids(filterQuotes(all, { ...base, sort: 'rating-desc' }))).toEqual([1, 2, 3]);
    expect(ids(filterQuotes([c, a, b], { ...base, sort: 'latest' }))).toEqual([3, 1, 2]);
  });

  it('searches company name and message without case, and filters price, rating and badges', () => {
    expect(ids(filterQuotes(all, { ...base, search: 'HIGHLAND' }))).toEqual([2]);
    expect(ids(filterQuotes(all, { ...base, search: 'b&bs' }))).toEqual([3]);
    expect(ids(filterQuotes(all, { ...base, price: [3000, 4000] }))).toEqual([2]);
    expect(ids(filterQuotes(all, { ...base, minRating: 4 }))).toEqual([1, 2]);
    expect(ids(filterQuotes(all, { ...base, minRating: 4.5 }))).toEqual([1]);
    expect(ids(filterQuotes(all, { ...base, badges: ['Top Rated', 'Ireland Expert'] }))).toEqual([1]);
    expect(ids(filterQuotes(all, { ...base, badges: ['Top Rated', 'Fast Responder'] }))).toEqual([]);
  });
});

describe('filterQuotes, at the edges', () => {
  const base = { ...DEFAULT_FILTERS, price: priceBounds(all) as [number, number] };

  it('starts with every quote shown: no search, the widest price range, any rating, no badges', () => {
    expect(DEFAULT_FILTERS).toEqual({ search: '', price: [0, 10_000], minRating: 0, badges: [], sort: 'best' });
    expect(ids(filterQuotes(all, DEFAULT_FILTERS))).toEqual([1, 2, 3]);
  });

  it('keeps prices on the bounds and ignores blank searches', () => {
    expect(ids(filterQuotes(all, { ...base, price: [2980, 3650] }))).toEqual([2, 3]);
    expect(ids(filterQuotes(all, { ...base, search: '   ' }))).toEqual([1, 2, 3]);
    expect(ids(filterQuotes(all, { ...base, search: ' emerald ' }))).toEqual([1]);
  });

  it('counts a company without reviews as rated 0, and keeps the order of ties', () => {
    const twin = quote(4, 'Twin Tours', 4200, 4.8);
    expect(ids(filterQuotes([c, twin, a], { ...base, sort: 'rating-desc' }))).toEqual([4, 1, 3]);
    expect(ids(filterQuotes([twin, a], { ...base, sort: 'price-asc' }))).toEqual([4, 1]);
    expect(ids(filterQuotes([c], { ...base, minRating: 3 }))).toEqual([]);
  });

  it('does not change the list it was given', () => {
    const given = [c, a, b];
    filterQuotes(given, { ...base, sort: 'price-desc' });
    expect(ids(given)).toEqual([3, 1, 2]);
  });
});

describe('prices in different currencies', () => {
  // €3,890 (≈ $4,523), £3,150 (≈ $4,145) and $3,590: compared by what they are worth in dollars
  const eur = quote(5, 'Atlantic Way Tours', 3890, 4.6, [], '', { currency: 'EUR', converted: 4523 });
  const gbp = quote(6, 'Highland Trails', 3150, 4.6, [], '', { currency: 'GBP', converted: 4145 });
  const usd = quote(7, 'Burren Way Travel', 3590, 4.6);
  const mixed = [eur, gbp, usd];

  it('sorts, bounds and filters by the converted price, not the raw numbers', () => {
    expect(ids(filterQuotes(mixed, { ...DEFAULT_FILTERS, sort: 'price-asc' }))).toEqual([7, 6, 5]);
    expect(ids(filterQuotes(mixed, { ...DEFAULT_FILTERS, sort: 'price-desc' }))).toEqual([5, 6, 7]);
    expect(priceBounds(mixed)).toEqual([3500, 4600]);
    // £3,150 is inside a $3,000-$4,200 range only because it is worth $4,145
    expect(ids(filterQuotes(mixed, { ...DEFAULT_FILTERS, price: [3000, 4200] }))).toEqual([7, 6]);
  });
});
