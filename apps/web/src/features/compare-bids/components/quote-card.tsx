import type { ReactNode } from 'react';
import type { TravellerQuote } from '@triptender/contract/quotes';
import { Card } from '@/components/ui/card.tsx';
import { DECLINE_REASON_LABELS } from '@triptender/contract/quote-terms';
import { FactList } from '@/components/ui/fact-list.tsx';
import { ItineraryList, itemFacts, termsFacts } from '@/components/ui/quote-offer.tsx';
import { cn } from '@/lib/cn.ts';
import { DiscountNote, QuotePrice } from './price-bits.tsx';
import { CompanyBadges, CompanyLogo, CompanyName, CompanyRating, ResponseText } from './company-bits.tsx';
import { QuoteUpdates } from './quote-updates.tsx';

/**
 * The quote card: logo, name, rating, review count, badges, price, trip duration, the
 * proposal (3 lines unless `full`), last reply, Compare checkbox and the actions.
 */
export function QuoteCard({
  quote: p,
  tripTitle,
  selected,
  onToggleCompare,
  actions,
  full,
  children,
}: {
  quote: TravellerQuote;
  tripTitle?: string;
  selected?: boolean;
  onToggleCompare?: () => void;
  actions?: ReactNode;
  full?: boolean;
  children?: ReactNode;
}) {
  const titleId = `proposal-${p.id}-company`;
  return (
    <Card className={cn('flex h-full flex-col', selected && 'ring-2 ring-brand-600')}>
      <article className="flex flex-1 flex-col gap-3 p-5" aria-labelledby={titleId}>
        <header className="flex items-start gap-3">
          <CompanyLogo company={p.company} />
          <div className="min-w-0 flex-1">
            <h3 id={titleId} className="font-semibold">
              <CompanyName company={p.company} />
            </h3>
            {tripTitle ? <p className="text-xs text-slate-600">{tripTitle}</p> : null}
            <CompanyRating company={p.company} />
          </div>
          <p className="text-right">
            <QuotePrice quote={p} large />
          </p>
        </header>
        <DiscountNote quote={p} />
        <CompanyBadges badges={p.company.badges} />
        <dl className="grid grid-cols-2 gap-2 text-sm">
          <div>
            <dt className="text-xs text-slate-600">Trip Duration</dt>
            <dd className="font-medium text-slate-900">{p.trip_duration}</dd>
          </div>
          <div>
            <dt className="text-xs text-slate-600">Response</dt>
            <dd className="text-slate-900">
              <ResponseText quote={p} />
            </dd>
          </div>
        </dl>
        <div className="text-sm">
          <p className="text-xs text-slate-600">Proposal</p>
          <p className={cn('whitespace-pre-line text-slate-800', !full && 'line-clamp-3')}>{p.message}</p>
        </div>
        {full ? (
          <>
            <FactList
              className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm"
              facts={[...itemFacts(p), ...termsFacts(p)]}
            />
            {p.itinerary.length ? (
              <div className="text-sm">
                <p className="text-xs text-slate-600">Itinerary</p>
                <ItineraryList days={p.itinerary} className="space-y-0.5" />
              </div>
            ) : null}
          </>
        ) : null}
        <QuoteUpdates quote={p} />
        {p.status === 'declined' && (p.decline_reason_code || p.decline_reason) ? (
          <p className="text-sm text-slate-600">
            Declined: {p.decline_reason_code ? DECLINE_REASON_LABELS[p.decline_reason_code] : null}
            {p.decline_reason_code && p.decline_reason && p.decline_reason_code !== 'other_accepted' ? ': ' : null}
            {p.decline_reason_code === 'other_accepted' ? null : p.decline_reason}
          </p>
        ) : null}
        <footer className="mt-auto flex flex-wrap items-center justify-between gap-3 border-t border-slate-100 pt-3">
          {onToggleCompare ? (
            <label className="flex items-center gap-2 text-sm text-slate-800">
              <input
                type="checkbox"
                className="h-4 w-4 accent-brand-700"
                checked={!!selected}
                onChange={onToggleCompare}
                aria-label={`Compare ${p.company.name}`}
              />
              Compare
            </label>
          ) : null}
          {actions}
        </footer>
        {children}
      </article>
    </Card>
  );
}
