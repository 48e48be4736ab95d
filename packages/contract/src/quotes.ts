// Quotes (shown as bids or proposals, docs/glossary.md). Companies that bought a lead send one each; the traveller
// accepts or declines them.
//   POST /v1/quotes                  body: quoteBody -> 201 companyQuote
//   PUT  /v1/quotes/{id}             body: quoteFields -> companyQuote        (while 'sent')
//   POST /v1/quotes/{id}/withdraw    -> companyQuote                          (while 'sent')
//   POST /v1/quotes/{id}/accept      -> acceptQuoteResponse                   (the lead's traveller)
//   POST /v1/quotes/{id}/decline     body: declineQuoteBody -> travellerQuote      (the lead's traveller)
import { z } from 'zod';
import { id, isoDate, optionalText, text, timestamp } from './common.ts';
import { todayIso } from './dates.ts';
import { BADGES, CURRENCIES, LEAD_STATUSES, QUOTE_STATUSES } from './enums.ts';

export const QUOTE_PRICE_MAX = 1_000_000;
export const QUOTE_PRICE_MIN_MESSAGE = 'The price must be at least 0.01.';

/** What a company writes in a quote; the same fields when it edits one. */
export const quoteFields = z.object({
  /** Total price of the trip, in dollars (or the chosen currency's units). */
  price: z.coerce
    .number({ error: 'Please enter the total price.' })
    .positive('The price must be more than 0.')
    // prices are stored in cents: less than half a cent would round to a price of 0
    .refine((p) => p <= 0 || Math.round(p * 100) >= 1, QUOTE_PRICE_MIN_MESSAGE)
    .max(QUOTE_PRICE_MAX, `The price may not be more than ${QUOTE_PRICE_MAX.toLocaleString('en-US')}.`),
  currency: z.enum(CURRENCIES, { error: 'The selected currency is invalid.' }).default('USD'),
  trip_duration: text({ message: 'Please describe the trip duration.', max: 100 }),
  message: text({ min: 20, message: 'Please write your proposal (at least 20 characters).' }),
  inclusions: optionalText(),
  exclusions: optionalText(),
  flights_included: z.boolean({ error: 'Flights included must be yes or no.' }).default(false),
  valid_until: z
    .union([isoDate('Please enter a valid date.'), z.literal(''), z.null()])
    .optional()
    .transform((v) => v || null)
    .refine((v) => v === null || v >= todayIso(), 'The quote must be valid until today or later.'),
});
export type QuoteFields = z.input<typeof quoteFields>;

export const quoteBody = quoteFields.extend({ lead_id: id });
export type QuoteBody = z.input<typeof quoteBody>;

export const declineQuoteBody = z.object({ reason: optionalText(1000) });
export type DeclineQuoteBody = z.input<typeof declineQuoteBody>;

export const QUOTE_MESSAGES = {
  mustBuyFirst: 'Buy this trip request before you send a quote.',
  alreadyQuoted: 'You have already sent a quote for this trip request.',
  notEditable: 'Only a quote that is still sent can be changed or withdrawn.',
  notOpen: 'This quote can no longer be accepted or declined.',
  expired: 'This quote has expired.',
  leadClosed: 'This trip request is no longer open.',
  notFound: 'Quote not found.',
  /** Reasons recorded on quotes declined by the platform rather than by the traveller. */
  otherAccepted: 'The traveller accepted another proposal.',
  requestClosed: 'The traveller closed this trip request.',
  /** The toasts on Compare Bids. */
  acceptedToast: 'Proposal accepted',
  declinedToast: 'Proposal declined',
} as const;

/** Status as shown: a sent quote past its valid_until date reads 'expired'. */
export const quoteStatus = z.enum(QUOTE_STATUSES);

/** A quote as its company sees it. */
export const companyQuote = z.object({
  id: z.number().int(),
  lead_id: z.number().int(),
  price_cents: z.number().int(),
  currency: z.enum(CURRENCIES),
  trip_duration: z.string(),
  message: z.string(),
  inclusions: z.string().nullable(),
  exclusions: z.string().nullable(),
  flights_included: z.boolean(),
  valid_until: z.string().nullable(),
  status: quoteStatus,
  decline_reason: z.string().nullable(),
  created_at: timestamp,
  updated_at: timestamp,
  status_changed_at: timestamp.nullable(),
});
export type CompanyQuote = z.input<typeof companyQuote>;

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
  }),
  /** When the company last wrote in the conversation, or null. */
  last_reply_at: timestamp.nullable(),
  /** When the company bought the trip request (its quote came after): the Response column of Compare Bids. */
  purchased_at: timestamp.nullable(),
  /** The trip's travellers: the price per person is price_cents over them (formatPricePerPerson). */
  number_of_people: z.number().int(),
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
