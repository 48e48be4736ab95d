// The admin portal: all trips (companyLeads) and lead deletion, the overview, contact-form messages,
// the email outbox and the audit log. Companies, wallets and settings have their own files.
//   GET    /v1/companyLeads                      query: allTripsQuery -> keysetPaginated(adminLead)
//   DELETE /v1/leads/{id}                        -> deleteLeadResponse (refunds every buyer)
//   POST   /v1/admin/leads/{id}/merge            body: mergeLeadBody -> mergeLeadResponse (refunds every buyer)
//   POST   /v1/admin/email-bounces               body: emailBounceBody -> emailBounceResponse (refunds the leads' buyers)
//   GET    /v1/admin/overview                    -> adminOverview
//   GET    /v1/admin/contact-messages            query: contactMessagesQuery -> paginated(contactMessage)
//   POST   /v1/admin/contact-messages/{id}/handle -> contactMessage
//   GET    /v1/admin/emails                      query: emailsQuery -> paginated(outboxEmail)
//   GET    /v1/admin/emails/{id}                 -> outboxEmailDetail (rendered)
//   POST   /v1/admin/emails/{id}/retry           -> outboxEmail (a failed email goes back to the queue)
//   GET    /v1/admin/audit                       query: auditQuery -> paginated(auditEntry)
import { z } from 'zod';
import { contactFields, email, id, isoDate, keysetQuery, pageQuery, searchText, timestamp } from './common.ts';
import { ADMIN_SEARCH_MIN_CHARS } from './constants.ts';
import { tripDetails } from './marketplace.ts';
import {
  CONTACT_CATEGORIES,
  COUNTRIES,
  EMAIL_STATUSES,
  LEAD_STATUSES,
  LEAD_LIST_SORTS,
  LEAD_STATUS_FILTERS,
  type LeadListSort,
  TRIP_TYPES,
} from './enums.ts';

/** Audit actions that are alerts on the admin overview: a slowed-down login flood, a spike of guest requests. */
export const ABUSE_ALERT_ACTIONS = ['login.address_slowed', 'guest_requests.spike'] as const;
export type AbuseAlertAction = (typeof ABUSE_ALERT_ACTIONS)[number];

/** All Trips sorts: the lead list sorts, under the admin's own names. */
export const ADMIN_SORTS = LEAD_LIST_SORTS;
export type AdminSort = LeadListSort;
export const ADMIN_SORT_LABELS: Record<AdminSort, string> = {
  recent: 'Most recent',
  oldest: 'Oldest',
  start_date_asc: 'Start date (soonest)',
  start_date_desc: 'Start date (latest)',
};

/** The texts for the admin screens, written once. */
export const ADMIN_TEXT = {
  noTrips: 'No trips found.',
  noCompanies: 'No companies found.',
  allProfilesComplete: 'All company profiles are complete.',
  deleteConfirm: (leadId: number) => `Delete lead #${leadId}? This cannot be undone.`,
  bulkDeleteConfirm: (n: number) => `Delete ${n} selected lead(s)? This cannot be undone.`,
  deleteFailed: 'Delete failed',
  deleteFailedText: (leadId: number) => `Could not delete lead #${leadId}.`,
  deleted: 'Lead deleted',
  bulkDeleteComplete: 'Bulk delete complete',
  bulkDeleteText: (deleted: number, total: number, failed: number) =>
    `Deleted ${deleted} of ${total} leads.${failed > 0 ? ` ${failed} failed.` : ''}`,
  bulkDeleteFailed: 'Bulk delete failed',
  bulkDeleteFailedText: 'Please try again.',
  mergeConfirm: (leadId: number, intoId: number) =>
    `Merge lead #${leadId} into #${intoId}? Lead #${leadId} is deleted. This cannot be undone.`,
  merged: 'Lead merged',
  mergedText: (leadId: number, intoId: number, refunded: number) =>
    `Lead #${leadId} was merged into #${intoId}; ${refunded} ${refunded === 1 ? 'buyer was' : 'buyers were'} refunded.`,
  mergeFailed: 'Merge failed',
  mergeFailedText: (leadId: number) => `Could not merge lead #${leadId}.`,
} as const;

