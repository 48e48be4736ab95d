// What a company writes in a quote (lists of checklist items, an itinerary, accommodation,
// deposit and cancellation terms, the price basis), the same when it edits one into its next version.
//   POST /v1/quotes       body: quoteBody
//   PUT  /v1/quotes/{id}  body: quoteFields
import { z } from 'zod';
import { id, isoDate, optionalText, text } from './common.ts';
import { todayIso } from './dates.ts';
import { CURRENCIES } from './enums.ts';
import { ACCOMMODATION_STANDARDS, PRICE_BASES } from './quote-terms.ts';
import {
  isChecklistItem,
  itemLabel,
  looksLikeKey,
  normaliseItems,
  QUOTE_CHECKLIST,
  QUOTE_ITEM_MAX_LENGTH,
  QUOTE_ITEMS_MAX,
  splitLegacyItems,
} from './quote-items.ts';
import { cleanText } from './sanitize.ts';

export const QUOTE_PRICE_MAX = 1_000_000;
export const QUOTE_PRICE_MIN_MESSAGE = 'The price must be at least 0.01.';
/** An itinerary has at most this many days; each day's fields at most these lengths. */
export const ITINERARY_LIMITS = { days: 90, title: 200, description: 2000, overnight: 200 } as const;
export const CANCELLATION_TERMS_MAX = 2000;

export const QUOTE_FIELD_MESSAGES = {
  tooManyItems: `Please list at most ${QUOTE_ITEMS_MAX} items.`,
  item: 'Each item must be text.',
  unknownKey: (list: 'inclusions' | 'exclusions', item: string) =>
    `"${item}" is not an item of the checklist. Use one of ${QUOTE_CHECKLIST.join(', ')}, or describe the ` +
    `${list === 'inclusions' ? 'inclusion' : 'exclusion'} in words (with a capital letter or a space, e.g. "${item.charAt(0).toUpperCase()}${item.slice(1).replace(/_/g, ' ')}").`,
  inBoth: (item: string) => `${itemLabel(item)} cannot be both included and not included.`,
  itineraryDays: `An itinerary has at most ${ITINERARY_LIMITS.days} days.`,
  itineraryDay: `Each itinerary day is a number from 1 to ${ITINERARY_LIMITS.days}.`,
  itineraryRepeat: 'Each day may appear only once in the itinerary.',
  itineraryTitle: 'Please give each itinerary day a title.',
  accommodation: 'Please choose an accommodation standard from the list.',
  deposit: 'The deposit must be a whole percentage from 0 to 100.',
  priceBasis: 'The price basis must be the total for the group or a price per person.',
} as const;

/**
 * A list of checklist keys and free items (quote-items.ts): an array, or for one release a single
 * string split on commas and new lines. Items are cleaned like any text, blanks dropped, repeats
 * removed; a key-like item that is not a checklist key is refused with a clear message.
 */
function itemList(list: 'inclusions' | 'exclusions') {
  return z
    .union([z.string(), z.array(z.string({ error: QUOTE_FIELD_MESSAGES.item }))], {
      error: QUOTE_FIELD_MESSAGES.item,
    })
    .nullish()
    .transform((value, ctx): string[] => {
      if (value == null) return [];
      if (typeof value === 'string') return splitLegacyItems(cleanText(value, QUOTE_ITEMS_MAX * QUOTE_ITEM_MAX_LENGTH));
      const items = value.map((v) => cleanText(v, QUOTE_ITEM_MAX_LENGTH)).filter(Boolean);
      for (const item of items) {
        if (looksLikeKey(item) && !isChecklistItem(item)) {
          ctx.addIssue({ code: 'custom', message: QUOTE_FIELD_MESSAGES.unknownKey(list, item) });
          return z.NEVER;
        }
      }
      const unique = normaliseItems(items);
      if (unique.length > QUOTE_ITEMS_MAX) {
        ctx.addIssue({ code: 'custom', message: QUOTE_FIELD_MESSAGES.tooManyItems });
        return z.NEVER;
      }
      return unique;
    });
}

const itineraryDay = z.object({
  day: z.coerce
    .number({ error: QUOTE_FIELD_MESSAGES.itineraryDay })
    .int(QUOTE_FIELD_MESSAGES.itineraryDay)
    .min(1, QUOTE_FIELD_MESSAGES.itineraryDay)
    .max(ITINERARY_LIMITS.days, QUOTE_FIELD_MESSAGES.itineraryDay),
  title: text({ message: QUOTE_FIELD_MESSAGES.itineraryTitle, max: ITINERARY_LIMITS.title }),
  description: optionalText(ITINERARY_LIMITS.description),
  overnight: optionalText(ITINERARY_LIMITS.overnight),
});
export type ItineraryDayInput = z.input<typeof itineraryDay>;

