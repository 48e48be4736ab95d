// A company's quote templates, and a quote started from one for a lead it bought (docs/marketplace.md,
// "Quote templates and saved replies"). Who may call is the routes' `company: 'useTemplates'`; every
// function here is about the company of the path, so another company's template is a 404.
import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import { todayIso } from '@triptender/contract/dates';
import { itineraryInOrder } from '@triptender/contract/quote-content';
import {
  draftOfTemplate,
  QUOTE_TEMPLATE_MESSAGES,
  QUOTE_TEMPLATES_MAX,
  type QuoteDraft,
  type QuoteTemplateBodyOutput,
  type QuoteTemplateContent,
  type quoteTemplate,
} from '@triptender/contract/quote-templates';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { companies, leads, purchases, quoteTemplates } from '../../db/schema.ts';
import { lockCompany } from '../../domain/company-lock.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { invalid, notFound } from '../../lib/errors.ts';
import { type PageParams, paginateSelect } from '../../lib/pagination.ts';
import type { Actor } from '../auth/permissions.ts';

type Template = z.output<typeof quoteTemplate>;
type Row = typeof quoteTemplates.$inferSelect;
type OfCompany = { db: Db; companyId: number };

/** What a template's body stores: the price in cents as stated, the rest as a quote's fields. */
function contentOf(body: QuoteTemplateBodyOutput): QuoteTemplateContent {
  return {
    price_cents: Math.round(body.price * 100),
    currency: body.currency,
    price_basis: body.price_basis,
    trip_duration: body.trip_duration,
    message: body.message,
    inclusions: body.inclusions,
    exclusions: body.exclusions,
    itinerary: itineraryInOrder(body.itinerary),
    accommodation_standard: body.accommodation_standard,
    deposit_percent: body.deposit_percent,
    cancellation_terms: body.cancellation_terms,
    flights_included: body.flights_included,
    valid_for_days: body.valid_for_days,
  };
}

function toTemplate(row: Row): Template {
  const c = row.content as QuoteTemplateContent;
  return {
    id: row.id,
    name: row.name,
    ...c,
    itinerary: itineraryInOrder(c.itinerary),
    created_by: row.created_by,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

const nameTaken = (err: unknown) => {
  if (isUniqueViolation(err, 'quote_templates_company_name_unique'))
    throw invalid('name', QUOTE_TEMPLATE_MESSAGES.nameTaken);
  throw err;
};

const ofCompany = (companyId: number, templateId: number) =>
  and(eq(quoteTemplates.id, templateId), eq(quoteTemplates.company_id, companyId));

/** A company's templates by name (any case), one page. */
export function listTemplates(opts: OfCompany & { page: PageParams }) {
  return paginateSelect(opts.db, opts.page, {
    select: opts.db.select().from(quoteTemplates).$dynamic(),
    table: quoteTemplates,
    where: eq(quoteTemplates.company_id, opts.companyId),
    order: [asc(sql`lower(${quoteTemplates.name})`), asc(quoteTemplates.id)],
    map: toTemplate,
  });
}

export async function getTemplate(opts: OfCompany & { templateId: number }): Promise<Template> {
  const [row] = await opts.db.select().from(quoteTemplates).where(ofCompany(opts.companyId, opts.templateId));
  if (!row) throw notFound(QUOTE_TEMPLATE_MESSAGES.notFound);
  return toTemplate(row);
}

/**
 * Saves a new template. The company's row is locked so two saves cannot both pass the count; a name
 * the company already uses (in any case) is a 422 on `name`.
 */
export async function createTemplate(
  opts: OfCompany & { actor: Actor; body: QuoteTemplateBodyOutput },
): Promise<Template> {
  return opts.db
    .transaction(async (tx) => {
      await lockCompany(tx, opts.companyId, { id: companies.id });
      const [held] = await tx
        .select({ n: count() })
        .from(quoteTemplates)
        .where(eq(quoteTemplates.company_id, opts.companyId));
      if (held!.n >= QUOTE_TEMPLATES_MAX) throw invalid('name', QUOTE_TEMPLATE_MESSAGES.tooMany);
      const [row] = await tx
        .insert(quoteTemplates)
        .values({
          company_id: opts.companyId,
          name: opts.body.name,
          content: contentOf(opts.body),
          created_by: opts.actor.id,
        })
        .returning();
      return toTemplate(row!);
    })
    .catch(nameTaken);
}

/** Replaces a template's name and content; updated_at moves, created_by stays. */
export async function updateTemplate(
  opts: OfCompany & { templateId: number; body: QuoteTemplateBodyOutput },
): Promise<Template> {
  const [row] = await opts.db
    .update(quoteTemplates)
    .set({ name: opts.body.name, content: contentOf(opts.body), updated_at: sql`now()` })
    .where(ofCompany(opts.companyId, opts.templateId))
    .returning()
    .catch(nameTaken);
  if (!row) throw notFound(QUOTE_TEMPLATE_MESSAGES.notFound);
  return toTemplate(row);
}

export async function deleteTemplate(opts: OfCompany & { templateId: number }): Promise<void> {
  const gone = await opts.db
    .delete(quoteTemplates)
    .where(ofCompany(opts.companyId, opts.templateId))
    .returning({ id: quoteTemplates.id });
  if (gone.length === 0) throw notFound(QUOTE_TEMPLATE_MESSAGES.notFound);
}

/**
 * The quote form's fields from a template, fitted to a lead the company bought and still holds (not
 * refunded): draftOfTemplate in the contract has the rule. Any other lead is a 404, as the purchased
 * lead's own page would answer.
 */
export async function draftQuote(opts: OfCompany & { templateId: number; leadId: number }): Promise<QuoteDraft> {
  const template = await getTemplate(opts);
  const [lead] = await opts.db
    .select({ number_of_night: leads.number_of_night, start_date: leads.start_date })
    .from(purchases)
    .innerJoin(leads, eq(leads.id, purchases.lead_id))
    .where(
      and(eq(purchases.lead_id, opts.leadId), eq(purchases.company_id, opts.companyId), isNull(purchases.refunded_at)),
    );
  if (!lead) throw notFound(QUOTE_TEMPLATE_MESSAGES.leadNotFound);
  return draftOfTemplate(template, lead, todayIso());
}
