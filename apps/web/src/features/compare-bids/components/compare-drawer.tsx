import { X } from 'lucide-react';
import type { TravellerQuote } from '@triptender/contract/quotes';
import { BottomSheet } from '@/components/ui/bottom-sheet.tsx';
import { Button } from '@/components/ui/button.tsx';
import { itemLabel } from '@triptender/contract/quote-items';
import { DiscountNote, QuotePrice } from './price-bits.tsx';
import { CompanyBadges, CompanyName, CompanyRating } from './company-bits.tsx';
import type { DialogState } from '@/components/ui/dialog.tsx';

/** 'Compare proposals': the selected proposals side by side. */
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
        <ul className="grid auto-cols-[minmax(16rem,1fr)] grid-flow-col gap-4">
          {quotes.map((p) => (
            <li key={p.id} className="relative rounded-lg border border-slate-200 p-4">
              <button
                type="button"
                onClick={() => onRemove(p.id)}
                className="absolute top-2 right-2 rounded p-1 text-slate-500 hover:bg-slate-100"
                aria-label={`Remove ${p.company.name} from the comparison`}
              >
                <X className="h-4 w-4" aria-hidden="true" />
              </button>
              <h3 className="pr-6 font-semibold">
                <CompanyName company={p.company} />
              </h3>
              <p className="text-xs text-slate-600">{tripTitles.get(p.lead_id)}</p>
              <CompanyRating company={p.company} className="mt-1" />
              <dl className="mt-3 space-y-2 text-sm">
                <div>
                  <dt className="text-xs text-slate-600">Price</dt>
                  <dd>
                    <QuotePrice quote={p} large />
                    <DiscountNote quote={p} compact />
                  </dd>
                </div>
                <div>
                  <dt className="text-xs text-slate-600">Duration</dt>
                  <dd>{p.trip_duration}</dd>
                </div>
                <div>
                  <dt className="text-xs text-slate-600">Badges</dt>
                  <dd>
                    <CompanyBadges badges={p.company.badges} />
                  </dd>
                </div>
                <div>
                  <dt className="text-xs text-slate-600">Highlights</dt>
                  <dd>
                    {p.inclusions.length ? (
                      <ul className="list-disc pl-4">
                        {p.inclusions.slice(0, 4).map((h) => (
                          <li key={h}>{itemLabel(h)}</li>
                        ))}
                      </ul>
                    ) : (
                      <span className="text-slate-600">Not listed</span>
                    )}
                  </dd>
                </div>
              </dl>
            </li>
          ))}
        </ul>
      )}
    </BottomSheet>
  );
}
