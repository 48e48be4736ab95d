// The fixed choices of a quote's terms: how its price is stated, its accommodation, and why
// it was declined. Apart from enums.ts, which every page loads, as only the portals need them.

/**
 * What a quote's price is stated as: the total for the whole group, or a price per person
 * that the API multiplies by the trip's travellers. The total is what is stored and compared.
 */
export const PRICE_BASES = ['total', 'per_person'] as const;
export type PriceBasis = (typeof PRICE_BASES)[number];

/** The standard of the accommodation a quote includes, as the compare drawer shows it. */
export const ACCOMMODATION_STANDARDS = [
  'guesthouse',
  'three_star',
  'four_star',
  'five_star',
  'self_catering',
  'mixed',
] as const;
export type AccommodationStandard = (typeof ACCOMMODATION_STANDARDS)[number];
export const ACCOMMODATION_STANDARD_LABELS: Record<AccommodationStandard, string> = {
  guesthouse: 'Guesthouses and B&Bs',
  three_star: '3-star hotels',
  four_star: '4-star hotels',
  five_star: '5-star and luxury hotels',
  self_catering: 'Self-catering',
  mixed: 'A mix of standards',
};

/**
 * Why a quote was declined: the reasons a traveller picks from, and the two the platform records when
 * it declines quotes itself (another quote accepted, the request closed). The operator sees the reason
 * and its overview counts them.
 */
export const TRAVELLER_DECLINE_REASONS = [
  'price',
  'itinerary',
  'inclusions',
  'slow_response',
  'booked_elsewhere',
  'plans_changed',
  'other',
] as const;
export type TravellerDeclineReason = (typeof TRAVELLER_DECLINE_REASONS)[number];
export const DECLINE_REASONS = [...TRAVELLER_DECLINE_REASONS, 'other_accepted', 'request_closed'] as const;
export type DeclineReason = (typeof DECLINE_REASONS)[number];
export const DECLINE_REASON_LABELS: Record<DeclineReason, string> = {
  price: 'Price too high',
  itinerary: 'Itinerary not right',
  inclusions: 'Missing something I need',
  slow_response: 'Too slow to reply',
  booked_elsewhere: 'Booked elsewhere',
  plans_changed: 'Plans changed',
  other: 'Another reason',
  other_accepted: 'Another quote accepted',
  request_closed: 'Request closed by the traveller',
};
