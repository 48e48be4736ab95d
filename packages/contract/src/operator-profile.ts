// The public operator profile's words and rules, without zod: the profile page is public and keeps zod
// out of its first load. The schemas are in companies.ts (companyPublicProfile, publicReview).
//   GET /v1/companies/{companyId}/profile           -> companyPublicProfile   (anyone; 404 for an unknown id)
//   GET /v1/companies/{companyId}/profile/reviews   query: page -> paginated(publicReview)  (anyone)
//   PUT|DELETE /v1/admin/companies/{companyId}/licence-verification  body: { licence_number } (admin)
import type { Badge } from './enums.ts';

/** What each badge means, in words a traveller reads on an operator's profile. */
export const BADGE_MEANINGS: Record<Badge, string> = {
  'Top Rated': 'Travellers rate this operator 4.5 stars or more on average, over at least 3 reviews.',
  'Fast Responder': 'Usually sends its first reply within 2 hours of picking up a trip request.',
  'Ireland Expert': 'Has organised at least 5 trips to Ireland that travellers accepted on TripTender.',
  'Premium Partner': 'A trusted long-term partner of TripTender.',
  'Licensed Tour Operator': "TripTender checked this operator's tour operator licence.",
};

/** A licence number as operators write them: letters and digits, with spaces, '-', '/' or '.' between. */
export const LICENCE_NUMBER_PATTERN = /^(?=.*\d)[A-Za-z0-9](?:[A-Za-z0-9 ./-]{1,38})[A-Za-z0-9]$/;

export const OPERATOR_PROFILE_MESSAGES = {
  format: 'Please enter the licence number as it is written on the licence: 3 to 40 letters and digits.',
  /** The admin verified a number that has changed since the page was loaded. */
  changed: 'The licence number has changed since you loaded this page. Check the new number first.',
  missing: 'This company has not entered a licence number.',
  verified: 'Licence verified',
  unverified: 'Licence verification removed',
  countries: 'Please choose the areas from Ireland, United Kingdom and Scotland.',
  tripTypes: 'Please choose the trip types from Active, Sightseeing, City and Cultural.',
} as const;

/**
 * Why a badge cannot be switched by PUT|DELETE /v1/company/{companyId}/badges/{badge} (companies.ts
 * badgeParams): Licensed Tour Operator follows the licence verification only.
 */
export const BADGE_SWITCH_MESSAGES = {
  licence:
    'Licensed Tour Operator comes with the licence verification: verify the licence number instead ' +
    '(PUT /v1/admin/companies/{companyId}/licence-verification), or remove the verification to revoke it.',
  computed: 'Only Premium Partner is switched here; the other badges are earned or come with a verified licence.',
} as const;

/** "2 h", "10 min", "3 days", "under a minute": a span of time, short enough for a table cell. */
export function shortSpan(minutes: number): string {
  const m = Math.max(0, Math.round(minutes));
  if (m < 1) return 'under a minute';
  if (m < 60) return `${m} min`;
  const hours = Math.round(m / 60);
  if (hours < 48) return `${hours} h`;
  return `${Math.round(hours / 24)} days`;
}
