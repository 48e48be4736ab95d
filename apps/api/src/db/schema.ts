// Over 300 lines: the whole domain in one file, because drizzle-kit generates each migration from it.
// The whole domain of TripTender. Column names are the API's snake_case field names, so rows map
// onto the contract's payloads without renaming. Money is integer cents. Every change here needs a
// migration: `npm run db:generate`, then commit the SQL in apps/api/drizzle.
import { sql } from 'drizzle-orm';
import {
  BAD_LEAD_REPORT_STATUSES,
  BADGES,
  CARD_PAYMENT_STATUSES,
  COMPANY_ROLE_IDS,
  type CompanyRoleId,
  CONTACT_CATEGORIES,
  CONVERSATION_KINDS,
  COUNTRIES,
  CURRENCIES,
  EMAIL_LISTS,
  EMAIL_STATUSES,
  FLIGHT_BOOKED,
  LEAD_ALERT_FREQUENCIES,
  LEAD_STATUSES,
  LEAD_TYPES,
  LEDGER_KINDS,
  ONE_TIME_TOKEN_PURPOSES,
  PRIORITIES,
  QUOTE_STATUSES,
  ROLE_IDS,
  type RoleId,
  TRAVEL_TYPES,
  TRIP_TYPES,
} from '@triptender/contract/enums';
import { ACCOMMODATION_STANDARDS, DECLINE_REASONS, PRICE_BASES } from '@triptender/contract/quote-terms';
import { BUDGET_BANDS } from '@triptender/contract/budget';
import {
  bigint,
  boolean,
  check,
  customType,
  date,
  type AnyPgColumn,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const tz = { withTimezone: true } as const;
const createdAt = () => timestamp(tz).notNull().defaultNow();
const updatedAt = () => timestamp(tz).notNull().defaultNow();

/**
 * A text column holding one of the contract's values: typed in code as that union, and checked by
 * the database with the same list (the check is named `<table>_<column>_valid`).
 */
const oneOf = <const T extends readonly [string, ...string[]]>(values: T) => text({ enum: values });
const valuesIn = (column: AnyPgColumn, values: readonly (string | number)[]) =>
  sql`${column} in (${sql.raw(values.map((v) => (typeof v === 'number' ? String(v) : `'${v}'`)).join(', '))})`;

const arrayOf = (column: AnyPgColumn, values: readonly string[]) =>
  sql`${column} <@ array[${sql.raw(values.map((v) => `'${v}'`).join(', '))}]::text[]`;

const BUDGET_BAND_KEYS = Object.keys(BUDGET_BANDS) as [keyof typeof BUDGET_BANDS, ...(keyof typeof BUDGET_BANDS)[]];

/** Raw bytes: node-postgres reads a Buffer, PGlite a Uint8Array; code always gets a Buffer. */
const bytes = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/** Money in cents: 64-bit, so no wallet or total can overflow (read as a JS number, exact to 2^53). */
const cents = () => bigint({ mode: 'number' });

export const companies = pgTable(
  'companies',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    name: text().notNull(),
    email: text().notNull(),
    website: text(),
    phone: text(),
    address: text(),
    about: text(),
    logo_url: text(),
    /** The operator's tour operator licence as it entered it; trusted once an admin verified it. */
    licence_number: text(),
    licence_verified_at: timestamp(tz),
    licence_verified_by: integer().references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    /** What the operator says it serves, shown on its public profile. */
    countries_served: oneOf(COUNTRIES)
      .array()
      .notNull()
      .default(sql`'{}'`),
    trip_types_served: oneOf(TRIP_TYPES)
      .array()
      .notNull()
      .default(sql`'{}'`),
    /** Billing details printed on receipts (Manager or Finance edit them); snapshotted per receipt. */
    billing_legal_name: text(),
    billing_address: text(),
    billing_country: text(),
    billing_vat_number: text(),
    /** What the company chose to spend on leads per calendar month (UTC); null: no limit. */
    monthly_spend_limit_cents: cents(),
    /** Below this balance the company is emailed once, until a top-up lifts it again; null: no email. */
    low_balance_threshold_cents: cents(),
    low_balance_notified_at: timestamp(tz),
    /**
     * How many purchases the company has made, kept by a trigger on purchases (migration 0018): My
     * Leads' total without counting a company's purchases on every page (2.4 ms for 10,000 at 1M leads).
     */
    purchases_count: integer().notNull().default(0),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    // the admin chat route addresses a company by its name, so names are unique in any case
    uniqueIndex('companies_name_unique').on(sql`lower(${t.name})`),
    index('companies_created_at_idx').on(t.created_at),
    check('companies_countries_served_valid', arrayOf(t.countries_served, COUNTRIES)),
    check('companies_trip_types_served_valid', arrayOf(t.trip_types_served, TRIP_TYPES)),
  ],
);

