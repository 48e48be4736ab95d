// The steps demo data is made of. People, companies and purchases go through the same services as
// the API (createUser, createCompany, buyLead); leads, quotes and messages are inserted with the
// dates a lived-in marketplace has, which the API would stamp with "now".
import { eq, sql } from 'drizzle-orm';
import { estimateBudgetCents } from '@triptender/contract/budget';
import { isoDay } from '@triptender/contract/dates';
import {
  COMPANY_ROLE,
  type CompanyRoleId,
  type Country,
  type QuoteStatus,
  ROLE,
  type TravelType,
  type TripType,
} from '@triptender/contract/enums';
import { composeLeadTitle } from '@triptender/contract/lead-title';
import type { Db } from '../db/client.ts';
import { conversations, leads, messages, quotes, reviews } from '../db/schema.ts';
import { createUser } from '../modules/auth/users.ts';
import { buyLead } from '../modules/purchases/purchase-lead.ts';
import { DEMO_PASSWORD } from './accounts.ts';

export const dayMs = 86_400_000;
type Lead = typeof leads.$inferSelect;
type User = Awaited<ReturnType<typeof createUser>>;

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

  return {
    db,
    now,
    random,
    pick,

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
      const [row] = await db
        .insert(leads)
        .values({
          user_id: owner.id,
          title: composeLeadTitle({ country: t.country, number_of_people: t.people, trip_type: t.tripType }),
          country: t.country,
          number_of_people: t.people,
          start_date: isoDay(new Date(now + t.startsInDays * dayMs)),
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
          ...extra,
        })
        .returning();
      return row!;
    },

    /** A company member buys the lead, through the purchase service. */
    async buy(lead: Lead, companyId: number, userId: number) {
      const purchase = await buyLead(db, { leadId: lead.id, companyId, userId, publicUrl });
      return { purchase, conversationId: purchase.conversation_id! };
    },

    /** Closes a lead after the fact: accepted by its traveller, or archived. */
    async close(lead: Lead, status: 'accepted' | 'archived', closedAt: Date) {
      await db.update(leads).set({ status, closed_at: closedAt }).where(eq(leads.id, lead.id));
    },

    async say(conversationId: number, senderId: number, body: string, minutesAgo: number) {
      const at = new Date(now - minutesAgo * 60_000);
      const [m] = await db
        .insert(messages)
        .values({ conversation_id: conversationId, sender_id: senderId, body, created_at: at })
        .returning();
      await db
        .update(conversations)
        .set({ last_message_id: m!.id, last_message_at: at })
        .where(eq(conversations.id, conversationId));
    },

    async quote(
      lead: Lead,
      companyId: number,
      userId: number,
      priceCents: number,
      message: string,
      status: Extract<QuoteStatus, 'sent' | 'accepted' | 'declined'> = 'sent',
    ) {
      const [q] = await db
        .insert(quotes)
        .values({
          lead_id: lead.id,
          company_id: companyId,
          user_id: userId,
          price_cents: priceCents,
          currency: 'USD',
          trip_duration: `${lead.number_of_night + 1} days / ${lead.number_of_night} nights`,
          message,
          inclusions: 'Accommodation with breakfast, private transport, entrance fees, 24/7 local support',
          exclusions: 'International flights, lunches and dinners unless stated, travel insurance',
          flights_included: false,
          valid_until: isoDay(new Date(now + 30 * dayMs)),
          status,
          status_changed_at: status === 'sent' ? null : new Date(now - dayMs),
        })
        .returning();
      await db
        .update(leads)
        .set({ quotes_count: sql`${leads.quotes_count} + 1` })
        .where(eq(leads.id, lead.id));
      return q!;
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