/** An optional enum in a query string: an empty value means "any". */
const optionalEnum = <const T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z.preprocess((v) => (v === '' || v === 'all' ? undefined : v), z.enum(values, { error: message }).optional());

export const allTripsQuery = z
  .object({
    ...pageQuery,
    ...keysetQuery,
    // shorter searches are ignored, as the client never sends them: they would match nearly everything
    search: searchText(100, 'The search may be at most 100 characters.')
      .optional()
      .transform((s) => (s && s.length >= ADMIN_SEARCH_MIN_CHARS ? s : undefined)),
    country: optionalEnum(COUNTRIES, 'Please choose Ireland, Scotland or United Kingdom.'),
    trip_type: optionalEnum(TRIP_TYPES, 'Please choose a trip type: sightseeing, active, city or cultural.'),
    status: optionalEnum(
      LEAD_STATUS_FILTERS,
      'Please choose a status: open, accepted, quoted, unquoted, pending or expired.',
    ),
    sort: z.preprocess(
      (v) => (v === '' ? undefined : v),
      z
        .enum(ADMIN_SORTS, { error: 'Please choose a sort: recent, oldest, start_date_asc or start_date_desc.' })
        .default('recent'),
    ),
    /** The client sends it to skip its own cache; the server always answers fresh. */
    force: z.unknown().optional(),
  })
  .refine((q) => q.after === undefined || q.before === undefined, {
    path: ['before'],
    error: 'Send after or before, not both.',
  });
export type AllTripsQuery = z.input<typeof allTripsQuery>;

export const adminLead = z.object({
  id,
  title: z.string().nullable(),
  user: z.object(contactFields),
  country: z.enum(COUNTRIES),
  start_date: z.string(),
  ...tripDetails,
  /** Companies that bought the request. */
  companies_count: z.number().int(),
  bids_count: z.number().int(),
  status: z.enum(LEAD_STATUSES),
  created_at: timestamp,
  /** The traveller's earlier request this one seems to repeat: the admin may merge it there. */
  duplicate_of: id.nullable(),
  /** Requests, not deleted, that seem to repeat this one. */
  duplicates: z.array(id),
});
export type AdminLead = z.output<typeof adminLead>;

export const deleteLeadResponse = z.object({
  message: z.string(),
  /** Purchases refunded to their buyers' wallets. */
  refunded: z.number().int(),
});

export const MERGE_MESSAGES = {
  self: 'A request cannot be merged into itself.',
  intoNotFound: 'There is no such request to merge into.',
  intoDeleted: 'That request was deleted: merge into one that is still live.',
  otherTraveller: "That request is another traveller's: only a traveller's own requests can be merged.",
} as const;

/** Merging a duplicate request into the traveller's other one. */
export const mergeLeadBody = z.object({ into_lead_id: id });
export type MergeLeadBody = z.input<typeof mergeLeadBody>;
export const mergeLeadResponse = z.object({
  message: z.string(),
  /** Purchases of the duplicate refunded to their buyers' wallets. */
  refunded: z.number().int(),
});

/** A permanent bounce reported after the fact (by the mail provider, say). */
export const emailBounceBody = z.object({ email: email() });
export const emailBounceResponse = z.object({
  email: z.string(),
  /** Accounts with the address, now marked bounced. */
  users: z.number().int(),
  /** Listed requests with the address: their buyers are refunded. */
  leads: z.array(id),
  /** Purchases refunded now (a second bounce refunds none). */
  refunded: z.number().int(),
});

export const adminOverview = z.object({
  all_trips: z.object({
    /** Trip requests with at least one quote. */
    count: z.number().int(),
    preview: z.array(
      z.object({
        id,
        client: z.string(),
        companies_count: z.number().int(),
        bids_count: z.number().int(),
        status: z.enum(LEAD_STATUSES),
      }),
    ),
  }),
  incomplete_profiles: z.object({
    total: z.number().int(),
    data: z.array(
      z.object({ id, name: z.string(), email: z.string(), percent: z.number().int(), missing: z.array(z.string()) }),
    ),
  }),
  figures: z.object({
    leads_this_week: z.number().int(),
    purchases_this_month: z.number().int(),
    /** Purchases this month, less what was refunded of them. */
    revenue_this_month_cents: z.number().int(),
    quotes_accepted_this_month: z.number().int(),
  }),
  /** Abuse alerts of the last 24 hours, newest first (decision 025): also in the audit log under `action`. */
  alerts: z.array(z.object({ id, action: z.enum(ABUSE_ALERT_ACTIONS), message: z.string(), created_at: timestamp })),
});
export type AdminOverview = z.output<typeof adminOverview>;