export const users = pgTable(
  'users',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    first_name: text().notNull(),
    last_name: text().notNull(),
    email: text().notNull(),
    mobile: text(),
    // null until the user sets one (a guest who posted a request, an invited team member)
    password_hash: text(),
    role: smallint().$type<RoleId>().notNull(),
    company_id: integer().references(() => companies.id, { onDelete: 'restrict' }),
    company_role: smallint().$type<CompanyRoleId>(),
    email_verified_at: timestamp(tz),
    /** When an email to this address bounced permanently (issue 13): its leads' buyers were refunded. */
    email_bounced_at: timestamp(tz),
    /** New-lead alerts chosen by the user; null: the default of the company role (LEAD_ALERT_DEFAULT). */
    lead_alerts: oneOf(LEAD_ALERT_FREQUENCIES),
    /** When the user's last daily digest of new matching leads was sent (leads live after it are in the next). */
    lead_digest_sent_at: timestamp(tz),
    /** The currency a traveller compares quotes in (issue 14); null: from their trips' country (EUR for Ireland, else GBP). */
    display_currency: oneOf(CURRENCIES),
    avatar_url: text(),
    disabled_at: timestamp(tz),
    /**
     * When the account was deleted (the person's own request, or the admin's on their behalf): its
     * personal fields were erased in the same transaction (modules/privacy, decision 024). Also disabled.
     */
    deleted_at: timestamp(tz),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(t.email),
    check('users_lead_alerts_valid', valuesIn(t.lead_alerts, LEAD_ALERT_FREQUENCIES)),
    check('users_display_currency_valid', valuesIn(t.display_currency, CURRENCIES)),
    index('users_company_idx').on(t.company_id),
    check('users_email_lower', sql`${t.email} = lower(${t.email})`),
    check('users_role_valid', valuesIn(t.role, ROLE_IDS)),
    check(
      'users_company_membership',
      sql`(${t.role} = 2) = (${t.company_id} is not null and ${valuesIn(t.company_role, COMPANY_ROLE_IDS)})`,
    ),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    user_id: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // sha-256 of the bearer token: a leaked table does not leak usable tokens
    token_hash: text().notNull(),
    created_at: createdAt(),
    last_used_at: timestamp(tz).notNull().defaultNow(),
    expires_at: timestamp(tz).notNull(),
    user_agent: text(),
  },
  (t) => [uniqueIndex('sessions_token_hash_unique').on(t.token_hash), index('sessions_user_idx').on(t.user_id)],
);

/** Emailed one-time links: claim a guest request, accept a team invitation, reset a password. */
export const oneTimeTokens = pgTable(
  'one_time_tokens',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    user_id: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: oneOf(ONE_TIME_TOKEN_PURPOSES).notNull(),
    token_hash: text().notNull(),
    lead_id: integer().references(() => leads.id, { onDelete: 'set null' }),
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

export const companyBadges = pgTable(
  'company_badges',
  {
    company_id: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    badge: oneOf(BADGES).notNull(),
    granted_by: integer().references(() => users.id, { onDelete: 'set null' }),
    created_at: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.company_id, t.badge] }),
    check('company_badges_badge_valid', valuesIn(t.badge, BADGES)),
  ],
);

