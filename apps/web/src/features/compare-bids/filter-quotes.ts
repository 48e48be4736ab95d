// Compare Bids filters and sorts (docs/glossary.md names the quote statuses).
import type { Badge } from '@triptender/contract/enums';
import type { TravellerQuote } from '@triptender/contract/quotes';

export const PRICE_STEP = 100;
export const PRICE_MIN_SPAN = 500;
export const RATING_OPTIONS = [
  { value: 0, label: 'Any' },
  { value: 3, label: '3.0+' },
  { value: 4, label: '4.0+' },
  { value: 4.5, label: '4.5+' },
] as const;
/** The orders the quotes can be sorted in, in the order the Sort select offers them, with their labels. */
export const SORT_LABELS = {
  best: 'Best match',
  'price-asc': 'Price: low to high',
  'price-desc': 'Price: high to low',
  'rating-desc': 'Highest rated',
  latest: 'Latest',
} as const;
export type SortKey = keyof typeof SORT_LABELS;
export const SORT_KEYS = Object.keys(SORT_LABELS) as SortKey[];

export type Filters = {
  search: string;
  price: [number, number];
  minRating: number;
  badges: Badge[];
  sort: SortKey;
};

/** The defaults: price 0 to 10000, rating 0, no badges, sort 'best'. */
export const DEFAULT_FILTERS: Filters = { search: '', price: [0, 10_000], minRating: 0, badges: [], sort: 'best' };

export const priceOf = (p: Pick<TravellerQuote, 'price_cents'>) => p.price_cents / 100;
/** Before its first review a company counts as rated 0 for filters and sorts. */
export const ratingOf = (p: Pick<TravellerQuote, 'company'>) => p.company.rating ?? 0;

/**
 * The slider's bounds: the lowest and highest price of the quotes shown, on the slider's steps of
 * 100, with the maximum at least 500 above the minimum.
 */
export function priceBounds(quotes: Pick<TravellerQuote, 'price_cents'>[]): [number, number] {
  if (quotes.length === 0) return DEFAULT_FILTERS.price;
  const prices = quotes.map(priceOf);
  const min = Math.floor(Math.min(...prices) / PRICE_STEP) * PRICE_STEP;
  const max = Math.ceil(Math.max(...prices) / PRICE_STEP) * PRICE_STEP;
  return [min, Math.max(max, min + PRICE_MIN_SPAN)];
}

/** The 'best' score: rating x 2 minus price / 10000. */
export const bestScore = (p: Pick<TravellerQuote, 'company' | 'price_cents'>) => ratingOf(p) * 2 - priceOf(p) / 10_000;

const SORTERS: Record<SortKey, ((a: TravellerQuote, b: TravellerQuote) => number) | null> = {
  best: (a, b) => bestScore(b) - bestScore(a),
  'price-asc': (a, b) => priceOf(a) - priceOf(b),
  'price-desc': (a, b) => priceOf(b) - priceOf(a),
  'rating-desc': (a, b) => ratingOf(b) - ratingOf(a),
  // keeps the order the server sent: newest first
  latest: null,
};

/**
 * Case-insensitive search over company name and message; price within the range; rating at least
 * the minimum; every ticked badge present. Then the chosen sort (stable).
 */
export function filterQuotes(quotes: TravellerQuote[], f: Filters): TravellerQuote[] {
  const q = f.search.trim().toLowerCase();
  const kept = quotes.filter((p) => {
    if (q && !p.company.name.toLowerCase().includes(q) && !p.message.toLowerCase().includes(q)) return false;
    const price = priceOf(p);
    if (price < f.price[0] || price > f.price[1]) return false;
    if (ratingOf(p) < f.minRating) return false;
    return f.badges.every((b) => p.company.badges.includes(b));
  });
  const sorter = SORTERS[f.sort];
  return sorter ? [...kept].sort(sorter) : kept;
}

/** Highlights for the compare drawer: the first inclusions, and whether flights are included. */
export function highlights(p: Pick<TravellerQuote, 'inclusions' | 'flights_included'>, max = 4): string[] {
  const items = (p.inclusions ?? '')
    .split(/[\n,;•]+/)
    .map((s) => s.trim())
    .filter(Boolean)
    .slice(0, max);
  if (p.flights_included) items.unshift('Flights included');
  return items;
}
