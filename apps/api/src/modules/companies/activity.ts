import { desc, eq } from 'drizzle-orm';
import type { CompanyPurchase, CompanyQuote } from '@triptender/contract/companies';
import type { Db } from '../../db/client.ts';
import { leads, purchases, quotes, users } from '../../db/schema.ts';
import { countRows, type PageParams, paginate } from '../../lib/pagination.ts';
import { effectiveQuoteStatus } from '../../domain/quote-status.ts';

/** A company's purchases, newest first (the admin's company page). */
export function listCompanyPurchases(opts: { db: Db; companyId: number; page: PageParams }) {
  const where = eq(purchases.company_id, opts.companyId);
  return paginate(opts.page, {
    rows: ({ limit, offset }) =>
      opts.db
        .select({
          purchase: purchases,
          lead: { id: leads.id, title: leads.title, country: leads.country, deleted_at: leads.deleted_at },
          buyer: { id: users.id, first_name: users.first_name, last_name: users.last_name },
        })
        .from(purchases)
        .innerJoin(leads, eq(leads.id, purchases.lead_id))
        .leftJoin(users, eq(users.id, purchases.user_id))
        .where(where)
        .orderBy(desc(purchases.created_at), desc(purchases.id))
        .limit(limit)
        .offset(offset),
    total: () => countRows(opts.db, purchases, where),
    map: ({ purchase, lead, buyer }): CompanyPurchase => ({
      id: purchase.id,
      lead: { id: lead.id, title: lead.title, country: lead.country, deleted: lead.deleted_at !== null },
      price_cents: purchase.price_cents,
      created_at: purchase.created_at,
      refunded_at: purchase.refunded_at,
      refund_reason: purchase.refund_reason,
      buyer,
    }),
  });
}

/** A company's quotes, newest first (the admin's company page). */
export function listCompanyQuotes(opts: { db: Db; companyId: number; page: PageParams }) {
  const where = eq(quotes.company_id, opts.companyId);
  return paginate(opts.page, {
    rows: ({ limit, offset }) =>
      opts.db
        .select({
          quote: quotes,
          lead: { id: leads.id, title: leads.title },
          author: { id: users.id, first_name: users.first_name, last_name: users.last_name },
        })
        .from(quotes)
        .innerJoin(leads, eq(leads.id, quotes.lead_id))
        .leftJoin(users, eq(users.id, quotes.user_id))
        .where(where)
        .orderBy(desc(quotes.created_at), desc(quotes.id))
        .limit(limit)
        .offset(offset),
    total: () => countRows(opts.db, quotes, where),
    map: ({ quote, lead, author }): CompanyQuote => ({
      id: quote.id,
      lead,
      price_cents: quote.price_cents,
      currency: quote.currency,
      status: effectiveQuoteStatus(quote),
      created_at: quote.created_at,
      author,
    }),
  });
}
