import { CalendarDays, X } from 'lucide-react';
import { Popover } from 'radix-ui';
import { useRef, useState } from 'react';
import type { DayBounds } from '@/lib/calendar-days.ts';
import { cn } from '@/lib/cn.ts';
import { formatDate } from '@/lib/format.ts';
import { Calendar } from './calendar.tsx';
import { describedBy, FieldNotes, fieldClass, Label } from './input.tsx';

/**
 * A labelled day: a button showing the chosen day the British and Irish way ('3 Jun 2026') that opens
 * the month calendar (weeks from Monday) in a popover. The calendar takes focus on its chosen day; picking
 * a day or Escape closes it and focus returns to the button. The value is yyyy-MM-dd, '' for none;
 * `clearable` (an optional field) adds a button that empties it. A native <input type="date"> would
 * start its weeks on the browser's own first weekday (Sunday in en-US).
 */
export function DateField({
  id,
  label,
  value,
  onChange,
  error,
  hint,
  clearable = false,
  placeholder = 'Choose a date',
  buttonRef,
  min,
  max,
}: {
  id: string;
  label: string;
  /** The chosen day as yyyy-MM-dd, or '' for none. */
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  hint?: string;
  clearable?: boolean;
  /** What the button says while no day is chosen. */
  placeholder?: string;
  /** Receives the button (a form focuses the field that has an error). */
  buttonRef?: (el: HTMLButtonElement | null) => void;
} & DayBounds) {
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement | null>(null);
  const content = useRef<HTMLDivElement>(null);
  const canClear = clearable && value !== '';
  return (
    <div>
      <Label id={`${id}-label`} htmlFor={id}>
        {label}
      </Label>
      <div className="relative">
        <Popover.Root open={open} onOpenChange={setOpen}>
          <Popover.Trigger asChild>
            <button
              ref={(el) => {
                trigger.current = el;
                buttonRef?.(el);
              }}
              id={id}
              type="button"
              aria-labelledby={`${id}-label ${id}-value`}
              aria-describedby={describedBy(id, hint, error)}
              className={cn(
                fieldClass,
                'flex h-10 items-center gap-2 text-left',
                canClear && 'pr-10',
                error && 'border-red-500',
              )}
            >
              <CalendarDays className="h-4 w-4 shrink-0 text-slate-600" aria-hidden="true" />
              <span id={`${id}-value`} className={cn('truncate', !value && 'text-slate-600')}>
                {value ? formatDate(value) : placeholder}
              </span>
            </button>
          </Popover.Trigger>
          <Popover.Portal>
            <Popover.Content
              ref={content}
              aria-labelledby={`${id}-label`}
              align="start"
              sideOffset={4}
              collisionPadding={8}
              className="z-50 w-80 max-w-[calc(100vw-1rem)] rounded-lg border border-slate-200 bg-white p-3 shadow-lg focus:outline-none"
              onOpenAutoFocus={(e) => {
                // the day to start from, rather than the first button (Previous month)
                const day = content.current?.querySelector<HTMLButtonElement>('[role="grid"] button[tabindex="0"]');
                if (!day) return;
                e.preventDefault();
                day.focus();
              }}
            >
              <Calendar
                value={value}
                labelledBy={`${id}-label`}
                min={min}
                max={max}
                onPick={(day) => {
                  onChange(day);
                  setOpen(false);
                }}
              />
            </Popover.Content>
          </Popover.Portal>
        </Popover.Root>
        {canClear ? (
          <button
            type="button"
            // 'Clear Valid until', not 'Clear Valid until (optional)'
            aria-label={`Clear ${label.replace(/\s*\(optional\)$/, '')}`}
            onClick={() => {
              onChange('');
              trigger.current?.focus();
            }}
            className="absolute top-1/2 right-1 -translate-y-1/2 rounded-md p-2 text-slate-600 hover:bg-slate-100 hover:text-slate-900"
          >
            <X className="h-4 w-4" aria-hidden="true" />
          </button>
        ) : null}
      </div>
      <FieldNotes id={id} hint={hint} error={error} />
    </div>
  );
}
