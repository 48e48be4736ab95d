// Accounts: companies and their badges, users and their sessions. Companies and users reference each
// other (a user's company, the admin who verified a licence), so they share this file.
import { sql } from 'drizzle-orm';
import {
  BADGES,
  COMPANY_ROLE_IDS,
  type CompanyRoleId,
  COUNTRIES,
  CURRENCIES,
  LEAD_ALERT_FREQUENCIES,
  ROLE_IDS,
  type RoleId,
  TRIP_TYPES,
} from '@triptender/contract/enums';
import { LOCALES } from '@triptender/contract/locales';
import {
  check,
  type AnyPgColumn,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { arrayOf, cents, createdAt, oneOf, ref, serialId, tz, updatedAt, valuesIn } from './columns.ts';

export const companies = pgTable(
  'companies',
  {
    id: serialId(),
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
    licence_verified_by: ref((): AnyPgColumn => users.id, 'set null'),
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
    id: serialId(),
    first_name: text().notNull(),
    last_name: text().notNull(),
    email: text().notNull(),
    mobile: text(),
    // null until the user sets one (a guest who posted a request, an invited team member)
    password_hash: text(),
    role: smallint().$type<RoleId>().notNull(),
    company_id: ref(() => companies.id, 'restrict'),
    company_role: smallint().$type<CompanyRoleId>(),
    email_verified_at: timestamp(tz),
    /** When an email to this address bounced permanently: its leads' buyers were refunded. */
    email_bounced_at: timestamp(tz),
    /** New-lead alerts chosen by the user; null: the default of the company role (LEAD_ALERT_DEFAULT). */
    lead_alerts: oneOf(LEAD_ALERT_FREQUENCIES),
    /** When the user's last daily digest of new matching leads was sent (leads live after it are in the next). */
    lead_digest_sent_at: timestamp(tz),
    /** The currency a traveller compares quotes in; null: from their trips' country (EUR for Ireland, else GBP). */
    display_currency: oneOf(CURRENCIES),
    /** The language a traveller reads TripTender in (contract locales); null: as their browser asks. */
    locale: oneOf(LOCALES),
    /** Per kind of notification, push, email, both or off; null or a missing kind: its default (contract notifications). */
    notification_channels: jsonb().$type<Record<string, string>>(),
    /** Hours in which no push is sent: `{ start: 'HH:MM', end: 'HH:MM', time_zone }`; null: none. */
    quiet_hours: jsonb().$type<{ start: string; end: string; time_zone: string }>(),
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
    check('users_locale_valid', valuesIn(t.locale, LOCALES)),
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
    id: serialId(),
    user_id: ref(() => users.id, 'cascade').notNull(),
    // sha-256 of the bearer token: a leaked table does not leak usable tokens
    token_hash: text().notNull(),
    created_at: createdAt(),
    last_used_at: timestamp(tz).notNull().defaultNow(),
    expires_at: timestamp(tz).notNull(),
    user_agent: text(),
  },
  (t) => [uniqueIndex('sessions_token_hash_unique').on(t.token_hash), index('sessions_user_idx').on(t.user_id)],
);

export const companyBadges = pgTable(
  'company_badges',
  {
    company_id: ref(() => companies.id, 'cascade').notNull(),
    badge: oneOf(BADGES).notNull(),
    granted_by: ref(() => users.id, 'set null'),
    created_at: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.company_id, t.badge] }),
    check('company_badges_badge_valid', valuesIn(t.badge, BADGES)),
  ],
);
