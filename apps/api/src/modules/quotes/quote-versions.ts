import { and, desc, eq, isNull } from 'drizzle-orm';
import { QUOTE_MESSAGES, type quoteVersionsResponse } from '@triptender/contract/quotes';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { leads, quotes, quoteVersions } from '../../db/schema.ts';
import { notFound } from '../../lib/errors.ts';
import { type Actor, isAdmin, isCompanyMember } from '../auth/permissions.ts';
import { quoteContentOf } from '@triptender/contract/quote-content';

/**
 * Every version of a quote, newest first: for its company's members, the traveller whose trip it is
 * for, and admins; anyone else gets a 404. A withdrawn quote's versions are its company's only.
 */
export async function listQuoteVersions(opts: {
  db: Db;
  actor: Actor;
  quoteId: number;
}): Promise<z.output<typeof quoteVersionsResponse>> {
  const { actor } = opts;
  const [quote] = await opts.db
    .select({ company_id: quotes.company_id, status: quotes.status, traveller_id: leads.user_id })
    .from(quotes)
    .innerJoin(leads, and(eq(leads.id, quotes.lead_id), isNull(leads.deleted_at)))
    .where(eq(quotes.id, opts.quoteId));
  const allowed =
    quote &&
    (isAdmin(actor) ||
      (isCompanyMember(actor) && actor.companyId === quote.company_id) ||
      (actor.id === quote.traveller_id && quote.status !== 'withdrawn'));
  if (!allowed) throw notFound(QUOTE_MESSAGES.notFound);
  const rows = await opts.db
    .select()
    .from(quoteVersions)
    .where(eq(quoteVersions.quote_id, opts.quoteId))
    .orderBy(desc(quoteVersions.version));
  return { data: rows.map((v) => ({ ...quoteContentOf(v), version: v.version, created_at: v.created_at })) };
}
