import { and, eq, isNull, sql } from 'drizzle-orm';
import { leadTitle } from '@triptender/contract/lead-title';
import { formatMoney } from '@triptender/contract/money';
import { paths } from '@triptender/contract/paths';
import { formatIsoDay } from '@triptender/contract/dates';
import { changeLines, diffQuoteVersions, sameOffer } from '@triptender/contract/quote-changes';
import type { quoteFields } from '@triptender/contract/quote-fields';
import { PURCHASE_MESSAGES } from '@triptender/contract/purchases';
import { type companyQuote, QUOTE_MESSAGES } from '@triptender/contract/quotes';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { companies, leads, purchases, quotes } from '../../db/schema.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { conflict, forbidden, notFound } from '../../lib/errors.ts';
import { enqueueEmail } from '../../lib/outbox.ts';
import type { CompanyActor } from '../auth/permissions.ts';
import { isBookable, isListed, lockLiveLead } from '../../domain/lead-rules.ts';
import { noteAutoBuyQuoted } from '../../domain/auto-buy.ts';
import { contentOfFields, quoteContentOf } from '@triptender/contract/quote-content';
import { toCompanyQuote } from './quote-dto.ts';
import { insertQuote, insertQuoteVersion } from './store-quote.ts';

type Fields = z.output<typeof quoteFields>;
type QuoteDto = z.output<typeof companyQuote>;

/** Whether the company bought the lead and was not refunded: only then may it quote on it. */
async function holdsPurchase(tx: Db, leadId: number, companyId: number): Promise<boolean> {
  const [purchase] = await tx
    .select({ id: purchases.id })
    .from(purchases)
    .where(and(eq(purchases.lead_id, leadId), eq(purchases.company_id, companyId), isNull(purchases.refunded_at)));
  return purchase !== undefined;
}

/**
 * A buyer of a lead sends its one quote. The lead row is locked so a quote cannot slip in while
 * the traveller accepts another one or closes the request.
 */
export async function sendQuote(opts: {
  db: Db;
  actor: CompanyActor;
  body: Fields & { lead_id: number };
  publicUrl: string;
}): Promise<QuoteDto> {
  const { actor, body } = opts;
  return opts.db
    .transaction(async (tx) => {
      const lead = await lockLiveLead(tx, body.lead_id);
      if (!(await holdsPurchase(tx, lead.id, actor.companyId))) throw forbidden(QUOTE_MESSAGES.mustBuyFirst);
      const [existing] = await tx
        .select({ id: quotes.id })
        .from(quotes)
        .where(and(eq(quotes.lead_id, lead.id), eq(quotes.company_id, actor.companyId)));
      if (existing) throw conflict(QUOTE_MESSAGES.alreadyQuoted);
      // a trip that has started, or a lead accepted or closed, takes no more quotes
      if (!isBookable(lead)) throw conflict(QUOTE_MESSAGES.leadClosed);

      const content = contentOfFields(body, lead.number_of_people);
      const quote = await insertQuote(tx, { leadId: lead.id, companyId: actor.companyId, userId: actor.id, content });
      await noteAutoBuyQuoted(tx, { leadId: lead.id, companyId: actor.companyId });
      const [company] = await tx
        .select({ name: companies.name })
        .from(companies)
        .where(eq(companies.id, actor.companyId));
      await enqueueEmail(tx, {
        to: lead.email,
        toName: lead.first_name,
        template: 'new-quote',
        data: {
          first_name: lead.first_name,
          company_name: company!.name,
          lead_title: leadTitle(lead),
          price: formatMoney(quote!.price_cents, quote!.currency),
          link: `${opts.publicUrl}${paths.user.compareBids}?trip=${lead.id}`,
        },
      });
      return toCompanyQuote(quote);
    })
    .catch((err: unknown) => {
      if (isUniqueViolation(err, 'quotes_lead_company_unique')) throw conflict(QUOTE_MESSAGES.alreadyQuoted);
      throw err;
    });
}

