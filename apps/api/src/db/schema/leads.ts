// Trip requests (leads), what kind of leads each company wants, and the public forms' marketing
// contacts and contact messages.
import { sql } from 'drizzle-orm';
import {
  CONTACT_CATEGORIES,
  COUNTRIES,
  FLIGHT_BOOKED,
  LEAD_STATUSES,
  LEAD_TYPES,
  TRAVEL_TYPES,
  TRIP_TYPES,
} from '@triptender/contract/enums';
import { BUDGET_BANDS } from '@triptender/contract/budget';
import { LOCALES } from '@triptender/contract/locales';
import {
  check,
  date,
  type AnyPgColumn,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { companies, users } from './accounts.ts';
import { arrayOf, cents, createdAt, oneOf, ref, serialId, tz, updatedAt, valuesIn } from './columns.ts';

const BUDGET_BAND_KEYS = Object.keys(BUDGET_BANDS) as [keyof typeof BUDGET_BANDS, ...(keyof typeof BUDGET_BANDS)[]];

export const leads = pgTable(
  'leads',
  {
    id: serialId(),
    // the traveller who owns the request; a guest's request gets an account made or found by email
    user_id: ref(() => users.id, 'restrict').notNull(),
    title: text(),
    country: oneOf(COUNTRIES).notNull(),
    number_of_people: integer().notNull(),
    start_date: date({ mode: 'string' }).notNull(),
    number_of_night: integer().notNull(),
    trip_type: oneOf(TRIP_TYPES).notNull(),
    travel_type: oneOf(TRAVEL_TYPES).notNull(),
    flight_booked: oneOf(FLIGHT_BOOKED).notNull(),
    first_name: text().notNull(),
    last_name: text().notNull(),
    email: text().notNull(),
    mobile: text(),
    special_requests: text(),
    lead_type: oneOf(LEAD_TYPES).notNull().default('multi-step-form'),
    /** The language the traveller wrote the request in (contract locales); null: from before it was kept. */
    locale: oneOf(LOCALES),
    status: oneOf(LEAD_STATUSES).notNull().default('open'),
    /** Estimated trip budget (see estimateBudgetCents in the contract), for the budget filter. */
    budget_cents: cents().notNull().default(0),
    /** Kept in step with purchases and quotes in the same transaction, for the cap and the lists. */
    purchases_count: integer().notNull().default(0),
    /**
     * Purchases that still hold one of the lead's buyer slots (the cap counts these): a purchase with no
     * quote by its quote_due_at gives its slot back, so this can be below purchases_count.
     */
    slots_held: integer().notNull().default(0),
    quotes_count: integer().notNull().default(0),
    /** Hash of the submitted fields: an identical submission within a minute returns the same lead. */
    fingerprint: text(),
    search: text()
      .notNull()
      .generatedAlwaysAs(
        sql`lower(coalesce(title, '') || ' ' || first_name || ' ' || last_name || ' ' || email || ' ' || country || ' ' || coalesce(special_requests, ''))`,
      ),
    /**
     * title and special_requests as a company sees them before it buys the lead: emails, phone numbers
     * and handles masked (domain/contact-masking.ts), computed in code whenever either is written
     * (domain/visible-text.ts, visibleText) and read by every company view and by the marketplace
     * search. visible_of is the md5 of the text they were computed from: a write of the text without
     * them empties all three (trigger leads_visible_text_current, migration 0023), so a stale copy is
     * never shown; until fillVisibleText computes them again the company sees no free text.
     */
    visible_title: text(),
    visible_special_requests: text(),
    visible_of: text(),
    closed_at: timestamp(tz),
    /**
     * When the lead was first listed for companies (isListed): at creation, or when its traveller
     * confirmed it. New-lead alerts and digests go by it. Null while it awaits confirmation.
     */
    went_live_at: timestamp(tz),
    /** When the traveller was reminded to confirm a request still awaiting confirmation (once, after 24 h). */
    confirm_reminded_at: timestamp(tz),
    /**
     * The traveller's earlier request this one repeats (same email and country, overlapping dates,
     * posted within 30 days): the admin sees them linked and may merge this one into it.
     */
    duplicate_of: ref((): AnyPgColumn => leads.id, 'set null'),
    /** Why the lead was deleted, when it was: the admin's deletion, or merged into its duplicate_of. */
    deleted_reason: text(),
    /** When the traveller was emailed to review the operator, once the trip's last night had passed. */
    review_invited_at: timestamp(tz),
    deleted_at: timestamp(tz),
    deleted_by: ref(() => users.id, 'set null'),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    check('leads_status_valid', valuesIn(t.status, LEAD_STATUSES)),
    check('leads_country_valid', valuesIn(t.country, COUNTRIES)),
    check('leads_trip_type_valid', valuesIn(t.trip_type, TRIP_TYPES)),
    check('leads_travel_type_valid', valuesIn(t.travel_type, TRAVEL_TYPES)),
    check('leads_flight_booked_valid', valuesIn(t.flight_booked, FLIGHT_BOOKED)),
    check('leads_locale_valid', valuesIn(t.locale, LOCALES)),
    check('leads_lead_type_valid', valuesIn(t.lead_type, LEAD_TYPES)),
    check('leads_people_positive', sql`${t.number_of_people} >= 1`),
    check('leads_nights_positive', sql`${t.number_of_night} >= 1`),
    check('leads_purchases_nonnegative', sql`${t.purchases_count} >= 0`),
    index('leads_user_created_idx').on(t.user_id, t.created_at.desc(), t.id.desc()),
    // Partial: the marketplace and the admin list never show deleted leads; keeps these b-trees small.
    index('leads_status_created_idx')
      .on(t.status, t.created_at.desc(), t.id.desc())
      .where(sql`deleted_at is null`),
    index('leads_country_status_created_idx')
      .on(t.country, t.status, t.created_at.desc(), t.id.desc())
      .where(sql`deleted_at is null`),
    index('leads_created_idx')
      .on(t.created_at.desc(), t.id.desc())
      .where(sql`deleted_at is null`),
    index('leads_start_date_idx')
      .on(t.start_date, t.id)
      .where(sql`deleted_at is null`),
    // Partial and covering, for the marketplace: open leads newest first with every column its filters
    // test, so a page and its total count are read from this index alone, never from the table.
    index('leads_open_market_idx')
      .on(
        t.created_at.desc(),
        t.id.desc(),
        t.start_date,
        t.country,
        t.trip_type,
        t.number_of_people,
        t.budget_cents,
        t.quotes_count,
      )
      .where(sql`status = 'open' and deleted_at is null`),
    // The same for the marketplace by start date (either way): its deep pages skip entries of this
    // index, not rows of the table (list-open-leads.ts, openLeadsPageQuery)
    index('leads_open_start_idx')
      .on(t.start_date, t.id, t.created_at, t.country, t.trip_type, t.number_of_people, t.budget_cents, t.quotes_count)
      .where(sql`status = 'open' and deleted_at is null`),
    index('leads_fingerprint_idx').on(t.fingerprint, t.created_at),
    // duplicates: a traveller's own requests by email and country
    index('leads_email_country_idx')
      .on(t.email, t.country, t.created_at.desc())
      .where(sql`deleted_at is null`),
    // All Trips' search by a whole email address: an exact, case-insensitive lookup (decision 019).
    // Not partial: the planner keeps statistics of an expression only from a whole-table index, and
    // without them it guesses 0.5% of the table (5,000 rows) and walks the newest-first index instead.
    index('leads_email_lower_idx').on(sql`lower(${t.email})`),
    // All Trips filtered by country, trip type and status (decision 019): its capped count reads
    // 10,001 adjacent entries, and a page by start date reads in order
    index('leads_country_type_status_start_idx')
      .on(t.country, t.trip_type, t.status, t.start_date, t.id)
      .where(sql`deleted_at is null`),
    // alerts and digests: leads that went live since a moment
    index('leads_went_live_idx')
      .on(t.went_live_at)
      .where(sql`deleted_at is null and went_live_at is not null`),
    // the confirmation reminder and expiry jobs: requests still awaiting confirmation
    index('leads_pending_created_idx')
      .on(t.created_at)
      .where(sql`status = 'pending' and deleted_at is null`),
    index('leads_duplicate_of_idx')
      .on(t.duplicate_of)
      .where(sql`duplicate_of is not null`),
    index('leads_search_trgm_idx').using('gin', sql`${t.search} gin_trgm_ops`),
    // the leads whose masked free text is still to be computed (fillVisibleText): none, mostly
    index('leads_visible_text_pending_idx')
      .on(t.id)
      .where(sql`visible_of is null`),
  ],
);

export const marketingContacts = pgTable(
  'marketing_contacts',
  {
    id: serialId(),
    first_name: text().notNull(),
    last_name: text().notNull(),
    email: text().notNull(),
    lead_type: oneOf(LEAD_TYPES).notNull(),
    title: text().notNull(),
    country: oneOf(COUNTRIES),
    submissions: integer().notNull().default(1),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    uniqueIndex('marketing_contacts_email_type_unique').on(t.email, t.lead_type),
    check('marketing_contacts_lead_type_valid', valuesIn(t.lead_type, LEAD_TYPES)),
    check('marketing_contacts_country_valid', valuesIn(t.country, COUNTRIES)),
  ],
);

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: serialId(),
    name: text().notNull(),
    email: text().notNull(),
    subject: text().notNull(),
    category: oneOf(CONTACT_CATEGORIES),
    message: text().notNull(),
    handled_at: timestamp(tz),
    handled_by: ref(() => users.id, 'set null'),
    created_at: createdAt(),
  },
  (t) => [
    index('contact_messages_created_idx').on(t.created_at.desc().nullsFirst()),
    check('contact_messages_category_valid', valuesIn(t.category, CONTACT_CATEGORIES)),
  ],
);

