// A trip request as a bench writes it straight to the database (bench/message-latency.ts,
// bench/speed-to-lead-world.ts): traveller i's self-drive sightseeing trip from 1 June 2030, with
// the masked copies of its text that every insert of a lead writes (domain/visible-text.ts).
import type { leads } from '../apps/api/src/db/schema.ts';
import { visibleText } from '../apps/api/src/domain/visible-text.ts';

type TripFields = { title: string } & Partial<typeof leads.$inferInsert>;

export function benchTrip(i: number, traveller: { id: number; email: string }, fields: TripFields) {
  return {
    user_id: traveller.id,
    country: 'ireland',
    number_of_people: 2,
    start_date: '2030-06-01',
    number_of_night: 7,
    trip_type: 'sightseeing',
    travel_type: 'self-drive',
    flight_booked: 'no',
    first_name: 'Traveller',
    last_name: String(i),
    email: traveller.email,
    ...fields,
    ...visibleText({ title: fields.title, special_requests: null }),
  } satisfies typeof leads.$inferInsert;
}
