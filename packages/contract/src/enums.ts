// Every enumerated value of the product, shared by the API, the web app and the database checks.

export const COUNTRIES = ['ireland', 'uk', 'scotland'] as const;
export type Country = (typeof COUNTRIES)[number];
export const COUNTRY_LABELS: Record<Country, string> = {
  ireland: 'Ireland',
  uk: 'United Kingdom',
  scotland: 'Scotland',
};

export const TRIP_TYPES = ['active', 'sightseeing', 'city', 'cultural'] as const;
export type TripType = (typeof TRIP_TYPES)[number];
export const TRIP_TYPE_LABELS: Record<TripType, string> = {
  active: 'Active',
  sightseeing: 'Sightseeing',
  city: 'City',
  cultural: 'Cultural',
};

export const TRAVEL_TYPES = ['self-drive', 'tour-guide', 'coach-bus', 'dont-know'] as const;
export type TravelType = (typeof TRAVEL_TYPES)[number];
export const TRAVEL_TYPE_LABELS: Record<TravelType, string> = {
  'self-drive': 'Self-drive',
  'tour-guide': 'Tour guide',
  'coach-bus': 'Coach bus',
  'dont-know': "Don't know yet",
};

export const FLIGHT_BOOKED = ['yes', 'no'] as const;
export type FlightBooked = (typeof FLIGHT_BOOKED)[number];

export const ROLE = { ADMIN: 1, COMPANY: 2, TRAVELLER: 3 } as const;
export type RoleId = (typeof ROLE)[keyof typeof ROLE];
export const ROLE_IDS = [ROLE.ADMIN, ROLE.COMPANY, ROLE.TRAVELLER] as const;
export const ROLE_NAMES: Record<RoleId, string> = { 1: 'Admin', 2: 'Company', 3: 'Traveller' };
/** The dashboard each role lands on after login. */
export const ROLE_HOME: Record<RoleId, string> = { 1: '/admin', 2: '/company', 3: '/user' };

export const COMPANY_ROLE = { MANAGER: 1, AGENT: 2, FINANCE: 3 } as const;
export type CompanyRoleId = (typeof COMPANY_ROLE)[keyof typeof COMPANY_ROLE];
export const COMPANY_ROLE_IDS = [COMPANY_ROLE.MANAGER, COMPANY_ROLE.AGENT, COMPANY_ROLE.FINANCE] as const;
export const COMPANY_ROLE_NAMES: Record<CompanyRoleId, string> = {
  1: 'Manager',
  2: 'Agent',
  3: 'Finance',
};

/**
 * Stored lead status. "quoted" and "unquoted" are derived filters, not states. 'pending': awaiting the
 * traveller's confirmation by email, never shown to companies nor sold; 'expired': never confirmed
 * (unconfirmed requests expire after UNCONFIRMED_REQUEST_EXPIRY_DAYS), never shown either.
 */
export const LEAD_STATUSES = ['pending', 'open', 'accepted', 'archived', 'expired'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];
/** The admin's All Trips status filter: stored statuses, 'quoted'/'unquoted', and those never confirmed. */
export const LEAD_STATUS_FILTERS = [
  'open',
  'accepted',
  'quoted',
  'unquoted',
  'pending',
  'expired',
  'archived',
] as const;
export type LeadStatusFilter = (typeof LEAD_STATUS_FILTERS)[number];
/** The traveller's badge for each stored status. */
export const LEAD_STATUS_BADGE: Record<
  LeadStatus,
  'AWAITING CONFIRMATION' | 'OPEN' | 'CLAIMED' | 'ARCHIVED' | 'EXPIRED'
> = {
  pending: 'AWAITING CONFIRMATION',
  open: 'OPEN',
  accepted: 'CLAIMED',
  archived: 'ARCHIVED',
  expired: 'EXPIRED',
};

/**
 * How a user hears of new leads that fit the company's preferences: an email for each,
 * one a day, or none. A user who has not chosen gets LEAD_ALERT_DEFAULT for their company role.
 */
export const LEAD_ALERT_FREQUENCIES = ['instant', 'daily', 'off'] as const;
export type LeadAlertFrequency = (typeof LEAD_ALERT_FREQUENCIES)[number];

/** The kinds of email a person can unsubscribe from with one click (RFC 8058), without logging in. */
export const EMAIL_LISTS = ['lead-alerts', 'marketing'] as const;
export type EmailList = (typeof EMAIL_LISTS)[number];

export const CURRENCIES = ['USD', 'EUR', 'GBP'] as const;
export type Currency = (typeof CURRENCIES)[number];

export const QUOTE_STATUSES = ['sent', 'accepted', 'declined', 'withdrawn', 'expired'] as const;
export type QuoteStatus = (typeof QUOTE_STATUSES)[number];

