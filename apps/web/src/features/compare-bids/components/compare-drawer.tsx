import { Check, Minus, X } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { ACCOMMODATION_STANDARD_LABELS } from '@triptender/contract/quote-terms';
import { formatMoney } from '@triptender/contract/money';
import type { TravellerQuote } from '@triptender/contract/quotes';
import { BottomSheet } from '@/components/ui/bottom-sheet.tsx';
import { Button } from '@/components/ui/button.tsx';
import type { DialogState } from '@/components/ui/dialog.tsx';
import { formatDate } from '@/lib/format.ts';
import { type Cell, CELL_LABELS, freeItems, inclusionMatrix, type MatrixRow } from '../comparison.ts';
import { responseText, usualResponse } from '../response-text.ts';
import { CompanyBadges, CompanyName, CompanyRating } from './company-bits.tsx';
import { DiscountNote, QuotePrice } from './price-bits.tsx';

const CELL_ICON: Record<Cell, ReactNode> = {
  included: <Check className="mx-auto h-5 w-5 text-brand-700" aria-hidden="true" />,
  excluded: <X className="mx-auto h-5 w-5 text-red-700" aria-hidden="true" />,
  unstated: <Minus className="mx-auto h-5 w-5 text-slate-400" aria-hidden="true" />,
};

function RowHead({ children }: { children: ReactNode }) {
  return (
    <th
      scope="row"
      className="sticky left-0 z-10 w-28 bg-white py-2 pr-3 text-left align-top text-xs font-medium text-slate-600 sm:w-40"
    >
      {children}
    </th>
  );
}

function Row({
  label,
  quotes,
  cell,
}: {
  label: ReactNode;
  quotes: TravellerQuote[];
  cell: (q: TravellerQuote) => ReactNode;
}) {
  return (
    <tr className="border-t border-slate-100">
      <RowHead>{label}</RowHead>
      {quotes.map((q) => (
        <td key={q.id} className="px-3 py-2 align-top text-sm text-slate-800">
          {cell(q)}
        </td>
      ))}
    </tr>
  );
}

function ItemRow({ row }: { row: MatrixRow }) {
  return (
    <tr className="border-t border-slate-100">
      <RowHead>{row.label}</RowHead>
      {row.cells.map((c, i) => (
        <td key={i} className="px-3 py-2 text-center">
          {CELL_ICON[c]}
          <span className="sr-only">{CELL_LABELS[c]}</span>
        </td>
      ))}
    </tr>
  );
}

const itineraryOutline = (q: TravellerQuote) =>
  q.itinerary.length ? (
    <ol className="space-y-0.5 text-xs">
      {q.itinerary.map((d) => (
        <li key={d.day}>
          Day {d.day}: {d.title}
          {d.overnight ? ` (${d.overnight})` : ''}
        </li>
      ))}
    </ol>
  ) : (
    <span className="text-slate-500">Not given</span>
  );

/**
 * 'Compare proposals': up to four proposals side by side: price in its own currency and
 * converted, per person per night, duration, what each includes as a matrix of ticks (the rows where
 * all agree folded away), accommodation, itinerary, validity, deposit and cancellation, rating, reviews,
 * badges and response time. A phone scrolls the columns under a fixed first column.
 */
