import { describe, expect, it } from 'vitest';
import { changedAnything, changeLines, diffQuoteVersions, sameOffer } from './quote-changes.ts';
import { formatMoney } from './money.ts';
import type { QuoteContent } from './quotes.ts';

const v1: QuoteContent & { version: number } = {
  version: 1,
  price_cents: 365_000,
  currency: 'USD',
  price_basis: 'total',
  trip_duration: '8 days',
  message: 'A guided week on the Dingle peninsula.',
  inclusions: ['accommodation', 'private_guide', 'Cooking class'],
  exclusions: ['breakfast', 'flights'],
  itinerary: [{ day: 1, title: 'Killarney', description: null, overnight: 'Killarney' }],
  accommodation_standard: 'guesthouse',
  deposit_percent: 15,
  cancellation_terms: null,
  flights_included: false,
  valid_until: '2027-01-10',
};

describe('what changed between versions', () => {
  it('names the price, the dates, the items added and removed, and the other fields', () => {
    const v2 = {
      ...v1,
      version: 2,
      price_cents: 359_000,
      valid_until: '2027-02-01',
      inclusions: ['accommodation', 'breakfast', 'private_guide', 'Cooking class'],
      exclusions: ['flights'],
      // the same day with its keys in another order (as jsonb gives them back) is no change
      itinerary: [{ overnight: 'Killarney', title: 'Killarney', description: null, day: 1 }],
      deposit_percent: 20,
    };
    const c = diffQuoteVersions(v1, v2);
    expect(c).toMatchObject({
      from_version: 1,
      to_version: 2,
      price: { from_cents: 365_000, to_cents: 359_000 },
      trip_duration: null,
      inclusions_added: ['breakfast'],
      inclusions_removed: [],
      exclusions_removed: ['breakfast'],
      also_changed: ['deposit_percent'],
    });
    expect(changeLines(c, { money: formatMoney, day: (d) => d })).toEqual([
      'Price: $3,650 → $3,590',
      'Valid until: 2027-01-10 → 2027-02-01',
      'Now included: Breakfast',
      'No longer excluded: Breakfast',
      'Also changed: the deposit',
    ]);
    expect(changedAnything(c)).toBe(true);
  });

  it('sees no change in the same offer', () => {
    expect(sameOffer(v1, { ...v1 })).toBe(true);
    expect(changedAnything(diffQuoteVersions(v1, { ...v1, version: 2 }))).toBe(false);
    expect(sameOffer(v1, { ...v1, currency: 'EUR' })).toBe(false);
  });
});
