// The totals of the marketplace: how many leads a filter matches, and how many fit a company's lead
// preferences (the Matching tab), counted in PostgreSQL and shared in the process (list-open-leads.ts
// reads them beside each page; docs/benchmarks.md says what they cost at 1M leads).
import { count, sql } from 'drizzle-orm';
import { LEADS_STALE_MS } from '@triptender/contract/constants';
import type { openLeadsQuery } from '@triptender/contract/marketplace';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.ts';
import { leads } from '../../db/schema.ts';
import { findLeadPreferences } from '../../domain/lead-matching.ts';
import { openLeadConditions, openLeadWhere } from './open-lead-filters.ts';

type Query = z.output<typeof openLeadsQuery>;

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
export function hasLeadPreferences(db: Db, companyId: number): Promise<boolean> {
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
