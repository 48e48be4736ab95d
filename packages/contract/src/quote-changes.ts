// What changed between two versions of a quote: the API sends the change of the current
// version to the traveller, and the web app compares any two versions the traveller opens, with this
// one function.
import { itemLabel } from './quote-items.ts';
import type { QuoteChanges, QuoteContent } from './quotes.ts';

type Versioned = QuoteContent & { version: number };

const added = (before: readonly string[], after: readonly string[]) => {
  const had = new Set(before.map((i) => i.toLowerCase()));
  return after.filter((i) => !had.has(i.toLowerCase()));
};

// jsonb gives an object's keys back in its own order: compare with keys sorted
const stable = (v: unknown): unknown =>
  Array.isArray(v)
    ? v.map(stable)
    : v && typeof v === 'object'
      ? Object.fromEntries(
          Object.entries(v)
            .sort(([a], [b]) => (a < b ? -1 : 1))
            .map(([k, x]) => [k, stable(x)]),
        )
      : v;
const sameJson = (a: unknown, b: unknown) => JSON.stringify(stable(a)) === JSON.stringify(stable(b));

/** The fields besides price, duration, validity and the lists, in the order they are named. */
const OTHER_FIELDS = [
  'message',
  'itinerary',
  'accommodation_standard',
  'deposit_percent',
  'cancellation_terms',
] as const;

/** How `after` differs from `before`; a field that did not change is null or empty. */
export function diffQuoteVersions(before: Versioned, after: Versioned): QuoteChanges {
  const priceChanged = before.price_cents !== after.price_cents || before.currency !== after.currency;
  return {
    from_version: before.version,
    to_version: after.version,
    price: priceChanged
      ? {
          from_cents: before.price_cents,
          from_currency: before.currency,
          to_cents: after.price_cents,
          to_currency: after.currency,
        }
      : null,
    trip_duration:
      before.trip_duration !== after.trip_duration ? { from: before.trip_duration, to: after.trip_duration } : null,
    valid_until: before.valid_until !== after.valid_until ? { from: before.valid_until, to: after.valid_until } : null,
    inclusions_added: added(before.inclusions, after.inclusions),
    inclusions_removed: added(after.inclusions, before.inclusions),
    exclusions_added: added(before.exclusions, after.exclusions),
    exclusions_removed: added(after.exclusions, before.exclusions),
    also_changed: OTHER_FIELDS.filter((f) => !sameJson(before[f], after[f])),
  };
}

/** Whether two versions offer the same (an edit that changes nothing makes no new version). */
export function sameOffer(a: QuoteContent, b: QuoteContent): boolean {
  const keys = Object.keys(a) as (keyof QuoteContent)[];
  return keys.every((k) => sameJson(a[k], b[k]));
}

/** Whether a change changed anything at all. */
export const changedAnything = (c: QuoteChanges) =>
  c.price !== null ||
  c.trip_duration !== null ||
  c.valid_until !== null ||
  c.inclusions_added.length + c.inclusions_removed.length + c.exclusions_added.length + c.exclusions_removed.length >
    0 ||
  c.also_changed.length > 0;

const ALSO_CHANGED_NAMES: Record<string, string> = {
  message: 'the proposal text',
  itinerary: 'the itinerary',
  accommodation_standard: 'the accommodation',
  deposit_percent: 'the deposit',
  cancellation_terms: 'the cancellation terms',
};

/**
 * A change in words, a line each: "Price: $2,000 → $1,850", "Added: Breakfast, Ferries". `money` and
 * `day` format amounts and dates the way the caller shows them (formatMoney; the web's or an email's date).
 */
export function changeLines(
  c: QuoteChanges,
  fmt: { money: (cents: number, currency: string) => string; day: (iso: string) => string },
): string[] {
  const lines: string[] = [];
  if (c.price) {
    lines.push(
      `Price: ${fmt.money(c.price.from_cents, c.price.from_currency)} → ${fmt.money(c.price.to_cents, c.price.to_currency)}`,
    );
  }
  if (c.trip_duration) lines.push(`Duration: ${c.trip_duration.from} → ${c.trip_duration.to}`);
  if (c.valid_until) {
    const day = (d: string | null) => (d ? fmt.day(d) : 'no date');
    lines.push(`Valid until: ${day(c.valid_until.from)} → ${day(c.valid_until.to)}`);
  }
  const list = (items: string[]) => items.map(itemLabel).join(', ');
  if (c.inclusions_added.length) lines.push(`Now included: ${list(c.inclusions_added)}`);
  if (c.inclusions_removed.length) lines.push(`No longer included: ${list(c.inclusions_removed)}`);
  if (c.exclusions_added.length) lines.push(`Now not included: ${list(c.exclusions_added)}`);
  if (c.exclusions_removed.length) lines.push(`No longer excluded: ${list(c.exclusions_removed)}`);
  if (c.also_changed.length) {
    const names = c.also_changed.map((f) => ALSO_CHANGED_NAMES[f] ?? f);
    lines.push(`Also changed: ${names.join(', ')}`);
  }
  return lines;
}
