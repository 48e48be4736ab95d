import { type SQL, sql } from 'drizzle-orm';

/**
 * A traveller's free text (special requests, title) may carry an email address or a phone number,
 * and a company must not reach the traveller before it buys the lead: every view a company has of a
 * lead it has not bought shows the text with them masked. The traveller, the admin and the buyers
 * see the original. Written once, in code and as SQL (the marketplace search must not find a lead
 * by a hidden address either); the patterns are the same text in both, and are linear (disjoint
 * character classes, nothing nested).
 */
export const MASKED_EMAIL = '[email hidden until you buy]';
export const MASKED_PHONE = '[phone hidden until you buy]';

// name@domain.tld, spaces around the @ allowed ("maeve @ example.com")
const EMAIL = '[A-Za-z0-9._%+-]+[ ]*@[ ]*[A-Za-z0-9-]+([.][A-Za-z0-9-]+)*[.][A-Za-z]{2,}';
// 9 or more digits with spaces, dots, dashes or brackets between them, an optional + in front:
// +353 87 123 4567, 087-123-4567, (0131) 496 0000; a date (2026-06-15, 8 digits) is left alone
const PHONE = '[+]?[0-9]([ ().-]*[0-9]){8,}';

const emailRe = new RegExp(EMAIL, 'g');
const phoneRe = new RegExp(PHONE, 'g');

/** The text with every email address and phone number replaced by what the company sees instead. */
export function maskContacts(text: string): string;
export function maskContacts(text: string | null): string | null;
export function maskContacts(text: string | null): string | null {
  if (text === null) return null;
  return text.replace(emailRe, MASKED_EMAIL).replace(phoneRe, MASKED_PHONE);
}

/** maskContacts in SQL, for conditions on what a company may see (PostgreSQL regular expressions). */
export function maskContactsSql(text: SQL): SQL {
  return sql`regexp_replace(regexp_replace(${text}, ${EMAIL}, ${MASKED_EMAIL}, 'g'), ${PHONE}, ${MASKED_PHONE}, 'g')`;
}
