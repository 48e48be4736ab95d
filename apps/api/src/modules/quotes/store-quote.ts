// Where a quote row is made and where each of its versions is kept, written once for sendQuote,
// updateQuote and the demo data (docs/glossary.md, "Where each rule lives"): a new quote is stored
// with its version 1, counted on its lead, and the lead's conversation with the company is about it
// from then on. The rules that decide whether a quote may be sent stay with the callers.
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { conversations, leads, quotes, quoteVersions } from '../../db/schema.ts';
import { isLeadConversation } from '../../domain/conversations.ts';

type QuoteInsert = typeof quotes.$inferInsert;
/** What a quote offers: the columns a quote and each of its versions share. */
export type QuoteContent = Omit<
  typeof quoteVersions.$inferInsert,
  'id' | 'quote_id' | 'version' | 'created_by' | 'created_at'
>;
export type QuoteRow = typeof quotes.$inferSelect;

/** Stores a new quote and its version 1; `at` dates both (the API leaves it to now()). */
export async function insertQuote(
  tx: Db,
  opts: { leadId: number; companyId: number; userId: number; content: QuoteContent; at?: Date },
): Promise<QuoteRow> {
  const dated = opts.at ? { created_at: opts.at, updated_at: opts.at } : {};
  const row: QuoteInsert = { lead_id: opts.leadId, company_id: opts.companyId, user_id: opts.userId, ...opts.content };
  const [quote] = await tx
    .insert(quotes)
    .values({ ...row, ...dated })
    .returning();
  await insertQuoteVersion(tx, {
    quoteId: quote!.id,
    version: 1,
    content: opts.content,
    createdBy: opts.userId,
    at: opts.at,
  });
  await tx
    .update(leads)
    .set({ quotes_count: sql`${leads.quotes_count} + 1`, updated_at: sql`now()` })
    .where(eq(leads.id, opts.leadId));
  // the chat's "lead_quote_id": the conversation is about this quote from now on
  await tx.update(conversations).set({ quote_id: quote!.id }).where(isLeadConversation(opts.leadId, opts.companyId));
  return quote!;
}

/** Keeps one version of a quote as it was sent (append-only). */
export async function insertQuoteVersion(
  tx: Db,
  opts: { quoteId: number; version: number; content: QuoteContent; createdBy: number; at?: Date | undefined },
): Promise<void> {
  await tx.insert(quoteVersions).values({
    quote_id: opts.quoteId,
    version: opts.version,
    ...opts.content,
    created_by: opts.createdBy,
    ...(opts.at ? { created_at: opts.at } : {}),
  });
}
