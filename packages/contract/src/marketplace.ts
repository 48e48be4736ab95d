// The company marketplace: open trip requests as a company sees them before (and after) buying.
//   GET /v1/openLeads   query: openLeadsQuery -> openLeadsResponse
// Before a company buys a lead the API omits the traveller's email, mobile and last name (only its
// initial is sent); a company that bought it gets the last name here and full contact details from
// GET /v1/purchases.
import { z } from 'zod';
import { BUDGET_BANDS, type BudgetBand } from './budget.ts';
import { isoDate, listMeta, pageQuery, searchText, timestamp } from './common.ts';
import {
  COUNTRIES,
  FLIGHT_BOOKED,
  LEAD_LIST_SORTS,
  type LeadListSort,
  QUOTE_STATUSES,
  TRAVEL_TYPES,
  TRIP_TYPES,
  type TripType,
} from './enums.ts';
import { LOCALES } from './locales.ts';

/**
 * The Category filter. Travellers do not pick a category, so each one is a rule over the
 * lead's fields (documented in docs/marketplace.md):
 * - Multi-City Tours: sightseeing or city trips (touring several places)
 * - Romantic Getaways: exactly two travellers
 * - Family Tours: three or more travellers
 * - Specialty Tours: active or cultural trips (a theme rather than a route)
 * A lead may fall in more than one category.
 */
export const CATEGORIES = ['multi-city', 'romantic', 'family', 'specialty'] as const;
export type Category = (typeof CATEGORIES)[number];
export const CATEGORY_LABELS: Record<Category | 'all', string> = {
  all: 'All Categories',
  'multi-city': 'Multi-City Tours',
  romantic: 'Romantic Getaways',
  family: 'Family Tours',
  specialty: 'Specialty Tours',
};
export const CATEGORY_RULES: Record<Category, { trip_types?: TripType[]; min_people?: number; max_people?: number }> = {
  'multi-city': { trip_types: ['sightseeing', 'city'] },
  romantic: { min_people: 2, max_people: 2 },
  family: { min_people: 3 },
  specialty: { trip_types: ['active', 'cultural'] },
};

export const BUDGET_LABELS: Record<BudgetBand | 'all', string> = {
  all: 'All budgets',
  low: 'Under $2,000',
  medium: '$2,000 - $5,000',
  high: '$5,000+',
};
export const BUDGET_FILTERS = Object.keys(BUDGET_BANDS) as BudgetBand[];

/** The marketplace's names for the lead list sorts (the admin's All Trips names them its own way). */
export const LEAD_LIST_SORT_LABELS: Record<LeadListSort, string> = {
  recent: 'Newest first',
  oldest: 'Oldest first',
  start_date_asc: 'Start date (soonest)',
  start_date_desc: 'Start date (latest)',
};

/** Marketplace status filter: every lead listed is open; "quoted" and "unquoted" are derived. */
export const OPEN_LEAD_STATUS_FILTERS = ['open', 'quoted', 'unquoted'] as const;

const choice = <const T extends readonly [string, ...string[]]>(values: T, field: string) =>
  z.enum(values, { error: `The selected ${field} is invalid.` });

export const SEARCH_MIN_CHARS = 2;

/** Which open leads the marketplace lists: all, or those that fit the company's lead preferences. */
export const OPEN_LEAD_MATCHES = ['all', 'preferences'] as const;
export type OpenLeadMatch = (typeof OPEN_LEAD_MATCHES)[number];

export const openLeadsQuery = z.object({
  ...pageQuery,
  /** Shorter than SEARCH_MIN_CHARS after trimming: ignored, as the search box does. */
  search: searchText(100, 'The search may not be longer than 100 characters.')
    .optional()
    .transform((s) => (s && s.length >= SEARCH_MIN_CHARS ? s : undefined)),
  country: choice(COUNTRIES, 'country').optional(),
  trip_type: choice(TRIP_TYPES, 'trip type').optional(),
  category: choice(['all', ...CATEGORIES], 'category').default('all'),
  budget: choice(['all', ...BUDGET_FILTERS] as ['all', ...BudgetBand[]], 'budget range').default('all'),
  status: choice(OPEN_LEAD_STATUS_FILTERS, 'status').default('open'),
  sort: choice(LEAD_LIST_SORTS, 'sort').default('recent'),
  /**
   * 'preferences': only the leads that fit the company's lead preferences (lead-preferences.ts);
   * 'all' (the default): every open lead.
   */
  match: choice(OPEN_LEAD_MATCHES, 'match').default('all'),
  /** The client sends force=1 to skip its own 10 s cache; the server never caches, so it is ignored. */
  force: z.string().optional(),
});
/** What a client sends: every parameter optional, with the server's defaults. */
export type OpenLeadsQuery = Partial<z.output<typeof openLeadsQuery>>;

