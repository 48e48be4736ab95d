import { differenceInCalendarDays, format, isToday } from 'date-fns';

/** A list's time: the hour today, the weekday this week, else the date. */
export function listTime(iso: string): string {
  const d = new Date(iso);
  if (isToday(d)) return format(d, 'HH:mm');
  if (differenceInCalendarDays(new Date(), d) < 7) return format(d, 'EEE');
  return format(d, 'MMM d');
}

export function messageTime(iso: string): string {
  const d = new Date(iso);
  return isToday(d) ? format(d, 'HH:mm') : format(d, 'MMM d, HH:mm');
}

export const fullTime = (iso: string) => format(new Date(iso), 'MMM d, yyyy HH:mm');