const itinerary = z
  .array(itineraryDay)
  .max(ITINERARY_LIMITS.days, QUOTE_FIELD_MESSAGES.itineraryDays)
  .nullish()
  .transform((days) => [...(days ?? [])].sort((a, b) => a.day - b.day))
  .refine((days) => new Set(days.map((d) => d.day)).size === days.length, QUOTE_FIELD_MESSAGES.itineraryRepeat);

/**
 * What a company writes in a quote; the same fields when it edits one (making its next version).
 * `price` is the total for the group, or with `price_basis: "per_person"` the price for each
 * traveller (the total is then that times the trip's travellers). Flights ticked in either place
 * (`flights_included` or "flights" among the inclusions) are in both.
 */
export const quoteFieldShapes = z.object({
  price: z.coerce
    .number({ error: 'Please enter the total price.' })
    .positive('The price must be more than 0.')
    // prices are stored in cents: less than half a cent would round to a price of 0
    .refine((p) => p <= 0 || Math.round(p * 100) >= 1, QUOTE_PRICE_MIN_MESSAGE)
    .max(QUOTE_PRICE_MAX, `The price may not be more than ${QUOTE_PRICE_MAX.toLocaleString('en-US')}.`),
  currency: z.enum(CURRENCIES, { error: 'The selected currency is invalid.' }).default('USD'),
  price_basis: z.enum(PRICE_BASES, { error: QUOTE_FIELD_MESSAGES.priceBasis }).default('total'),
  trip_duration: text({ message: 'Please describe the trip duration.', max: 100 }),
  message: text({ min: 20, message: 'Please write your proposal (at least 20 characters).' }),
  inclusions: itemList('inclusions'),
  exclusions: itemList('exclusions'),
  itinerary,
  // '' is a form's "not stated"
  accommodation_standard: z
    .union([z.enum(ACCOMMODATION_STANDARDS), z.literal('')], { error: QUOTE_FIELD_MESSAGES.accommodation })
    .nullish()
    .transform((v) => v || null),
  // '' first: coerced, a form's empty field would read as a deposit of 0%
  deposit_percent: z
    .union([
      z.literal(''),
      z.null(),
      z.coerce
        .number({ error: QUOTE_FIELD_MESSAGES.deposit })
        .int(QUOTE_FIELD_MESSAGES.deposit)
        .min(0, QUOTE_FIELD_MESSAGES.deposit)
        .max(100, QUOTE_FIELD_MESSAGES.deposit),
    ])
    .optional()
    .transform((v) => (v === '' || v === undefined ? null : v)),
  cancellation_terms: optionalText(CANCELLATION_TERMS_MAX),
  flights_included: z.boolean({ error: 'Flights included must be yes or no.' }).default(false),
  valid_until: z
    .union([isoDate('Please enter a valid date.'), z.literal(''), z.null()])
    .optional()
    .transform((v) => v || null)
    .refine((v) => v === null || v >= todayIso(), 'The quote must be valid until today or later.'),
});

/**
 * One rule for both lists: flights ticked in either place are in both, and nothing is both included and
 * excluded. For a quote's fields and for what a quote template holds (quote-templates.ts).
 */
export function withItemRules<
  T extends z.ZodType<Pick<z.output<typeof quoteFieldShapes>, 'inclusions' | 'exclusions' | 'flights_included'>>,
>(shape: T) {
  return shape.transform((q, ctx) => {
    const flights = q.flights_included || q.inclusions.includes('flights');
    const inclusions =
      flights && !q.inclusions.includes('flights') ? normaliseItems([...q.inclusions, 'flights']) : q.inclusions;
    const included = new Set(inclusions.map((i) => i.toLowerCase()));
    const both = q.exclusions.find((i) => included.has(i.toLowerCase()));
    if (both) {
      ctx.addIssue({ code: 'custom', path: ['exclusions'], message: QUOTE_FIELD_MESSAGES.inBoth(both) });
      return z.NEVER;
    }
    return { ...q, inclusions, flights_included: flights };
  });
}

export const quoteFields = withItemRules(quoteFieldShapes);
export type QuoteFields = z.input<typeof quoteFields>;
export type QuoteFieldsOutput = z.output<typeof quoteFields>;

export const quoteBody = withItemRules(quoteFieldShapes.extend({ lead_id: id }));
export type QuoteBody = z.input<typeof quoteBody>;