export function CompareDrawer({
  open,
  onOpenChange,
  quotes,
  tripTitles,
  onRemove,
}: DialogState & {
  quotes: TravellerQuote[];
  tripTitles: Map<number, string>;
  onRemove: (id: number) => void;
}) {
  const [showSame, setShowSame] = useState(false);
  const { differ, agree } = inclusionMatrix(quotes);
  const text = (v: string | null, none = 'Not stated') => (v ? v : <span className="text-slate-500">{none}</span>);
  return (
    <BottomSheet
      open={open}
      onOpenChange={onOpenChange}
      title="Compare proposals"
      closeButton={
        <Button variant="outline" size="sm">
          Close
        </Button>
      }
    >
      {quotes.length < 2 ? (
        <p className="text-sm text-slate-700">Select at least two proposals to compare.</p>
      ) : (
        <div role="region" aria-label="Proposals side by side" tabIndex={0} className="-mx-5 overflow-x-auto px-5">
          <table className="w-full min-w-max border-collapse">
            <caption className="sr-only">
              {quotes.length} proposals side by side; prices also in {quotes[0]!.converted.currency}
            </caption>
            <thead>
              <tr>
                <td className="sticky left-0 z-10 bg-white" />
                {quotes.map((q) => (
                  <th key={q.id} scope="col" className="w-44 px-3 pb-2 text-left align-top sm:w-56">
                    <div className="flex items-start justify-between gap-2">
                      <span className="font-semibold text-slate-900">
                        <CompanyName company={q.company} />
                      </span>
                      <button
                        type="button"
                        onClick={() => onRemove(q.id)}
                        className="rounded p-1 text-slate-500 hover:bg-slate-100"
                        aria-label={`Remove ${q.company.name} from the comparison`}
                      >
                        <X className="h-4 w-4" aria-hidden="true" />
                      </button>
                    </div>
                    <span className="block text-xs font-normal text-slate-600">{tripTitles.get(q.lead_id)}</span>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              <Row
                label="Price"
                quotes={quotes}
                cell={(q) => (
                  <>
                    <QuotePrice quote={q} large />
                    <DiscountNote quote={q} compact />
                  </>
                )}
              />
              <Row
                label="Per person per night"
                quotes={quotes}
                cell={(q) => (
                  <strong>{formatMoney(q.converted.per_person_per_night_cents, q.converted.currency)}</strong>
                )}
              />
              <Row label="Duration" quotes={quotes} cell={(q) => q.trip_duration} />
              {differ.map((r) => (
                <ItemRow key={r.item} row={r} />
              ))}
              {agree.length ? (
                <tr className="border-t border-slate-100">
                  <RowHead>
                    <button
                      type="button"
                      className="text-left text-brand-800 underline"
                      aria-expanded={showSame}
                      onClick={() => setShowSame((v) => !v)}
                    >
                      {showSame ? 'Hide' : 'Show'} {agree.length} {agree.length === 1 ? 'item' : 'items'} where all
                      agree
                    </button>
                  </RowHead>
                  {quotes.map((q) => (
                    <td key={q.id} />
                  ))}
                </tr>
              ) : null}
              {showSame ? agree.map((r) => <ItemRow key={r.item} row={r} />) : null}
              <Row
                label="Also included"
                quotes={quotes}
                cell={(q) => {
                  const { included, excluded } = freeItems(q);
                  return (
                    <>
                      {included.length ? included.join(', ') : <span className="text-slate-500">Nothing else</span>}
                      {excluded.length ? (
                        <span className="block text-xs text-slate-600">Not included: {excluded.join(', ')}</span>
                      ) : null}
                    </>
                  );
                }}
              />
              <Row
                label="Accommodation"
                quotes={quotes}
                cell={(q) => text(q.accommodation_standard && ACCOMMODATION_STANDARD_LABELS[q.accommodation_standard])}
              />
              <Row label="Itinerary" quotes={quotes} cell={itineraryOutline} />
              <Row
                label="Valid until"
                quotes={quotes}
                cell={(q) => text(q.valid_until && formatDate(q.valid_until), 'No end date')}
              />
              <Row
                label="Deposit"
                quotes={quotes}
                cell={(q) => text(q.deposit_percent === null ? null : `${q.deposit_percent}%`)}
              />
              <Row label="Cancellation" quotes={quotes} cell={(q) => text(q.cancellation_terms)} />
              <Row label="Rating" quotes={quotes} cell={(q) => <CompanyRating company={q.company} compact />} />
              <Row label="Reviews" quotes={quotes} cell={(q) => q.company.review_count} />
              <Row label="Badges" quotes={quotes} cell={(q) => <CompanyBadges badges={q.company.badges} compact />} />
              <Row
                label="Response"
                quotes={quotes}
                cell={(q) => {
                  const r = responseText(q);
                  return (
                    <>
                      {usualResponse(q.company).map((phrase) => (
                        <span key={phrase} className="block font-medium">
                          {phrase}
                        </span>
                      ))}
                      {r.quoted}
                      <span className="block text-xs text-slate-600">{r.replied}</span>
                    </>
                  );
                }}
              />
            </tbody>
          </table>
        </div>
      )}
    </BottomSheet>
  );
}
