// Privacy rights: a user downloads what we hold about them and deletes their account; the
// admin does both for any user on request. What is erased and what is kept: docs/decisions/024.
//   GET    /v1/me/export                      -> dataExport (attachment)
//   DELETE /v1/me                             body: deleteAccountBody -> okBody
//   GET    /v1/admin/users                    query: adminUsersQuery -> paginated(adminUser)
//   GET    /v1/admin/users/{id}/export        -> dataExport (attachment)
//   DELETE /v1/admin/users/{id}               -> okBody
import { z } from 'zod';
import { id, pageQuery, searchText, timestamp } from './common.ts';
import { ROLE_IDS } from './enums.ts';

export const PRIVACY_MESSAGES = {
  password: 'Please enter your password to confirm.',
  wrongPassword: 'The password is not correct.',
  deleted: 'Your account has been deleted.',
  adminDeleted: 'Account deleted',
  /** An admin's own account, or another admin's, is not deleted here (the platform needs its admins). */
  notForAdmins: 'Admin accounts cannot be deleted here.',
  lastManager: 'Your company needs another Manager before you can delete your account.',
  alreadyDeleted: 'This account has already been deleted.',
} as const;

/** The names a deleted account reads under, everywhere it is still shown (chats, purchased leads, quotes). */
export const DELETED_NAMES = {
  traveller: { first_name: 'Deleted', last_name: 'traveller' },
  member: { first_name: 'Deleted', last_name: 'user' },
} as const;

/** The text a deleted traveller's messages read (their words are erased; the company's replies stay). */
export const ERASED_MESSAGE = 'This message was removed when its author deleted their account.';

export const deleteAccountBody = z.object({
  password: z.string({ error: PRIVACY_MESSAGES.password }).min(1, PRIVACY_MESSAGES.password).max(1024),
});
export type DeleteAccountBody = z.infer<typeof deleteAccountBody>;

const rows = (what: string) => z.array(z.record(z.string(), z.unknown())).describe(what);

/** Everything held about one user, as JSON (a download: Content-Disposition attachment). */
export const dataExport = z.object({
  exported_at: timestamp,
  format: z.literal('triptender-data-export/1'),
  profile: z.record(z.string(), z.unknown()).describe('The account: name, email, phone, role, settings.'),
  sessions: rows('Signed-in devices: when, until when, browser (never the token).'),
  push_devices: rows("Devices turned on for push notifications: the push service's host and when (never the keys)."),
  one_time_links: rows('Emailed links (claim, invitation, reset): purpose and dates (never the token).'),
  trip_requests: rows('Trip requests posted, with the contact details given on each.'),
  quotes_received: rows("Quotes companies sent on the traveller's requests."),
  conversations: rows('Chats the user takes part in, each with its messages.'),
  reviews: rows('Reviews written.'),
  emails: rows('Emails queued or sent to the address: template, subject, status, dates.'),
  email_preferences: rows('Unsubscribed lists (consents withdrawn).'),
  marketing_contacts: rows('Guide and discount form sign-ups with this email.'),
  contact_messages: rows('Messages sent through the contact form with this email.'),
  company: z.record(z.string(), z.unknown()).nullable().describe("A member's company, as members see it."),
  quotes_written: rows('Quotes a company member sent.'),
  purchases_made: rows('Leads a company member bought (no traveller contact details).'),
});
/** As the API builds it (Dates); the web app reads the file as JSON text. */
export type DataExport = z.output<typeof dataExport>;

export const adminUsersQuery = z.object({
  ...pageQuery,
  search: searchText(100).optional(),
  role: z.coerce
    .number()
    .refine((n) => (ROLE_IDS as readonly number[]).includes(n), 'Please choose a role.')
    .optional(),
});

export const adminUser = z.object({
  id,
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  role: z.union(ROLE_IDS.map((r) => z.literal(r))),
  company: z.object({ id, name: z.string() }).nullable(),
  created_at: timestamp,
  disabled_at: timestamp.nullable(),
  deleted_at: timestamp.nullable(),
});
export type AdminUser = z.output<typeof adminUser>;
