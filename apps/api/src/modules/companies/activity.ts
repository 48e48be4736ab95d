import { count, desc, eq } from 'drizzle-orm';
import type { CompanyPurchase, CompanyQuote } from '@triptender/contract/companies';
import type { Country, QuoteStatus } from '@triptender/contract/enums';
import type { Db } from '../../db/client.ts';
import { leads, purchases, quotes, users } from '../../db/schema.ts';
import { listMeta, type PageParams, pageWindow } from '../../lib/pagination.ts';

/** A company's purchases, newest first (the admin's company page). */
export async function listCompanyPurchases(opts: { db: Db; companyId: number; page: PageParams }) {
  const { limit, offset } = pageWindow(opts.page);
  const [rows, [total]] = await Promise.all([
    opts.db
      .select({
        purchase: purchases,
        lead: { id: leads.id, title: leads.title, country: leads.country, deleted_at: leads.deleted_at },
        buyer: { id: users.id, first_name: users.first_name, last_name: users.last_name },
      })
      .from(purchases)
      .innerJoin(leads, eq(leads.id, purchases.lead_id))
      .leftJoin(users, eq(users.id, purchases.user_id))
      .where(eq(purchases.company_id, opts.companyId))
      .orderBy(desc(purchases.created_at), desc(purchases.id))
      .limit(limit)
      .offset(offset),
    opts.db.select({ n: count() }).from(purchases).where(eq(purchases.company_id, opts.companyId)),
  ]);
  const data: CompanyPurchase[] = rows.map(({ purchase, lead, buyer }) => ({
    id: purchase.id,
    lead: { id: lead.id, title: lead.title, country: lead.country as Country, deleted: lead.deleted_at !== null },
    price_cents: purchase.price_cents,
    created_at: purchase.created_at,
    refunded_at: purchase.refunded_at,
    refund_reason: purchase.refund_reason,
    buyer,
  }));
  return { data, meta: listMeta(total?.n ?? 0, opts.page) };
}

/** A company's quotes, newest first (the admin's company page). */
export async function listCompanyQuotes(opts: { db: Db; companyId: number; page: PageParams }) {
  const { limit, offset } = pageWindow(opts.page);
  const [rows, [total]] = await Promise.all([
    opts.db
      .select({
        quote: quotes,
        lead: { id: leads.id, title: leads.title },
        author: { id: users.id, first_name: users.first_name, last_name: users.last_name },
      })
      .from(quotes)
      .innerJoin(leads, eq(leads.id, quotes.lead_id))
      .leftJoin(users, eq(users.id, quotes.user_id))
      .where(eq(quotes.company_id, opts.companyId))
      .orderBy(desc(quotes.created_at), desc(quotes.id))
      .limit(limit)
      .offset(offset),
    opts.db.select({ n: count() }).from(quotes).where(eq(quotes.company_id, opts.companyId)),
  ]);
  const data: CompanyQuote[] = rows.map(({ quote, lead, author }) => ({
    id: quote.id,
    lead,
    price_cents: quote.price_cents,
    currency: quote.currency,
    status: quote.status as QuoteStatus,
    created_at: quote.created_at,
    author,
  }));
  return { data, meta: listMeta(total?.n ?? 0, opts.page) };
}
