// Quotes (shown as bids or proposals, docs/glossary.md). Companies that bought a lead send one each; the traveller
// accepts or declines them. Editing a sent quote makes a new version; the traveller accepts a version.
//   POST /v1/quotes                  body: quoteBody (quote-fields.ts) -> 201 companyQuote
//   PUT  /v1/quotes/{id}             body: quoteFields (quote-fields.ts) -> companyQuote (while 'sent': the next version)
//   GET  /v1/quotes/{id}/versions    -> quoteVersionsResponse                 (its company, the lead's traveller, admins)
//   POST /v1/quotes/{id}/withdraw    -> companyQuote                          (while 'sent')
//   POST /v1/quotes/{id}/accept      body: acceptQuoteBody -> acceptQuoteResponse; 409 staleQuoteBody (the lead's traveller)
//   POST /v1/quotes/{id}/decline     body: declineQuoteBody -> travellerQuote      (the lead's traveller)
import { z } from 'zod';
import { optionalText, timestamp } from './common.ts';
import { BADGES, CURRENCIES, LEAD_STATUSES, QUOTE_STATUSES } from './enums.ts';
import { responseTimes } from './public-profile.ts';
import { ACCOMMODATION_STANDARDS, DECLINE_REASONS, PRICE_BASES, TRAVELLER_DECLINE_REASONS } from './quote-terms.ts';

/**
 * Why the traveller declines: one of the listed reasons and/or words of their own (both optional; words
 * alone count as 'other'). The operator sees both; its overview counts the reasons.
 */
export const declineQuoteBody = z.object({
  reason_code: z
    .enum(TRAVELLER_DECLINE_REASONS, { error: 'Please choose a reason from the list.' })
    .nullish()
    .transform((v) => v ?? null),
  reason: optionalText(1000),
});
export type DeclineQuoteBody = z.input<typeof declineQuoteBody>;

/**
 * The version the traveller accepts: the one on their screen. Left out, the current version is
 * accepted (clients from before versions).
 */
export const acceptQuoteBody = z.object({ version: z.coerce.number().int().min(1).max(100_000).optional() });
export type AcceptQuoteBody = z.input<typeof acceptQuoteBody>;

export const QUOTE_MESSAGES = {
  mustBuyFirst: 'Buy this trip request before you send a quote.',
  alreadyQuoted: 'You have already sent a quote for this trip request.',
  notEditable: 'Only a quote that is still sent can be changed or withdrawn.',
  notOpen: 'This quote can no longer be accepted or declined.',
  expired: 'This quote has expired.',
  leadClosed: 'This trip request is no longer open.',
  notFound: 'Quote not found.',
  /** Accepting a version that is no longer the current one (409, with the current version). */
  staleVersion: (current: number) =>
    `The operator updated this proposal (now version ${current}). Please look at the changes before accepting it.`,
  /** An edit that changes nothing makes no new version. */
  unchanged: 'Nothing was changed, so no new version was made.',
  /** Reasons recorded on quotes declined by the platform rather than by the traveller. */
  otherAccepted: 'The traveller accepted another proposal.',
  requestClosed: 'The traveller closed this trip request.',
  /** The toasts on Compare Bids. */
  acceptedToast: 'Proposal accepted',
  declinedToast: 'Proposal declined',
} as const;

/** Status as shown: a sent quote past its valid_until date reads 'expired'. */
export const quoteStatus = z.enum(QUOTE_STATUSES);

const itineraryOut = z.array(
  z.object({
    day: z.number().int(),
    title: z.string(),
    description: z.string().nullable(),
    overnight: z.string().nullable(),
  }),
);

/** What one version of a quote offers: the fields a company writes, as stored. */
export const quoteContent = z.object({
  /** The total for the group, in cents of `currency`. */
  price_cents: z.number().int(),
  currency: z.enum(CURRENCIES),
  /** How the operator stated the price (the total is price_cents either way). */
  price_basis: z.enum(PRICE_BASES),
  trip_duration: z.string(),
  message: z.string(),
  /** Checklist keys (quote-items.ts) first, then free items. */
  inclusions: z.array(z.string()),
  exclusions: z.array(z.string()),
  itinerary: itineraryOut,
  accommodation_standard: z.enum(ACCOMMODATION_STANDARDS).nullable(),
  deposit_percent: z.number().int().nullable(),
  cancellation_terms: z.string().nullable(),
  flights_included: z.boolean(),
  valid_until: z.string().nullable(),
});
export type QuoteContent = z.output<typeof quoteContent>;

/** One version of a quote, as GET /v1/quotes/{id}/versions lists them (newest first). */
export const quoteVersion = quoteContent.extend({ version: z.number().int(), created_at: timestamp });
export type QuoteVersion = z.input<typeof quoteVersion>;
export const quoteVersionsResponse = z.object({ data: z.array(quoteVersion) });
export type QuoteVersionsResponse = z.input<typeof quoteVersionsResponse>;

