// Quotes: what an operator offers on a lead, every version of it, and the traveller's review of the
// operator whose quote they accepted.
import { sql } from 'drizzle-orm';
import { CURRENCIES, QUOTE_STATUSES } from '@triptender/contract/enums';
import { ACCOMMODATION_STANDARDS, DECLINE_REASONS, PRICE_BASES } from '@triptender/contract/quote-terms';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { companies, users } from './accounts.ts';
import { cents, createdAt, oneOf, ref, serialId, tz, updatedAt, valuesIn } from './columns.ts';
import { leads } from './leads.ts';

/**
 * What a quote offers: the columns a quote and each of its versions share. Inclusions and
 * exclusions are lists of checklist keys and free items (packages/contract/src/quote-items.ts); the
 * itinerary a list of days ({ day, title, description, overnight }).
 */
const quoteContent = () => ({
  price_cents: cents().notNull(),
  currency: oneOf(CURRENCIES).notNull().default('USD'),
  /** How the operator stated the price; price_cents is always the group's total. */
  price_basis: oneOf(PRICE_BASES).notNull().default('total'),
  trip_duration: text().notNull(),
  message: text().notNull(),
  inclusions: jsonb().$type<string[]>().notNull().default([]),
  exclusions: jsonb().$type<string[]>().notNull().default([]),
  itinerary: jsonb()
    .$type<{ day: number; title: string; description: string | null; overnight: string | null }[]>()
    .notNull()
    .default([]),
  accommodation_standard: oneOf(ACCOMMODATION_STANDARDS),
  deposit_percent: smallint(),
  cancellation_terms: text(),
  flights_included: boolean().notNull().default(false),
  valid_until: date({ mode: 'string' }),
});

export const quotes = pgTable(
  'quotes',
  {
    id: serialId(),
    lead_id: ref(() => leads.id, 'cascade').notNull(),
    company_id: ref(() => companies.id, 'restrict').notNull(),
    user_id: ref(() => users.id, 'set null'),
    /** The current version's content, copied from quote_versions so lists read one row. */
    ...quoteContent(),
    /** The current version (1 when sent; each edit of a sent quote adds one). */
    version: integer().notNull().default(1),
    /** The version the traveller accepted: frozen from then on. */
    accepted_version: integer(),
    status: oneOf(QUOTE_STATUSES).notNull().default('sent'),
    decline_reason: text(),
    decline_reason_code: oneOf(DECLINE_REASONS),
    status_changed_at: timestamp(tz),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    uniqueIndex('quotes_lead_company_unique').on(t.lead_id, t.company_id),
    index('quotes_company_created_idx').on(t.company_id, t.created_at.desc().nullsFirst()),
    index('quotes_created_idx').on(t.created_at),
    check('quotes_price_positive', sql`${t.price_cents} > 0`),
    check('quotes_status_valid', valuesIn(t.status, QUOTE_STATUSES)),
    check('quotes_currency_valid', valuesIn(t.currency, CURRENCIES)),
    check('quotes_price_basis_valid', valuesIn(t.price_basis, PRICE_BASES)),
    check('quotes_accommodation_standard_valid', valuesIn(t.accommodation_standard, ACCOMMODATION_STANDARDS)),
    check('quotes_deposit_percent_range', sql`${t.deposit_percent} between 0 and 100`),
    check('quotes_decline_reason_code_valid', valuesIn(t.decline_reason_code, DECLINE_REASONS)),
    check(
      'quotes_items_arrays',
      sql`jsonb_typeof(${t.inclusions}) = 'array' and jsonb_typeof(${t.exclusions}) = 'array'`,
    ),
  ],
);

/**
 * Every version of every quote, append-only: version 1 is what was sent, each edit of a
 * sent quote adds the next. The traveller can open earlier versions and accepts one by its number.
 */
export const quoteVersions = pgTable(
  'quote_versions',
  {
    id: serialId(),
    quote_id: ref(() => quotes.id, 'cascade').notNull(),
    version: integer().notNull(),
    ...quoteContent(),
    created_by: ref(() => users.id, 'set null'),
    created_at: createdAt(),
  },
  (t) => [
    uniqueIndex('quote_versions_quote_version_unique').on(t.quote_id, t.version),
    check('quote_versions_version_positive', sql`${t.version} >= 1`),
    check('quote_versions_currency_valid', valuesIn(t.currency, CURRENCIES)),
    check('quote_versions_price_basis_valid', valuesIn(t.price_basis, PRICE_BASES)),
    check('quote_versions_accommodation_standard_valid', valuesIn(t.accommodation_standard, ACCOMMODATION_STANDARDS)),
  ],
);

export const reviews = pgTable(
  'reviews',
  {
    id: serialId(),
    company_id: ref(() => companies.id, 'cascade').notNull(),
    lead_id: ref(() => leads.id, 'cascade').notNull(),
    quote_id: ref(() => quotes.id, 'cascade').notNull(),
    traveller_id: ref(() => users.id, 'cascade').notNull(),
    rating: smallint().notNull(),
    comment: text(),
    created_at: createdAt(),
  },
  (t) => [
    uniqueIndex('reviews_quote_unique').on(t.quote_id),
    index('reviews_company_created_idx').on(t.company_id, t.created_at.desc().nullsFirst()),
    check('reviews_rating_range', sql`${t.rating} between 1 and 5`),
  ],
);
