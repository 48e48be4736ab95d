// What a quote offers, the same on every screen that shows one: its lists of checklist
// items and free items, its itinerary, accommodation, deposit and cancellation terms.
import { ACCOMMODATION_STANDARD_LABELS } from '@triptender/contract/quote-terms';
import { itemLabel } from '@triptender/contract/quote-items';
import type { QuoteContent } from '@triptender/contract/quotes';
import type { Fact } from './fact-list.tsx';

/** A list of items as words: "Accommodation, Breakfast, Whiskey tasting at Midleton". */
export const itemsText = (items: readonly string[]) => items.map(itemLabel).join(', ');

type Terms = Pick<QuoteContent, 'accommodation_standard' | 'deposit_percent' | 'cancellation_terms'>;

/** The accommodation, deposit and cancellation terms a quote states, as facts (none when not stated). */
export function termsFacts(q: Terms): Fact[] {
  const facts: Fact[] = [];
  if (q.accommodation_standard) facts.push(['Accommodation', ACCOMMODATION_STANDARD_LABELS[q.accommodation_standard]]);
  if (q.deposit_percent !== null) facts.push(['Deposit', `${q.deposit_percent}% on booking`]);
  if (q.cancellation_terms) facts.push(['Cancellation', q.cancellation_terms]);
  return facts;
}

/** What is included and what is not, as facts. */
export function itemFacts(q: Pick<QuoteContent, 'inclusions' | 'exclusions'>): Fact[] {
  const facts: Fact[] = [['Included', q.inclusions.length ? itemsText(q.inclusions) : 'Not stated']];
  if (q.exclusions.length) facts.push(['Not included', itemsText(q.exclusions)]);
  return facts;
}

/** The day-by-day itinerary: "Day 3 · Cliffs of Moher (overnight Doolin)". */
export function ItineraryList({ days, className }: { days: QuoteContent['itinerary']; className?: string }) {
  if (days.length === 0) return null;
  return (
    <ol className={className}>
      {days.map((d) => (
        <li key={d.day} className="text-sm text-slate-800">
          <span className="font-medium text-slate-900">Day {d.day}</span> · {d.title}
          {d.overnight ? <span className="text-slate-600"> (overnight {d.overnight})</span> : null}
          {d.description ? <span className="block text-xs text-slate-600">{d.description}</span> : null}
        </li>
      ))}
    </ol>
  );
}
