// The quotes, conversations and reviews of the demo. Quotes are stored by the quotes module
// (insertQuote), then dated and decided as the demo's travellers answered them.
import { eq } from 'drizzle-orm';
import { isoDay } from '@triptender/contract/dates';
import type { Currency, QuoteStatus } from '@triptender/contract/enums';
import { type DeclineReason } from '@triptender/contract/quote-terms';
import { conversations, messages, quotes, reviews } from '../db/schema.ts';
import { insertQuote, insertQuoteVersion } from '../modules/quotes/store-quote.ts';
import { type DemoContext, dayMs, type Lead, type Member, type User } from './context.ts';
import type { TripSteps } from './trips.ts';

/** What a demo quote offers beyond its price and proposal (the usual offer when left out). */
type OfferDetails = Partial<
  Pick<
    typeof quotes.$inferInsert,
    'inclusions' | 'exclusions' | 'itinerary' | 'accommodation_standard' | 'deposit_percent' | 'cancellation_terms'
  >
>;
/**
 * A quote's price in cents (in `currency`, USD by default), its proposal, what it offers, when the
 * traveller answered it its status (and a decline's reason), and a revision sent `revised.hoursAgo`.
 */
type Offer = {
  price: number;
  message: string;
  currency?: Currency;
  details?: OfferDetails;
  status?: Extract<QuoteStatus, 'sent' | 'accepted' | 'declined'>;
  declined?: { code: DeclineReason; reason: string | null };
  revised?: { price: number; details?: OfferDetails; hoursAgo: number };
  /** When it was sent and answered, for a quote of weeks ago (performance-history.ts); else now and a day ago. */
  sentAt?: Date;
  decidedAt?: Date;
};

/** What most demo operators offer: a guided or self-drive trip with breakfast, flights not included. */
const USUAL_OFFER: Required<OfferDetails> = {
  inclusions: ['accommodation', 'breakfast', 'transfers', 'entrance_fees', '24/7 local support'],
  exclusions: ['flights', 'other_meals', 'travel_insurance'],
  itinerary: [],
  accommodation_standard: 'four_star',
  deposit_percent: 20,
  cancellation_terms: 'Free cancellation up to 60 days before departure; 50% of the price after that.',
};
/** One message of a conversation: who wrote, what, and how many minutes ago. */
type ConversationLine = [Pick<User, 'id'>, string, number];

export function offerSteps({ db, now }: DemoContext, trips: TripSteps) {
  const steps = {
    /** A conversation as it went, one line a message. */
    async chat(conversationId: number, lines: ConversationLine[]) {
      for (const [sender, body, minutesAgo] of lines) {
        const at = new Date(now - minutesAgo * 60_000);
        const [m] = await db
          .insert(messages)
          .values({ conversation_id: conversationId, sender_id: sender.id, body, created_at: at })
          .returning();
        await db
          .update(conversations)
          .set({ last_message_id: m!.id, last_message_at: at })
          .where(eq(conversations.id, conversationId));
      }
    },

    /** A company member's quote for their company: version 1, and version 2 when `revised`. */
    async quote(lead: Lead, member: Member, offer: Offer) {
      const { price, message, status = 'sent', currency = 'USD', revised } = offer;
      const first = { ...USUAL_OFFER, ...offer.details };
      const content = (cents: number, details: Required<OfferDetails>) => ({
        price_cents: cents,
        currency,
        trip_duration: `${lead.number_of_night + 1} days / ${lead.number_of_night} nights`,
        message,
        ...details,
        flights_included: details.inclusions.includes('flights'),
        valid_until: isoDay(new Date(now + 30 * dayMs)),
      });
      // a revised quote was sent an hour before its revision; others now, after their purchase
      const hour = 3_600_000;
      const sentAt = offer.sentAt ?? (revised ? new Date(now - (revised.hoursAgo + 1) * hour) : new Date(now));
      const latest = revised ? content(revised.price, { ...first, ...revised.details }) : content(price, first);
      const updatedAt = revised ? new Date(now - revised.hoursAgo * hour) : sentAt;
      const q = await insertQuote(db, {
        leadId: lead.id,
        companyId: member.company_id!,
        userId: member.id,
        content: content(price, first),
        at: sentAt,
      });
      if (revised) {
        await insertQuoteVersion(db, {
          quoteId: q.id,
          version: 2,
          content: latest,
          createdBy: member.id,
          at: updatedAt,
        });
      }
      // then decided, as the traveller's answer would leave it, on the demo's own dates
      const [decided] = await db
        .update(quotes)
        .set({
          ...latest,
          version: revised ? 2 : 1,
          accepted_version: status === 'accepted' ? (revised ? 2 : 1) : null,
          status,
          decline_reason_code: offer.declined?.code ?? null,
          decline_reason: offer.declined?.reason ?? null,
          status_changed_at: status === 'sent' ? null : (offer.decidedAt ?? new Date(now - dayMs)),
          updated_at: updatedAt,
        })
        .where(eq(quotes.id, q.id))
        .returning();
      return decided!;
    },

    /**
     * What most bought leads of the demo go through: a member buys the lead, quotes it and, when
     * `chat` is given, writes in the conversation the purchase opened.
     */
    async bid(lead: Lead, member: Member, offer: Offer & { chat?: ConversationLine[] }) {
      // bought before its quote was sent: a revised quote's first version is hours old
      const bought = await trips.buy(
        lead,
        member,
        offer.revised ? new Date(now - (offer.revised.hoursAgo + 2) * 3_600_000) : undefined,
      );
      const quote = await steps.quote(lead, member, offer);
      if (offer.chat) await steps.chat(bought.conversationId, offer.chat);
      return { ...bought, quote };
    },

    /** The traveller's review of the company whose quote they accepted. */
    async review(quote: typeof quotes.$inferSelect, travellerId: number, rating: number, comment: string) {
      await db.insert(reviews).values({
        company_id: quote.company_id,
        lead_id: quote.lead_id,
        quote_id: quote.id,
        traveller_id: travellerId,
        rating,
        comment,
      });
    },
  };
  return steps;
}
