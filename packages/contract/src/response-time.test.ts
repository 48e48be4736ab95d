import { describe, expect, it } from 'vitest';
import { RESPONSE_MIN_SAMPLES, responseTimePhrase, withinSpan } from './response-time.ts';

describe('withinSpan: a median rounded up to a friendly bucket', () => {
  it.each([
    [0, 'within an hour'],
    [1, 'within an hour'],
    [60, 'within an hour'],
    [61, 'within 2 hours'],
    [120, 'within 2 hours'],
    [121, 'within 3 hours'],
    [23 * 60, 'within 23 hours'],
    [23 * 60 + 1, 'within a day'],
    [24 * 60, 'within a day'],
    [24 * 60 + 1, 'within 2 days'],
    [3 * 24 * 60, 'within 3 days'],
    [10 * 24 * 60 + 5, 'within 11 days'],
  ])('%i minutes: %s', (minutes, words) => {
    expect(withinSpan(minutes)).toBe(words);
  });
});

describe('responseTimePhrase', () => {
  it('says how the operator usually quotes and replies', () => {
    expect(responseTimePhrase('reply', { median_minutes: 95, samples: 3 })).toBe('Usually replies within 2 hours');
    expect(responseTimePhrase('quote', { median_minutes: 20 * 60, samples: 12 })).toBe(
      'Usually quotes within 20 hours',
    );
    expect(responseTimePhrase('quote', { median_minutes: 30 * 60, samples: 4 })).toBe('Usually quotes within 2 days');
  });

  it(`says nothing with fewer than ${RESPONSE_MIN_SAMPLES} samples, or no median`, () => {
    expect(responseTimePhrase('reply', { median_minutes: 10, samples: RESPONSE_MIN_SAMPLES - 1 })).toBeNull();
    expect(responseTimePhrase('reply', { median_minutes: null, samples: 0 })).toBeNull();
    expect(responseTimePhrase('quote', null)).toBeNull();
    expect(responseTimePhrase('quote', undefined)).toBeNull();
  });
});
