import { and, eq, inArray, max, ne, sql } from 'drizzle-orm';
import { convertCents } from '@triptender/contract/currency';
import type { Currency } from '@triptender/contract/enums';
import { pricePerPersonCents, pricePerPersonPerNightCents } from '@triptender/contract/money';
import { diffQuoteVersions } from '@triptender/contract/quote-changes';
import type { travellerQuote } from '@triptender/contract/quotes';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import {
  companies,
  conversations,
  leads,
  messages,
  purchases,
  quotes,
  quoteVersions,
  reviews,
  users,
} from '../../db/schema.ts';
import { newestFirst } from '../../lib/pagination.ts';
import { getReputations } from '../../domain/reputation.ts';
import { getResponseTimes, publicResponseTimes } from '../../domain/response-times.ts';
import { isLeadConversation } from '../../domain/conversations.ts';
import { discountClaimedSql } from '../../domain/discount.ts';
import { loadExchangeRates } from '../../domain/exchange-rates.ts';
import { quoteContentOf } from '@triptender/contract/quote-content';
import { toCompanyQuote } from './quote-dto.ts';

export type TravellerQuoteDto = z.output<typeof travellerQuote>;

/**
 * The quotes of some leads as their traveller sees them (withdrawn ones left out), newest first,
 * with each company's reputation, the conversation to open, the company's last reply, the price in
 * the traveller's display currency and what the current version changed, in a fixed number of
 * queries however many quotes there are.
 */
export async function loadTravellerQuotes(
  db: Db,
  where: { leadIds?: number[]; quoteIds?: number[] },
  view: { currency: Currency },
): Promise<TravellerQuoteDto[]> {
  if (!where.leadIds?.length && !where.quoteIds?.length) return [];
  const rows = await db
    .select({
      quote: quotes,
      company: {
        id: companies.id,
        name: companies.name,
        logo_url: companies.logo_url,
        website: companies.website,
      },
      conversation_id: conversations.id,
      purchased_at: purchases.created_at,
      review: { id: reviews.id, rating: reviews.rating, comment: reviews.comment, created_at: reviews.created_at },
      trip: {
        number_of_people: leads.number_of_people,
        number_of_night: leads.number_of_night,
        discount_claimed: discountClaimedSql,
      },
    })
    .from(quotes)
    .innerJoin(companies, eq(companies.id, quotes.company_id))
    .innerJoin(leads, eq(leads.id, quotes.lead_id))
    .leftJoin(conversations, isLeadConversation(quotes.lead_id, quotes.company_id))
    .leftJoin(reviews, eq(reviews.quote_id, quotes.id))
    .leftJoin(purchases, and(eq(purchases.lead_id, quotes.lead_id), eq(purchases.company_id, quotes.company_id)))
    .where(
      and(
        where.leadIds?.length ? inArray(quotes.lead_id, where.leadIds) : undefined,
        where.quoteIds?.length ? inArray(quotes.id, where.quoteIds) : undefined,
        ne(quotes.status, 'withdrawn'),
      ),
    )
    .orderBy(...newestFirst(quotes));
  if (rows.length === 0) return [];

  const conversationIds = rows.map((r) => r.conversation_id).filter((id): id is number => id !== null);
  const revised = rows.filter((r) => r.quote.version > 1).map((r) => r.quote.id);
  const companyIds = rows.map((r) => r.company.id);
  const [reputations, responseTimes, replies, rates, previous] = await Promise.all([
    getReputations(db, companyIds),
    getResponseTimes(db, companyIds),
    conversationIds.length
      ? db
          .select({ conversation_id: messages.conversation_id, at: max(messages.created_at) })
          .from(messages)
          .innerJoin(conversations, eq(conversations.id, messages.conversation_id))
          // a reply is a message from a member of the conversation's company
          .innerJoin(users, and(eq(users.id, messages.sender_id), eq(users.company_id, conversations.company_id)))
          .where(inArray(messages.conversation_id, conversationIds))
          .groupBy(messages.conversation_id)
      : Promise.resolve([]),
    loadExchangeRates(db),
    // the version before each revised quote's current one, for what changed
    revised.length
      ? db
          .select({ version: quoteVersions })
          .from(quoteVersions)
          .innerJoin(quotes, eq(quotes.id, quoteVersions.quote_id))
          .where(and(inArray(quoteVersions.quote_id, revised), eq(quoteVersions.version, sql`${quotes.version} - 1`)))
      : Promise.resolve([]),
  ]);
  const lastReply = new Map(replies.map((r) => [r.conversation_id, r.at]));
  const before = new Map(previous.map((p) => [p.version.quote_id, p.version]));

  return rows.map((r) => {
    const rep = reputations.get(r.company.id)!;
    const q = r.quote;
    const { number_of_people: people, number_of_night: nights } = r.trip;
    const converted = convertCents(q.price_cents, q.currency, view.currency, rates.table);
    const prior = before.get(q.id);
    return {
      ...toCompanyQuote(q),
      price_per_person_cents: pricePerPersonCents(q.price_cents, people),
      price_per_person_per_night_cents: pricePerPersonPerNightCents(q.price_cents, people, nights),
      converted: {
        currency: view.currency,
        price_cents: converted,
        per_person_cents: pricePerPersonCents(converted, people),
        per_person_per_night_cents: pricePerPersonPerNightCents(converted, people, nights),
        rate: rates.table[view.currency] / rates.table[q.currency],
        rate_as_of:
          q.currency === view.currency ? null : [rates.asOf[q.currency], rates.asOf[view.currency]].sort()[0]!,
      },
      changes: prior
        ? diffQuoteVersions(
            { ...quoteContentOf(prior), version: prior.version },
            { ...quoteContentOf(q), version: q.version },
          )
        : null,
      company: {
        ...r.company,
        rating: rep.rating,
        review_count: rep.review_count,
        badges: rep.badges,
        response_time: publicResponseTimes(responseTimes.get(r.company.id)!),
      },
      conversation_id: r.conversation_id,
      purchased_at: r.purchased_at,
      last_reply_at: (r.conversation_id !== null ? lastReply.get(r.conversation_id) : null) ?? null,
      review: r.review,
      ...r.trip,
    };
  });
}
