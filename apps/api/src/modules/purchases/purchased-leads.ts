import { and, eq, type Placeholder, sql, type SQL } from 'drizzle-orm';
import { BAD_LEAD_REPORT_WINDOW_DAYS } from '@triptender/contract/constants';
import type { purchasedLead, purchasedLeadsQuery, purchasedLeadsResponse } from '@triptender/contract/purchases';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { badLeadReports, companies, conversations, leads, purchases, quotes } from '../../db/schema.ts';
import {
  countRows,
  inlinedCount,
  inWindow,
  newestFirst,
  type PageWindow,
  paginate,
  PREPARED_OFFSETS,
} from '../../lib/pagination.ts';
import { type KeptStatement, keptStatement } from '../../lib/prepared-statements.ts';
import type { CompanyActor } from '../auth/permissions.ts';
import { isLeadConversation } from '../../domain/conversations.ts';
import { reviewOpensOn } from '../../domain/lead-rules.ts';
import { leadContact, toTrip, tripColumns } from '../../domain/trip-fields.ts';
import { toCompanyQuote } from '../quotes/quote-dto.ts';

export type PurchasedLeadDto = z.output<typeof purchasedLead>;

/** Whether a purchase can still be reported as a bad lead (DESIGN: within 14 days of buying it). */
export function withinReportWindow(purchasedAt: Date, now = Date.now()): boolean {
  return now - purchasedAt.getTime() <= BAD_LEAD_REPORT_WINDOW_DAYS * 86_400_000;
}

/** The trip as its buyers see it, contact details included. */
export function toPurchasedTrip(
  l: Parameters<typeof toTrip>[0] &
    Pick<typeof leads.$inferSelect, 'status' | 'first_name' | 'last_name' | 'email' | 'mobile'>,
): PurchasedLeadDto['lead'] {
  return Object.assign(toTrip(l), { status: l.status, review_opens_on: reviewOpensOn(l) }, leadContact(l));
}

/** What a purchased lead shows: its trip, status and contact (toPurchasedTrip), not the whole row. */
const purchasedLeadColumns = {
  ...tripColumns,
  status: leads.status,
  first_name: leads.first_name,
  last_name: leads.last_name,
  email: leads.email,
  mobile: leads.mobile,
};

/** A company's purchases joined to its quote, conversation and bad-lead report of each, newest first. */
function purchasedLeadsSelect(db: Db, companyId: number | Placeholder, where?: SQL) {
  return db
    .select({
      purchase: {
        id: purchases.id,
        price_cents: purchases.price_cents,
        created_at: purchases.created_at,
        refunded_at: purchases.refunded_at,
        quote_due_at: purchases.quote_due_at,
        slot_released_at: purchases.slot_released_at,
        automatic: purchases.automatic,
      },
      lead: purchasedLeadColumns,
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
    .orderBy(...newestFirst(purchases))
    .$dynamic();
}
type PurchasedRow = Awaited<ReturnType<typeof purchasedLeadsSelect>>[number];

/**
 * My Leads' page of a window, the company a placeholder (`companyId`), so one statement per window serves
 * every company. The page is cut first from the company's purchases alone and joined after, and its window
 * is written into the statement (inlinedCount): with the window as parameters, or with the joins priced for
 * the whole company, the generic plan looked dearer than one made for the values, and PostgreSQL planned
 * every execution again (2.4 ms each; decision 028).
 */
export function purchasedLeadsPageQuery(db: Db, window: PageWindow) {
  const cut = db
    .select({ id: purchases.id })
    .from(purchases)
    .where(eq(purchases.company_id, sql.placeholder('companyId')))
    .orderBy(...newestFirst(purchases))
    .limit(inlinedCount(window.limit))
    .offset(inlinedCount(window.offset))
    .as('cut');
  return purchasedLeadsSelect(db, sql.placeholder('companyId')).innerJoin(cut, eq(cut.id, purchases.id));
}

/** My Leads' page, kept and prepared by name up to PREPARED_OFFSETS (lib/prepared-statements.ts). */
function purchasedLeadsPage(db: Db, window: PageWindow): KeptStatement<PurchasedRow> {
  return keptStatement(db, `${window.limit}_${window.offset}`, () => purchasedLeadsPageQuery(db, window), {
    prefix: 'my_leads_page',
    named: window.offset <= PREPARED_OFFSETS,
  });
}

function toPurchasedLead(r: PurchasedRow): PurchasedLeadDto {
  return {
    id: r.purchase.id,
    price_cents: r.purchase.price_cents,
    created_at: r.purchase.created_at,
    refunded_at: r.purchase.refunded_at,
    quote_due_at: r.purchase.quote_due_at,
    slot_released_at: r.purchase.slot_released_at,
    automatic: r.purchase.automatic,
    conversation_id: r.conversation_id,
    lead: toPurchasedTrip(r.lead),
    quote: r.quote ? toCompanyQuote(r.quote) : null,
    report: r.report ? { ...r.report, status: r.report.status } : null,
    can_report: !r.report && !r.purchase.refunded_at && withinReportWindow(r.purchase.created_at),
  };
}

/** Purchased leads of one company (one page of them, or those `where` picks), as My Leads shows them. */
export async function loadPurchasedLeads(db: Db, companyId: number, where?: SQL, page?: PageWindow) {
  const rows =
    !where && page
      ? await purchasedLeadsPage(db, page).execute({ companyId })
      : await inWindow(purchasedLeadsSelect(db, companyId, where), page);
  return rows.map(toPurchasedLead);
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
