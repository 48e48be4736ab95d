// Over 300 lines: every step demo data is made of, in one builder that the demo files share.
// The steps demo data is made of. People, companies, purchases and quotes go through the same
// services as the API (createUser, createCompany, buyLead, insertQuote); leads and messages are
// inserted with the dates a lived-in marketplace has, which the API would stamp with "now", and
// quotes are then dated and decided so.
import { eq } from 'drizzle-orm';
import { estimateBudgetCents } from '@triptender/contract/budget';
import { isoDay } from '@triptender/contract/dates';
import {
  COMPANY_ROLE,
  type CompanyRoleId,
  type Country,
  type Currency,
  type QuoteStatus,
  ROLE,
  type TravelType,
  type TripType,
} from '@triptender/contract/enums';
import { type DeclineReason } from '@triptender/contract/quote-terms';
import { composeLeadTitle } from '@triptender/contract/lead-title';
import type { Db } from '../db/client.ts';
import { conversations, leads, messages, quotes, reviews } from '../db/schema.ts';
import { visibleText } from '../domain/visible-text.ts';
import { createUser } from '../modules/auth/users.ts';
import { createCompany } from '../modules/companies/service.ts';
import { topUpWallet } from '../modules/purchases/ledger.ts';
import { buyLead } from '../modules/purchases/purchase-lead.ts';
import { insertQuote, insertQuoteVersion } from '../modules/quotes/store-quote.ts';
import { DEMO_PASSWORD } from './accounts.ts';
import { COUNTRIES, TRAVEL_TYPES, TRIP_TYPES } from './content.ts';

export const dayMs = 86_400_000;
type Lead = typeof leads.$inferSelect;
export type User = Awaited<ReturnType<typeof createUser>>;
/** A company member: what they do (buy, quote) is done for their company. */
type Member = Pick<User, 'id' | 'company_id'>;
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
type ChatLine = [Pick<User, 'id'>, string, number];

// A small deterministic generator, so every fresh demo database looks the same.
function rng(seed: number) {
  let s = seed;
  return () => {
    s = (s * 1_103_515_245 + 12_345) % 2_147_483_648;
    return s / 2_147_483_648;
  };
}

export type TripSpec = {
  country: Country;
  people: number;
  nights: number;
  tripType: TripType;
  travelType: TravelType;
  startsInDays: number;
  request: string | null;
  flight?: 'yes' | 'no';
  createdAt?: Date;
};

