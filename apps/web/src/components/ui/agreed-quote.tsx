import { formatMoney, formatPricePerPerson } from '@triptender/contract/money';
import type { CompanyQuote } from '@triptender/contract/quotes';
import { type Fact, FactList } from './fact-list.tsx';
import { itemFacts, termsFacts } from './quote-offer.tsx';

type Agreed = Pick<
  CompanyQuote,
  | 'price_cents'
  | 'currency'
  | 'trip_duration'
  | 'inclusions'
  | 'exclusions'
  | 'accommodation_standard'
  | 'deposit_percent'
  | 'cancellation_terms'
>;

/**
 * An accepted quote as both sides of the booking see it: price (and per person, for the trip's
 * `people`), duration, what it includes and leaves out, and its terms.
 */
export function AgreedQuote({ quote: q, people }: { quote: Agreed; people: number }) {
  const facts: Fact[] = [
    [
      'Price',
      <>
        <strong className="text-slate-900">{formatMoney(q.price_cents, q.currency)}</strong>{' '}
        <span className="text-slate-600">({formatPricePerPerson(q.price_cents, people, q.currency)})</span>
      </>,
    ],
    ['Duration', q.trip_duration],
    ...itemFacts(q),
    ...termsFacts(q),
  ];
  return <FactList className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1" facts={facts} />;
}
