import { describe, expect, it } from 'vitest';
import type { TravellerQuote } from '@triptender/contract/quotes';
import { bestScore, DEFAULT_FILTERS, filterQuotes, highlights, priceBounds } from './filter-quotes.ts';

function quote(
  id: number,
  name: string,
  price: number,
  rating: number | null,
  badges: string[] = [],
  message = '',
): TravellerQuote {
  return {
    id,
    lead_id: 1,
    price_cents: price * 100,
    currency: 'USD',
    trip_duration: '8 days',
    message: message || `Quote ${id}`,
    inclusions: null,
    exclusions: null,
    flights_included: false,
    valid_until: null,
    status: 'sent',
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
    },
    last_reply_at: null,
    purchased_at: null,
    conversation_id: null,
    review: null,
    number_of_people: 2,
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

describe('highlights', () => {
  it('lists the first inclusions, flights first when included', () => {
    expect(
      highlights({ inclusions: 'Hotels, transfers; guide\nentrance fees, boat trip', flights_included: true }),
    ).toEqual(['Flights included', 'Hotels', 'transfers', 'guide', 'entrance fees']);
    expect(highlights({ inclusions: null, flights_included: false })).toEqual([]);
  });
});
