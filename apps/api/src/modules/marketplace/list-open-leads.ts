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
import type { Db, Tx } from '../../db/client.ts';
import { leads, purchases, quotes } from '../../db/schema.ts';
import { inlinedCount, listMeta, pageWindow, PREPARED_OFFSETS } from '../../lib/pagination.ts';
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
  // the filters' values are the contract's choices, written into the statement: as parameters they
  // would make PostgreSQL plan each execution of a prepared page again (lib/pagination.ts, inlinedCount)
  const filters = and(...conditions)!.inlineParams();
  if (q.search) {
    const pattern = containsPattern(q.search);
    // free text as a company sees it before buying: emails and phone numbers masked
    const visible = maskContactsSql(
      sql`coalesce(${leads.title}, '') || ' ' || ${leads.first_name} || ' ' || ${leads.country} || ' ' || coalesce(${leads.special_requests}, '')`,
    );
    // The trigram index covers `search`, which also holds the email and last name; the second test
    // keeps matches to what a company may see before buying, so search is no oracle for contacts.
    // The typed text stays a parameter.
    return and(filters, sql`${leads.search} like ${pattern}`, sql`lower(${visible}) like ${pattern}`)!;
  }
  return filters;
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
function openLeadsRowsQuery(db: Db, companyId: number, sort: Query['sort']) {
  return db
    .select(pageColumns)
    .from(leads)
    .leftJoin(purchases, and(eq(purchases.lead_id, leads.id), eq(purchases.company_id, companyId)))
    .leftJoin(quotes, and(eq(quotes.lead_id, leads.id), eq(quotes.company_id, companyId)))
    .where(sql`${leads.id} = any(${sql.placeholder('ids')})`)
    .orderBy(...leadOrder(sort));
}

type PageRow = Awaited<ReturnType<typeof openLeadsPageQuery>>[number];
type Prepared<T> = { execute(placeholders?: Record<string, unknown>): Promise<T[]> };
type Buildable<T> = { prepare(name: string): Prepared<T>; toSQL(): { sql: string } };
const pages = new WeakMap<Db, Map<string, Prepared<unknown>>>();

/**
 * A statement built once and kept (the last 2,000 kinds); `named`, it is prepared on each database
 * connection under a name of its SQL text, so PostgreSQL parses and plans it once.
 */
function kept<T>(db: Db, key: string, build: () => Buildable<T>, named: boolean): Prepared<T> {
  let cache = pages.get(db);
  if (!cache) pages.set(db, (cache = new Map()));
  let statement = cache.get(key) as Prepared<T> | undefined;
  if (!statement) {
    const query = build();
    const name = named ? `open_leads_${createHash('sha1').update(query.toSQL().sql).digest('hex').slice(0, 20)}` : '';
    statement = query.prepare(name);
    cache.set(key, statement);
    if (cache.size > 2000) cache.delete(cache.keys().next().value!);
  }
  return statement;
}

/**
 * The page a company sees (openLeadsPageQuery), built once per company and filters and kept: building
 * it with drizzle was a sixth of a request's CPU. Without a search it is also prepared by name (kept; up
 * to PREPARED_OFFSETS). A search
 * is planned for its own pattern each time (a generic plan cannot tell a rare word from a common one),
 * so it is two statements: the cut alone, planned each time, then the rows of its leads by id, prepared
 * (planning the page with its joins and quality signals for each search was a third of its database time).
 */
export async function readOpenLeadsPage(db: Db, companyId: number, q: Query): Promise<PageRow[]> {
  const { force: _, ...shape } = q;
  if (!q.search) {
    const key = JSON.stringify([companyId, shape]);
    const named = pageWindow(q).offset <= PREPARED_OFFSETS;
    return kept(db, key, () => openLeadsPageQuery(db, companyId, q), named).execute();
  }
  const cut = kept(db, JSON.stringify(['cut', companyId, shape]), () => openLeadsCutQuery(db, companyId, q), false);
  const ids = (await cut.execute()).map((r) => r.id);
  if (ids.length === 0) return [];
  const rows = kept(
    db,
    JSON.stringify(['rows', companyId, q.sort]),
    () => openLeadsRowsQuery(db, companyId, q.sort),
    true,
  );
  return rows.execute({ ids });
}

