import { describe, expect, it } from 'vitest';
import { daysSince } from './dates.ts';

describe('daysSince', () => {
  const now = new Date('2026-12-06T10:00:00Z');

  it('counts UTC calendar days, not 24-hour spans', () => {
    expect(daysSince('2026-12-06T00:00:01Z', now)).toBe(0);
    expect(daysSince('2026-12-05T23:59:59Z', now)).toBe(1);
    expect(daysSince(new Date('2026-11-06T12:00:00Z'), now)).toBe(30);
    expect(daysSince('2025-12-06T10:00:00Z', now)).toBe(365);
  });

  it('is never negative: a time ahead of this clock is today', () => {
    expect(daysSince('2026-12-06T23:00:00Z', now)).toBe(0);
    expect(daysSince('2027-09-10T00:00:00Z', now)).toBe(0);
  });

  it('takes a date as written in the API (YYYY-MM-DD)', () => {
    expect(daysSince('2026-12-01', now)).toBe(5);
  });
});
