import { afterEach, describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDay,
  formatDayTime,
  formatMonthDay,
  formatTripDates,
  fullTime,
  listTime,
  messageTime,
} from './format.ts';

const zone = process.env.TZ;
afterEach(() => {
  process.env.TZ = zone;
});

describe('dates as the screens show them', () => {
  it('shows a calendar day as that day, wherever the reader is', () => {
    for (const tz of ['UTC', 'America/Los_Angeles', 'Pacific/Auckland']) {
      process.env.TZ = tz;
      expect(formatDay('2026-06-03')).toBe('Jun. 3, 2026');
      expect(formatDate('2026-06-03')).toBe('Jun 3, 2026');
      expect(formatMonthDay('2026-12-25')).toBe('Dec 25');
    }
  });

  it('shows a timestamp in the reader’s own time', () => {
    process.env.TZ = 'Europe/Dublin';
    expect(formatDayTime('2026-07-01T13:05:00.000Z')).toBe('Jul. 1, 2026 14:05');
    expect(fullTime('2026-07-01T13:05:00.000Z')).toBe('Jul 1, 2026 14:05');
    process.env.TZ = 'UTC';
    expect(formatDay('2026-01-31T23:59:00.000Z')).toBe('Jan. 31, 2026');
  });

  it('ends a trip its nights after the start, across month, year and clock changes', () => {
    process.env.TZ = 'UTC';
    expect(formatTripDates('2026-06-03', 8)).toBe('Jun 3 - Jun 11, 2026');
    expect(formatTripDates('2026-12-28', 7)).toBe('Dec 28 - Jan 4, 2027');
    // clocks go back on Nov 1 in New York: 3 nights from Oct 30 still end on Nov 2
    process.env.TZ = 'America/New_York';
    expect(formatTripDates('2026-10-30', 3)).toBe('Oct 30 - Nov 2, 2026');
  });
});

describe('times in the chat lists', () => {
  it('shows the hour today, the weekday this week, else the day', () => {
    process.env.TZ = 'UTC';
    const now = new Date('2026-06-10T18:00:00.000Z');
    expect(listTime('2026-06-10T09:30:00.000Z', now)).toBe('09:30');
    expect(listTime('2026-06-08T09:30:00.000Z', now)).toBe('Mon');
    expect(listTime('2026-05-20T09:30:00.000Z', now)).toBe('May 20');
  });

  it('shows a message from an earlier day with its day', () => {
    expect(messageTime('2020-02-03T08:07:00.000Z')).toMatch(/^Feb [34], \d\d:\d\d$/);
    expect(messageTime(new Date().toISOString())).toMatch(/^\d\d:\d\d$/);
  });
});