/** Why a card's Buy button is disabled, or null when this company can buy it. */
export const UNAVAILABLE_REASONS = {
  bought: 'You bought this request',
  quoted: 'You sent a quote for this request',
  soldOut: 'Sold out',
} as const;

/** The trip as its traveller described it: group, nights, kind of trip and travel, flights, wishes. */
export const tripDetails = {
  number_of_people: z.number().int(),
  number_of_night: z.number().int(),
  trip_type: z.enum(TRIP_TYPES),
  travel_type: z.enum(TRAVEL_TYPES),
  flight_booked: z.enum(FLIGHT_BOOKED),
  special_requests: z.string().nullable(),
};

/** The fields of a trip request that every view of one shows (contact details excepted). */
export const tripFields = {
  id: z.number().int(),
  title: z.string(),
  country: z.enum(COUNTRIES),
  ...tripDetails,
  start_date: isoDate(),
  created_at: timestamp,
  /**
   * The traveller claimed the 15% first-booking discount for this trip (same email, the trip's
   * country or every trip, and no other request of theirs accepted yet); operators see it.
   */
  discount_claimed: z.boolean(),
  /** The language the traveller wrote in (locales.ts), so an operator can answer in it; null: not known. */
  locale: z.enum(LOCALES).nullable(),
};

/** How much the special requests say (docs/marketplace.md, "Quality signals"). */
export const DETAIL_LEVELS = ['none', 'brief', 'detailed'] as const;
export type DetailLevel = (typeof DETAIL_LEVELS)[number];

/**
 * What makes a lead worth buying, shown before buying: each computed from the lead's data by
 * apps/api/src/domain/lead-quality.ts, never set by hand; docs/marketplace.md states every rule.
 * Contact details appear only as booleans (confirmed, given), never themselves.
 */
export const leadQuality = z.object({
  /** The lead's email is its traveller account's, and the account proved it (verified or has a password). */
  email_confirmed: z.boolean(),
  /** The request carries a mobile number. */
  phone_given: z.boolean(),
  /** Flights are booked and the special requests do not call the dates flexible. */
  dates_firm: z.boolean(),
  flights_booked: z.boolean(),
  /** The form asks no budget: stated is always false, and the band is the estimate's (budget.ts). */
  budget: z.object({ stated: z.boolean(), estimated_band: z.enum(['low', 'medium', 'high']) }),
  /** none: no special requests; brief: under 20 words; detailed: 20 words or more. */
  detail: z.enum(DETAIL_LEVELS),
  detail_words: z.number().int(),
  posted_at: timestamp,
  /** How many companies bought it (refunded purchases included: they were bought). */
  buyers: z.number().int(),
  /** How many companies quoted it (quotes sent and not withdrawn). */
  quoted: z.number().int(),
});
export type LeadQuality = z.output<typeof leadQuality>;

export const openLead = z.object({
  ...tripFields,
  first_name: z.string(),
  /** Only the initial until this company buys the lead. */
  last_initial: z.string(),
  /** null until this company buys the lead. */
  last_name: z.string().nullable(),
  budget_band: z.enum(['low', 'medium', 'high']),
  quotes_count: z.number().int(),
  /** How many companies bought it, of buyer_cap. */
  purchases_count: z.number().int(),
  /**
   * How many of the buyer_cap slots are taken: below purchases_count once a buyer missed its quote
   * deadline (docs/marketplace.md, "The response clock"). sold_out is slots_held >= buyer_cap.
   */
  slots_held: z.number().int(),
  buyer_cap: z.number().int(),
  price_cents: z.number().int(),
  /** This company's purchase and quote of the lead, if any. */
  purchase_id: z.number().int().nullable(),
  quote_status: z.enum(QUOTE_STATUSES).nullable(),
  sold_out: z.boolean(),
  unavailable_reason: z.string().nullable(),
  /** The quality signals, the same for every company (leadQuality). */
  quality: leadQuality,
});
export type OpenLead = z.input<typeof openLead>;

export const openLeadsResponse = z.object({
  data: z.array(openLead),
  meta: listMeta.extend({
    price_cents: z.number().int(),
    buyer_cap: z.number().int(),
    /** How many leads with these filters fit the company's lead preferences (its 'Matching' tab). */
    matching_count: z.number().int(),
    /** Whether the company saved lead preferences; without them every lead fits. */
    preferences_set: z.boolean(),
  }),
});
export type OpenLeadsResponse = z.input<typeof openLeadsResponse>;

/** The band of an estimated budget (see budget.ts). */
export function budgetBand(budgetCents: number): BudgetBand {
  if (budgetCents < BUDGET_BANDS.low.maxCents) return 'low';
  if (budgetCents < BUDGET_BANDS.medium.maxCents) return 'medium';
  return 'high';
}
