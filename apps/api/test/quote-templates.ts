// The quote template the tests of modules/quote-templates save, and the paths they call.
import type { QuoteTemplateBody } from '@triptender/contract/quote-templates';
import type { As } from './harness.ts';

export const templatesUrl = (companyId: number) => `/v1/company/${companyId}/quote-templates`;
export const templateUrl = (companyId: number, templateId: number) => `${templatesUrl(companyId)}/${templateId}`;
export const draftUrl = (companyId: number, templateId: number, leadId: number | string) =>
  `${templateUrl(companyId, templateId)}/draft?lead_id=${leadId}`;

export const westCoast = (overrides: Partial<QuoteTemplateBody> = {}): QuoteTemplateBody => ({
  name: 'West coast, 10 days',
  price: 1890,
  currency: 'EUR',
  price_basis: 'per_person',
  trip_duration: '10 days / 9 nights',
  message: 'A self-drive loop of the Wild Atlantic Way with hand-picked guesthouses.',
  inclusions: ['accommodation', 'breakfast', 'car_hire', 'Ferry to the Aran Islands'],
  exclusions: ['flights'],
  itinerary: [
    { day: 1, title: 'Dublin to Galway', overnight: 'Galway' },
    { day: 2, title: 'Connemara', description: 'Kylemore Abbey and the Sky Road' },
    { day: 9, title: 'Cliffs of Moher' },
    { day: 10, title: 'Shannon and home' },
  ],
  accommodation_standard: 'guesthouse',
  deposit_percent: 20,
  cancellation_terms: 'Free cancellation up to 30 days before the start.',
  valid_for_days: 14,
  ...overrides,
});

/** Saves a template through the API, failing loudly if refused; returns its id. */
export async function saveTemplate(as: As, token: string, companyId: number, body: QuoteTemplateBody = westCoast()) {
  const res = await as(token).post(templatesUrl(companyId), body);
  if (res.statusCode !== 201) throw new Error(`saving a template: ${res.statusCode} ${res.body}`);
  return res.json().id as number;
}
