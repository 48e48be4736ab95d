// Reviews of companies by travellers who accepted their quote, and company reputations.
//   POST /v1/reviews                              body: reviewBody -> 201 review
//   GET  /v1/companies/{companyId}/reviews        query: companyReviewsQuery -> paginated(companyReview)
//   GET  /v1/companies/{companyId}/reputation     -> reputation
// The company routes answer members of that company and admins; anyone else gets 404.
import { z } from 'zod';
import { id, optionalText, pageQuery, paginated, timestamp } from './common.ts';
import { BADGES } from './enums.ts';

export const RATING_MIN = 1;
export const RATING_MAX = 5;

export const reviewBody = z.object({
  quote_id: id,
  rating: z.coerce
    .number({ error: 'Please choose a rating from 1 to 5 stars.' })
    .int('Please choose a rating from 1 to 5 stars.')
    .min(RATING_MIN, 'Please choose a rating from 1 to 5 stars.')
    .max(RATING_MAX, 'Please choose a rating from 1 to 5 stars.'),
  comment: optionalText(2000),
});
export type ReviewBody = z.input<typeof reviewBody>;

export const REVIEW_MESSAGES = {
  notAccepted: 'You can review a company once you have accepted its quote.',
  /** Before the trip's last night has passed (reviewOpensOn in apps/api/src/domain/lead-rules.ts). */
  afterTrip: (company: string, day: string) => `You can review ${company} after your trip, from ${day}.`,
  alreadyReviewed: 'You have already reviewed this company for this trip.',
  thanks: 'Thank you for your review!',
} as const;

export const review = z.object({
  id: z.number().int(),
  quote_id: z.number().int(),
  company_id: z.number().int(),
  rating: z.number().int(),
  comment: z.string().nullable(),
  created_at: timestamp,
});
export type Review = z.input<typeof review>;

export const companyReviewsQuery = z.object({ ...pageQuery });

/** The customer reviews table: Customer, Rating, Project, Comment, Date. */
export const companyReview = z.object({
  id: z.number().int(),
  /** The traveller's first name and last initial. */
  customer: z.string(),
  rating: z.number().int().min(RATING_MIN).max(RATING_MAX),
  /** The trip request's title. */
  project: z.string(),
  comment: z.string().nullable(),
  created_at: timestamp,
});
export type CompanyReview = z.input<typeof companyReview>;
export const companyReviewsResponse = paginated(companyReview);
export type CompanyReviewsResponse = z.input<typeof companyReviewsResponse>;

export const reputation = z.object({
  rating: z.number().nullable(),
  review_count: z.number().int(),
  badges: z.array(z.enum(BADGES)),
});
export type Reputation = z.input<typeof reputation>;

/** "Sarah M." */
export const customerName = (first: string, last: string) =>
  last.trim() ? `${first} ${last.trim()[0]!.toUpperCase()}.` : first;
