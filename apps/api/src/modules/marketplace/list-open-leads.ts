import { createHash } from 'node:crypto';
import { and, count, eq, gt, gte, inArray, lte, type SQL, sql } from 'drizzle-orm';
import { BUDGET_BANDS } from '@triptender/contract/budget';
import { LEADS_STALE_MS } from '@triptender/contract/constants';
import {
  budgetBand,
  type Category,
  CATEGORY_RULES,
  type openLeadsQuery,
  type openLeadsResponse,
  UNAVAILABLE_REASONS,
} from '@triptender/contract/marketplace';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { leads, purchases, quotes } from '../../db/schema.ts';
import { listMeta, pageWindow } from '../../lib/pagination.ts';
import { containsPattern } from '../../lib/sql-text.ts';
import { cachedSettings } from '../../lib/settings.ts';
import type { CompanyActor } from '../auth/permissions.ts';
import { bookableSql, leadOrder } from '../../domain/lead-rules.ts';
import { findLeadPreferences, matchesPreferencesSql } from '../../domain/lead-matching.ts';
import { effectiveQuoteStatusSql } from '../../domain/quote-status.ts';
import { maskContactsSql } from '../../domain/contact-masking.ts';
import { toTrip, tripColumns } from '../../domain/trip-fields.ts';
import { leadQuality, qualityColumns } from '../../domain/lead-quality.ts';

type Query = z.output<typeof openLeadsQuery>;

function categoryCondition(category: Category): SQL {
  const rule = CATEGORY_RULES[category];
  const parts: SQL[] = [];
  if (rule.trip_types) parts.push(inArray(leads.trip_type, rule.trip_types));
  if (rule.min_people !== undefined) parts.push(gte(leads.number_of_people, rule.min_people));
  if (rule.max_people !== undefined) parts.push(lte(leads.number_of_people, rule.max_people));
  return and(...parts)!;
}

/** The WHERE clause of the marketplace: open, not deleted, not yet started, and the filters. */
export function openLeadConditions(q: Omit<Query, 'page' | 'per_page' | 'sort' | 'force'>): SQL {
  const conditions: SQL[] = [bookableSql];
  if (q.country) conditions.push(eq(leads.country, q.country));
  if (q.trip_type) conditions.push(eq(leads.trip_type, q.trip_type));
  if (q.category !== 'all') conditions.push(categoryCondition(q.category));
  if (q.budget !== 'all') {
    const band = BUDGET_BANDS[q.budget];
    conditions.push(gte(leads.budget_cents, band.minCents));
    if (band.maxCents !== null) conditions.push(sql`${leads.budget_cents} < ${band.maxCents}`);
  }
  if (q.status === 'quoted') conditions.push(gt(leads.quotes_count, 0));
  if (q.status === 'unquoted') conditions.push(eq(leads.quotes_count, 0));
  if (q.search) {
    const pattern = containsPattern(q.search);
    // The trigram index covers `search`, which also holds the email and last name; the second test
    // keeps matches to what a company may see before buying, so search is no oracle for contacts.
    conditions.push(sql`${leads.search} like ${pattern}`);
    // (free text as a company sees it before buying: emails and phone numbers masked)
    const visible = maskContactsSql(
      sql`coalesce(${leads.title}, '') || ' ' || ${leads.first_name} || ' ' || ${leads.country} || ' ' || coalesce(${leads.special_requests}, '')`,
    );
    conditions.push(sql`lower(${visible}) like ${pattern}`);
  }
  return and(...conditions)!;
}

/** openLeadConditions, and with match=preferences only the leads that fit the company's lead preferences. */
export function openLeadWhere(q: Query, companyId: number): SQL {
  const base = openLeadConditions(q);
  return q.match === 'preferences' ? and(base, matchesPreferencesSql(companyId))! : base;
}

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
  const { limit, offset } = pageWindow(q);
  const page = db
    .select({ id: leads.id, created_at: leads.created_at, start_date: leads.start_date })
    .from(leads)
    .where(openLeadWhere(q, companyId))
    .orderBy(...leadOrder(q.sort))
    .limit(limit)
    .offset(offset)
    .as('page');
  return db
    .select({
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
    })
    .from(page)
    .innerJoin(leads, eq(leads.id, page.id))
    .leftJoin(purchases, and(eq(purchases.lead_id, page.id), eq(purchases.company_id, companyId)))
    .leftJoin(quotes, and(eq(quotes.lead_id, page.id), eq(quotes.company_id, companyId)))
    .orderBy(...leadOrder(q.sort, page));
}

const pages = new WeakMap<Db, Map<string, { execute(): Promise<PageRow[]> }>>();
type PageRow = Awaited<ReturnType<typeof openLeadsPageQuery>>[number];

/**
 * The page a company sees (openLeadsPageQuery), built once per company and filters and kept: building
 * it with drizzle was a sixth of a request's CPU. Without a search it is also prepared on each
 * database connection under a name of its SQL text, so PostgreSQL parses and plans it once; a search
 * is planned for its own pattern each time (a generic plan cannot tell a rare word from a common one).
 */
