import { getTableColumns } from 'drizzle-orm';
import { leadTitle } from '@triptender/contract/lead-title';
import type { tripFields } from '@triptender/contract/marketplace';
import type { z } from 'zod';
import { leads } from '../db/schema.ts';
import { discountClaimedSql } from './discount.ts';

type Trip = { [K in keyof typeof tripFields]: z.output<(typeof tripFields)[K]> };
/** The computed fields of a lead: read with the row (`leadColumns`, `tripColumns`), never stored. */
type Computed = { discount_claimed: boolean };
type TripRow = Pick<
  typeof leads.$inferSelect,
  Exclude<keyof typeof tripFields, keyof Computed> | 'title' | 'visible_title' | 'visible_special_requests'
> &
  Computed;

/**
 * The fields of a lead every view shows (contract: tripFields), from its row. A view that adds fields
 * extends the result with Object.assign: an object literal that spreads it and then lists more
 * properties takes Node 20's slow path for each one (about 17 us a row against 0.3 us for a list row
 * of the marketplace; docs/benchmarks.md), a sixth of the API's CPU on the marketplace's first page.
 * `maskContacts`: for a company that has not bought the lead, the free text as stored with emails,
 * phone numbers and handles masked (domain/visible-text.ts; no free text while those copies are
 * being computed again).
 */
export function toTrip(l: TripRow, opts: { maskContacts?: boolean } = {}): Trip {
  const masked = opts.maskContacts === true;
  return {
    id: l.id,
    title: masked
      ? leadTitle({ title: l.visible_title, number_of_night: l.number_of_night, country: l.country })
      : leadTitle(l),
    country: l.country,
    number_of_people: l.number_of_people,
    number_of_night: l.number_of_night,
    trip_type: l.trip_type,
    travel_type: l.travel_type,
    flight_booked: l.flight_booked,
    special_requests: masked ? l.visible_special_requests : l.special_requests,
    start_date: l.start_date,
    created_at: l.created_at,
    discount_claimed: l.discount_claimed,
    locale: l.locale,
  };
}

/** How to reach the traveller of a lead: for its buyers, the traveller, the admin; never before a purchase. */
export function leadContact(l: Pick<typeof leads.$inferSelect, 'first_name' | 'last_name' | 'email' | 'mobile'>) {
  return { first_name: l.first_name, last_name: l.last_name, email: l.email, mobile: l.mobile };
}

/** The columns `toTrip` reads, for a select that shows a lead's trip. */
export const tripColumns = {
  id: leads.id,
  title: leads.title,
  country: leads.country,
  number_of_people: leads.number_of_people,
  number_of_night: leads.number_of_night,
  trip_type: leads.trip_type,
  travel_type: leads.travel_type,
  flight_booked: leads.flight_booked,
  special_requests: leads.special_requests,
  // what a company that has not bought the lead sees of the two (toTrip's maskContacts)
  visible_title: leads.visible_title,
  visible_special_requests: leads.visible_special_requests,
  start_date: leads.start_date,
  created_at: leads.created_at,
  locale: leads.locale,
  // named, so a select of these columns can be a subquery (the marketplace pages one)
  discount_claimed: discountClaimedSql.as('discount_claimed'),
};

/** Every column of a lead and its computed fields, for `db.select(leadColumns).from(leads)`. */
export const leadColumns = { ...getTableColumns(leads), discount_claimed: discountClaimedSql };
