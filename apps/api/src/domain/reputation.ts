import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Badge } from '@triptender/contract/enums';
import type { Db } from '../db/client.ts';
import { companyBadges, conversations, leads, messages, quotes, reviews, users } from '../db/schema.ts';

export type Reputation = {
  /** Average rating, one decimal; null without reviews. */
  rating: number | null;
  review_count: number;
  badges: Badge[];
  /** The median minutes from a purchase to the company's first reply, over the chats it answered; null before any. */
  reply_time: { median_minutes: number; conversations: number } | null;
};

// Computed badges (DESIGN.md): thresholds in one place.
export const TOP_RATED = { minAverage: 4.5, minReviews: 3 } as const;
export const FAST_RESPONDER = { maxMedianMinutes: 120, minConversations: 3 } as const;
export const IRELAND_EXPERT = { minAcceptedTrips: 5 } as const;

/**
 * Ratings, review counts and badges of many companies in four grouped queries (no N+1).
 * Fast Responder: the median time from a purchase (the conversation opening) to the company's first
 * message in it is under 2 hours, over at least 3 conversations with a reply.
 */
export async function getReputations(db: Db, companyIds: number[]): Promise<Map<number, Reputation>> {
  const ids = [...new Set(companyIds)];
  const result = new Map<number, Reputation>(
    ids.map((id) => [id, { rating: null, review_count: 0, badges: [], reply_time: null }]),
  );
  if (ids.length === 0) return result;

  const [ratings, granted, ireland, replies] = await Promise.all([
    db
      .select({
        company_id: reviews.company_id,
        avg: sql<number>`avg(${reviews.rating})::float8`,
        n: sql<number>`count(*)::int`,
      })
      .from(reviews)
      .where(inArray(reviews.company_id, ids))
      .groupBy(reviews.company_id),
    db
      .select({ company_id: companyBadges.company_id, badge: companyBadges.badge })
      .from(companyBadges)
      .where(inArray(companyBadges.company_id, ids)),
    db
      .select({ company_id: quotes.company_id, n: sql<number>`count(*)::int` })
      .from(quotes)
      .innerJoin(leads, eq(leads.id, quotes.lead_id))
      .where(and(inArray(quotes.company_id, ids), eq(quotes.status, 'accepted'), eq(leads.country, 'ireland')))
      .groupBy(quotes.company_id),
    db
      .select({
        company_id: sql<number>`first_reply.company_id`,
        median_minutes: sql<number>`percentile_cont(0.5) within group (order by first_reply.minutes)::float8`,
        n: sql<number>`count(*)::int`,
      })
      .from(
        db
          .select({
            company_id: conversations.company_id,
            minutes: sql<number>`extract(epoch from min(${messages.created_at}) - ${conversations.created_at}) / 60`.as(
              'minutes',
            ),
          })
          .from(conversations)
          .innerJoin(messages, eq(messages.conversation_id, conversations.id))
          .innerJoin(users, and(eq(users.id, messages.sender_id), eq(users.company_id, conversations.company_id)))
          .where(and(inArray(conversations.company_id, ids), eq(conversations.kind, 'lead')))
          .groupBy(conversations.id, conversations.company_id, conversations.created_at)
          .as('first_reply'),
      )
      .groupBy(sql`first_reply.company_id`),
  ]);

  for (const r of ratings) {
    const rep = result.get(r.company_id)!;
    rep.rating = Math.round(Number(r.avg) * 10) / 10;
    rep.review_count = Number(r.n);
    if (rep.review_count >= TOP_RATED.minReviews && Number(r.avg) >= TOP_RATED.minAverage) rep.badges.push('Top Rated');
  }
  for (const r of replies) {
    const rep = result.get(Number(r.company_id));
    if (rep) rep.reply_time = { median_minutes: Math.round(Number(r.median_minutes)), conversations: Number(r.n) };
    if (Number(r.n) >= FAST_RESPONDER.minConversations && Number(r.median_minutes) < FAST_RESPONDER.maxMedianMinutes) {
      result.get(Number(r.company_id))?.badges.push('Fast Responder');
    }
  }
  for (const r of ireland) {
    if (Number(r.n) >= IRELAND_EXPERT.minAcceptedTrips) result.get(r.company_id)!.badges.push('Ireland Expert');
  }
  for (const g of granted) result.get(g.company_id)!.badges.push(g.badge);
  return result;
}
