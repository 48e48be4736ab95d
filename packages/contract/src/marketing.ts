// Lead magnets (the free savings guide), discount claims and the contact form.
import { z } from 'zod';
import { email, id, optionalText, text, timestamp } from './common.ts';
import { FORM_TEXTS } from './constants.ts';
import { CONTACT_CATEGORIES, COUNTRIES, MARKETING_LEAD_TITLES, type Country, type MarketingLeadType } from './enums.ts';
import { GUIDE_EDITIONS } from './site-facts.ts';

export const MARKETING_LEAD_TYPES = Object.keys(MARKETING_LEAD_TITLES) as [MarketingLeadType, ...MarketingLeadType[]];

/** The country a lead type is about ('lead-magnet-ireland' -> ireland), or null for the '-all' types. */
export function leadTypeCountry(type: MarketingLeadType): Country | null {
  const suffix = type.slice(type.lastIndexOf('-') + 1);
  return (COUNTRIES as readonly string[]).includes(suffix) ? (suffix as Country) : null;
}

export const isDiscountClaim = (type: MarketingLeadType) => type.startsWith('discount-claim-');

/**
 * How a claimed 15% first-booking discount reads on a trip request and its quotes. Whether a request
 * carries one is decided by the API (discount_claimed, apps/api/src/domain/discount.ts); the operator
 * applies it to the price, and the traveller is told to check that a quote includes it.
 */
export const DISCOUNT_TEXTS = {
  /** On the marketplace card, My Leads and the traveller's quotes. */
  claimed: '15% first-booking discount claimed',
  /** To the operator, in My Leads and the quote form. */
  applyIt:
    'This traveller claimed the 15% first-booking discount. Apply it to your total price and say in your proposal that it is included.',
  /** To the traveller, next to a quote. */
  checkIt: 'Your claim was shown to this operator: check the proposal says the price includes it before you accept.',
} as const;

export const LEAD_TYPE_INVALID = 'Please choose one of our guides or offers.';
export const TITLE_MISMATCH = 'The title does not match the lead type.';
export const COUNTRY_MISMATCH = 'The country does not match the lead type.';

/** POST /v1/client/lead-magnet */
export const leadMagnetBody = z
  .object({
    first_name: text({ message: FORM_TEXTS.required, max: 100 }),
    last_name: text({ message: FORM_TEXTS.required, max: 100 }),
    email: email(FORM_TEXTS.invalidEmail),
    lead_type: z.enum(MARKETING_LEAD_TYPES, { error: LEAD_TYPE_INVALID }),
    /** Optional; when sent it must be the lead type's title. */
    title: optionalText(200),
    country: z.enum(COUNTRIES, { error: COUNTRY_MISMATCH }).nullish(),
  })
  .superRefine((body, ctx) => {
    if (body.title !== null && body.title !== MARKETING_LEAD_TITLES[body.lead_type]) {
      ctx.addIssue({ code: 'custom', path: ['title'], message: TITLE_MISMATCH });
    }
    const country = leadTypeCountry(body.lead_type);
    if (body.country && country && body.country !== country) {
      ctx.addIssue({ code: 'custom', path: ['country'], message: COUNTRY_MISMATCH });
    }
  });
export type LeadMagnetBody = z.input<typeof leadMagnetBody>;

export const leadMagnetResponse = z.object({
  message: z.string(),
  data: z.object({
    id,
    email: z.string(),
    lead_type: z.enum(MARKETING_LEAD_TYPES),
    title: z.string(),
    country: z.enum(COUNTRIES).nullable(),
  }),
});
export type LeadMagnetResponse = z.input<typeof leadMagnetResponse>;

/** POST /v1/contact */
export const contactBody = z.object({
  name: text({ message: FORM_TEXTS.required, max: 200 }),
  email: email(FORM_TEXTS.invalidEmail),
  subject: text({ message: FORM_TEXTS.required, max: 300 }),
  category: z.enum(CONTACT_CATEGORIES, { error: 'Please choose a category from the list.' }).nullish(),
  message: text({ message: FORM_TEXTS.required }),
});
export type ContactBody = z.input<typeof contactBody>;

export const contactResponse = z.object({
  message: z.string(),
  data: z.object({ id, created_at: timestamp }),
});
export type ContactResponse = z.input<typeof contactResponse>;

/** GET /v1/stats: the figures the public pages may show (site-facts.ts says how they are read). */
export const siteStatsResponse = z.object({
  travellers: z.number().int().nullable(),
  guides: z.array(
    z.object({ edition: z.enum(GUIDE_EDITIONS), title: z.string(), pages: z.number().int(), url: z.string() }),
  ),
});
