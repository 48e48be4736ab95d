import { Fragment, type ReactNode } from 'react';
import {
  COUNTRY_LABELS,
  type Country,
  TRAVEL_TYPE_LABELS,
  TRIP_TYPE_LABELS,
  type FlightBooked,
  type TravelType,
  type TripType,
} from '@triptender/contract/enums';
import { formatTripDates } from '@/lib/format.ts';

/** One line of a list of facts: what it is, and its value. */
export type Fact = [label: string, value: ReactNode];

/** Facts as a two-column description list, a label beside each value. */
export function FactList({ facts, className }: { facts: Fact[]; className: string }) {
  return (
    <dl className={className}>
      {facts.map(([label, value]) => (
        <Fragment key={label}>
          <dt className="text-slate-600">{label}</dt>
          <dd>{value}</dd>
        </Fragment>
      ))}
    </dl>
  );
}

type TripShape = {
  number_of_people: number;
  number_of_night: number;
  trip_type: TripType;
  travel_type: TravelType;
  flight_booked: FlightBooked;
};

/** The facts of a trip that the company's and the traveller's views of a lead both show. */
export function tripFacts(trip: TripShape): Fact[] {
  return [
    ['Travellers', trip.number_of_people],
    ['Nights', trip.number_of_night],
    ['Trip type', TRIP_TYPE_LABELS[trip.trip_type]],
    ['Travel', TRAVEL_TYPE_LABELS[trip.travel_type]],
    ['Flights booked', trip.flight_booked === 'yes' ? 'Yes' : 'No'],
  ];
}

/** Where and when, then the facts of the trip: a traveller's own request (its page, the confirm link's page). */
export function requestFacts(trip: TripShape & { country: Country; start_date: string }): Fact[] {
  return [
    ['Destination', COUNTRY_LABELS[trip.country]],
    ['Dates', formatTripDates(trip.start_date, trip.number_of_night)],
    ...tripFacts(trip),
  ];
}
