import { eq } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { CompanyPurchase, CompanyQuote } from '@triptender/contract/company-activity';
import type { Db } from '../../db/client.ts';
import { leads, purchases, quotes, users } from '../../db/schema.ts';
import { newestFirst, type PageParams, paginateSelect } from '../../lib/pagination.ts';
import { effectiveQuoteStatus } from '../../domain/quote-status.ts';

// The admin's company page lists what the company did, newest first, each with its lead and member.
type CompanyActivity = { db: Db; companyId: number; page: PageParams };

const member = { id: users.id, first_name: users.first_name, last_name: users.last_name };

/** A page of the company's rows of `table`: `select` reads them with their lead and member. */
function activityPage<Q extends PgSelect, Item>(
  opts: CompanyActivity,
  table: typeof purchases | typeof quotes,
  select: Q,
  map: (row: Q['_']['result'][number]) => Item,
) {
  const where = eq(table.company_id, opts.companyId);
  return paginateSelect(opts.db, opts.page, { select, table, where, order: newestFirst(table), map });
}

/** A company's purchases, newest first (the admin's company page). */
export function listCompanyPurchases(opts: CompanyActivity) {
  const select = opts.db
    .select({
      purchase: purchases,
      lead: { id: leads.id, title: leads.title, country: leads.country, deleted_at: leads.deleted_at },
      buyer: member,
    })
    .from(purchases)
    .innerJoin(leads, eq(leads.id, purchases.lead_id))
    .leftJoin(users, eq(users.id, purchases.user_id));
  return activityPage(opts, purchases, select.$dynamic(), ({ purchase, lead, buyer }): CompanyPurchase => ({
    id: purchase.id,
    lead: { id: lead.id, title: lead.title, country: lead.country, deleted: lead.deleted_at !== null },
    price_cents: purchase.price_cents,
    created_at: purchase.created_at,
    refunded_at: purchase.refunded_at,
    refund_reason: purchase.refund_reason,
    buyer,
  }));
}

/** A company's quotes, newest first (the admin's company page). */
export function listCompanyQuotes(opts: CompanyActivity) {
  const select = opts.db
    .select({
      quote: quotes,
      lead: { id: leads.id, title: leads.title, number_of_people: leads.number_of_people },
      author: member,
    })
    .from(quotes)
    .innerJoin(leads, eq(leads.id, quotes.lead_id))
    .leftJoin(users, eq(users.id, quotes.user_id));
  return activityPage(opts, quotes, select.$dynamic(), ({ quote, lead, author }): CompanyQuote => ({
    id: quote.id,
    lead,
    price_cents: quote.price_cents,
    currency: quote.currency,
    status: effectiveQuoteStatus(quote),
    created_at: quote.created_at,
    author,
  }));
}
