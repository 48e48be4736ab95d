// What a company answers leads from (docs/marketplace.md, "Quote templates and saved replies"): named
// quote templates, started as a quote fitted to one lead, and saved replies for its conversations.
// Managers and Agents (ability useTemplates) and the admin; Finance gets 403, another company 404.
//   GET    /v1/company/{companyId}/quote-templates                        query: pageQuery -> paginated(quoteTemplate)
//   POST   /v1/company/{companyId}/quote-templates                        body: quoteTemplateBody -> 201 quoteTemplate
//   GET    /v1/company/{companyId}/quote-templates/{templateId}           -> quoteTemplate
//   PUT    /v1/company/{companyId}/quote-templates/{templateId}           body: quoteTemplateBody -> quoteTemplate
//   DELETE /v1/company/{companyId}/quote-templates/{templateId}           -> okBody
//   GET    /v1/company/{companyId}/quote-templates/{templateId}/draft     query: draftQuery -> quoteDraft
//   GET    /v1/company/{companyId}/saved-replies                          query: pageQuery -> paginated(savedReply)
//   POST   /v1/company/{companyId}/saved-replies                          body: savedReplyBody -> 201 savedReply
//   PUT    /v1/company/{companyId}/saved-replies/{replyId}                body: savedReplyBody -> savedReply
//   DELETE /v1/company/{companyId}/saved-replies/{replyId}                -> okBody
import { z } from 'zod';
import { id, pageQuery, timestamp } from './common.ts';
import { addDaysIso } from './dates.ts';
import { type QuoteFields, quoteFieldShapes, withItemRules } from './quote-fields.ts';
import { quoteContent } from './quotes.ts';
import { cleanText } from './sanitize.ts';

/** Per company, at most this many of each: every list fits one page of the largest size. */
export const QUOTE_TEMPLATES_MAX = 100;
export const SAVED_REPLIES_MAX = 100;
export const TEMPLATE_LIMITS = { name: 100, validForDays: 365, replyTitle: 100, replyBody: 4000 } as const;

export const QUOTE_TEMPLATE_MESSAGES = {
  name: `Please name the template (at most ${TEMPLATE_LIMITS.name} characters).`,
  nameTaken: 'You already have a template with this name.',
  validForDays: `The validity must be a whole number of days from 1 to ${TEMPLATE_LIMITS.validForDays}.`,
  tooMany: `You can keep at most ${QUOTE_TEMPLATES_MAX} templates: delete one first.`,
  notFound: 'Template not found.',
  leadNotFound: 'Lead not found: a template starts a quote only on a lead your company bought.',
  replyTitle: `Please give the reply a title (at most ${TEMPLATE_LIMITS.replyTitle} characters).`,
  replyTitleTaken: 'You already have a saved reply with this title.',
  replyBody: `Please write the reply (at most ${TEMPLATE_LIMITS.replyBody} characters).`,
  tooManyReplies: `You can keep at most ${SAVED_REPLIES_MAX} saved replies: delete one first.`,
  replyNotFound: 'Saved reply not found.',
  /** The portal's words. */
  created: 'Template saved',
  updated: 'Template updated',
  deleted: 'Template deleted',
  replyCreated: 'Reply saved',
  replyUpdated: 'Reply updated',
  replyDeleted: 'Reply deleted',
  emptyTemplates: 'No templates yet. Save the quote you send most often, then start each new one from it.',
  emptyReplies: 'No saved replies yet. Save the answers you type again and again.',
  startFrom: 'Start from a template',
  started: 'Filled in from the template: check the price and the days before you send.',
  saveAsTemplate: 'Save as template',
  savedReplies: 'Saved replies',
  // the Settings cards
  templatesTitle: 'Quote templates',
  templatesDescription:
    'The quotes you send most often, by name. A new quote starts from one, fitted to the lead: its nights, travellers and dates.',
  newTemplate: 'New template',
  editTemplate: 'Edit template',
  editorDescription:
    "A quote's fields, without the lead: the trip duration is set from each lead's nights when a quote starts from it.",
  nameLabel: 'Template name',
  validForDaysLabel: 'Valid for, in days (optional)',
  validForDaysHint: "A quote started from it is valid this many days, never past the trip's start.",
  priceHint: "As a quote states it: the total for the group, or each traveller's price.",
  noValidity: 'no end date',
  saveTemplate: 'Save template',
  saveChanges: 'Save changes',
  saveFailed: 'It could not be saved. Please try again.',
  deleteTitle: (name: string) => `Delete "${name}"?`,
  deleteDescription: 'Quotes already sent from it stay as they are.',
  deleteTemplate: 'Delete template',
  repliesDescription: 'Answers you type again and again, to insert into a message from the conversation box.',
  newReply: 'New reply',
  editReply: 'Edit reply',
  replyTitleLabel: 'Title',
  replyBodyLabel: 'Reply',
  replyBodyHint: 'Inserted into the message box as it is, to read and change before you send it.',
  saveReply: 'Save reply',
  deleteReplyDescription: 'Messages already sent with it stay as they are.',
  deleteReply: 'Delete reply',
  // the quote form
  chooseTemplate: 'Choose a template',
  startFromHint: 'Fills in the form for this lead; you can change everything before you send.',
  filling: 'Filling in from the template...',
  draftFailed: 'The template could not be loaded. Please try again.',
  replaceTitle: 'Replace what you typed?',
  replaceDescription: "The template's price, days and terms take the place of what is in the form now.",
  replace: 'Replace',
  // the conversation composer
  insertReply: 'Insert a saved reply',
  repliesFailed: 'Your saved replies could not be loaded.',
  addInSettings: 'Add one in Settings',
} as const;

