import { BadgePercent } from 'lucide-react';
import { DISCOUNT_TEXTS } from '@triptender/contract/marketing';
import { formatApprox, formatMoney } from '@triptender/contract/money';
import type { TravellerQuote } from '@triptender/contract/quotes';
import { cn } from '@/lib/cn.ts';

type Priced = Pick<TravellerQuote, 'price_cents' | 'currency' | 'converted'>;

/**
 * A quote's total in its own currency and, when the traveller compares in another, "≈ $4,523" converted
 * with the admin's rate; under it the price per person and per person per night, in the currency
 * compared in.
 */
export function QuotePrice({ quote: q, className, large }: { quote: Priced; className?: string; large?: boolean }) {
  const c = q.converted;
  const other = c.currency !== q.currency;
  return (
    <span className={cn('block', className)}>
      <span className={cn('block font-bold whitespace-nowrap text-slate-900', large ? 'text-lg' : 'font-semibold')}>
        {formatMoney(q.price_cents, q.currency)}
        <span className="sr-only"> total</span>
      </span>
      {other ? (
        <span className="block text-sm font-medium whitespace-nowrap text-slate-800">
          {formatApprox(c.price_cents, c.currency)}
          <span className="sr-only"> in {c.currency}</span>
        </span>
      ) : null}
      <span className="block text-xs text-slate-600">{formatMoney(c.per_person_cents, c.currency)} per person</span>
      <span className="block text-xs text-slate-600">
        {formatMoney(c.per_person_per_night_cents, c.currency)} per person per night
      </span>
    </span>
  );
}

/**
 * The traveller's claimed 15% first-booking discount on a quote: that the operator was shown it,
 * and (unless `compact`) to check that the price includes it.
 */
export function DiscountNote({
  quote,
  compact,
}: {
  quote: Pick<TravellerQuote, 'discount_claimed'>;
  compact?: boolean;
}) {
  if (!quote.discount_claimed) return null;
  return (
    <span
      className={cn(
        'flex gap-1.5 text-xs text-purple-800',
        compact ? 'mt-1 max-w-44 whitespace-normal' : 'rounded-md bg-purple-50 px-3 py-2',
      )}
    >
      <BadgePercent className="mt-0.5 h-3.5 w-3.5 shrink-0" aria-hidden="true" />
      <span>
        <strong className="font-semibold">{DISCOUNT_TEXTS.claimed}</strong>
        {compact ? ': check it is included' : `. ${DISCOUNT_TEXTS.checkIt}`}
      </span>
    </span>
  );
}