/** A quote as its company sees it. */
export const companyQuote = quoteContent.extend({
  id: z.number().int(),
  lead_id: z.number().int(),
  /** The current version: 1 as sent, one more for each edit. */
  version: z.number().int(),
  /** The version the traveller accepted, once accepted. */
  accepted_version: z.number().int().nullable(),
  status: quoteStatus,
  /** The reason the traveller chose when declining (or the platform's, when it declined for them). */
  decline_reason_code: z.enum(DECLINE_REASONS).nullable(),
  decline_reason: z.string().nullable(),
  created_at: timestamp,
  updated_at: timestamp,
  status_changed_at: timestamp.nullable(),
});
export type CompanyQuote = z.input<typeof companyQuote>;

/** What changed from one version to the next (diffQuoteVersions in quote-changes.ts). */
export const quoteChanges = z.object({
  from_version: z.number().int(),
  to_version: z.number().int(),
  price: z
    .object({
      from_cents: z.number().int(),
      from_currency: z.enum(CURRENCIES),
      to_cents: z.number().int(),
      to_currency: z.enum(CURRENCIES),
    })
    .nullable(),
  trip_duration: z.object({ from: z.string(), to: z.string() }).nullable(),
  valid_until: z.object({ from: z.string().nullable(), to: z.string().nullable() }).nullable(),
  inclusions_added: z.array(z.string()),
  inclusions_removed: z.array(z.string()),
  exclusions_added: z.array(z.string()),
  exclusions_removed: z.array(z.string()),
  /** Other fields that changed, by name: message, itinerary, accommodation_standard, deposit_percent, cancellation_terms. */
  also_changed: z.array(z.string()),
});
export type QuoteChanges = z.output<typeof quoteChanges>;

/** A price in the traveller's display currency (its own currency when the same), with the rate used. */
export const convertedPrice = z.object({
  currency: z.enum(CURRENCIES),
  price_cents: z.number().int(),
  per_person_cents: z.number().int(),
  per_person_per_night_cents: z.number().int(),
  /** Units of the display currency per unit of the quote's (1 when the same), and the day of the older rate. */
  rate: z.number(),
  rate_as_of: z.string().nullable(),
});
export type ConvertedPrice = z.output<typeof convertedPrice>;

/** A quote as the traveller sees it: with its company's reputation and the conversation to open. */
export const travellerQuote = companyQuote.extend({
  company: z.object({
    id: z.number().int(),
    name: z.string(),
    logo_url: z.string().nullable(),
    website: z.string().nullable(),
    /** Average rating, one decimal; null before the first review. */
    rating: z.number().nullable(),
    review_count: z.number().int(),
    badges: z.array(z.enum(BADGES)),
    /** How fast it usually quotes and replies (last 90 days; a median below 3 samples is null): responseTimePhrase. */
    response_time: responseTimes,
  }),
  /** When the company last wrote in the conversation, or null. */
  last_reply_at: timestamp.nullable(),
  /** When the company bought the trip request (its quote came after): the Response column of Compare Bids. */
  purchased_at: timestamp.nullable(),
  /** The trip's travellers: the price per person is price_cents over them (formatPricePerPerson). */
  number_of_people: z.number().int(),
  /** The trip's nights: the price per person per night is the price per person over them. */
  number_of_night: z.number().int(),
  /** In the quote's own currency. */
  price_per_person_cents: z.number().int(),
  price_per_person_per_night_cents: z.number().int(),
  /** The price in the traveller's display currency (compare, sort and filter by this). */
  converted: convertedPrice,
  /** What changed in the current version from the one before; null for version 1. */
  changes: quoteChanges.nullable(),
  /** The traveller claimed the first-booking discount for this trip, and its operator was shown so. */
  discount_claimed: z.boolean(),
  conversation_id: z.number().int().nullable(),
  /** The traveller's review of this quote's company, once accepted and reviewed. */
  review: z
    .object({ id: z.number().int(), rating: z.number().int(), comment: z.string().nullable(), created_at: timestamp })
    .nullable(),
});
export type TravellerQuote = z.input<typeof travellerQuote>;

export const acceptQuoteResponse = z.object({
  quote: travellerQuote,
  lead: z.object({ id: z.number().int(), status: z.enum(LEAD_STATUSES) }),
  /** Other quotes of the lead declined by this acceptance. */
  declined_quote_ids: z.array(z.number().int()),
});
export type AcceptQuoteResponse = z.input<typeof acceptQuoteResponse>;

/** 409 to an accept of a version that is no longer current: the quote as it is now, to show and confirm. */
export const staleQuoteBody = z.object({
  message: z.string(),
  data: z.record(z.string(), z.array(z.string())).optional(),
  current: travellerQuote,
});
export type StaleQuoteBody = z.input<typeof staleQuoteBody>;