export const LEAD_TYPES = [
  'multi-step-form',
  'lead-magnet-all',
  'lead-magnet-ireland',
  'lead-magnet-scotland',
  'discount-claim-all',
  'discount-claim-ireland',
  'discount-claim-scotland',
] as const;
export type LeadType = (typeof LEAD_TYPES)[number];
export type MarketingLeadType = Exclude<LeadType, 'multi-step-form'>;
export const MARKETING_LEAD_TITLES: Record<MarketingLeadType, string> = {
  'lead-magnet-all': 'Travel Savings Guide',
  'lead-magnet-ireland': 'Ireland Travel Savings Guide',
  'lead-magnet-scotland': 'Scotland Travel Savings Guide',
  'discount-claim-all': '15% Discount Claim',
  'discount-claim-ireland': 'Ireland 15% Discount Claim',
  'discount-claim-scotland': 'Scotland 15% Discount Claim',
};

export const BADGES = [
  'Top Rated',
  'Fast Responder',
  'Ireland Expert',
  'Premium Partner',
  'Licensed Tour Operator',
] as const;
export type Badge = (typeof BADGES)[number];
/** Badges the admin grants; the others are computed from data. */
export const GRANTED_BADGES = ['Premium Partner', 'Licensed Tour Operator'] as const satisfies readonly Badge[];
export type GrantedBadge = (typeof GRANTED_BADGES)[number];
/**
 * The granted badge that comes and goes with the admin's verification of the operator's licence
 * (apps/api/src/modules/companies/licence.ts), never switched on its own.
 */
export const LICENCE_BADGE = 'Licensed Tour Operator' satisfies GrantedBadge;
/** The granted badges the admin switches on and off by themselves. */
export const SWITCHED_BADGES = ['Premium Partner'] as const satisfies readonly GrantedBadge[];
export type SwitchedBadge = (typeof SWITCHED_BADGES)[number];

/**
 * top_up: credit added by the admin or the CLI (an invoice or a transfer); card_top_up: paid by card
 * through Stripe Checkout; card_refund: a card top-up given back to the card (a debit); refund: a
 * purchase's price given back to the wallet.
 */
export const LEDGER_KINDS = [
  'top_up',
  'welcome',
  'purchase',
  'refund',
  'adjustment',
  'card_top_up',
  'card_refund',
] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

export const BAD_LEAD_REPORT_STATUSES = ['pending', 'confirmed', 'rejected'] as const;
export type BadLeadReportStatus = (typeof BAD_LEAD_REPORT_STATUSES)[number];

export const CONVERSATION_KINDS = ['lead', 'admin'] as const;
export type ConversationKind = (typeof CONVERSATION_KINDS)[number];

export const PRIORITIES = ['low', 'normal', 'high'] as const;
export type Priority = (typeof PRIORITIES)[number];

export const CONTACT_CATEGORIES = ['general', 'booking', 'technical', 'agent', 'billing', 'feedback', 'press'] as const;
export type ContactCategory = (typeof CONTACT_CATEGORIES)[number];

/**
 * A card top-up: pending until Stripe reports the Checkout session paid (the wallet is credited),
 * failed or expired (nothing credited), refunded once the whole amount went back to the card.
 */
export const CARD_PAYMENT_STATUSES = ['pending', 'paid', 'failed', 'expired', 'refunded'] as const;
export type CardPaymentStatus = (typeof CARD_PAYMENT_STATUSES)[number];

export const EMAIL_STATUSES = ['pending', 'sending', 'sent', 'failed', 'held'] as const;
export type EmailStatus = (typeof EMAIL_STATUSES)[number];

/**
 * Purposes of emailed one-time links: claim (a guest sets a password and sees the request), confirm
 * (the owner of an existing account confirms a request posted with their email), invite, reset.
 */
export const ONE_TIME_TOKEN_PURPOSES = ['claim', 'confirm', 'invite', 'reset'] as const;
export type OneTimeTokenPurpose = (typeof ONE_TIME_TOKEN_PURPOSES)[number];

export const CONTACT_CATEGORY_LABELS: Record<ContactCategory, string> = {
  general: 'General inquiry',
  booking: 'Booking help',
  technical: 'Technical support',
  agent: 'Agent partnership',
  billing: 'Billing and payments',
  feedback: 'Feedback',
  press: 'Press and media',
};

/** The sort orders of every lead list (marketplace, company overview, the admin's All Trips). */
export const LEAD_LIST_SORTS = ['recent', 'oldest', 'start_date_asc', 'start_date_desc'] as const;
export type LeadListSort = (typeof LEAD_LIST_SORTS)[number];
