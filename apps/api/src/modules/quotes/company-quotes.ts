import { and, eq, isNull, sql } from 'drizzle-orm';
import { leadTitle } from '@triptender/contract/lead-title';
import { formatMoney } from '@triptender/contract/money';
import { paths } from '@triptender/contract/paths';
import { type companyQuote, QUOTE_MESSAGES, type quoteBody, type quoteFields } from '@triptender/contract/quotes';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { companies, conversations, leads, purchases, quotes } from '../../db/schema.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { conflict, forbidden, notFound } from '../../lib/errors.ts';
import { enqueueEmail } from '../../lib/outbox.ts';
import type { CompanyActor } from '../auth/permissions.ts';
import { isBookable, lockLiveLead } from '../../domain/lead-rules.ts';
import { isLeadConversation } from '../../domain/conversations.ts';
import { toCompanyQuote } from './quote-dto.ts';

type Fields = z.output<typeof quoteFields>;
type QuoteDto = z.output<typeof companyQuote>;

const toColumns = (f: Fields) => ({
  price_cents: Math.round(f.price * 100),
  currency: f.currency,
  trip_duration: f.trip_duration,
  message: f.message,
  inclusions: f.inclusions,
  exclusions: f.exclusions,
  flights_included: f.flights_included,
  valid_until: f.valid_until,
});

/**
 * A buyer of a lead sends its one quote. The lead row is locked so a quote cannot slip in while
 * the traveller accepts another one or closes the request.
 */
export async function sendQuote(opts: {
  db: Db;
  actor: CompanyActor;
  body: z.output<typeof quoteBody>;
  publicUrl: string;
}): Promise<QuoteDto> {
  const { actor, body } = opts;
  return opts.db
    .transaction(async (tx) => {
      const lead = await lockLiveLead(tx, body.lead_id);
      const [purchase] = await tx
        .select({ id: purchases.id })
        .from(purchases)
        .where(
          and(eq(purchases.lead_id, lead.id), eq(purchases.company_id, actor.companyId), isNull(purchases.refunded_at)),
        );
      if (!purchase) throw forbidden(QUOTE_MESSAGES.mustBuyFirst);
      const [existing] = await tx
        .select({ id: quotes.id })
        .from(quotes)
        .where(and(eq(quotes.lead_id, lead.id), eq(quotes.company_id, actor.companyId)));
      if (existing) throw conflict(QUOTE_MESSAGES.alreadyQuoted);
      // a trip that has started, or a lead accepted or closed, takes no more quotes
      if (!isBookable(lead)) throw conflict(QUOTE_MESSAGES.leadClosed);

      const [quote] = await tx
        .insert(quotes)
        .values({ lead_id: lead.id, company_id: actor.companyId, user_id: actor.id, ...toColumns(body) })
        .returning();
      await tx
        .update(leads)
        .set({ quotes_count: sql`${leads.quotes_count} + 1`, updated_at: sql`now()` })
        .where(eq(leads.id, lead.id));
      // the chat's "lead_quote_id": the conversation is about this quote from now on
      await tx.update(conversations).set({ quote_id: quote!.id }).where(isLeadConversation(lead.id, actor.companyId));
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
      return toCompanyQuote(quote!);
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

export async function updateQuote(opts: OwnQuoteChange & { fields: Fields }): Promise<QuoteDto> {
  return opts.db.transaction(async (tx) => {
    await lockOwnQuote(tx, opts.actor, opts.quoteId);
    const [quote] = await tx
      .update(quotes)
      .set({ ...toColumns(opts.fields), updated_at: sql`now()` })
      .where(eq(quotes.id, opts.quoteId))
      .returning();
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
