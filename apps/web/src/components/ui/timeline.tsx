import { Check } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn.ts';
import { formatTripDates } from '@/lib/format.ts';

/** One step of a timeline: done, the one to act on now, or still ahead. */
export type TimelineStep = { key: string; title: ReactNode; state: 'done' | 'now' | 'later'; body?: ReactNode };

const STATE_WORDS = { done: 'Done', now: 'Now', later: 'Later' } as const;

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

/** The step of the trip itself: '{title}: Jun 3 - Jun 11, 2026', with its travellers and nights. */
export function tripStep(
  title: string,
  trip: { start_date: string; number_of_night: number; number_of_people: number },
  state: TimelineStep['state'],
): TimelineStep {
  return {
    key: 'trip',
    state,
    title: `${title}: ${formatTripDates(trip.start_date, trip.number_of_night)}`,
    body: (
      <p>
        {plural(trip.number_of_people, 'traveller')} · {plural(trip.number_of_night, 'night')}
      </p>
    ),
  };
}

/**
 * What happens next, step by step (after a quote is accepted: the traveller's and the operator's
 * view of the same booking). Each step says in words whether it is done, current or ahead.
 */
export function Timeline({ steps, label }: { steps: TimelineStep[]; label: string }) {
  return (
    <ol aria-label={label} className="space-y-0">
      {steps.map((s, i) => (
        <li key={s.key} className="relative flex gap-3 pb-6 last:pb-0">
          {i < steps.length - 1 ? (
            <span aria-hidden="true" className="absolute top-8 bottom-0 left-[15px] w-0.5 bg-slate-200" />
          ) : null}
          <span
            aria-hidden="true"
            className={cn(
              'relative flex h-8 w-8 shrink-0 items-center justify-center rounded-full text-sm font-bold',
              s.state === 'done' && 'bg-brand-700 text-white',
              s.state === 'now' && 'border-2 border-brand-700 bg-white text-brand-800',
              s.state === 'later' && 'border-2 border-slate-300 bg-white text-slate-600',
            )}
          >
            {s.state === 'done' ? <Check className="h-4 w-4" /> : i + 1}
          </span>
          <div className="min-w-0 flex-1 pt-1">
            <h3 className="font-semibold text-slate-900">
              {s.title}
              <span className="sr-only"> ({STATE_WORDS[s.state]})</span>
            </h3>
            {s.body ? <div className="mt-1 space-y-2 text-sm text-slate-700">{s.body}</div> : null}
          </div>
        </li>
      ))}
    </ol>
  );
}
