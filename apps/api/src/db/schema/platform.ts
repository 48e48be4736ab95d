// Platform machinery: settings, emailed one-time links, the email outbox and unsubscribe keys, the
// audit log, rate-limit counters and stored files.
import { sql } from 'drizzle-orm';
import { EMAIL_LISTS, EMAIL_STATUSES, ONE_TIME_TOKEN_PURPOSES } from '@triptender/contract/enums';
import { bigint, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { bytes, createdAt, oneOf, ref, serialId, tz, updatedAt, valuesIn } from './columns.ts';
import { leads } from './leads.ts';

/** Admin-editable platform settings; defaults are inserted by a migration. */
export const settings = pgTable('settings', {
  key: text().primaryKey(),
  value: jsonb().notNull(),
  updated_by: ref(() => users.id, 'set null'),
  updated_at: updatedAt(),
});

/** Emailed one-time links: claim a guest request, accept a team invitation, reset a password. */
export const oneTimeTokens = pgTable(
  'one_time_tokens',
  {
    id: serialId(),
    user_id: ref(() => users.id, 'cascade').notNull(),
    purpose: oneOf(ONE_TIME_TOKEN_PURPOSES).notNull(),
    token_hash: text().notNull(),
    lead_id: ref(() => leads.id, 'set null'),
    expires_at: timestamp(tz).notNull(),
    used_at: timestamp(tz),
    created_at: createdAt(),
  },
  (t) => [
    uniqueIndex('one_time_tokens_hash_unique').on(t.token_hash),
    index('one_time_tokens_user_idx').on(t.user_id, t.purpose),
    check('one_time_tokens_purpose_valid', valuesIn(t.purpose, ONE_TIME_TOKEN_PURPOSES)),
  ],
);

/**
 * Every email is a row first, written in the transaction of the event that caused it; a worker
 * renders and sends it (or writes an .eml file when no SMTP is configured).
 */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    to_email: text().notNull(),
    to_name: text(),
    template: text().notNull(),
    data: jsonb().notNull().default({}),
    subject: text(),
    status: oneOf(EMAIL_STATUSES).notNull().default('pending'),
    attempts: integer().notNull().default(0),
    next_attempt_at: timestamp(tz).notNull().defaultNow(),
    last_error: text(),
    /** Prevents the same notification being queued twice (e.g. one digest per conversation window). */
    dedupe_key: text(),
    sent_at: timestamp(tz),
    file_path: text(),
    created_at: createdAt(),
  },
  (t) => [
    index('email_outbox_due_idx').on(t.status, t.next_attempt_at),
    index('email_outbox_created_idx').on(t.created_at.desc().nullsFirst()),
    // the rations of mail to unconfirmed addresses count these rows of the last day at each public form
    // post (modules/marketing/unconfirmed-mail.ts): without it, every email of the day is read
    index('email_outbox_unconfirmed_idx')
      .on(t.created_at)
      .where(sql`template in ('savings-guide', 'discount-claim', 'contact-received')`),
    // the urgent lane of the worker claims these due rows first (URGENT_JOBS in lib/outbox.ts)
    index('email_outbox_urgent_due_idx')
      .on(t.next_attempt_at, t.id)
      .where(sql`status in ('pending', 'sending') and template in ('push', 'auto-buy')`),
    uniqueIndex('email_outbox_dedupe_unique').on(t.dedupe_key),
    check('email_outbox_status_valid', valuesIn(t.status, EMAIL_STATUSES)),
  ],
);

/**
 * One-click unsubscribe (RFC 8058) without logging in: one key per address and list, sent in the
 * List-Unsubscribe header and as a link in every bulk and alert email of that list. The key only
 * unsubscribes (or resubscribes) that address from that list, so it is stored as sent.
 */
export const emailUnsubscribes = pgTable(
  'email_unsubscribes',
  {
    id: serialId(),
    email: text().notNull(),
    list: oneOf(EMAIL_LISTS).notNull(),
    token: text().notNull(),
    unsubscribed_at: timestamp(tz),
    created_at: createdAt(),
  },
  (t) => [
    uniqueIndex('email_unsubscribes_email_list_unique').on(t.email, t.list),
    uniqueIndex('email_unsubscribes_token_unique').on(t.token),
    check('email_unsubscribes_list_valid', valuesIn(t.list, EMAIL_LISTS)),
    check('email_unsubscribes_email_lower', sql`${t.email} = lower(${t.email})`),
  ],
);

/** Append-only (a trigger refuses UPDATE and DELETE): purchases, refunds, top-ups, admin actions. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    // no cascades into append-only tables: users and leads are disabled or soft-deleted, never removed
    actor_user_id: integer().references(() => users.id),
    action: text().notNull(),
    entity_type: text().notNull(),
    entity_id: integer(),
    company_id: integer(),
    data: jsonb().notNull().default({}),
    created_at: createdAt(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.created_at.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('audit_log_action_idx').on(t.action, t.created_at.desc().nullsFirst()),
    index('audit_log_entity_idx').on(t.entity_type, t.entity_id),
  ],
);

/**
 * Request counters of the rate limits (lib/rate-limit-store.ts) when REDIS_URL is not set: one row a
 * key and fixed window, shared by every API process and host. Unlogged (hand-written in its
 * migration): a counter lost in a crash costs nothing, and no write-ahead log is written per request.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text().primaryKey(),
    count: integer().notNull(),
    reset_at: timestamp(tz).notNull(),
  },
  (t) => [index('rate_limits_reset_idx').on(t.reset_at)],
);

/**
 * Uploaded files (company logos) when no S3-compatible storage is configured (lib/file-store.ts):
 * every API process and host reads the same bytes. Keys are content-addressed, so a row never changes.
 */
export const storedFiles = pgTable('stored_files', {
  key: text().primaryKey(),
  content_type: text().notNull(),
  body: bytes().notNull(),
  created_at: createdAt(),
});
