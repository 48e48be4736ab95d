// Business constants and limits of the product, in one place.

/** Longest text field after HTML is stripped. */
export const TEXT_MAX = 4000;
export const MIN_TRAVELLERS = 1;
export const MIN_NIGHTS = 1;

export const PAGE_SIZES = [10, 25, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 10;
/**
 * A large list (All Trips) counts its rows exactly up to this many; above it the total is PostgreSQL's
 * estimate, flagged `total_is_estimate` and shown as "about 920,000" (decision 019).
 */
export const EXACT_TOTALS_UP_TO = 10_000;

/** Defaults of the admin-editable platform settings. */
/** AUTO_BUY_MAX_SLOTS: the default of the admin setting `auto_buy_max_slots` (2 of the buyer cap of 5). */
export const AUTO_BUY_MAX_SLOTS = 2;

export const DEFAULT_SETTINGS = {
  request_price_cents: 2500,
  buyer_cap: 5,
  welcome_credit_cents: 0,
  // the card top-up packs the wallet offers (modules/payments), whole dollars
  top_up_pack_1_cents: 10_000,
  top_up_pack_2_cents: 25_000,
  top_up_pack_3_cents: 50_000,
  // the response clock (docs/marketplace.md): hours a buyer has to quote before its slot is freed
  quote_deadline_hours: 48,
  // session lifetimes (decision 021): a session unused this many days ends, and any session ends this
  // many days after sign-in, checked on every authenticated request (modules/auth/service.ts)
  session_idle_days: 14,
  session_absolute_days: 90,
  // housekeeping (apps/api/src/modules/housekeeping): days a sent email stays in the outbox
  sent_email_retention_days: 30,
  // emails the public forms (guide, discount, contact) may send in an hour to addresses nobody confirmed,
  // over all clients; more are held in the outbox (docs/operations.md, "Mail to unconfirmed addresses")
  unconfirmed_mail_per_hour: 200,
  // how many of a lead's buyer slots auto-buy may take (docs/marketplace.md, "Automatic buying"), so
  // operators who buy by hand still find room; at most the buyer cap
  auto_buy_max_slots: AUTO_BUY_MAX_SLOTS,
} as const;

export const BAD_LEAD_REPORT_WINDOW_DAYS = 14;
/** A request awaiting its traveller's confirmation is reminded once after this many hours... */
export const CONFIRM_REMINDER_HOURS = 24;
/** ...and expires, never shown to a company, after this many days. */
export const UNCONFIRMED_REQUEST_EXPIRY_DAYS = 7;
/**
 * What happens after a request that awaits its traveller's confirmation (every guest's, and a
 * logged-in traveller's whose email is not verified yet), as the thank-you page says it.
 */
export const confirmNextStep = (email: string) =>
  `Check your email: we sent a link to ${email}. Your request goes to tour operators once you confirm it. ` +
  `The link works for ${UNCONFIRMED_REQUEST_EXPIRY_DAYS} days.`;
/** A request repeats an earlier one (same email and country, overlapping dates) posted within this many days. */
export const DUPLICATE_WINDOW_DAYS = 30;

export const AUTO_ADVANCE_CHOICE_MS = 500;
export const AUTO_ADVANCE_TEXT_MS = 300;
export const STICKY_BANNER_SCROLL_PX = 500;
export const MOBILE_BREAKPOINT_PX = 768;
export const SIDEBAR_COOKIE_NAME = 'sidebar_state';
export const SIDEBAR_COOKIE_MAX_AGE_S = 60 * 60 * 24 * 7;
export const LEADS_STALE_MS = 10_000;
export const ADMIN_SEARCH_MIN_CHARS = 2;
export const ADMIN_SEARCH_DEBOUNCE_MS = 250;
export const CONVERSATION_PANEL_HEIGHT_PX = 600;

export const STORAGE_KEYS = {
  auth: 'auth-storage',
  openLeads: 'open-leads-storage',
  overviewLeads: 'overview-leads',
  travellerRequests: 'client-requests',
} as const;

export const ONE_TIME_LINK_TTL_HOURS = { claim: 24 * 7, confirm: 24 * 7, invite: 24 * 7, reset: 2 } as const;
export const LOGIN_MAX_FAILURES = 5;
export const LOGIN_FAILURE_WINDOW_S = 15 * 60;

export const MESSAGES = {
  tooManyRequests: 'Too many requests. Please try again later.',
  invalidCredentials: 'These credentials do not match our records.',
  unauthenticated: 'Unauthenticated.',
  forbidden: 'You do not have permission to do this.',
  notFound: 'Not found.',
  serverError: 'Something went wrong on our side. Please try again.',
  serviceUnavailable: 'TripTender is briefly unavailable. Please try again in a moment.',
  validation: 'The given data was invalid.',
} as const;

/** Upper bounds of a trip request, so a typo (200 people, 3000 nights) is caught before an operator sees it. */
export const MAX_TRAVELLERS = 100;
export const MAX_NIGHTS = 120;
/** How far ahead a trip may start. */
export const MAX_START_DATE_YEARS = 3;
/** An identical trip request posted again within this window returns the first one. */
export const DUPLICATE_LEAD_WINDOW_S = 60;

/**
 * Texts of the public lead-magnet, discount and contact forms. Kept free of zod so the public pages
 * can show them without loading it; the API's schemas use the same strings.
 */
export const FORM_TEXTS = {
  required: 'This field is required',
  invalidEmail: 'Please enter a valid email address',
  missingInfoTitle: 'Missing info',
  missingInfoText: 'Please enter your first name, last name, and email.',
  failureTitle: 'Something went wrong',
  failureText: 'Please try again in a moment.',
  guideSentTitle: 'Success!',
  guideSentText: 'Your travel guide has been sent to your email!',
  discountClaimedTitle: 'Success!',
  discountClaimedText: 'Your 15% discount is reserved. Check your email for the details!',
  contactSentTitle: 'Message Sent!',
  contactSentText: "Thank you for contacting us. We'll get back to you within 24 hours.",
} as const;
