// The emails a person may stop with one click (RFC 8058), by list, and the key of each address and
// list. Alerts and bulk mail only: an email someone needs to use the service (a link to set a
// password, a receipt, a quote) is on no list and always goes.
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { EmailList } from '@triptender/contract/enums';
import { EMAIL_LIST_LABELS } from '@triptender/contract/notifications';
import { paths } from '@triptender/contract/paths';
import type { Db } from '../db/client.ts';
import { emailUnsubscribes } from '../db/schema.ts';
import type { EmailTemplate } from './outbox.ts';
import { newToken } from './tokens.ts';

/** The list of each template that is on one; the others are not bulk mail. */
export const TEMPLATE_LISTS: Partial<Record<EmailTemplate, EmailList>> = {
  'new-lead-alert': 'lead-alerts',
  'lead-digest': 'lead-alerts',
  'savings-guide': 'marketing',
  'discount-claim': 'marketing',
};

export const templateList = (template: string): EmailList | null => TEMPLATE_LISTS[template as EmailTemplate] ?? null;

/**
 * The address's key for the list, made on first need (one per address and list, whatever the
 * number of emails). Keys are not secret from their owner: it is in every email, and it can only
 * unsubscribe or resubscribe that address from that list.
 */
export async function unsubscribeKey(db: Db, email: string, list: EmailList): Promise<string> {
  const address = email.toLowerCase();
  await db.insert(emailUnsubscribes).values({ email: address, list, token: newToken() }).onConflictDoNothing();
  const [row] = await db
    .select({ token: emailUnsubscribes.token })
    .from(emailUnsubscribes)
    .where(and(eq(emailUnsubscribes.email, address), eq(emailUnsubscribes.list, list)));
  return row!.token;
}

/** Whether the address unsubscribed from the list. */
export async function isUnsubscribed(db: Db, email: string, list: EmailList): Promise<boolean> {
  return (await unsubscribedOf(db, [email], list)).has(email.toLowerCase());
}

/** Of these addresses, the ones (lower-cased) that unsubscribed from the list: one query for them all. */
export async function unsubscribedOf(db: Db, emails: string[], list: EmailList): Promise<Set<string>> {
  if (emails.length === 0) return new Set();
  const rows = await db
    .select({ email: emailUnsubscribes.email })
    .from(emailUnsubscribes)
    .where(
      and(
        inArray(emailUnsubscribes.email, [...new Set(emails.map((e) => e.toLowerCase()))]),
        eq(emailUnsubscribes.list, list),
        isNotNull(emailUnsubscribes.unsubscribed_at),
      ),
    );
  return new Set(rows.map((r) => r.email));
}

/** The one-click URL of the List-Unsubscribe header (POSTed by mail clients) and the page of the body link. */
export const unsubscribeUrls = (publicUrl: string, token: string) => ({
  oneClick: `${publicUrl}/v1/unsubscribe/${token}`,
  page: `${publicUrl}${paths.unsubscribe}?token=${token}`,
});

/**
 * What sending an outbox row needs for its list, read when it is sent: nothing when its template is on
 * no list; 'unsubscribed' when the address left the list after it was queued (it is not sent); else the
 * footer link and the RFC 8058 headers (List-Unsubscribe with the https URL that a mail client POSTs
 * `List-Unsubscribe=One-Click` to, and List-Unsubscribe-Post).
 */
export async function listMail(
  db: Db,
  mail: { to: string; template: string; publicUrl: string },
): Promise<null | 'unsubscribed' | { unsubscribe: { url: string; list: string }; headers: Record<string, string> }> {
  const list = templateList(mail.template);
  if (!list) return null;
  if (await isUnsubscribed(db, mail.to, list)) return 'unsubscribed';
  const urls = unsubscribeUrls(mail.publicUrl, await unsubscribeKey(db, mail.to, list));
  return {
    unsubscribe: { url: urls.page, list: EMAIL_LIST_LABELS[list] },
    headers: { 'List-Unsubscribe': `<${urls.oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}