export const contactMessagesQuery = z.object({
  ...pageQuery,
  status: z.preprocess((v) => (v === '' ? undefined : v), z.enum(['open', 'handled']).optional()),
});
export const contactMessage = z.object({
  id,
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  category: z.enum(CONTACT_CATEGORIES).nullable(),
  message: z.string(),
  created_at: timestamp,
  handled_at: timestamp.nullable(),
  handled_by: z.object({ id, first_name: z.string(), last_name: z.string() }).nullable(),
});
export type ContactMessage = z.output<typeof contactMessage>;

export const emailsQuery = z.object({
  ...pageQuery,
  status: z.preprocess((v) => (v === '' ? undefined : v), z.enum(EMAIL_STATUSES).optional()),
});
export const outboxEmail = z.object({
  id: z.number().int(),
  to_email: z.string(),
  to_name: z.string().nullable(),
  template: z.string(),
  subject: z.string().nullable(),
  status: z.enum(EMAIL_STATUSES),
  attempts: z.number().int(),
  last_error: z.string().nullable(),
  next_attempt_at: timestamp,
  created_at: timestamp,
  sent_at: timestamp.nullable(),
});
export type OutboxEmail = z.output<typeof outboxEmail>;
export const outboxEmailDetail = outboxEmail.extend({
  rendered: z.object({ subject: z.string(), text: z.string(), html: z.string() }),
});
export type OutboxEmailDetail = z.output<typeof outboxEmailDetail>;
export const EMAIL_RETRY_ONLY_FAILED = 'Only a failed email can be retried.';

export const auditQuery = z.object({
  ...pageQuery,
  action: z.preprocess((v) => (v === '' ? undefined : v), searchText(60).optional()),
  company_id: z.preprocess((v) => (v === '' ? undefined : v), id.optional()),
  entity_type: z.preprocess((v) => (v === '' ? undefined : v), searchText(40).optional()),
  entity_id: z.preprocess((v) => (v === '' ? undefined : v), id.optional()),
  from: z.preprocess((v) => (v === '' ? undefined : v), isoDate('Use a date like 2026-11-20.').optional()),
  to: z.preprocess((v) => (v === '' ? undefined : v), isoDate('Use a date like 2026-11-20.').optional()),
});
export type AuditQuery = z.input<typeof auditQuery>;

/** Actions the audit filter suggests (the filter takes any action name). */
export const AUDIT_ACTION_SUGGESTIONS = [
  'purchase.created',
  'purchase.refunded',
  'purchase.slot_released',
  'wallet.top_up',
  'wallet.welcome_credit',
  'lead.deleted',
  'lead.merged',
  'email.bounced',
  'user.created',
  'user.role_changed',
  'user.disabled',
  'company.created',
  'company.badge_granted',
  'company.badge_revoked',
  'company.licence_verified',
  'company.licence_unverified',
  'company.spending_limits_updated',
  'settings.updated',
  'settings.receipt_issuer_updated',
  'settings.exchange_rates_updated',
  'company.billing_updated',
  'bad_lead.reported',
  'bad_lead.confirmed',
  'bad_lead.rejected',
  'email.retried',
  'outbox_job.failed',
  'login.address_slowed',
  'guest_requests.spike',
] as const;

export const auditEntry = z.object({
  id: z.number().int(),
  action: z.string(),
  entity_type: z.string(),
  entity_id: z.number().int().nullable(),
  data: z.record(z.string(), z.unknown()),
  created_at: timestamp,
  actor: z.object({ id, first_name: z.string(), last_name: z.string(), email: z.string() }).nullable(),
  company: z.object({ id, name: z.string() }).nullable(),
});
export type AuditEntry = z.output<typeof auditEntry>;
