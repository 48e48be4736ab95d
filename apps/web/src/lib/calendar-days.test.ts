import { describe, expect, it } from 'vitest';
import {
  chosenDay,
  clampDay,
  hasMonthAfter,
  hasMonthBefore,
  isOutside,
  monthWeeks,
  openingDay,
  tripStartBounds,
} from './calendar-days.ts';
import { calendar } from './format.ts';

const day = (iso: string) => new Date(`${iso}T12:00:00`);
const iso = calendar.isoDay;

describe('the days a calendar offers', () => {
  it('disables the days outside its bounds, and none when it has none', () => {
    const bounds = { min: '2026-06-10', max: '2026-06-20' };
    expect(isOutside(day('2026-06-09'), bounds)).toBe(true);
    expect(isOutside(day('2026-06-10'), bounds)).toBe(false);
    expect(isOutside(day('2026-06-20'), bounds)).toBe(false);
    expect(isOutside(day('2026-06-21'), bounds)).toBe(true);
    // the audit log's filters: any day back
    expect(isOutside(day('1999-01-01'), {})).toBe(false);
    expect(isOutside(day('1999-01-01'), { max: '2026-06-20' })).toBe(false);
  });

  it('moves a day outside the bounds to the nearest one', () => {
    const bounds = { min: '2026-06-10', max: '2026-06-20' };
    expect(iso(clampDay(day('2026-01-01'), bounds))).toBe('2026-06-10');
    expect(iso(clampDay(day('2027-01-01'), bounds))).toBe('2026-06-20');
    expect(iso(clampDay(day('2026-06-15'), bounds))).toBe('2026-06-15');
  });

  it('opens on the chosen day, else on today, within the bounds', () => {
    const today = day('2026-06-15');
    expect(iso(openingDay('2026-08-01', {}, today))).toBe('2026-08-01');
    expect(iso(openingDay('', {}, today))).toBe('2026-06-15');
    expect(iso(openingDay('not a day', {}, today))).toBe('2026-06-15');
    // a chosen day now in the past opens on the first day that may be picked
    expect(iso(openingDay('2026-06-01', { min: '2026-06-15' }, today))).toBe('2026-06-15');
    // an audit filter's To never before its From
    expect(iso(openingDay('', { min: '2026-07-01' }, today))).toBe('2026-07-01');
  });

  it('reads a chosen value as a day, or none', () => {
    expect(iso(chosenDay('2026-06-03')!)).toBe('2026-06-03');
    expect(chosenDay('')).toBeNull();
    expect(chosenDay('2026-13-45')).toBeNull();
  });

  it('lays a month out in weeks from Monday to Sunday', () => {
    // June 2026 starts on a Monday and ends on a Tuesday
    const june = monthWeeks(day('2026-06-17'));
    expect(june).toHaveLength(5);
    expect(june.every((week) => week.length === 7)).toBe(true);
    expect(june.map((week) => calendar.weekday(week[0]!))).toEqual(Array(5).fill('Monday'));
    expect(iso(june[0]![0]!)).toBe('2026-06-01');
    expect(iso(june[4]![6]!)).toBe('2026-07-05');
    // March 2026 starts on a Sunday: its first row begins on the Monday before
    const march = monthWeeks(day('2026-03-10'));
    expect(iso(march[0]![0]!)).toBe('2026-02-23');
    expect(iso(march[0]![6]!)).toBe('2026-03-01');
  });

  it('offers the months around only where they have a day to pick', () => {
    const june = day('2026-06-01');
    expect(hasMonthBefore(june, { min: '2026-06-10' })).toBe(false);
    expect(hasMonthBefore(june, { min: '2026-05-31' })).toBe(true);
    expect(hasMonthBefore(june, {})).toBe(true);
    expect(hasMonthAfter(june, { max: '2026-06-30' })).toBe(false);
    expect(hasMonthAfter(june, { max: '2026-07-01' })).toBe(true);
    expect(hasMonthAfter(june, {})).toBe(true);
  });

  it('lets a trip start from the traveller’s today up to three years ahead', () => {
    expect(tripStartBounds(day('2026-06-15'))).toEqual({ min: '2026-06-15', max: '2029-06-15' });
  });
});
