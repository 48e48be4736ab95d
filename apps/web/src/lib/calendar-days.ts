// The days a month calendar (components/ui/calendar.tsx) shows and offers. Days are yyyy-MM-dd where
// the reader is, compared as strings; a bound left out leaves that end open (the audit log's filters
// go back as far as the admin likes).
import { addDays, addYears, endOfMonth, isValid, parseISO, startOfDay, startOfMonth } from 'date-fns';
import { MAX_START_DATE_YEARS } from '@triptender/contract/constants';
import { calendar } from './format.ts';

/** The first and last day a calendar offers, as yyyy-MM-dd; the days outside are disabled. */
export type DayBounds = { min?: string; max?: string };

const iso = calendar.isoDay;

/** Whether the day is outside the bounds. */
export function isOutside(d: Date, { min, max }: DayBounds): boolean {
  const day = iso(d);
  return (min !== undefined && day < min) || (max !== undefined && day > max);
}

/** The day itself, or the nearest bound when it is outside them. */
export function clampDay(d: Date, { min, max }: DayBounds): Date {
  const day = iso(d);
  if (min !== undefined && day < min) return parseISO(min);
  if (max !== undefined && day > max) return parseISO(max);
  return startOfDay(d);
}

/** The day a calendar opens on: the chosen day (a yyyy-MM-dd value), else today, within the bounds. */
export function openingDay(value: string, bounds: DayBounds, today = new Date()): Date {
  const chosen = value ? parseISO(value) : null;
  return clampDay(chosen && isValid(chosen) ? chosen : today, bounds);
}

/** The chosen day as a Date, or null when there is none (or it is no day). */
export function chosenDay(value: string): Date | null {
  const d = value ? parseISO(value) : null;
  return d && isValid(d) ? d : null;
}

/** The rows of a month's grid, each a week from Monday to Sunday (the first and last rows reach into the months around). */
export function monthWeeks(month: Date): Date[][] {
  const weeks: Date[][] = [];
  const last = calendar.weekEnd(endOfMonth(month));
  for (let d = calendar.weekStart(startOfMonth(month)); d <= last; d = addDays(d, 7)) {
    weeks.push(Array.from({ length: 7 }, (_, i) => addDays(d, i)));
  }
  return weeks;
}

/** Whether the month before `month` has a day within the bounds (the "Previous month" button). */
export const hasMonthBefore = (month: Date, { min }: DayBounds) =>
  min === undefined || iso(addDays(startOfMonth(month), -1)) >= min;

/** Whether the month after `month` has a day within the bounds (the "Next month" button). */
export const hasMonthAfter = (month: Date, { max }: DayBounds) =>
  max === undefined || iso(addDays(endOfMonth(month), 1)) <= max;

/**
 * The days a trip may start on, in the traveller's own calendar: from today to MAX_START_DATE_YEARS
 * ahead (the contract's start date check in packages/contract/src/leads.ts allows the same, with a
 * day to spare for time zones behind UTC).
 */
export function tripStartBounds(now = new Date()): Required<DayBounds> {
  return { min: iso(now), max: iso(addYears(now, MAX_START_DATE_YEARS)) };
}
