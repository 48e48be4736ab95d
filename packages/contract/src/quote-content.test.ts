// The mapping between a quote form's fields and what a quote offers, both ways.
import { describe, expect, it } from 'vitest';
import { contentOfFields, fieldsOfContent, quoteContentOf } from './quote-content.ts';
import { quoteFields } from './quote-fields.ts';

const written = {
  price: '1250.50',
  currency: 'EUR',
  price_basis: 'per_person',
  trip_duration: '8 days / 7 nights',
  message: 'A week in Kerry, with a day on the Skellig coast.',
  inclusions: ['breakfast', 'Whiskey tasting'],
  exclusions: ['flights'],
  itinerary: [{ day: 1, title: 'Killarney', description: '', overnight: 'Killarney' }],
  accommodation_standard: 'four_star',
  deposit_percent: '20',
  cancellation_terms: '',
  valid_until: '',
} as const;

describe('quote content', () => {
  it('stores a price per person as the total for the travellers, and gives it back per person to edit', () => {
    const content = contentOfFields(quoteFields.parse(written), 3);
    expect(content).toMatchObject({ price_cents: 375_150, price_basis: 'per_person', deposit_percent: 20 });
    expect(content.itinerary).toEqual([{ day: 1, title: 'Killarney', description: null, overnight: 'Killarney' }]);
    expect(fieldsOfContent(content, 3)).toEqual({ ...written, price: '1250.5' });
  });

  it('keeps a total as it was written, whatever the travellers', () => {
    const content = contentOfFields(quoteFields.parse({ ...written, price_basis: 'total' }), 3);
    expect(content.price_cents).toBe(125_050);
    expect(fieldsOfContent(content, 3).price).toBe('1250.5');
  });

  it('picks only what a quote offers, its itinerary in one order', () => {
    const content = contentOfFields(quoteFields.parse(written), 1);
    const row = { ...content, id: 9, status: 'sent', itinerary: [{ overnight: 'Dingle', title: 'Dingle', day: 2 }] };
    expect(quoteContentOf(row)).toEqual({
      ...content,
      itinerary: [{ day: 2, title: 'Dingle', description: null, overnight: 'Dingle' }],
    });
  });
});
