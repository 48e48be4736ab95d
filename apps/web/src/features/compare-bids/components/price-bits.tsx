import { BadgePercent } from 'lucide-react';
import { DISCOUNT_TEXTS } from '@triptender/contract/marketing';
import { formatMoney, formatPricePerPerson } from '@triptender/contract/money';
import type { TravellerQuote } from '@triptender/contract/quotes';
import { cn } from '@/lib/cn.ts';

type Priced = Pick<TravellerQuote, 'price_cents' | 'currency' | 'number_of_people'>;

/** A quote's total in its currency, with the price per person under it ('$1,250 per person'). */
export function QuotePrice({ quote, className, large }: { quote: Priced; className?: string; large?: boolean }) {
  return (
    <span className={cn('block', className)}>
      <span className={cn('block font-bold text-slate-900', large ? 'text-lg' : 'font-semibold')}>
        {formatMoney(quote.price_cents, quote.currency)}
        <span className="sr-only"> total</span>
      </span>
      <span className="block text-xs text-slate-600">
        {formatPricePerPerson(quote.price_cents, quote.number_of_people, quote.currency)}
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
