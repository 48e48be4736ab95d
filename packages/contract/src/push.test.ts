import { describe, expect, it } from 'vitest';
import { inQuietHours, isTimeZone, PUSH_TEXTS, quietHours } from './push.ts';

describe('quiet hours', () => {
  const night = { start: '22:00', end: '07:00', time_zone: 'Europe/Dublin' };
  it.each([
    // Dublin is UTC+0 in January and UTC+1 in July
    ['2027-01-15T21:59:00Z', false],
    ['2027-01-15T22:00:00Z', true],
    ['2027-01-16T06:59:00Z', true],
    ['2027-01-16T07:00:00Z', false],
    ['2027-07-15T21:30:00Z', true], // 22:30 in Dublin
    ['2027-07-15T06:30:00Z', false], // 07:30 in Dublin
  ])('over midnight, in the zone: %s -> %s', (at, quiet) => {
    expect(inQuietHours(night, new Date(at))).toBe(quiet);
  });

  it('within a day, none, and an empty span', () => {
    const lunch = { start: '12:00', end: '13:00', time_zone: 'UTC' };
    expect(inQuietHours(lunch, new Date('2027-01-15T12:30:00Z'))).toBe(true);
    expect(inQuietHours(lunch, new Date('2027-01-15T13:30:00Z'))).toBe(false);
    expect(inQuietHours(null, new Date())).toBe(false);
    expect(inQuietHours({ start: '09:00', end: '09:00', time_zone: 'UTC' }, new Date('2027-01-15T09:00:00Z'))).toBe(
      false,
    );
  });

  it('takes IANA zones Intl knows, and HH:MM times', () => {
    expect(isTimeZone('Europe/Dublin')).toBe(true);
    expect(isTimeZone('Europe/Atlantis')).toBe(false);
    expect(isTimeZone('x'.repeat(100))).toBe(false);
    expect(quietHours.safeParse(night).success).toBe(true);
    expect(quietHours.safeParse({ ...night, start: '7:00' }).success).toBe(false);
    expect(quietHours.safeParse({ ...night, end: '24:00' }).success).toBe(false);
  });
});

describe('push texts', () => {
  it('say the trip, not who asked', () => {
    expect(PUSH_TEXTS.newLead({ number_of_night: 1, country: 'ireland', number_of_people: 1, facts: 'f' }).title).toBe(
      'New lead: 1 night in Ireland, 1 person',
    );
  });
});
