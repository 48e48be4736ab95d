import { and, eq, type SQL } from 'drizzle-orm';
import { BAD_LEAD_REPORT_WINDOW_DAYS } from '@triptender/contract/constants';
import type { purchasedLead, purchasedLeadsQuery, purchasedLeadsResponse } from '@triptender/contract/purchases';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { badLeadReports, companies, conversations, leads, purchases, quotes } from '../../db/schema.ts';
import { countRows, inWindow, newestFirst, type PageWindow, paginate } from '../../lib/pagination.ts';
import type { CompanyActor } from '../auth/permissions.ts';
import { isLeadConversation } from '../../domain/conversations.ts';
import { reviewOpensOn } from '../../domain/lead-rules.ts';
import { leadColumns, leadContact, toTrip } from '../../domain/trip-fields.ts';
import { toCompanyQuote } from '../quotes/quote-dto.ts';

export type PurchasedLeadDto = z.output<typeof purchasedLead>;

/** Whether a purchase can still be reported as a bad lead (DESIGN: within 14 days of buying it). */
export function withinReportWindow(purchasedAt: Date, now = Date.now()): boolean {
  return now - purchasedAt.getTime() <= BAD_LEAD_REPORT_WINDOW_DAYS * 86_400_000;
}

/** The trip as its buyers see it, contact details included. */
export function toPurchasedTrip(l: Parameters<typeof toTrip>[0] & typeof leads.$inferSelect): PurchasedLeadDto['lead'] {
  return {
    ...toTrip(l),
    status: l.status,
    review_opens_on: reviewOpensOn(l),
    ...leadContact(l),
  };
}

/** Purchased leads of one company, joined to its quote, conversation and bad-lead report of each. */
export async function loadPurchasedLeads(db: Db, companyId: number, where?: SQL, page?: PageWindow) {
  const q = db
    .select({
      purchase: purchases,
      lead: leadColumns,
      quote: quotes,
      conversation_id: conversations.id,
      report: { id: badLeadReports.id, status: badLeadReports.status, created_at: badLeadReports.created_at },
    })
    .from(purchases)
    .innerJoin(leads, eq(leads.id, purchases.lead_id))
    .leftJoin(quotes, and(eq(quotes.lead_id, purchases.lead_id), eq(quotes.company_id, purchases.company_id)))
    .leftJoin(conversations, isLeadConversation(purchases.lead_id, purchases.company_id))
    .leftJoin(badLeadReports, eq(badLeadReports.purchase_id, purchases.id))
    .where(and(eq(purchases.company_id, companyId), where))
    .orderBy(...newestFirst(purchases));
  const rows = await inWindow(q.$dynamic(), page);
  return rows.map((r): PurchasedLeadDto => ({
    id: r.purchase.id,
    price_cents: r.purchase.price_cents,
    created_at: r.purchase.created_at,
    refunded_at: r.purchase.refunded_at,
    quote_due_at: r.purchase.quote_due_at,
    slot_released_at: r.purchase.slot_released_at,
    conversation_id: r.conversation_id,
    lead: toPurchasedTrip(r.lead),
    quote: r.quote ? toCompanyQuote(r.quote) : null,
    report: r.report ? { ...r.report, status: r.report.status } : null,
    can_report: !r.report && !r.purchase.refunded_at && withinReportWindow(r.purchase.created_at),
  }));
}

export async function listPurchasedLeads(opts: {
  db: Db;
  actor: CompanyActor;
  query: z.output<typeof purchasedLeadsQuery>;
}): Promise<z.output<typeof purchasedLeadsResponse>> {
  const { db, actor, query } = opts;
  const filter = query.lead_id ? eq(purchases.lead_id, query.lead_id) : undefined;
  return paginate(query, {
    rows: (window) => loadPurchasedLeads(db, actor.companyId, filter, window),
    // all of them: the company's counter (a trigger keeps it with each purchase); one lead: 0 or 1
    total: () =>
      filter
        ? countRows(db, purchases, and(eq(purchases.company_id, actor.companyId), filter))
        : db
            .select({ n: companies.purchases_count })
            .from(companies)
            .where(eq(companies.id, actor.companyId))
            .then((rows) => rows[0]?.n ?? 0),
  });
}
