import { LayoutGrid, Table2 } from 'lucide-react';
import { COUNTRY_LABELS, TRAVEL_TYPE_LABELS } from '@triptender/contract/enums';
import type { CompareTrip } from '@triptender/contract/traveller-leads';
import { Card } from '@/components/ui/card.tsx';
import { cn } from '@/lib/cn.ts';
import { formatTripDates } from '@/lib/format.ts';

export type View = 'table' | 'cards';

const tripDates = (t: CompareTrip) => formatTripDates(t.start_date, t.number_of_night);

export function TripSummary({ trip, count }: { trip: CompareTrip; count: number }) {
  return (
    <Card className="mb-4 p-4">
      <h2 className="font-semibold text-slate-900">{trip.title}</h2>
      <p className="text-sm text-slate-600">
        {COUNTRY_LABELS[trip.country]} · {TRAVEL_TYPE_LABELS[trip.travel_type]}
      </p>
      <dl className="mt-3 grid grid-cols-3 gap-3 text-sm">
        <div>
          <dt className="text-xs text-slate-600">Dates</dt>
          <dd className="font-medium text-slate-900">{tripDates(trip)}</dd>
        </div>
        <div>
          <dt className="text-xs text-slate-600">Travelers</dt>
          <dd className="font-medium text-slate-900">{trip.number_of_people}</dd>
        </div>
        <div>
          <dt className="text-xs text-slate-600">Proposals</dt>
          <dd className="font-medium text-slate-900">{count}</dd>
        </div>
      </dl>
    </Card>
  );
}

export function ViewToggle({
  view,
  onChange,
  className,
}: {
  view: View;
  onChange: (v: View) => void;
  className?: string;
}) {
  return (
    <div
      className={cn('inline-flex rounded-md border border-slate-300 bg-white p-0.5', className)}
      role="group"
      aria-label="View"
    >
      {(
        [
          ['table', 'Table', Table2],
          ['cards', 'Cards', LayoutGrid],
        ] as const
      ).map(([value, label, Icon]) => (
        <button
          key={value}
          type="button"
          aria-pressed={view === value}
          onClick={() => onChange(value)}
          className={cn(
            'inline-flex items-center gap-1.5 rounded px-3 py-1.5 text-sm font-medium',
            view === value ? 'bg-brand-700 text-white' : 'text-slate-700 hover:bg-slate-100',
          )}
        >
          <Icon className="h-4 w-4" aria-hidden="true" />
          {label}
        </button>
      ))}
    </div>
  );
}