/**
 * Required text refused, not cut, when too long (a reply cut short would be sent half-written): cleaned
 * as every free text is (contract `text()`), then measured.
 */
const bounded = (max: number, message: string) =>
  z
    .string({ error: message })
    .transform((v) => cleanText(v, max + 1))
    .pipe(z.string().min(1, message).max(max, message));

/** Unique per company in any case (the table's unique index on lower(name)). */
const name = bounded(TEMPLATE_LIMITS.name, QUOTE_TEMPLATE_MESSAGES.name);

// '' (first: coerced, it would read as 0) is a form's "no end date"
const validForDays = z
  .union(
    [
      z.literal(''),
      z.null(),
      z.coerce
        .number({ error: QUOTE_TEMPLATE_MESSAGES.validForDays })
        .int(QUOTE_TEMPLATE_MESSAGES.validForDays)
        .min(1, QUOTE_TEMPLATE_MESSAGES.validForDays)
        .max(TEMPLATE_LIMITS.validForDays, QUOTE_TEMPLATE_MESSAGES.validForDays),
    ],
    { error: QUOTE_TEMPLATE_MESSAGES.validForDays },
  )
  .optional()
  .transform((v) => (v === '' || v === undefined ? null : v));

/**
 * A template: a quote's fields, validated as a quote's are (quote-fields.ts), except what is the
 * lead's: no valid_until but `valid_for_days`, and the price as stated (the total, or per person).
 */
export const quoteTemplateBody = withItemRules(
  quoteFieldShapes.omit({ valid_until: true }).extend({ name, valid_for_days: validForDays }),
);
export type QuoteTemplateBody = z.input<typeof quoteTemplateBody>;
export type QuoteTemplateBodyOutput = z.output<typeof quoteTemplateBody>;

/** What a template offers, as stored in quote_templates.content. */
export const quoteTemplateContent = quoteContent.omit({ valid_until: true }).extend({
  /** The price as stated: the total for the group, or with price_basis "per_person" each traveller's. */
  price_cents: z.number().int(),
  /** Days from the day a quote is started until it is valid; null for no end date. */
  valid_for_days: z.number().int().nullable(),
});
export type QuoteTemplateContent = z.output<typeof quoteTemplateContent>;

export const quoteTemplate = quoteTemplateContent.extend({
  id,
  name: z.string(),
  created_by: z.number().int().nullable(),
  created_at: timestamp,
  updated_at: timestamp,
});
export type QuoteTemplate = z.input<typeof quoteTemplate>;

export const quoteTemplateParams = z.object({ companyId: id, templateId: id });
export const listTemplatesQuery = z.object({ ...pageQuery });
export const draftQuery = z.object({ lead_id: id });

