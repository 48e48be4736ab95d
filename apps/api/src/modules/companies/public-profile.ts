import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { companyPublicProfile, publicReview } from '@triptender/contract/public-profile';
import type { ListMeta } from '@triptender/contract/common';
import type { Country } from '@triptender/contract/enums';
import { customerName } from '@triptender/contract/reviews';
import type { Db } from '../../db/client.ts';
import { companies, leads, reviews, users } from '../../db/schema.ts';
import { notFound } from '../../lib/errors.ts';
import { countRows, newestFirst, type PageParams, paginateSelect } from '../../lib/pagination.ts';
import { getReputations } from '../../domain/reputation.ts';
import { getResponseTimes, publicResponseTimes } from '../../domain/response-times.ts';
import { reviewerColumns } from '../reviews/service.ts';

type PublicProfile = z.output<typeof companyPublicProfile>;

/** A review with a written comment: what the profile lists (the average counts every review). */
const writtenReviewOf = (companyId: number) =>
  and(eq(reviews.company_id, companyId), isNotNull(reviews.comment), sql`trim(${reviews.comment}) <> ''`);

/**
 * An operator's public profile: only what it publishes (no team, wallet or staff emails), its
 * reputation from domain/reputation.ts, and its licence number marked verified once an admin checked it.
 */
export async function getPublicProfile(opts: { db: Db; companyId: number }): Promise<PublicProfile> {
  const [row] = await opts.db
    .select({
      id: companies.id,
      name: companies.name,
      logo_url: companies.logo_url,
      about: companies.about,
      website: companies.website,
      countries_served: companies.countries_served,
      trip_types_served: companies.trip_types_served,
      licence_number: companies.licence_number,
      licence_verified_at: companies.licence_verified_at,
      created_at: companies.created_at,
    })
    .from(companies)
    .where(eq(companies.id, opts.companyId));
  if (!row) throw notFound();
  const [reputations, written, responseTimes] = await Promise.all([
    getReputations(opts.db, [row.id]),
    countRows(opts.db, reviews, writtenReviewOf(row.id)),
    getResponseTimes(opts.db, [row.id]),
  ]);
  const rep = reputations.get(row.id)!;
  return {
    id: row.id,
    name: row.name,
    logo_url: row.logo_url,
    about: row.about,
    website: row.website,
    countries_served: row.countries_served,
    trip_types_served: row.trip_types_served,
    licence: row.licence_number ? { number: row.licence_number, verified: row.licence_verified_at !== null } : null,
    rating: rep.rating,
    review_count: rep.review_count,
    written_review_count: written,
    badges: rep.badges,
    reply_time: rep.reply_time,
    response_time: publicResponseTimes(responseTimes.get(row.id)!),
    member_since: row.created_at,
  };
}

/** The written reviews of an operator, newest first: the traveller as "Sarah M." and the trip's country only. */
export async function listPublicReviews(opts: {
  db: Db;
  companyId: number;
  page: PageParams;
}): Promise<{ data: z.output<typeof publicReview>[]; meta: ListMeta }> {
  const [company] = await opts.db.select({ id: companies.id }).from(companies).where(eq(companies.id, opts.companyId));
  if (!company) throw notFound();
  const select = opts.db
    .select({ ...reviewerColumns, country: leads.country })
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.traveller_id))
    .innerJoin(leads, eq(leads.id, reviews.lead_id));
  return paginateSelect(opts.db, opts.page, {
    select: select.$dynamic(),
    table: reviews,
    where: writtenReviewOf(company.id),
    order: newestFirst(reviews),
    map: (r) => ({
      id: r.id,
      customer: customerName(r.first_name, r.last_name),
      rating: r.rating,
      comment: r.comment!,
      country: r.country as Country,
      created_at: r.created_at,
    }),
  });
}
