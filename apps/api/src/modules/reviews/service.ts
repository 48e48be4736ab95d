import { and, eq, isNull } from 'drizzle-orm';
import { leadTitle, titleDay } from '@triptender/contract/lead-title';
import {
  type companyReviewsQuery,
  type companyReviewsResponse,
  customerName,
  type reputation,
  type review,
  REVIEW_MESSAGES,
  type reviewBody,
} from '@triptender/contract/reviews';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { companies, leads, quotes, reviews, users } from '../../db/schema.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { newestFirst, paginateSelect } from '../../lib/pagination.ts';
import { leadTitleColumns, reviewOpensOn, tripHasEnded } from '../../domain/lead-rules.ts';
import { type Actor, assertCompanyAccess } from '../auth/permissions.ts';
import { getReputations } from '../../domain/reputation.ts';

type ReviewDto = z.output<typeof review>;
type NewReview = z.output<typeof reviewBody>;

/**
 * A traveller rates the company whose quote they accepted: once per accepted quote, and only once
 * the trip's last night has passed, so a rating says how the trip went, not how the quote looked.
 */
export async function createReview(opts: { db: Db; actor: Actor; body: NewReview }): Promise<ReviewDto> {
  const { db, actor, body } = opts;
  const [quote] = await db
    .select({
      id: quotes.id,
      status: quotes.status,
      company_id: quotes.company_id,
      lead_id: quotes.lead_id,
      company_name: companies.name,
      trip: { start_date: leads.start_date, number_of_night: leads.number_of_night },
    })
    .from(quotes)
    .innerJoin(leads, eq(leads.id, quotes.lead_id))
    .innerJoin(companies, eq(companies.id, quotes.company_id))
    .where(and(eq(quotes.id, body.quote_id), eq(leads.user_id, actor.id), isNull(leads.deleted_at)));
  if (!quote) throw notFound('Quote not found.');
  if (quote.status !== 'accepted') throw conflict(REVIEW_MESSAGES.notAccepted);
  if (!tripHasEnded(quote.trip)) {
    throw conflict(REVIEW_MESSAGES.afterTrip(quote.company_name, titleDay(reviewOpensOn(quote.trip))));
  }
  try {
    const [row] = await db
      .insert(reviews)
      .values({
        company_id: quote.company_id,
        lead_id: quote.lead_id,
        quote_id: quote.id,
        traveller_id: actor.id,
        rating: body.rating,
        comment: body.comment,
      })
      .returning();
    return {
      id: row!.id,
      quote_id: row!.quote_id,
      company_id: row!.company_id,
      rating: row!.rating,
      comment: row!.comment,
      created_at: row!.created_at,
    };
  } catch (err) {
    if (isUniqueViolation(err, 'reviews_quote_unique')) throw conflict(REVIEW_MESSAGES.alreadyReviewed);
    throw err;
  }
}

/** Members of the company and admins; for anyone else, and for a company that does not exist, 404. */
async function assertCompanyVisible(db: Db, actor: Actor, companyId: number) {
  assertCompanyAccess(actor, companyId);
  const [company] = await db.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId));
  if (!company) throw notFound();
}

/** A review and its traveller's names (shown as "Sarah M."): what every list of reviews reads, with users joined. */
export const reviewerColumns = {
  id: reviews.id,
  rating: reviews.rating,
  comment: reviews.comment,
  created_at: reviews.created_at,
  first_name: users.first_name,
  last_name: users.last_name,
};

/** A read of a company's reviews, by its members or an admin (the path carries the company's id). */
type CompanyReviewsCall = { db: Db; actor: Actor; companyId: number };

export async function listCompanyReviews(
  opts: CompanyReviewsCall & { query: z.output<typeof companyReviewsQuery> },
): Promise<z.output<typeof companyReviewsResponse>> {
  const { db, companyId, query } = opts;
  await assertCompanyVisible(db, opts.actor, companyId);
  const select = db
    .select({ ...reviewerColumns, ...leadTitleColumns })
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.traveller_id))
    .innerJoin(leads, eq(leads.id, reviews.lead_id));
  return paginateSelect(db, query, {
    select: select.$dynamic(),
    table: reviews,
    where: eq(reviews.company_id, companyId),
    order: newestFirst(reviews),
    map: (r) => ({
      id: r.id,
      customer: customerName(r.first_name, r.last_name),
      rating: r.rating,
      project: leadTitle(r),
      comment: r.comment,
      created_at: r.created_at,
    }),
  });
}

export async function getCompanyReputation(opts: CompanyReviewsCall): Promise<z.output<typeof reputation>> {
  await assertCompanyVisible(opts.db, opts.actor, opts.companyId);
  const reps = await getReputations(opts.db, [opts.companyId]);
  return reps.get(opts.companyId)!;
}
