import { describe, expect, it } from 'vitest';
import { isValidPhone, toE164 } from './phone.ts';

describe('toE164', () => {
  it('reads a number with + (or 00) internationally, whatever the region', () => {
    expect(toE164('+353 85 123 4567', 'GB')).toBe('+353851234567');
    expect(toE164('00 44 7911 123456', 'IE')).toBe('+447911123456');
    expect(toE164('+1 (202) 555-0143', null)).toBe('+12025550143');
  });

  it('reads one without + as a number of the region, and refuses it when there is none', () => {
    expect(toE164('085 123 4567', 'IE')).toBe('+353851234567');
    expect(toE164('07911 123456', 'GB')).toBe('+447911123456');
    expect(toE164('085 123 4567', 'GB')).toBeNull();
    expect(toE164('085 123 4567', null)).toBeNull();
  });

  it('refuses impossible numbers', () => {
    for (const n of ['+1 555 0100', '12345', 'call me', '+353 85 12', '']) expect(toE164(n, 'IE')).toBeNull();
  });
});

describe('isValidPhone', () => {
  it('accepts a number valid in one of the trip countries', () => {
    expect(isValidPhone('085 123 4567')).toBe(true);
    expect(isValidPhone('07911 123456')).toBe(true);
    expect(isValidPhone('+1 202 555 0143')).toBe(true);
    expect(isValidPhone('12345')).toBe(false);
    expect(isValidPhone('+1 555 0100')).toBe(false);
  });
});
