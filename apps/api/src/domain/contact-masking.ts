import { findEmails, type Found } from './contact-emails.ts';
import { findHandles } from './contact-handles.ts';
import { findPhones } from './contact-phones.ts';
import { tokenize } from './contact-text.ts';

/**
 * A traveller's free text (special requests, title) may carry an email address, a phone number or a
 * social handle, and a company must not reach the traveller before it buys the lead: every view a
 * company has of a lead it has not bought shows the text with them masked. The traveller, the admin
 * and the buyers see the original. The rules read the text folded (contact-text.ts: NFKC, lower
 * case, no invisible characters), so 'maeve＠example.com', 'maeve dot quinn at example dot com',
 * 'oh eight seven 123 4567' and 'instagram @maevequinn' are found as well as the plain forms; what is
 * found is replaced in the text as written, and the rest stays exactly as the traveller wrote it.
 * Linear in the text's length: one pass to fold and cut, one per rule, every look-around bounded.
 * The masked copies are computed when the text is written and stored (domain/visible-text.ts), so the
 * marketplace shows and searches the same words; docs/marketplace.md ("Contact details before purchase").
 */
export const MASKED_EMAIL = '[email hidden until you buy]';
export const MASKED_PHONE = '[phone hidden until you buy]';
export const MASKED_HANDLE = '[social handle hidden until you buy]';

/** The text with every email address, phone number and handle replaced by what the company sees instead. */
export function maskContacts(text: string): string;
export function maskContacts(text: string | null): string | null;
export function maskContacts(text: string | null): string | null {
  if (text === null || text === '') return text;
  const tokens = tokenize(text);
  const taken = new Uint8Array(tokens.length);
  // addresses first ("0871234567@example.com" is one), then numbers, then handles around what is left
  const spans: [Found, string][] = [
    ...findEmails(tokens, taken).map((f): [Found, string] => [f, MASKED_EMAIL]),
    ...findPhones(tokens, taken).map((f): [Found, string] => [f, MASKED_PHONE]),
    ...findHandles(tokens, taken).map((f): [Found, string] => [f, MASKED_HANDLE]),
  ];
  if (spans.length === 0) return text;
  spans.sort((a, b) => a[0].from - b[0].from);
  let out = '';
  let at = 0;
  for (const [{ from, to }, mask] of spans) {
    out += text.slice(at, tokens[from]!.s) + mask;
    at = tokens[to - 1]!.e;
  }
  return out + text.slice(at);
}