/** The quote form's fields (quote-fields.ts input, as the form holds them), filled from a template for one lead. */
export const quoteDraft = z.object({
  price: z.string(),
  currency: quoteContent.shape.currency,
  price_basis: quoteContent.shape.price_basis,
  trip_duration: z.string(),
  message: z.string(),
  inclusions: z.array(z.string()),
  exclusions: z.array(z.string()),
  itinerary: z.array(
    z.object({ day: z.number().int(), title: z.string(), description: z.string(), overnight: z.string() }),
  ),
  accommodation_standard: z.union([quoteContent.shape.accommodation_standard.unwrap(), z.literal('')]),
  deposit_percent: z.string(),
  cancellation_terms: z.string(),
  valid_until: z.string(),
});
export type QuoteDraft = z.output<typeof quoteDraft>;

/** "8 days / 7 nights": the trip's length as a quote states it. */
export function tripDurationOf(nights: number): string {
  const days = nights + 1;
  return `${days} ${days === 1 ? 'day' : 'days'} / ${nights} ${nights === 1 ? 'night' : 'nights'}`;
}

/** The lead a draft is fitted to. */
export type DraftLead = { number_of_night: number; start_date: string };

/**
 * A template as the quote form's fields for one lead (docs/marketplace.md, "Starting a quote from a
 * template"): the trip duration from the lead's nights, itinerary days past its last day dropped, valid
 * until `valid_for_days` from today but never past the trip's start (empty once that day has gone), the
 * template's currency and price basis kept (a price per person stays per person: the form multiplies).
 */
export function draftOfTemplate(t: QuoteTemplateContent, lead: DraftLead, today: string): QuoteDraft {
  const lastDay = lead.number_of_night + 1;
  let validUntil = '';
  if (t.valid_for_days !== null) {
    const until = addDaysIso(today, t.valid_for_days);
    const capped = until < lead.start_date ? until : lead.start_date;
    validUntil = capped >= today ? capped : '';
  }
  return {
    price: String(t.price_cents / 100),
    currency: t.currency,
    price_basis: t.price_basis,
    trip_duration: tripDurationOf(lead.number_of_night),
    message: t.message,
    inclusions: t.inclusions,
    exclusions: t.exclusions,
    itinerary: t.itinerary
      .filter((d) => d.day <= lastDay)
      .map((d) => ({ day: d.day, title: d.title, description: d.description ?? '', overnight: d.overnight ?? '' })),
    accommodation_standard: t.accommodation_standard ?? '',
    deposit_percent: t.deposit_percent === null ? '' : String(t.deposit_percent),
    cancellation_terms: t.cancellation_terms ?? '',
    valid_until: validUntil,
  };
}

/** A template as the template form's fields, to edit. */
export function fieldsOfTemplate(t: QuoteTemplateContent & { name: string }): QuoteTemplateBody {
  return {
    name: t.name,
    price: String(t.price_cents / 100),
    currency: t.currency,
    price_basis: t.price_basis,
    trip_duration: t.trip_duration,
    message: t.message,
    inclusions: t.inclusions,
    exclusions: t.exclusions,
    itinerary: t.itinerary.map((d) => ({ ...d, description: d.description ?? '', overnight: d.overnight ?? '' })),
    accommodation_standard: t.accommodation_standard ?? '',
    deposit_percent: t.deposit_percent === null ? '' : String(t.deposit_percent),
    cancellation_terms: t.cancellation_terms ?? '',
    valid_for_days: t.valid_for_days === null ? '' : String(t.valid_for_days),
  };
}

/** The quote form's fields as a template's (for "Save as template"): its valid_until left to the template's days. */
export function templateOfQuoteFields(
  fields: QuoteFields,
  extra: { name: string; valid_for_days: string },
): QuoteTemplateBody {
  const { valid_until: _theLeads, flights_included: _inTheLists, ...rest } = fields;
  return { ...rest, ...extra };
}

export const savedReplyBody = z.object({
  /** Unique per company in any case (the table's unique index on lower(title)). */
  title: bounded(TEMPLATE_LIMITS.replyTitle, QUOTE_TEMPLATE_MESSAGES.replyTitle),
  body: bounded(TEMPLATE_LIMITS.replyBody, QUOTE_TEMPLATE_MESSAGES.replyBody),
});
export type SavedReplyBody = z.input<typeof savedReplyBody>;

export const savedReply = z.object({
  id,
  title: z.string(),
  body: z.string(),
  created_by: z.number().int().nullable(),
  created_at: timestamp,
  updated_at: timestamp,
});
export type SavedReply = z.input<typeof savedReply>;

export const savedReplyParams = z.object({ companyId: id, replyId: id });
export const listRepliesQuery = z.object({ ...pageQuery });
