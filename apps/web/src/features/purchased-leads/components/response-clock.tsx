import { Clock, Info } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { PurchasedLead } from '@triptender/contract/purchases';
import { formatDayTime } from '@/lib/format.ts';
import { RESPONSE_CLOCK_TEXTS, responseClockState } from '../response-clock.ts';

/** The current time, refreshed every minute: the countdown's resolution. */
function useMinuteClock(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/**
 * The purchase's quote deadline on My Leads (the response clock, docs/marketplace.md): said in words,
 * never by colour alone.
 */
export function ResponseClock({ purchase }: { purchase: PurchasedLead }) {
  const now = useMinuteClock();
  const state = responseClockState(purchase, now);
  if (!state) return null;
  if (state.kind === 'released' || state.kind === 'overdue') {
    return (
      <div
        data-testid="response-clock"
        className="flex gap-2 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950"
      >
        <Info className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
        <p>
          {state.kind === 'released' ? (
            <>
              <strong>{RESPONSE_CLOCK_TEXTS.released}</strong> {RESPONSE_CLOCK_TEXTS.releasedWhy}
            </>
          ) : (
            <strong>{RESPONSE_CLOCK_TEXTS.overdue}</strong>
          )}
        </p>
      </div>
    );
  }
  return (
    <div
      data-testid="response-clock"
      className={
        state.urgent
          ? 'flex gap-2 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950'
          : 'flex gap-2 rounded-md border border-slate-200 bg-slate-50 px-3 py-2 text-sm text-slate-800'
      }
    >
      <Clock className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
      <p>
        <strong>{state.text}</strong> {RESPONSE_CLOCK_TEXTS.keepSlot}{' '}
        <span className="whitespace-nowrap">Deadline: {formatDayTime(state.dueAt)}.</span>
      </p>
    </div>
  );
}
