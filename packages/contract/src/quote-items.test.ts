import { describe, expect, it } from 'vitest';
import { itemLabel, looksLikeKey, normaliseItems, splitLegacyItems } from './quote-items.ts';
import { quoteFields } from './quote-fields.ts';

const base = { price: 1000, trip_duration: '5 days', message: 'A proposal of twenty characters' };

describe('quote items', () => {
  it('tells keys from free items by how they are written', () => {
    expect(looksLikeKey('car_hire')).toBe(true);
    expect(looksLikeKey('kayaking')).toBe(true);
    expect(looksLikeKey('Kayaking')).toBe(false);
    expect(looksLikeKey('Whiskey tasting at Midleton')).toBe(false);
    expect(looksLikeKey('24/7 support')).toBe(false);
  });

  it('lists keys first in checklist order, then free items, without repeats', () => {
    expect(normaliseItems(['Boat trip', 'breakfast', 'accommodation', 'boat trip', 'breakfast'])).toEqual([
      'accommodation',
      'breakfast',
      'Boat trip',
    ]);
    expect(itemLabel('car_hire')).toBe('Car hire');
    expect(itemLabel('Boat trip')).toBe('Boat trip');
  });

  it('splits a pre-list string, naming checklist items by key or label in any case', () => {
    expect(splitLegacyItems('Hotels, CAR HIRE; car_hire\nkayaking • Tips and gratuities')).toEqual([
      'car_hire',
      'tips',
      'Hotels',
      'Kayaking',
    ]);
    expect(splitLegacyItems(' , ;')).toEqual([]);
  });
});

describe('quoteFields lists', () => {
  it('takes arrays of keys and free items, or a string, and refuses an unknown key', () => {
    expect(quoteFields.parse({ ...base, inclusions: ['ferries', 'Seaweed baths'] }).inclusions).toEqual([
      'ferries',
      'Seaweed baths',
    ]);
    // a piece with a space is a free item as written; a key-like unknown word gains a capital
    expect(quoteFields.parse({ ...base, inclusions: 'ferries, seaweed baths, kayaking' }).inclusions).toEqual([
      'ferries',
      'seaweed baths',
      'Kayaking',
    ]);
    const bad = quoteFields.safeParse({ ...base, inclusions: ['ferrys'] });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toMatch(/^"ferrys" is not an item of the checklist/);
  });

  it('keeps free items as written, angle brackets too, and drops blanks', () => {
    expect(quoteFields.parse({ ...base, inclusions: ['<b>Boat</b> trip', '  ', ''] }).inclusions).toEqual([
      '<b>Boat</b> trip',
    ]);
  });
});
