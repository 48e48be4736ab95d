// A traveller's own trip requests and the quotes on them.
//   GET  /v1/client/request/{userId}     query: travellerLeadsQuery -> paginated(travellerLead)
//   GET  /v1/client/requests/{id}        -> travellerLeadDetail
//   POST /v1/client/requests/{id}/close  -> travellerLeadDetail   (archives an open request)
//   PATCH /v1/client/requests/{id}       body: editRequestBody -> travellerLeadDetail (an open request; buyers are told)
//   GET  /v1/client/bids/{userId}        query: compareBidsQuery -> compareBidsResponse (Compare Bids: open trips and their quotes)
// A request posted by a guest with the email of an existing account awaits that account's confirmation
// (status 'pending'; no company sees it until then):
//   POST /v1/client/requests/{id}/confirm            -> travellerLeadDetail (it becomes open)
//   POST /v1/client/requests/{id}/discard            -> okBody (it is removed)
//   GET  /v1/request-confirmations/{token}           -> requestConfirmation (what an emailed link confirms)
//   POST /v1/request-confirmations/{token}/confirm   -> requestConfirmation
//   POST /v1/request-confirmations/{token}/discard   -> okBody
import { z } from 'zod';
import { contactFields, pageQuery, paginated, timestamp } from './common.ts';
import { UNCONFIRMED_REQUEST_EXPIRY_DAYS } from './constants.ts';
import { SORT_KEYS } from './compare-quotes.ts';
import { exchangeRate } from './currency.ts';
import { CURRENCIES, LEAD_STATUSES } from './enums.ts';
import { leadFields } from './leads.ts';
import { tripFields } from './marketplace.ts';
import { travellerQuote } from './quotes.ts';

export const travellerLeadsQuery = z.object({ ...pageQuery });

/** The "client request as listed", plus title and start date. */
export const travellerLead = z.object({
  ...tripFields,
  /** Stored status; an open request whose start date has passed reads 'archived'. */
  status: z.enum(LEAD_STATUSES),
  /** Quotes received (withdrawn ones not counted). */
  count_bids_count: z.number().int(),
});
export type TravellerLead = z.input<typeof travellerLead>;
export const travellerLeadsResponse = paginated(travellerLead);
export type TravellerLeadsResponse = z.input<typeof travellerLeadsResponse>;

export const travellerLeadDetail = travellerLead.extend({
  ...contactFields,
  closed_at: timestamp.nullable(),
  /** How many companies bought it. */
  purchases_count: z.number().int(),
  proposals: z.array(travellerQuote),
  /** yyyy-MM-dd: the day the operator of the accepted quote may be reviewed, the morning after the last night. */
  review_opens_on: z.string(),
  /** Whether that day has come (a review is refused before it). */
  review_open: z.boolean(),
  /** Once a quote is accepted: its operator and how to reach them (the operator's details, for what comes next). */
  accepted_operator: z
    .object({
      id: z.number().int(),
      name: z.string(),
      email: z.string(),
      phone: z.string().nullable(),
      website: z.string().nullable(),
    })
    .nullable(),
});
export type TravellerLeadDetail = z.input<typeof travellerLeadDetail>;

export const TRAVELLER_LEAD_MESSAGES = {
  notOpen: 'This trip request is already closed.',
  closedToast: 'Request closed',
  closedDescription: 'Operators can no longer buy or quote it.',
} as const;

/**
 * What a traveller may change in an open request, checked as when it was posted (leads.ts); a field
 * left out stays as it is. The title and the estimated budget follow the new values.
 */
export const editRequestBody = z
  .object({
    start_date: leadFields.start_date,
    number_of_people: leadFields.number_of_people,
    number_of_night: leadFields.number_of_night,
    special_requests: leadFields.special_requests,
  })
  .partial();
export type EditRequestInput = z.input<typeof editRequestBody>;
export type EditRequestBody = z.output<typeof editRequestBody>;

/** The editable fields as the buyers' email names them. */
export const EDITABLE_FIELD_LABELS: Record<keyof EditRequestBody, string> = {
  start_date: 'Start date',
  number_of_people: 'Travellers',
  number_of_night: 'Nights',
  special_requests: 'Special requests',
};

export const EDIT_REQUEST_MESSAGES = {
  notOpen: 'Only an open trip request can be edited.',
  savedToast: 'Request updated',
  savedDescription: 'Operators who bought it have been told what changed.',
  unchanged: 'Nothing was changed.',
} as const;

/** The words of a request awaiting its traveller's confirmation, for the API and the web app. */
export const PENDING_REQUEST_MESSAGES = {
  notPending: 'This trip request is not awaiting confirmation.',
  tripStarted: 'This trip has already started, so the request can no longer be confirmed.',
  expired: `This request expired: it was not confirmed within ${UNCONFIRMED_REQUEST_EXPIRY_DAYS} days, so no tour operator saw it. Please post it again.`,
  explanation:
    'Tour operators will not see this request until you confirm it. Confirming also confirms that this email address is yours.',
  confirmedToast: 'Request confirmed',
  confirmedDescription: 'Tour operators can now see it and send you quotes.',
  discardedToast: 'Request discarded',
  discardedDescription: 'Nobody will see it.',
} as const;

/** The token of an emailed confirm link, as its path carries it. */
export const confirmLinkParams = z.object({ token: z.string().min(1).max(200) });

/** What an emailed confirm link is about: the account it was sent to and the request it confirms. */
export const requestConfirmation = z.object({
  email: z.string(),
  first_name: z.string(),
  /** Whether the account has a password yet (if not, the page offers to choose one). */
  has_password: z.boolean(),
  request: travellerLead,
  /**
   * Only in the answer to a confirmation, for an account without a password: the token of a one-time
   * link for /set-password (POST /v1/auth/set-password), so the traveller chooses one at once.
   */
  set_password_token: z.string().nullable(),
});
export type RequestConfirmation = z.input<typeof requestConfirmation>;

/** Compare Bids: one entry per open trip of the traveller. */
export const compareTrip = z.object({
  ...tripFields,
  proposals_count: z.number().int(),
});
export type CompareTrip = z.input<typeof compareTrip>;

/**
 * `sort`: the order of `proposals` (default: newest first), prices compared in the display currency;
 * `currency`: show prices in this currency for this call instead of the traveller's display currency.
 */
export const compareBidsQuery = z.object({
  sort: z.enum(SORT_KEYS, { error: `The sort must be one of ${SORT_KEYS.join(', ')}.` }).optional(),
  currency: z.enum(CURRENCIES, { error: 'Please choose USD, EUR or GBP.' }).optional(),
});
export type CompareBidsQuery = z.input<typeof compareBidsQuery>;

export const compareBidsResponse = z.object({
  trips: z.array(compareTrip),
  /** Quotes on those trips, newest first (withdrawn ones left out), or in the order `sort` asked for. */
  proposals: z.array(travellerQuote),
  /** The currency every proposal's `converted` price is in: the traveller's display currency, or `currency`. */
  display_currency: z.enum(CURRENCIES),
  /** The admin's rates the conversion used, with the day of each. */
  exchange_rates: z.array(exchangeRate),
});
export type CompareBidsResponse = z.input<typeof compareBidsResponse>;