/** The count of a filter; with a company, match=preferences counts only the leads that fit it. */
export function openLeadsCountQuery(db: Db | Tx, q: Query, companyId?: number) {
  return db
    .select({ n: count() })
    .from(leads)
    .where(companyId === undefined ? openLeadConditions(q) : openLeadWhere(q, companyId));
}

/** Totals this large are shared for a few seconds: counting 100k index entries per page view is the cost. */
export const SHARED_TOTAL_MIN = 1000;
/** When a shared total is counted again in the background: three quarters into its window. */
export const REFRESH_AHEAD_MS = (LEADS_STALE_MS * 3) / 4;
/**
 * A shared total is kept at least this many times as long as it took to count, so counting it again takes
 * at most a fiftieth of the database's time: a search that matches 160,000 of 1M leads costs about a
 * second to count (every row's free text is masked before it is matched), and counted every 7.5 s it
 * was the search's p99 (docs/benchmarks.md). At most five minutes.
 */
export const COUNT_COST_FACTOR = 50;
export const MAX_WINDOW_MS = 5 * 60_000;
/** `window`: how long `total` is answered from its count at `at`, refreshed three quarters into it. */
type SharedTotal = { total: Promise<number>; at: number; window: number; refreshing?: boolean };

/** The window of a total that took `tookMs` to count. */
export function windowFor(tookMs: number): number {
  return Math.min(MAX_WINDOW_MS, Math.max(LEADS_STALE_MS, tookMs * COUNT_COST_FACTOR));
}
const totals = new WeakMap<Db, Map<string, SharedTotal>>();

/**
 * The number of leads a filter matches, or, with `matchingCompanyId`, of those that fit that company's
 * preferences (the Matching tab: without this, every page view of a large marketplace counted its
 * matching leads in full; docs/benchmarks.md). Small totals are always counted afresh; a large one is
 * shared by identical requests in flight and reused for LEADS_STALE_MS, the client's own freshness
 * window, or longer when it took long to count (windowFor): a list of thousands may read '1-10 of 92,000'
 * for a few seconds after a new lead, a search of 160,000 for up to a minute. Three quarters into that window it is counted again in the background, so under steady traffic no request
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
  const query = (on: Db | Tx) =>
    openLeadsCountQuery(
      on,
      matchingCompanyId === undefined ? q : { ...q, match: 'preferences' },
      matchingCompanyId,
    ).then(([row]) => row?.n ?? 0);
  const hit = cache.get(key);
  const age = hit ? Date.now() - hit.at : Infinity;
  if (hit && age < hit.window) {
    if (age >= (hit.window * 3) / 4 && !hit.refreshing) refreshAhead(cache, key, hit, () => countSerially(db, query));
    return hit.total;
  }
  // counted again after its window: a total that was large is counted as the refresh counts it
  const at = Date.now();
  const entry: SharedTotal = { total: hit ? countSerially(db, query) : query(db), at, window: LEADS_STALE_MS };
  cache.set(key, entry);
  if (cache.size > 500) cache.delete(cache.keys().next().value!);
  void entry.total.then(
    (n) => {
      if (cache.get(key) !== entry) return;
      if (n < SHARED_TOTAL_MIN) cache.delete(key);
      else entry.window = windowFor(Date.now() - at);
    },
    () => cache.delete(key),
  );
  return entry.total;
}

/**
 * Counts a total known to be large in one PostgreSQL process. A parallel plan's workers take the cores
 * the requests in flight need: at 1M leads on 2 cores, counting 920,000 open leads in parallel took
 * 171 ms and every request waiting behind it (the marketplace's p99 29 ms at 10 connections), serially
 * 104 ms (p99 13 ms; docs/benchmarks.md). A shared total is counted a few times a minute, not per request.
 */
function countSerially(db: Db, query: (tx: Tx) => Promise<number>): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local max_parallel_workers_per_gather = 0`);
    return query(tx);
  });
}

/** Counts a shared total again while the old one is still answered; the new one replaces it when ready. */
function refreshAhead(cache: Map<string, SharedTotal>, key: string, old: SharedTotal, count: () => Promise<number>) {
  old.refreshing = true;
  const at = Date.now();
  count().then(
    (n) => {
      if (cache.get(key) !== old) return;
      if (n < SHARED_TOTAL_MIN) cache.delete(key);
      else cache.set(key, { total: Promise.resolve(n), at, window: windowFor(Date.now() - at) });
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