export const leads = pgTable(
  'leads',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    // the traveller who owns the request; a guest's request gets an account made or found by email
    user_id: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
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
    status: oneOf(LEAD_STATUSES).notNull().default('open'),
    /** Estimated trip budget (see estimateBudgetCents in the contract), for the budget filter. */
    budget_cents: cents().notNull().default(0),
    /** Kept in step with purchases and quotes in the same transaction, for the cap and the lists. */
    purchases_count: integer().notNull().default(0),
    /**
     * Purchases that still hold one of the lead's buyer slots (the cap counts these): a purchase with no
     * quote by its quote_due_at gives its slot back (issue 13), so this can be below purchases_count.
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
    duplicate_of: integer().references((): AnyPgColumn => leads.id, { onDelete: 'set null' }),
    /** Why the lead was deleted, when it was: the admin's deletion, or merged into its duplicate_of. */
    deleted_reason: text(),
    /** When the traveller was emailed to review the operator, once the trip's last night had passed. */
    review_invited_at: timestamp(tz),
    deleted_at: timestamp(tz),
    deleted_by: integer().references(() => users.id, { onDelete: 'set null' }),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    check('leads_status_valid', valuesIn(t.status, LEAD_STATUSES)),
    check('leads_country_valid', valuesIn(t.country, COUNTRIES)),
    check('leads_trip_type_valid', valuesIn(t.trip_type, TRIP_TYPES)),
    check('leads_travel_type_valid', valuesIn(t.travel_type, TRAVEL_TYPES)),
    check('leads_flight_booked_valid', valuesIn(t.flight_booked, FLIGHT_BOOKED)),
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
    // duplicates: a traveller's own requests by email and country (issue 13)
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
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
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
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    name: text().notNull(),
    email: text().notNull(),
    subject: text().notNull(),
    category: oneOf(CONTACT_CATEGORIES),
    message: text().notNull(),
    handled_at: timestamp(tz),
    handled_by: integer().references(() => users.id, { onDelete: 'set null' }),
    created_at: createdAt(),
  },
  (t) => [
    index('contact_messages_created_idx').on(t.created_at.desc().nullsFirst()),
    check('contact_messages_category_valid', valuesIn(t.category, CONTACT_CATEGORIES)),
  ],
);

export const purchases = pgTable(
  'purchases',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    lead_id: integer()
      .notNull()
      .references(() => leads.id, { onDelete: 'restrict' }),
    company_id: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'restrict' }),
    user_id: integer().references(() => users.id, { onDelete: 'set null' }),
    price_cents: cents().notNull(),
    refunded_at: timestamp(tz),
    refund_reason: text(),
    /** The buyer's quote deadline (the admin's setting when it bought); without a quote by then its slot is freed. */
    quote_due_at: timestamp(tz),
    /** When the slot was given back for a missed deadline; the buyer keeps the lead and may still quote. */
    slot_released_at: timestamp(tz),
    created_at: createdAt(),
  },
  (t) => [
    uniqueIndex('purchases_lead_company_unique').on(t.lead_id, t.company_id),
    // My Leads, newest first with the id breaking ties: a page reads its 20 rows from the index, where
    // (company_id, created_at DESC NULLS LAST) made PostgreSQL sort all of a company's purchases (10,000 at
    // 1M leads): ORDER BY ... DESC puts nulls first, so only an index that does too gives the order
    index('purchases_company_created_id_idx').on(
      t.company_id,
      t.created_at.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    // the response clock's job: purchases still holding a slot, by deadline
    index('purchases_quote_due_idx')
      .on(t.quote_due_at)
      .where(sql`slot_released_at is null and refunded_at is null`),
    check('purchases_price_nonnegative', sql`${t.price_cents} >= 0`),
  ],
);

/**
 * What kind of leads a company wants (issue 13): an empty list or null means any. Matching leads are
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
    updated_by: integer().references(() => users.id, { onDelete: 'set null' }),
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

/**
 * Append-only wallet ledger. Each row carries the balance after it, so the balance is the newest
 * row's balance_after_cents (read under a lock on the company row) and the check keeps it >= 0.
 */
export const creditLedger = pgTable(
  'credit_ledger',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    company_id: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'restrict' }),
    kind: oneOf(LEDGER_KINDS).notNull(),
    amount_cents: cents().notNull(),
    balance_after_cents: cents().notNull(),
    purchase_id: integer().references(() => purchases.id, { onDelete: 'restrict' }),
    lead_id: integer().references(() => leads.id),
    actor_user_id: integer().references(() => users.id),
    note: text(),
    created_at: createdAt(),
  },
  (t) => [
    check('credit_ledger_balance_nonnegative', sql`${t.balance_after_cents} >= 0`),
    check('credit_ledger_kind_valid', valuesIn(t.kind, LEDGER_KINDS)),
    index('credit_ledger_company_idx').on(t.company_id, t.id.desc().nullsFirst()),
    // the admin's weekly revenue (modules/admin/revenue.ts) reads a window of weeks, not the whole ledger
    index('credit_ledger_created_idx').on(t.created_at),
    // one debit and at most one refund per purchase: refunds are idempotent by construction
    uniqueIndex('credit_ledger_purchase_kind_unique')
      .on(t.purchase_id, t.kind)
      .where(sql`purchase_id is not null`),
  ],
);

/**
 * A card top-up through Stripe Checkout: created with its Checkout session, credited to the wallet
 * once (ledger_id) when Stripe's webhook reports it paid, possibly refunded to the card later.
 */
