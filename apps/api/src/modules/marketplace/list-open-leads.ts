import { and, eq, sql } from 'drizzle-orm';
import {
  budgetBand,
  type openLeadsQuery,
  type openLeadsResponse,
  UNAVAILABLE_REASONS,
} from '@triptender/contract/marketplace';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { leads, purchases, quotes } from '../../db/schema.ts';
import { inlinedCount, listMeta, pageWindow, PREPARED_OFFSETS } from '../../lib/pagination.ts';
import { keptStatement } from '../../lib/prepared-statements.ts';
import { cachedSettings } from '../../lib/settings.ts';
import type { CompanyActor } from '../auth/permissions.ts';
import { leadOrder } from '../../domain/lead-rules.ts';
import { effectiveQuoteStatusSql } from '../../domain/quote-status.ts';
import { toTrip, tripColumns } from '../../domain/trip-fields.ts';
import { leadQuality, qualityColumns } from '../../domain/lead-quality.ts';
import { openLeadWhere } from './open-lead-filters.ts';
import { countOpenLeads, hasLeadPreferences } from './open-lead-totals.ts';

type Query = z.output<typeof openLeadsQuery>;

/**
 * The page of open leads a company sees, with its own purchase and quote of each. The page is cut
 * first from the keys alone and joined after: the filters and the sort read a covering index
 * (leads_open_market_idx newest first, leads_open_start_idx by start date) without touching the
 * table, so skipping 99 pages reads 990 index entries and no rows; the lead's columns, its quality
 * signals (which look up the traveller's account) and the company's purchase and quote are read for
 * the page's 10 rows only. (PostgreSQL computes a select list before OFFSET discards a row: with the
 * columns in the cut, page 100 read 1,000 rows and their travellers; docs/benchmarks.md.)
 */
export function openLeadsPageQuery(db: Db, companyId: number, q: Query) {
  const page = openLeadsCutQuery(db, companyId, q).as('page');
  return db
    .select(pageColumns)
    .from(page)
    .innerJoin(leads, eq(leads.id, page.id))
    .leftJoin(purchases, and(eq(purchases.lead_id, page.id), eq(purchases.company_id, companyId)))
    .leftJoin(quotes, and(eq(quotes.lead_id, page.id), eq(quotes.company_id, companyId)))
    .orderBy(...leadOrder(q.sort, page));
}

/** The cut of a page: the keys of its leads, in the list's order. */
export function openLeadsCutQuery(db: Db, companyId: number, q: Query) {
  const { limit, offset } = pageWindow(q);
  return db
    .select({ id: leads.id, created_at: leads.created_at, start_date: leads.start_date })
    .from(leads)
    .where(openLeadWhere(q, companyId))
    .orderBy(...leadOrder(q.sort))
    .limit(inlinedCount(limit))
    .offset(inlinedCount(offset));
}

/** What a page shows of each lead: its columns, its quality signals, the company's purchase and quote. */
const pageColumns = {
  ...tripColumns,
  first_name: leads.first_name,
  last_name: leads.last_name,
  budget_cents: leads.budget_cents,
  quotes_count: leads.quotes_count,
  purchases_count: leads.purchases_count,
  // the quality signals that read contact details, as booleans only (domain/lead-quality.ts)
  ...qualityColumns,
  slots_held: leads.slots_held,
  purchase_id: purchases.id,
  quote_status: effectiveQuoteStatusSql,
};

/** The rows of the leads a cut found (placeholder `ids`), for a company, in the list's order. */
export function openLeadsRowsQuery(db: Db, companyId: number, sort: Query['sort']) {
  return db
    .select(pageColumns)
    .from(leads)
    .leftJoin(purchases, and(eq(purchases.lead_id, leads.id), eq(purchases.company_id, companyId)))
    .leftJoin(quotes, and(eq(quotes.lead_id, leads.id), eq(quotes.company_id, companyId)))
    .where(sql`${leads.id} = any(${sql.placeholder('ids')})`)
    .orderBy(...leadOrder(sort));
}

type PageRow = Awaited<ReturnType<typeof openLeadsPageQuery>>[number];