export function readOpenLeadsPage(db: Db, companyId: number, q: Query): Promise<PageRow[]> {
  let cache = pages.get(db);
  if (!cache) pages.set(db, (cache = new Map()));
  const { force: _, ...shape } = q;
  const key = JSON.stringify([companyId, shape]);
  let page = cache.get(key);
  if (!page) {
    const query = openLeadsPageQuery(db, companyId, q);
    const name = q.search
      ? ''
      : `open_leads_${createHash('sha1').update(query.toSQL().sql).digest('hex').slice(0, 20)}`;
    page = query.prepare(name);
    cache.set(key, page);
    if (cache.size > 2000) cache.delete(cache.keys().next().value!);
  }
  return page.execute();
}

/** The count of a filter; with a company, match=preferences counts only the leads that fit it. */
export function openLeadsCountQuery(db: Db, q: Query, companyId?: number) {
  return db
    .select({ n: count() })
    .from(leads)
    .where(companyId === undefined ? openLeadConditions(q) : openLeadWhere(q, companyId));
}

/** Totals this large are shared for a few seconds: counting 100k index entries per page view is the cost. */
export const SHARED_TOTAL_MIN = 1000;
/** When a shared total is counted again in the background: three quarters into its window. */
export const REFRESH_AHEAD_MS = (LEADS_STALE_MS * 3) / 4;
type SharedTotal = { total: Promise<number>; at: number; refreshing?: boolean };
const totals = new WeakMap<Db, Map<string, SharedTotal>>();

/**
 * The number of leads a filter matches, or, with `matchingCompanyId`, of those that fit that company's
 * preferences (the Matching tab: without this, every page view of a large marketplace counted its
 * matching leads in full; docs/benchmarks.md). Small totals are always counted afresh; a large one is
 * shared by identical requests in flight and reused for LEADS_STALE_MS, the client's own freshness
 * window (a list of thousands may read '1-10 of 92,000' for a few seconds after a new lead). Three
 * quarters into that window it is counted again in the background, so under steady traffic no request
 * waits for a count of a million index entries (at 1M leads, the p99 of the page was that wait).
 */
export function countOpenLeads(db: Db, q: Query, matchingCompanyId?: number): Promise<number> {
  let cache = totals.get(db);
  if (!cache) totals.set(db, (cache = new Map()));
  const key = JSON.stringify([
    matchingCompanyId ?? null,
    q.search,
    q.country,
    q.trip_type,
    q.category,
    q.budget,
    q.status,
  ]);
  const count = () =>
    openLeadsCountQuery(
      db,
      matchingCompanyId === undefined ? q : { ...q, match: 'preferences' },
      matchingCompanyId,
    ).then(([row]) => row?.n ?? 0);
  const hit = cache.get(key);
  const age = hit ? Date.now() - hit.at : Infinity;
  if (hit && age < LEADS_STALE_MS) {
    if (age >= REFRESH_AHEAD_MS && !hit.refreshing) refreshAhead(cache, key, hit, count);
    return hit.total;
  }
  const entry: SharedTotal = { total: count(), at: Date.now() };
  cache.set(key, entry);
  if (cache.size > 500) cache.delete(cache.keys().next().value!);
  void entry.total.then(
    (n) => {
      if (n < SHARED_TOTAL_MIN && cache.get(key) === entry) cache.delete(key);
    },
    () => cache.delete(key),
  );
  return entry.total;
}

/** Counts a shared total again while the old one is still answered; the new one replaces it when ready. */
function refreshAhead(cache: Map<string, SharedTotal>, key: string, old: SharedTotal, count: () => Promise<number>) {
  old.refreshing = true;
  const at = Date.now();
  count().then(
    (n) => {
      if (cache.get(key) !== old) return;
      if (n < SHARED_TOTAL_MIN) cache.delete(key);
      else cache.set(key, { total: Promise.resolve(n), at });
    },
    // the old total lives out its window; the next request after it counts again
    () => {},
  );
}

const preferencesSet = new WeakMap<Db, Map<number, { set: Promise<boolean>; at: number }>>();

/**
 * Whether a company saved lead preferences, kept like its matching count (for LEADS_STALE_MS, forgotten
 * here when it saves new ones): one query less for every page of the marketplace.
 */
function hasLeadPreferences(db: Db, companyId: number): Promise<boolean> {
  let cache = preferencesSet.get(db);
  if (!cache) preferencesSet.set(db, (cache = new Map()));
  const hit = cache.get(companyId);
  if (hit && Date.now() - hit.at < LEADS_STALE_MS) return hit.set;
  const entry = { set: findLeadPreferences(db, companyId).then((row) => row !== null), at: Date.now() };
  cache.set(companyId, entry);
  if (cache.size > 5000) cache.delete(cache.keys().next().value!);
  entry.set.catch(() => {
    if (cache.get(companyId) === entry) cache.delete(companyId);
  });
  return entry.set;
}

/** Drops this process's shared matching counts of a company, and whether it has preferences: they just changed. */
export function forgetMatchingCounts(db: Db, companyId: number): void {
  preferencesSet.get(db)?.delete(companyId);
  const cache = totals.get(db);
  const prefix = `[${companyId},`;
  for (const key of cache?.keys() ?? []) if (key.startsWith(prefix)) cache!.delete(key);
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
