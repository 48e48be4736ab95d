// Dates as the web app shows them: one function per format, so a screen never spells a pattern out,
// and every date reads the same way, the British and Irish way: '3 Jun 2026', 24-hour times, weeks
// from Monday (date-fns locale en-GB). The contract writes days the same way for titles and emails
// (titleDay in packages/contract/src/lead-title.ts; format.test.ts checks they agree).
// Calendar days ('2026-06-03') are read as that day where the reader is; timestamps as the instant.
// Money is formatted by formatMoney in packages/contract/src/money.ts.
import {
  addDays,
  differenceInCalendarDays,
  endOfWeek,
  format,
  formatDistanceToNow,
  isToday,
  parseISO,
  startOfWeek,
} from 'date-fns';
import { enGB } from 'date-fns/locale/en-GB';

const locale = enGB;
const at = (d: Date, pattern: string) => format(d, pattern, { locale });

/** '3 Jun 2026': a day, in a table row, a sentence or a card ("Bought 3 Jun 2026", a trip's start). */
export const formatDate = (iso: string) => at(parseISO(iso), 'd MMM yyyy');

/** '3 Jun': a day of this season (the tabs of Compare Bids). */
export const formatMonthDay = (iso: string) => at(parseISO(iso), 'd MMM');

/** '3 Jun 2026, 14:05': when something happened, to the minute (ledger entries, messages, the outbox). */
export const formatDayTime = (iso: string) => at(parseISO(iso), 'd MMM yyyy, HH:mm');

/** '3 Jun 2026, 14:05:09': to the second, where order within a minute matters (the audit log). */
export const formatDayTimeSeconds = (iso: string) => at(parseISO(iso), 'd MMM yyyy, HH:mm:ss');

/** '3 days ago': how long ago something happened (a lead posted, an operator's last reply). */
export const timeAgo = (iso: string) => formatDistanceToNow(parseISO(iso), { addSuffix: true, locale });

/**
 * '3 Jun - 11 Jun 2026': a trip from its first day to the day it ends, `nights` later; with both
 * years when it ends in the next one ('28 Dec 2026 - 4 Jan 2027').
 */
export function formatTripDates(startDate: string, nights: number): string {
  const start = parseISO(startDate);
  const end = addDays(start, nights);
  const first = start.getFullYear() === end.getFullYear() ? at(start, 'd MMM') : at(start, 'd MMM yyyy');
  return `${first} - ${at(end, 'd MMM yyyy')}`;
}

/**
 * A conversation list's time of the last message: always its day and time, so a list sorted by latest
 * activity reads as such ('Today 14:05', 'Yesterday 09:30', '3 Jun, 14:05', '30 Dec 2025, 14:05').
 */
export function listTime(iso: string, now = new Date()): string {
  const d = parseISO(iso);
  const daysAgo = differenceInCalendarDays(now, d);
  if (daysAgo === 0) return at(d, "'Today' HH:mm");
  if (daysAgo === 1) return at(d, "'Yesterday' HH:mm");
  return at(d, d.getFullYear() === now.getFullYear() ? 'd MMM, HH:mm' : 'd MMM yyyy, HH:mm');
}

/** A message's time: the hour today, else the day and hour ('14:05', '3 Jun, 14:05'). */
export const messageTime = (iso: string) => {
  const d = parseISO(iso);
  return isToday(d) ? at(d, 'HH:mm') : at(d, 'd MMM, HH:mm');
};

/**
 * What a month calendar needs (the trip request's date step): weeks from Monday, as UK and Irish
 * users expect, and its words ('June 2026', 'Mo', 'Monday', 'Monday 1 June 2026').
 */
export const calendar = {
  weekStart: (d: Date) => startOfWeek(d, { locale }),
  weekEnd: (d: Date) => endOfWeek(d, { locale }),
  month: (d: Date) => at(d, 'MMMM yyyy'),
  weekdayShort: (d: Date) => at(d, 'EEEEEE'),
  weekday: (d: Date) => at(d, 'EEEE'),
  day: (d: Date) => at(d, 'EEEE d MMMM yyyy'),
  dayNumber: (d: Date) => at(d, 'd'),
  /** The day as yyyy-MM-dd where the reader is (the form's value). */
  isoDay: (d: Date) => at(d, 'yyyy-MM-dd'),
};