/**
 * The page a company sees (openLeadsPageQuery), built once per company and filters and kept, and
 * prepared by name up to PREPARED_OFFSETS (lib/prepared-statements.ts). A search is planned for its own
 * words each time (a generic plan cannot tell a rare word from a common one), so it is two statements:
 * the cut alone, planned each time, then the rows of its leads by id, prepared (planning the page with its
 * joins and quality signals for each search was a third of its database time).
 */
export async function readOpenLeadsPage(db: Db, companyId: number, q: Query): Promise<PageRow[]> {
  const { force: _, ...shape } = q;
  const prefix = 'open_leads';
  if (!q.search) {
    const named = pageWindow(q).offset <= PREPARED_OFFSETS;
    const page = keptStatement(db, JSON.stringify([companyId, shape]), () => openLeadsPageQuery(db, companyId, q), {
      prefix,
      named,
    });
    return page.execute();
  }
  const cut = keptStatement(db, JSON.stringify(['cut', companyId, shape]), () => openLeadsCutQuery(db, companyId, q), {
    prefix,
    named: false,
  });
  const ids = (await cut.execute()).map((r) => r.id);
  if (ids.length === 0) return [];
  const rows = keptStatement(
    db,
    JSON.stringify(['rows', companyId, q.sort]),
    () => openLeadsRowsQuery(db, companyId, q.sort),
    { prefix, named: true },
  );
  return rows.execute({ ids });
}

export async function listOpenLeads(opts: {
  db: Db;
  actor: CompanyActor;
  query: Query;
}): Promise<z.output<typeof openLeadsResponse>> {
  const { db, actor, query } = opts;
  // the leads with these filters that fit the company's preferences: the Matching tab's count, and
  // the total of a match=preferences page, shared like any total (keyed by the company; saving new
  // preferences forgets it, forgetMatchingCounts). Without preferences every lead fits: the count is
  // the total's, not a second count (at 1M leads, 1.6 s of database work each time).
  const counts = hasLeadPreferences(db, actor.companyId).then(async (preferencesSet) => {
    const matching = preferencesSet ? countOpenLeads(db, query, actor.companyId) : countOpenLeads(db, query);
    const total = query.match === 'preferences' ? matching : countOpenLeads(db, query);
    return { preferencesSet, total: await total, matchingCount: await matching };
  });
  const [settings, rows, { preferencesSet, total, matchingCount }] = await Promise.all([
    cachedSettings(db),
    readOpenLeadsPage(db, actor.companyId, query),
    counts,
  ]);
  const cap = settings.buyer_cap;
  return {
    // each row is read in place, and the trip extended with Object.assign (toTrip in domain/trip-fields.ts
    // says why): copies by rest and spread syntax were most of this map's CPU (docs/benchmarks.md)
    data: rows.map((r) => {
      const { purchase_id, quote_status } = r;
      const bought = purchase_id !== null;
      // the cap counts slots held: a buyer past its quote deadline without a quote frees one (domain/response-clock.ts)
      const soldOut = r.slots_held >= cap;
      // before buying, a company sees no email or phone number in the traveller's own words
      return Object.assign(toTrip(r, { maskContacts: !bought }), {
        first_name: r.first_name,
        last_initial: r.last_name.trim().charAt(0).toUpperCase(),
        last_name: bought ? r.last_name : null,
        budget_band: budgetBand(r.budget_cents),
        quotes_count: r.quotes_count,
        purchases_count: r.purchases_count,
        slots_held: r.slots_held,
        buyer_cap: cap,
        price_cents: settings.request_price_cents,
        purchase_id,
        quote_status,
        sold_out: soldOut,
        unavailable_reason:
          quote_status !== null
            ? UNAVAILABLE_REASONS.quoted
            : bought
              ? UNAVAILABLE_REASONS.bought
              : soldOut
                ? UNAVAILABLE_REASONS.soldOut
                : null,
        quality: leadQuality(r),
      });
    }),
    meta: {
      ...listMeta(total, query),
      price_cents: settings.request_price_cents,
      buyer_cap: cap,
      matching_count: matchingCount,
      preferences_set: preferencesSet,
    },
  };
}
