import { leadTitle } from '@triptender/contract/lead-title';
import type { tripFields } from '@triptender/contract/marketplace';
import type { z } from 'zod';
import type { leads } from '../db/schema.ts';

type Trip = { [K in keyof typeof tripFields]: z.output<(typeof tripFields)[K]> };
type TripRow = Pick<typeof leads.$inferSelect, keyof typeof tripFields | 'title'>;

/** The fields of a lead every view shows (contract: tripFields), from its row. */
export function toTrip(l: TripRow): Trip {
  return {
    id: l.id,
    title: leadTitle(l),
    country: l.country,
    number_of_people: l.number_of_people,
    number_of_night: l.number_of_night,
    trip_type: l.trip_type,
    travel_type: l.travel_type,
    flight_booked: l.flight_booked,
    special_requests: l.special_requests,
    start_date: l.start_date,
    created_at: l.created_at,
  };
}