export const cardPayments = pgTable(
  'card_payments',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    company_id: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'restrict' }),
    amount_cents: cents().notNull(),
    currency: text().notNull().default('usd'),
    status: oneOf(CARD_PAYMENT_STATUSES).notNull().default('pending'),
    /** Stripe's Checkout session id (cs_...): the only key the webhook is matched on. */
    session_id: text().notNull(),
    /** Stripe's PaymentIntent (pi_...), known once paid: the payment reference and what a refund names. */
    payment_intent: text(),
    created_by: integer().references(() => users.id, { onDelete: 'set null' }),
    /** The ledger entry that credited it; set once, in the transaction that records the webhook event. */
    ledger_id: bigint({ mode: 'number' }).references(() => creditLedger.id),
    paid_at: timestamp(tz),
    failed_at: timestamp(tz),
    refunded_cents: cents().notNull().default(0),
    refunded_at: timestamp(tz),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    uniqueIndex('card_payments_session_unique').on(t.session_id),
    index('card_payments_company_created_idx').on(t.company_id, t.created_at.desc().nullsFirst()),
    index('card_payments_created_idx').on(t.created_at.desc().nullsFirst(), t.id.desc().nullsFirst()),
    check('card_payments_amount_positive', sql`${t.amount_cents} > 0`),
    check('card_payments_refund_range', sql`${t.refunded_cents} >= 0 and ${t.refunded_cents} <= ${t.amount_cents}`),
    check('card_payments_status_valid', valuesIn(t.status, CARD_PAYMENT_STATUSES)),
  ],
);

/** Every Stripe webhook event acted on, by its id: recorded in the transaction of its effect, so a replay does nothing. */
export const stripeEvents = pgTable('stripe_events', {
  event_id: text().primaryKey(),
  type: text().notNull(),
  received_at: createdAt(),
});

/**
 * A receipt for a paid card top-up, numbered TT-<year>-<seq, 6 digits> without gaps within a year
 * (receipt_counters hands out the numbers inside the transaction that issues the receipt). The
 * company's billing details and TripTender's own are copied in, so a receipt never changes afterwards.
 */
export const receipts = pgTable(
  'receipts',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    number: text().notNull(),
    year: integer().notNull(),
    seq: integer().notNull(),
    company_id: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'restrict' }),
    card_payment_id: integer()
      .notNull()
      .references(() => cardPayments.id, { onDelete: 'restrict' }),
    amount_cents: cents().notNull(),
    currency: text().notNull().default('usd'),
    payment_reference: text(),
    /** The company's billing details when it was issued: legal_name, address, country, vat_number. */
    billing: jsonb().notNull(),
    /** TripTender's details from settings when it was issued. */
    issuer: jsonb().notNull(),
    issued_at: timestamp(tz).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('receipts_number_unique').on(t.number),
    uniqueIndex('receipts_year_seq_unique').on(t.year, t.seq),
    uniqueIndex('receipts_card_payment_unique').on(t.card_payment_id),
    index('receipts_company_issued_idx').on(t.company_id, t.issued_at.desc().nullsFirst()),
  ],
);

/** The last receipt number handed out per year; its row is locked while a receipt is issued. */
export const receiptCounters = pgTable('receipt_counters', {
  year: integer().primaryKey(),
  last_seq: integer().notNull().default(0),
});

/** Remembered answers of money-moving calls sent with an Idempotency-Key header. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    user_id: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    scope: text().notNull(),
    key: text().notNull(),
    status_code: integer().notNull(),
    response: jsonb().notNull(),
    created_at: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.scope, t.key] })],
);

export const badLeadReports = pgTable(
  'bad_lead_reports',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    purchase_id: integer()
      .notNull()
      .references(() => purchases.id, { onDelete: 'cascade' }),
    company_id: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    reported_by: integer().references(() => users.id, { onDelete: 'set null' }),
    reason: text().notNull(),
    status: oneOf(BAD_LEAD_REPORT_STATUSES).notNull().default('pending'),
    resolved_by: integer().references(() => users.id, { onDelete: 'set null' }),
    resolved_at: timestamp(tz),
    resolution_note: text(),
    created_at: createdAt(),
  },
  (t) => [
    uniqueIndex('bad_lead_reports_purchase_unique').on(t.purchase_id),
    index('bad_lead_reports_status_idx').on(t.status, t.created_at),
    check('bad_lead_reports_status_valid', valuesIn(t.status, BAD_LEAD_REPORT_STATUSES)),
  ],
);

/**
 * What a quote offers (issue 14): the columns a quote and each of its versions share. Inclusions and
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
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    lead_id: integer()
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    company_id: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'restrict' }),
    user_id: integer().references(() => users.id, { onDelete: 'set null' }),
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
 * Every version of every quote, append-only (issue 14): version 1 is what was sent, each edit of a
 * sent quote adds the next. The traveller can open earlier versions and accepts one by its number.
 */