/**
 * What kind of leads a company wants: an empty list or null means any. Matching leads are
 * listed first in its marketplace (GET /v1/openLeads?match=preferences) and alert its users.
 */
export const companyLeadPreferences = pgTable(
  'company_lead_preferences',
  {
    company_id: integer()
      .primaryKey()
      .references(() => companies.id, { onDelete: 'cascade' }),
    countries: oneOf(COUNTRIES)
      .array()
      .notNull()
      .default(sql`'{}'`),
    trip_types: oneOf(TRIP_TYPES)
      .array()
      .notNull()
      .default(sql`'{}'`),
    travel_types: oneOf(TRAVEL_TYPES)
      .array()
      .notNull()
      .default(sql`'{}'`),
    min_people: integer().notNull().default(1),
    max_people: integer(),
    budget_bands: oneOf(BUDGET_BAND_KEYS)
      .array()
      .notNull()
      .default(sql`'{}'`),
    max_days_until_start: integer(),
    updated_by: ref(() => users.id, 'set null'),
    updated_at: updatedAt(),
  },
  (t) => [
    check('company_lead_preferences_countries_valid', arrayOf(t.countries, COUNTRIES)),
    check('company_lead_preferences_trip_types_valid', arrayOf(t.trip_types, TRIP_TYPES)),
    check('company_lead_preferences_travel_types_valid', arrayOf(t.travel_types, TRAVEL_TYPES)),
    check('company_lead_preferences_budget_bands_valid', arrayOf(t.budget_bands, BUDGET_BAND_KEYS)),
    check(
      'company_lead_preferences_people_range',
      sql`${t.min_people} >= 1 and (${t.max_people} is null or ${t.max_people} >= ${t.min_people})`,
    ),
  ],
);
