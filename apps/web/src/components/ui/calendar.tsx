import { addDays, addMonths, addYears, isSameDay, isSameMonth, startOfDay, startOfMonth } from 'date-fns';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import {
  chosenDay,
  clampDay,
  type DayBounds,
  hasMonthAfter,
  hasMonthBefore,
  isOutside,
  monthWeeks,
  openingDay,
} from '@/lib/calendar-days.ts';
import { cn } from '@/lib/cn.ts';
import { calendar } from '@/lib/format.ts';

const iso = calendar.isoDay;

/**
 * A month grid to pick a day (the WAI-ARIA date grid pattern), weeks from Monday as UK and Irish users
 * expect: days outside `min`..`max` (yyyy-MM-dd, either end open when left out) are disabled, arrow keys
 * move a day or a week, Page Up/Down a month (with Shift a year), Home/End to the week's ends, Enter or
 * Space picks the day. The day that takes focus in the grid has tabindex 0 (a date field focuses it on opening).
 */
export function Calendar({
  value,
  onPick,
  labelledBy,
  min,
  max,
}: {
  /** The chosen day as yyyy-MM-dd, or '' for none. */
  value: string;
  onPick: (iso: string) => void;
  /** The id of what names the calendar (the question or the field's label). */
  labelledBy: string;
} & DayBounds) {
  const id = useId();
  const bounds: DayBounds = { min, max };
  const today = startOfDay(new Date());
  const selected = chosenDay(value);
  const [focused, setFocused] = useState<Date>(() => openingDay(value, bounds, today));
  const [month, setMonth] = useState(() => startOfMonth(focused));
  const grid = useRef<HTMLTableElement>(null);
  const moved = useRef(false);

  const clamp = (d: Date) => clampDay(d, bounds);
  const moveTo = (d: Date) => {
    const next = clamp(d);
    moved.current = true;
    setFocused(next);
    setMonth(startOfMonth(next));
  };

  // keyboard moves focus to the new day once it is rendered; clicks and first render do not steal focus
  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    grid.current?.querySelector<HTMLButtonElement>(`[data-day="${iso(focused)}"]`)?.focus();
  }, [focused]);

  const onKeyDown = (e: KeyboardEvent<HTMLTableElement>) => {
    const moves: Record<string, () => Date> = {
      ArrowLeft: () => addDays(focused, -1),
      ArrowRight: () => addDays(focused, 1),
      ArrowUp: () => addDays(focused, -7),
      ArrowDown: () => addDays(focused, 7),
      Home: () => calendar.weekStart(focused),
      End: () => calendar.weekEnd(focused),
      PageUp: () => (e.shiftKey ? addYears(focused, -1) : addMonths(focused, -1)),
      PageDown: () => (e.shiftKey ? addYears(focused, 1) : addMonths(focused, 1)),
    };
    const move = moves[e.key];
    if (!move) return;
    e.preventDefault();
    moveTo(move());
  };

  const weeks = monthWeeks(month);
  const canGoBack = hasMonthBefore(month, bounds);
  const canGoOn = hasMonthAfter(month, bounds);
  const showMonth = (delta: number) => {
    const next = addMonths(month, delta);
    setMonth(next);
    setFocused(clamp(isSameMonth(focused, next) ? focused : next));
  };

  return (
    <div className="mx-auto w-full max-w-sm">
      <div className="mb-2 flex items-center justify-between">
        <button
          type="button"
          onClick={() => showMonth(-1)}
          disabled={!canGoBack}
          aria-label="Previous month"
          className="rounded-md p-2 text-slate-700 hover:bg-slate-100 disabled:text-slate-300"
        >
          <ChevronLeft className="h-5 w-5" aria-hidden="true" />
        </button>
        <h3 id={`${id}-month`} aria-live="polite" className="font-semibold text-slate-900">
          {calendar.month(month)}
        </h3>
        <button
          type="button"
          onClick={() => showMonth(1)}
          disabled={!canGoOn}
          aria-label="Next month"
          className="rounded-md p-2 text-slate-700 hover:bg-slate-100 disabled:text-slate-300"
        >
          <ChevronRight className="h-5 w-5" aria-hidden="true" />
        </button>
      </div>
      <table
        ref={grid}
        role="grid"
        aria-labelledby={`${labelledBy} ${id}-month`}
        onKeyDown={onKeyDown}
        className="w-full table-fixed border-collapse text-center"
      >
        <thead>
          <tr>
            {weeks[0]!.map((d) => (
              <th
                key={d.getDay()}
                scope="col"
                abbr={calendar.weekday(d)}
                className="pb-1 text-xs font-medium text-slate-600"
              >
                {calendar.weekdayShort(d)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={iso(week[0]!)}>
              {week.map((d) => {
                const inMonth = isSameMonth(d, month);
                const disabled = isOutside(d, bounds);
                const isSelected = selected !== null && isSameDay(d, selected);
                const isFocused = isSameDay(d, focused);
                return (
                  <td key={iso(d)} role="gridcell" aria-selected={isSelected} className="p-0.5">
                    {inMonth ? (
                      <button
                        type="button"
                        data-day={iso(d)}
                        tabIndex={isFocused ? 0 : -1}
                        disabled={disabled}
                        aria-label={calendar.day(d)}
                        aria-current={isSameDay(d, today) ? 'date' : undefined}
                        onClick={() => {
                          setFocused(d);
                          onPick(iso(d));
                        }}
                        className={cn(
                          'h-10 w-full rounded-md text-sm font-medium',
                          disabled && 'cursor-not-allowed text-slate-400 line-through',
                          !disabled && !isSelected && 'text-slate-900 hover:bg-brand-50',
                          isSelected && 'bg-brand-700 text-white',
                          isSameDay(d, today) && !isSelected && 'ring-1 ring-brand-700',
                        )}
                      >
                        {calendar.dayNumber(d)}
                      </button>
                    ) : null}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
