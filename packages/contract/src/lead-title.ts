// A lead's name wherever it is shown (lists, chat, emails): one rule for the API and the web app.
import { COUNTRY_LABELS, type Country, type TripType } from './enums.ts';

/** The stored title of a new lead: 'Trip to {Country} for {people} ({trip_type})'. */
export function composeLeadTitle(lead: { country: Country; number_of_people: number; trip_type: TripType }): string {
  return `Trip to ${COUNTRY_LABELS[lead.country]} for ${lead.number_of_people} (${lead.trip_type})`;
}

/** A lead's title, or its nights and upper-cased country ('5 nights in SCOTLAND') when it has none. */
export function leadTitle(lead: { title: string | null; number_of_night: number; country: string }): string {
  return lead.title?.trim() || `${lead.number_of_night} nights in ${lead.country.toUpperCase()}`;
}
