// Compare Bids filters (docs/glossary.md names the quote statuses). Prices are compared in the
// traveller's display currency (each quote's `converted` price), never as raw numbers of different
// currencies; the order is the contract's sortQuotes, the same the API's `sort` uses.
import { comparePriceOf, ratingOf, type SortKey, sortQuotes } from '@triptender/contract/compare-quotes';
import type { Badge } from '@triptender/contract/enums';
import type { TravellerQuote } from '@triptender/contract/quotes';

export const PRICE_STEP = 100;
export const PRICE_MIN_SPAN = 500;
/** The compare drawer takes at most this many quotes side by side. */
export const COMPARE_MAX = 4;
export const RATING_OPTIONS = [
  { value: 0, label: 'Any' },
  { value: 3, label: '3.0+' },
  { value: 4, label: '4.0+' },
  { value: 4.5, label: '4.5+' },
] as const;

export type Filters = {
  search: string;
  /** Whole units of the display currency. */
  price: [number, number];
  minRating: number;
  badges: Badge[];
  sort: SortKey;
};

/** The defaults: price 0 to 10000, rating 0, no badges, sort 'best'. */
export const DEFAULT_FILTERS: Filters = { search: '', price: [0, 10_000], minRating: 0, badges: [], sort: 'best' };

type Priced = Pick<TravellerQuote, 'converted'>;

/**
 * The slider's bounds: the lowest and highest price of the quotes shown in the display currency, on
 * the slider's steps of 100, with the maximum at least 500 above the minimum.
 */
export function priceBounds(quotes: Priced[]): [number, number] {
  if (quotes.length === 0) return DEFAULT_FILTERS.price;
  const prices = quotes.map(comparePriceOf);
  const min = Math.floor(Math.min(...prices) / PRICE_STEP) * PRICE_STEP;
  const max = Math.ceil(Math.max(...prices) / PRICE_STEP) * PRICE_STEP;
  return [min, Math.max(max, min + PRICE_MIN_SPAN)];
}

/**
 * Case-insensitive search over company name and message; price (in the display currency) within the
 * range; rating at least the minimum; every ticked badge present. Then the chosen sort (stable).
 */
export function filterQuotes(quotes: TravellerQuote[], f: Filters): TravellerQuote[] {
  const q = f.search.trim().toLowerCase();
  const kept = quotes.filter((p) => {
    if (q && !p.company.name.toLowerCase().includes(q) && !p.message.toLowerCase().includes(q)) return false;
    const price = comparePriceOf(p);
    if (price < f.price[0] || price > f.price[1]) return false;
    if (ratingOf(p) < f.minRating) return false;
    return f.badges.every((b) => p.company.badges.includes(b));
  });
  return sortQuotes(kept, f.sort);
}
