import { afterEach, describe, expect, it } from 'vitest';
import { titleDay } from '@triptender/contract/lead-title';
import {
  calendar,
  formatDate,
  formatDayTime,
  formatDayTimeSeconds,
  formatMonthDay,
  formatTripDates,
  listTime,
  messageTime,
  timeAgo,
} from './format.ts';

const zone = process.env.TZ;
afterEach(() => {
  process.env.TZ = zone;
});

describe('dates as the screens show them', () => {
  it('shows a calendar day as that day, wherever the reader is', () => {
    for (const tz of ['UTC', 'America/Los_Angeles', 'Pacific/Auckland']) {
      process.env.TZ = tz;
      expect(formatDate('2026-06-03')).toBe('3 Jun 2026');
      expect(formatMonthDay('2026-12-25')).toBe('25 Dec');
    }
  });

  it('reads a day the same way everywhere: the screens, titles and emails', () => {
    for (const day of ['2026-01-01', '2026-06-03', '2026-09-30', '2027-01-12', '2028-02-29']) {
      // the contract's titles and emails write a day as the web shows it (September is 'Sep', never 'Sept')
      expect(formatDate(day)).toBe(titleDay(day));
    }
    expect(formatDate('2026-09-30')).toBe('30 Sep 2026');
  });

  it('shows a timestamp in the reader’s own time, on the 24-hour clock', () => {
    process.env.TZ = 'Europe/Dublin';
    expect(formatDayTime('2026-07-01T13:05:00.000Z')).toBe('1 Jul 2026, 14:05');
    expect(formatDayTimeSeconds('2026-07-01T13:05:09.000Z')).toBe('1 Jul 2026, 14:05:09');
    process.env.TZ = 'UTC';
    expect(formatDate('2026-01-31T23:59:00.000Z')).toBe('31 Jan 2026');
  });

  it('says how long ago something happened', () => {
    expect(timeAgo(new Date(Date.now() - 3 * 86_400_000).toISOString())).toBe('3 days ago');
  });

  it('ends a trip its nights after the start, across month, year and clock changes', () => {
    process.env.TZ = 'UTC';
    expect(formatTripDates('2026-06-03', 8)).toBe('3 Jun - 11 Jun 2026');
    expect(formatTripDates('2026-12-28', 7)).toBe('28 Dec 2026 - 4 Jan 2027');
    // clocks go back on Nov 1 in New York: 3 nights from Oct 30 still end on Nov 2
    process.env.TZ = 'America/New_York';
    expect(formatTripDates('2026-10-30', 3)).toBe('30 Oct - 2 Nov 2026');
  });
});

describe('the calendar', () => {
  it('starts its weeks on Monday, as UK and Irish users expect', () => {
    process.env.TZ = 'Europe/London';
    // Sunday 7 June 2026: its week began on Monday 1 June and ends that Sunday
    const sunday = new Date(2026, 5, 7);
    expect(calendar.isoDay(calendar.weekStart(sunday))).toBe('2026-06-01');
    expect(calendar.isoDay(calendar.weekEnd(sunday))).toBe('2026-06-07');
    expect(calendar.weekdayShort(calendar.weekStart(sunday))).toBe('Mo');
    expect(calendar.day(sunday)).toBe('Sunday 7 June 2026');
    expect(calendar.month(sunday)).toBe('June 2026');
  });
});

describe('times in the chat lists', () => {
  it('always shows the day and the time of the last message', () => {
    process.env.TZ = 'UTC';
    const now = new Date('2026-06-10T18:00:00.000Z');
    expect(listTime('2026-06-10T09:30:00.000Z', now)).toBe('Today 09:30');
    expect(listTime('2026-06-09T21:05:00.000Z', now)).toBe('Yesterday 21:05');
    expect(listTime('2026-06-08T09:30:00.000Z', now)).toBe('8 Jun, 09:30');
    expect(listTime('2025-12-30T14:05:00.000Z', now)).toBe('30 Dec 2025, 14:05');
  });

  it('shows a message from an earlier day with its day', () => {
    expect(messageTime('2020-02-03T08:07:00.000Z')).toMatch(/^[34] Feb, \d\d:\d\d$/);
    expect(messageTime(new Date().toISOString())).toMatch(/^\d\d:\d\d$/);
  });
});
