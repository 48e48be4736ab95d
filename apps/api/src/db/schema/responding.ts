// Responding fast: the devices a user is pushed to, a company's automatic buying within its budget,
// and the quote templates and saved replies its members answer from (docs/marketplace.md, "Speed to lead").
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { companies, users } from './accounts.ts';
import { cents, createdAt, ref, serialId, tz, updatedAt } from './columns.ts';

/** A browser's Web Push subscription (several per user: a phone, a laptop); dropped when the push service says it is gone. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: serialId(),
    user_id: ref(() => users.id, 'cascade').notNull(),
    endpoint: text().notNull(),
    p256dh: text().notNull(),
    auth: text().notNull(),
    user_agent: text(),
    created_at: createdAt(),
    last_pushed_at: timestamp(tz),
  },
  (t) => [
    uniqueIndex('push_subscriptions_endpoint_unique').on(t.endpoint),
    index('push_subscriptions_user_idx').on(t.user_id),
  ],
);

/**
 * A company's automatic buying: off until a Manager turns it on. Leads that fit its lead preferences
 * are bought for it as they go live, within the weekly budget and number of leads; two missed quote
 * deadlines in a row pause it.
 */
export const companyAutoBuy = pgTable(
  'company_auto_buy',
  {
    company_id: ref(() => companies.id, 'cascade').primaryKey(),
    enabled: boolean().notNull().default(false),
    weekly_budget_cents: cents().notNull(),
    weekly_max_leads: integer().notNull(),
    /** Automatic purchases in a row whose quote deadline passed without a quote. */
    missed_in_row: integer().notNull().default(0),
    paused_at: timestamp(tz),
    pause_reason: text(),
    /** The fair order: the company whose last automatic purchase is oldest is offered a lead first. */
    last_auto_purchase_at: timestamp(tz),
    updated_by: ref(() => users.id, 'set null'),
    updated_at: updatedAt(),
  },
  (t) => [
    index('company_auto_buy_turn_idx')
      .on(t.last_auto_purchase_at.asc().nullsFirst())
      .where(sql`enabled and paused_at is null`),
    check('company_auto_buy_budget_nonnegative', sql`${t.weekly_budget_cents} >= 0`),
    check('company_auto_buy_max_positive', sql`${t.weekly_max_leads} >= 1`),
  ],
);

/** A named quote a company starts from: its items, itinerary, inclusions, terms and validity. */
export const quoteTemplates = pgTable(
  'quote_templates',
  {
    id: serialId(),
    company_id: ref(() => companies.id, 'cascade').notNull(),
    name: text().notNull(),
    content: jsonb().notNull(),
    created_by: ref(() => users.id, 'set null'),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [uniqueIndex('quote_templates_company_name_unique').on(t.company_id, sql`lower(${t.name})`)],
);

/** A reply a company's members insert into the message box. */
export const savedReplies = pgTable(
  'saved_replies',
  {
    id: serialId(),
    company_id: ref(() => companies.id, 'cascade').notNull(),
    title: text().notNull(),
    body: text().notNull(),
    created_by: ref(() => users.id, 'set null'),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [uniqueIndex('saved_replies_company_title_unique').on(t.company_id, sql`lower(${t.title})`)],
);
