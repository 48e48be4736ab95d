// Dates as the web app shows them: one function per format, so a screen never spells a pattern out.
// Calendar days ('2026-06-03') are read as that day where the reader is; timestamps as the instant.
// Money is formatted by formatMoney in packages/contract/src/money.ts.
import { addDays, differenceInCalendarDays, format, isToday, parseISO } from 'date-fns';

/** 'Jun. 3, 2026': the day of a table row (posted, created, bought). */
export const formatDay = (iso: string) => format(parseISO(iso), 'MMM. d, yyyy');

/** 'Jun 3, 2026': a day inside a sentence or a card ("Bought Jun 3, 2026", a trip's start). */
export const formatDate = (iso: string) => format(parseISO(iso), 'MMM d, yyyy');

/** 'Jun 3': a day of this season (the tabs of Compare Bids). */
export const formatMonthDay = (iso: string) => format(parseISO(iso), 'MMM d');

/** 'Jun. 3, 2026 14:05': when something happened, to the minute (ledger entries, messages to the admin). */
export const formatDayTime = (iso: string) => format(parseISO(iso), 'MMM. d, yyyy HH:mm');

/** 'Jun 3 - Jun 11, 2026': a trip from its first day to the day it ends, `nights` later. */
export function formatTripDates(startDate: string, nights: number): string {
  const start = parseISO(startDate);
  return `${format(start, 'MMM d')} - ${format(addDays(start, nights), 'MMM d, yyyy')}`;
}

/** A list's time: the hour today, the weekday within the week, else the day ('14:05', 'Tue', 'Jun 3'). */
export function listTime(iso: string, now = new Date()): string {
  const d = parseISO(iso);
  const daysAgo = differenceInCalendarDays(now, d);
  if (daysAgo === 0) return format(d, 'HH:mm');
  if (daysAgo < 7) return format(d, 'EEE');
  return format(d, 'MMM d');
}

/** A message's time: the hour today, else the day and hour ('14:05', 'Jun 3, 14:05'). */
export const messageTime = (iso: string) => {
  const d = parseISO(iso);
  return isToday(d) ? format(d, 'HH:mm') : format(d, 'MMM d, HH:mm');
};

/** 'Jun 3, 2026 14:05': a message's full time, in its tooltip. */
export const fullTime = (iso: string) => format(parseISO(iso), 'MMM d, yyyy HH:mm');