export const quoteVersions = pgTable(
  'quote_versions',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    quote_id: integer()
      .notNull()
      .references(() => quotes.id, { onDelete: 'cascade' }),
    version: integer().notNull(),
    ...quoteContent(),
    created_by: integer().references(() => users.id, { onDelete: 'set null' }),
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

/**
 * The admin's exchange rates (issue 14): units of each currency one US dollar buys, and the day the
 * rate is from. USD is 1. Compare Bids converts every quote into the traveller's currency with them.
 */
export const exchangeRates = pgTable(
  'exchange_rates',
  {
    currency: oneOf(CURRENCIES).primaryKey(),
    per_usd: numeric({ precision: 18, scale: 8 }).notNull(),
    as_of: date({ mode: 'string' }).notNull(),
    updated_by: integer().references(() => users.id, { onDelete: 'set null' }),
    updated_at: updatedAt(),
  },
  (t) => [
    check('exchange_rates_currency_valid', valuesIn(t.currency, CURRENCIES)),
    check('exchange_rates_per_usd_positive', sql`${t.per_usd} > 0`),
  ],
);

export const reviews = pgTable(
  'reviews',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    company_id: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    lead_id: integer()
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    quote_id: integer()
      .notNull()
      .references(() => quotes.id, { onDelete: 'cascade' }),
    traveller_id: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
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

/**
 * Two kinds: 'lead' (traveller <-> company about one lead, opened when the company buys it) and
 * 'admin' (admin <-> company, optionally about one quote).
 */
export const conversations = pgTable(
  'conversations',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    kind: oneOf(CONVERSATION_KINDS).notNull(),
    company_id: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    lead_id: integer().references(() => leads.id, { onDelete: 'cascade' }),
    traveller_id: integer().references(() => users.id, { onDelete: 'cascade' }),
    quote_id: integer().references(() => quotes.id, { onDelete: 'set null' }),
    subject: text(),
    priority: oneOf(PRIORITIES).notNull().default('normal'),
    created_by: integer().references(() => users.id, { onDelete: 'set null' }),
    last_message_id: bigint({ mode: 'number' }),
    last_message_at: timestamp(tz),
    created_at: createdAt(),
  },
  (t) => [
    check('conversations_kind_valid', valuesIn(t.kind, CONVERSATION_KINDS)),
    check('conversations_priority_valid', valuesIn(t.priority, PRIORITIES)),
    check(
      'conversations_kind_shape',
      sql`(${t.kind} = 'lead') = (${t.lead_id} is not null and ${t.traveller_id} is not null)`,
    ),
    uniqueIndex('conversations_lead_company_unique')
      .on(t.lead_id, t.company_id)
      .where(sql`kind = 'lead'`),
    index('conversations_company_idx').on(t.company_id, t.kind, t.created_at.desc().nullsFirst()),
    index('conversations_traveller_idx').on(t.traveller_id, t.created_at.desc().nullsFirst()),
  ],
);

export const messages = pgTable(
  'messages',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    conversation_id: integer()
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    sender_id: integer().references(() => users.id, { onDelete: 'set null' }),
    body: text().notNull(),
    quote_id: integer().references(() => quotes.id, { onDelete: 'set null' }),
    created_at: createdAt(),
  },
  (t) => [index('messages_conversation_idx').on(t.conversation_id, t.id)],
);

/** Per user and conversation: what they have read, and up to where they were emailed a digest. */
export const conversationReads = pgTable(
  'conversation_reads',
  {
    conversation_id: integer()
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    user_id: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    last_read_message_id: bigint({ mode: 'number' }).notNull().default(0),
    notified_message_id: bigint({ mode: 'number' }).notNull().default(0),
    updated_at: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.conversation_id, t.user_id] }), index('conversation_reads_user_idx').on(t.user_id)],
);

/** Admin-editable platform settings; defaults are inserted by a migration. */
export const settings = pgTable('settings', {
  key: text().primaryKey(),
  value: jsonb().notNull(),
  updated_by: integer().references(() => users.id, { onDelete: 'set null' }),
  updated_at: updatedAt(),
});

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
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
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
