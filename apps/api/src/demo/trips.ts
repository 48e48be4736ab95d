// The trip requests of the demo and what happens to them: posted, bought through the purchase
// service, closed, taken. Leads are inserted with the dates a lived-in marketplace has.
import { eq } from 'drizzle-orm';
import { estimateBudgetCents } from '@triptender/contract/budget';
import { isoDay } from '@triptender/contract/dates';
import type { Country, TravelType, TripType } from '@triptender/contract/enums';
import { composeLeadTitle } from '@triptender/contract/lead-title';
import { leads } from '../db/schema.ts';
import { visibleText } from '../domain/visible-text.ts';
import { buyLead } from '../modules/purchases/purchase-lead.ts';
import { COUNTRIES, TRAVEL_TYPES, TRIP_TYPES } from './content.ts';
import { type DemoContext, dayMs, type Lead, type Member, type User } from './context.ts';

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

export function tripSteps({ db, now, publicUrl, pick }: DemoContext) {
  return {
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
  };
}
export type TripSteps = ReturnType<typeof tripSteps>;
