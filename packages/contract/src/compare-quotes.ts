// How Compare Bids orders quotes: one home for the web app's sort and the API's `sort` parameter
// (GET /v1/client/bids/{userId}?sort=...). Prices are compared in the traveller's display currency
// (`converted`), never as raw numbers of different currencies.
import type { TravellerQuote } from './quotes.ts';

/** The orders the quotes can be sorted in, in the order the Sort select offers them, with their labels. */
export const SORT_LABELS = {
  best: 'Best match',
  'price-asc': 'Price: low to high',
  'price-desc': 'Price: high to low',
  'rating-desc': 'Highest rated',
  latest: 'Latest',
} as const;
export type SortKey = keyof typeof SORT_LABELS;
export const SORT_KEYS = Object.keys(SORT_LABELS) as [SortKey, ...SortKey[]];

type Sortable = Pick<TravellerQuote, 'company'> & { converted: Pick<TravellerQuote['converted'], 'price_cents'> };

/** A quote's price in whole units of the display currency (the slider's and the 'best' score's unit). */
export const comparePriceOf = (p: { converted: { price_cents: number } }) => p.converted.price_cents / 100;
/** Before its first review a company counts as rated 0 for filters and sorts. */
export const ratingOf = (p: Pick<TravellerQuote, 'company'>) => p.company.rating ?? 0;

/** The 'best' score: rating x 2 minus price / 10000 (the price in the display currency). */
export const bestScore = (p: Sortable) => ratingOf(p) * 2 - comparePriceOf(p) / 10_000;

const SORTERS: Record<SortKey, ((a: Sortable, b: Sortable) => number) | null> = {
  best: (a, b) => bestScore(b) - bestScore(a),
  'price-asc': (a, b) => a.converted.price_cents - b.converted.price_cents,
  'price-desc': (a, b) => b.converted.price_cents - a.converted.price_cents,
  'rating-desc': (a, b) => ratingOf(b) - ratingOf(a),
  // keeps the order given: newest first
  latest: null,
};

/** The quotes in the chosen order (stable: ties keep their order), as a new list. */
export function sortQuotes<T extends Sortable>(quotes: readonly T[], sort: SortKey): T[] {
  const sorter = SORTERS[sort];
  return sorter ? [...quotes].sort(sorter) : [...quotes];
}