/**
 * Locks one of the caller's company's quotes, and its lead before it: every path that changes a
 * quote takes the lead's lock first (as accepting does), so two of them never deadlock.
 * Another company's quote is a 404.
 */
async function lockOwnQuote(tx: Db, actor: CompanyActor, quoteId: number) {
  const [found] = await tx
    .select({ lead_id: quotes.lead_id })
    .from(quotes)
    .where(and(eq(quotes.id, quoteId), eq(quotes.company_id, actor.companyId)));
  if (!found) throw notFound(QUOTE_MESSAGES.notFound);
  await tx.select({ id: leads.id }).from(leads).where(eq(leads.id, found.lead_id)).for('update');
  const [quote] = await tx.select().from(quotes).where(eq(quotes.id, quoteId)).for('update');
  if (quote!.status !== 'sent') throw conflict(QUOTE_MESSAGES.notEditable);
  return quote!;
}

/** A change to one of the caller's company's quotes, as the path /quotes/{id} names it. */
type OwnQuoteChange = { db: Db; actor: CompanyActor; quoteId: number };

/**
 * Editing a sent quote makes its next version: the quote shows the new one, every earlier
 * one is kept, and the traveller is emailed what changed. An edit that changes nothing makes none.
 */
export async function updateQuote(opts: OwnQuoteChange & { fields: Fields; publicUrl: string }): Promise<QuoteDto> {
  return opts.db.transaction(async (tx) => {
    const current = await lockOwnQuote(tx, opts.actor, opts.quoteId);
    const [lead] = await tx.select().from(leads).where(eq(leads.id, current.lead_id));
    // as for a first quote: the lead removed (its buyers refunded), no longer bought, or no longer open
    if (!isListed(lead!)) throw notFound(PURCHASE_MESSAGES.notFound);
    if (!(await holdsPurchase(tx, lead!.id, opts.actor.companyId))) throw forbidden(QUOTE_MESSAGES.mustBuyFirst);
    if (!isBookable(lead!)) throw conflict(QUOTE_MESSAGES.leadClosed);
    const content = contentOfFields(opts.fields, lead!.number_of_people);
    const before = quoteContentOf(current);
    if (sameOffer(before, quoteContentOf({ ...current, ...content }))) return toCompanyQuote(current);
    const version = current.version + 1;
    const [quote] = await tx
      .update(quotes)
      .set({ ...content, version, user_id: opts.actor.id, updated_at: sql`now()` })
      .where(eq(quotes.id, opts.quoteId))
      .returning();
    await insertQuoteVersion(tx, { quoteId: quote!.id, version, content, createdBy: opts.actor.id });
    const changes = diffQuoteVersions({ ...before, version: current.version }, { ...quoteContentOf(quote!), version });
    const [company] = await tx
      .select({ name: companies.name })
      .from(companies)
      .where(eq(companies.id, quote!.company_id));
    await enqueueEmail(tx, {
      to: lead!.email,
      toName: lead!.first_name,
      template: 'quote-updated',
      data: {
        first_name: lead!.first_name,
        company_name: company!.name,
        lead_title: leadTitle(lead!),
        version,
        changes: changeLines(changes, { money: formatMoney, day: formatIsoDay }),
        link: `${opts.publicUrl}${paths.user.compareBids}?trip=${lead!.id}`,
      },
    });
    return toCompanyQuote(quote!);
  });
}

export async function withdrawQuote(opts: OwnQuoteChange): Promise<QuoteDto> {
  return opts.db.transaction(async (tx) => {
    const current = await lockOwnQuote(tx, opts.actor, opts.quoteId);
    const [quote] = await tx
      .update(quotes)
      .set({ status: 'withdrawn', status_changed_at: sql`now()`, updated_at: sql`now()` })
      .where(eq(quotes.id, current.id))
      .returning();
    await tx
      .update(leads)
      .set({ quotes_count: sql`greatest(${leads.quotes_count} - 1, 0)`, updated_at: sql`now()` })
      .where(eq(leads.id, current.lead_id));
    return toCompanyQuote(quote!);
  });
}