export function demoBuilder(db: Db, publicUrl: string) {
  const now = Date.now();
  const random = rng(20261120);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(random() * xs.length)]!;
  /** A whole number from min up to, not including, max. */
  const between = (min: number, max: number) => min + Math.floor(random() * (max - min));

  return {
    db,
    now,
    /** Where the links in the demo's emails point. */
    publicUrl,
    random,
    pick,
    between,

    /**
     * The shape of a trip drawn at random: its country (unless given), people and nights from the
     * choices, then its trip and travel types. The order of the draws is the demo data's: changing it
     * changes every trip after.
     */
    pickTrip(choices: { country?: Country | undefined; people: readonly number[]; nights: readonly number[] }) {
      return {
        country: choices.country ?? pick(COUNTRIES),
        people: pick(choices.people),
        nights: pick(choices.nights),
        tripType: pick(TRIP_TYPES),
        travelType: pick(TRAVEL_TYPES),
      };
    },

    /** A company as the admin (actorUserId) or the first run (null) adds one. */
    company(company: Parameters<typeof createCompany>[0]['company'], actorUserId: number | null = null) {
      return createCompany({ db, actorUserId, company });
    },

    /** A user who can log in with the demo password (a guest traveller has none: pass password: null). */
    person(user: {
      role: 1 | 2 | 3;
      email: string;
      first_name: string;
      last_name: string;
      mobile?: string | null;
      companyId?: number;
      companyRole?: CompanyRoleId;
      password?: null;
      actorUserId?: number | null;
    }): Promise<User> {
      const { actorUserId = null, password, ...rest } = user;
      const withPassword = password === undefined;
      return createUser({
        db,
        actorUserId,
        user: { ...rest, ...(withPassword ? { password: DEMO_PASSWORD, emailVerified: true } : {}) },
      });
    },

    traveller(first: string, last: string, email: string, mobile: string | null) {
      return this.person({ role: ROLE.TRAVELLER, email, first_name: first, last_name: last, mobile });
    },

    manager(companyId: number, first: string, last: string, email: string) {
      return this.person({
        role: ROLE.COMPANY,
        email,
        first_name: first,
        last_name: last,
        companyId,
        companyRole: COMPANY_ROLE.MANAGER,
      });
    },

    /** A trip request as the form stores it, owned by `owner`. */
    async lead(owner: User, t: TripSpec, extra: Partial<typeof leads.$inferInsert> = {}): Promise<Lead> {
      const start_date = isoDay(new Date(now + t.startsInDays * dayMs));
      const values: typeof leads.$inferInsert = {
        user_id: owner.id,
        title: composeLeadTitle({ country: t.country, number_of_people: t.people, start_date }),
        country: t.country,
        number_of_people: t.people,
        start_date,
        number_of_night: t.nights,
        trip_type: t.tripType,
        travel_type: t.travelType,
        flight_booked: t.flight ?? 'no',
        first_name: owner.first_name,
        last_name: owner.last_name,
        email: owner.email,
        mobile: owner.mobile,
        special_requests: t.request,
        lead_type: 'multi-step-form',
        budget_cents: estimateBudgetCents({
          number_of_people: t.people,
          number_of_night: t.nights,
          travel_type: t.travelType,
        }),
        ...(t.createdAt ? { created_at: t.createdAt, updated_at: t.createdAt } : {}),
        // listed leads went live when posted; one awaiting confirmation has not yet
        went_live_at: extra.status === 'pending' || extra.status === 'expired' ? null : (t.createdAt ?? new Date(now)),
        ...extra,
      };
      const [row] = await db
        .insert(leads)
        // what a company sees of the free text before buying (domain/visible-text.ts)
        .values({
          ...values,
          ...visibleText({ title: values.title ?? null, special_requests: values.special_requests ?? null }),
        })
        .returning();
      return row!;
    },

    /**
     * Credit a company paid for (an invoice or bank transfer the admin recorded), `daysAgo` days ago:
     * the revenue chart of the admin overview shows it in its week. Dated before the company's other
     * wallet entries, so the ledger's dates follow its order.
     */
    topUp(companyId: number, t: { cents: number; note: string; daysAgo: number; actorUserId?: number | null }) {
      return topUpWallet({
        db,
        actorUserId: t.actorUserId ?? null,
        companyId,
        amountCents: t.cents,
        note: t.note,
        at: new Date(now - t.daysAgo * dayMs),
      });
    },

    /** A company member buys the lead for their company, through the purchase service (`at`: in the past). */
    async buy(lead: Lead, member: Member, at?: Date) {
      const purchase = await buyLead(db, {
        leadId: lead.id,
        companyId: member.company_id!,
        userId: member.id,
        publicUrl,
        ...(at ? { at } : {}),
      });
      return { purchase, conversationId: purchase.conversation_id! };
    },

    /** Closes a lead after the fact: accepted by its traveller, or archived. */
    async close(lead: Lead, status: 'accepted' | 'archived', closedAt: Date) {
      await db.update(leads).set({ status, closed_at: closedAt }).where(eq(leads.id, lead.id));
    },

    /**
     * A trip already taken: after it was bought, quoted and accepted (which a started trip cannot
     * be), its dates move into the past, ending `endedDaysAgo` days ago, so that it may be reviewed
     * (reviewOpensOn in domain/lead-rules.ts). Its title follows its new start date.
     */
    async tripTaken(lead: Lead, endedDaysAgo: number) {
      const start_date = isoDay(new Date(now - (endedDaysAgo + lead.number_of_night) * dayMs));
      const title = composeLeadTitle({ ...lead, start_date });
      await db
        .update(leads)
        .set({ start_date, title, ...visibleText({ title, special_requests: lead.special_requests }) })
        .where(eq(leads.id, lead.id));
    },

    /** A conversation as it went, one line a message. */
    async chat(conversationId: number, lines: ChatLine[]) {
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
    async bid(lead: Lead, member: Member, offer: Offer & { chat?: ChatLine[] }) {
      // bought before its quote was sent: a revised quote's first version is hours old
      const bought = await this.buy(
        lead,
        member,
        offer.revised ? new Date(now - (offer.revised.hoursAgo + 2) * 3_600_000) : undefined,
      );
      const quote = await this.quote(lead, member, offer);
      if (offer.chat) await this.chat(bought.conversationId, offer.chat);
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
}

export type DemoBuilder = ReturnType<typeof demoBuilder>;
