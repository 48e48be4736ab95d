import { formatMoney, formatPricePerPerson } from '@triptender/contract/money';
import type { CompanyQuote } from '@triptender/contract/quotes';
import { type Fact, FactList } from './fact-list.tsx';

type Agreed = Pick<
  CompanyQuote,
  'price_cents' | 'currency' | 'trip_duration' | 'inclusions' | 'exclusions' | 'flights_included'
>;

/**
 * An accepted quote as both sides of the booking see it: price (and per person, for the trip's
 * `people`), duration, what it includes and leaves out.
 */
export function AgreedQuote({ quote: q, people }: { quote: Agreed; people: number }) {
  const included = [q.flights_included ? 'Flights' : null, q.inclusions].filter(Boolean).join(', ');
  const facts: Fact[] = [
    [
      'Price',
      <>
        <strong className="text-slate-900">{formatMoney(q.price_cents, q.currency)}</strong>{' '}
        <span className="text-slate-600">({formatPricePerPerson(q.price_cents, people, q.currency)})</span>
      </>,
    ],
    ['Duration', q.trip_duration],
    ['Included', included || 'Not stated'],
  ];
  if (q.exclusions) facts.push(['Not included', q.exclusions]);
  return <FactList className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1" facts={facts} />;
}
