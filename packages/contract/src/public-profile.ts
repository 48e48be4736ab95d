// The schemas of an operator's public profile and its reviews, and of the admin's licence check. The
// words and rules, without zod, are in operator-profile.ts (the public page keeps zod out of its first load).
import { z } from 'zod';
import { id, pageQuery, timestamp, type Wire } from './common.ts';
import { BADGES, COUNTRIES, TRIP_TYPES } from './enums.ts';

const responseMedian = z.object({
  /** whole minutes; null without samples, or (where travellers see it) with fewer than RESPONSE_MIN_SAMPLES */
  median_minutes: z.number().int().min(0).nullable(),
  /** purchases quoted, or runs of traveller messages answered, in the window */
  samples: z.number().int().min(0),
});

/**
 * An operator's response times over the last RESPONSE_WINDOW_DAYS days (response-time.ts, whose
 * responseTimePhrase says them in words): buying a lead to quoting it, a traveller's message to its reply.
 */
export const responseTimes = z.object({ quote: responseMedian, reply: responseMedian });

/** GET /v1/companies/{companyId}/profile: what anyone may read of an operator (never staff, wallet or emails). */
export const companyPublicProfile = z.object({
  id,
  name: z.string(),
  logo_url: z.string().nullable(),
  about: z.string().nullable(),
  website: z.string().nullable(),
  countries_served: z.array(z.enum(COUNTRIES)),
  trip_types_served: z.array(z.enum(TRIP_TYPES)),
  /** The licence number the operator entered; `verified` once an admin checked it. */
  licence: z.object({ number: z.string(), verified: z.boolean() }).nullable(),
  rating: z.number().nullable(),
  review_count: z.number().int(),
  /** Of those reviews, how many have a written comment (the profile lists them). */
  written_review_count: z.number().int(),
  badges: z.array(z.enum(BADGES)),
  /** The median time to the operator's first reply in a chat, over the chats it answered; null before any. */
  reply_time: z.object({ median_minutes: z.number().int(), conversations: z.number().int() }).nullable(),
  /** The last 90 days' medians; each null below RESPONSE_MIN_SAMPLES samples (nothing is shown then). */
  response_time: responseTimes,
  member_since: timestamp,
});
export type CompanyPublicProfile = Wire<z.output<typeof companyPublicProfile>>;

export const publicReviewsQuery = z.object({ ...pageQuery });

/** A written review on an operator's profile: the traveller's first name and initial, never the trip's title. */
export const publicReview = z.object({
  id,
  customer: z.string(),
  rating: z.number().int(),
  comment: z.string(),
  country: z.enum(COUNTRIES),
  created_at: timestamp,
});
export type PublicReview = Wire<z.output<typeof publicReview>>;

/** The number the admin checked: refused (409) when the company changed it meanwhile. */
export const licenceVerificationBody = z.object({ licence_number: z.string().max(100) });
