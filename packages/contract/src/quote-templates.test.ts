import { describe, expect, it } from 'vitest';
import { draftOfTemplate, type QuoteTemplateContent, tripDurationOf } from './quote-templates.ts';

const template: QuoteTemplateContent = {
  price_cents: 120_050,
  currency: 'GBP',
  price_basis: 'total',
  trip_duration: '5 days / 4 nights',
  message: 'Edinburgh, the Highlands and Skye at an easy pace.',
  inclusions: ['accommodation'],
  exclusions: [],
  itinerary: [
    { day: 1, title: 'Edinburgh', description: null, overnight: null },
    { day: 2, title: 'Glencoe', description: null, overnight: 'Fort William' },
    { day: 3, title: 'Skye', description: 'The Quiraing', overnight: null },
  ],
  accommodation_standard: null,
  deposit_percent: null,
  cancellation_terms: null,
  flights_included: false,
  valid_for_days: 10,
};

describe('draftOfTemplate', () => {
  it('says the duration in days and nights, one in the singular', () => {
    expect(tripDurationOf(1)).toBe('2 days / 1 night');
    expect(tripDurationOf(7)).toBe('8 days / 7 nights');
  });

  it('keeps the days of the trip, a total as a total, and the empty fields empty', () => {
    const draft = draftOfTemplate(template, { number_of_night: 1, start_date: '2027-06-01' }, '2027-03-01');
    expect(draft).toMatchObject({
      price: '1200.5',
      price_basis: 'total',
      currency: 'GBP',
      trip_duration: '2 days / 1 night',
      accommodation_standard: '',
      deposit_percent: '',
      cancellation_terms: '',
      valid_until: '2027-03-11',
    });
    expect(draft.itinerary.map((d) => d.day)).toEqual([1, 2]);
  });

  it("ends the validity on the trip's start, and leaves it empty once that day has gone", () => {
    const lead = { number_of_night: 4, start_date: '2027-03-05' };
    expect(draftOfTemplate(template, lead, '2027-03-01').valid_until).toBe('2027-03-05');
    expect(draftOfTemplate(template, lead, '2027-03-05').valid_until).toBe('2027-03-05');
    expect(draftOfTemplate(template, lead, '2027-03-06').valid_until).toBe('');
    expect(draftOfTemplate({ ...template, valid_for_days: null }, lead, '2027-03-01').valid_until).toBe('');
  });
});
