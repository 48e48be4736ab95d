// Money: lead purchases and their bad-lead reports, the wallet ledger, card top-ups with their Stripe
// events and receipts, idempotency keys of money-moving calls, and the admin's exchange rates.
import { sql } from 'drizzle-orm';
import { BAD_LEAD_REPORT_STATUSES, CARD_PAYMENT_STATUSES, CURRENCIES, LEDGER_KINDS } from '@triptender/contract/enums';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { companies, users } from './accounts.ts';
import { cents, createdAt, oneOf, ref, serialId, tz, updatedAt, valuesIn } from './columns.ts';
import { leads } from './leads.ts';

export const purchases = pgTable(
  'purchases',
  {
    id: serialId(),
    lead_id: ref(() => leads.id, 'restrict').notNull(),
    company_id: ref(() => companies.id, 'restrict').notNull(),
    user_id: ref(() => users.id, 'set null'),
    price_cents: cents().notNull(),
    refunded_at: timestamp(tz),
    refund_reason: text(),
    /** The buyer's quote deadline (the admin's setting when it bought); without a quote by then its slot is freed. */
    quote_due_at: timestamp(tz),
    /** When the slot was given back for a missed deadline; the buyer keeps the lead and may still quote. */
    slot_released_at: timestamp(tz),
    /** Bought by the company's auto-buy (the admin's AUTO_BUY_MAX_SLOTS caps these per lead), not by a click. */
    automatic: boolean().notNull().default(false),
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
 * Append-only wallet ledger. Each row carries the balance after it, so the balance is the newest
 * row's balance_after_cents (read under a lock on the company row) and the check keeps it >= 0.
 */
export const creditLedger = pgTable(
  'credit_ledger',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    company_id: ref(() => companies.id, 'restrict').notNull(),
    kind: oneOf(LEDGER_KINDS).notNull(),
    amount_cents: cents().notNull(),
    balance_after_cents: cents().notNull(),
    purchase_id: ref(() => purchases.id, 'restrict'),
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
    id: serialId(),
    company_id: ref(() => companies.id, 'restrict').notNull(),
    amount_cents: cents().notNull(),
    currency: text().notNull().default('usd'),
    status: oneOf(CARD_PAYMENT_STATUSES).notNull().default('pending'),
    /** Stripe's Checkout session id (cs_...): the only key the webhook is matched on. */
    session_id: text().notNull(),
    /** Stripe's PaymentIntent (pi_...), known once paid: the payment reference and what a refund names. */
    payment_intent: text(),
    created_by: ref(() => users.id, 'set null'),
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
    id: serialId(),
    number: text().notNull(),
    year: integer().notNull(),
    seq: integer().notNull(),
    company_id: ref(() => companies.id, 'restrict').notNull(),
    card_payment_id: ref(() => cardPayments.id, 'restrict').notNull(),
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
    user_id: ref(() => users.id, 'cascade').notNull(),
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
    id: serialId(),
    purchase_id: ref(() => purchases.id, 'cascade').notNull(),
    company_id: ref(() => companies.id, 'cascade').notNull(),
    reported_by: ref(() => users.id, 'set null'),
    reason: text().notNull(),
    status: oneOf(BAD_LEAD_REPORT_STATUSES).notNull().default('pending'),
    resolved_by: ref(() => users.id, 'set null'),
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
 * The admin's exchange rates: units of each currency one US dollar buys, and the day the
 * rate is from. USD is 1. Compare Bids converts every quote into the traveller's currency with them.
 */
export const exchangeRates = pgTable(
  'exchange_rates',
  {
    currency: oneOf(CURRENCIES).primaryKey(),
    per_usd: numeric({ precision: 18, scale: 8 }).notNull(),
    as_of: date({ mode: 'string' }).notNull(),
    updated_by: ref(() => users.id, 'set null'),
    updated_at: updatedAt(),
  },
  (t) => [
    check('exchange_rates_currency_valid', valuesIn(t.currency, CURRENCIES)),
    check('exchange_rates_per_usd_positive', sql`${t.per_usd} > 0`),
  ],
);
