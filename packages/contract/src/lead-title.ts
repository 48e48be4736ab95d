// A lead's name wherever it is shown (lists, chat, emails): one rule for the API and the web app.
import { COUNTRY_LABELS, type Country } from './enums.ts';

// written out rather than from Intl: en-GB writes September 'Sept' in some ICU versions, and the
// migration that rewrote older titles (apps/api/drizzle/0006_lead-titles.sql) spells 'Sep'
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/** '2027-01-12' as '12 Jan 2027', as titles and emails write a day. */
export function titleDay(isoDay: string): string {
  const [y, m, d] = isoDay.split('-').map(Number);
  return `${d} ${MONTHS[m! - 1]} ${y}`;
}

/**
 * The title of a lead, written by the server when the lead is posted and again when its traveller
 * edits it: country, people and start date ('Ireland · 4 people · 12 Jan 2027'), so that two
 * requests of one traveller read differently.
 */
export function composeLeadTitle(lead: { country: Country; number_of_people: number; start_date: string }): string {
  const people = `${lead.number_of_people} ${lead.number_of_people === 1 ? 'person' : 'people'}`;
  return `${COUNTRY_LABELS[lead.country]} · ${people} · ${titleDay(lead.start_date)}`;
}

/** A lead's title, or its nights and upper-cased country ('5 nights in SCOTLAND') when it has none. */
export function leadTitle(lead: { title: string | null; number_of_night: number; country: string }): string {
  return lead.title?.trim() || `${lead.number_of_night} nights in ${lead.country.toUpperCase()}`;
}
