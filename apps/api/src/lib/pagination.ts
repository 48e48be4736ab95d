import { and, type AnyColumn, count, desc, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgSelect, PgTable } from 'drizzle-orm/pg-core';
import type { KeysetListMeta, ListMeta } from '@triptender/contract/common';
import { EXACT_TOTALS_UP_TO, LEADS_STALE_MS } from '@triptender/contract/constants';
import type { Db } from '../db/client.ts';

export type PageParams = { page: number; per_page: number };
export type PageWindow = { limit: number; offset: number };

export function pageWindow({ page, per_page }: PageParams): PageWindow {
  return { limit: per_page, offset: (page - 1) * per_page };
}

/**
 * The deepest offset whose page is kept as a named statement on each database connection: one per window
 * and list shape, the first hundred pages of ten. A deeper page is planned each time it is read.
 */
export const PREPARED_OFFSETS = 1000;

/**
 * A LIMIT or OFFSET written into a prepared statement's text instead of sent as a parameter. Given as a
 * parameter, PostgreSQL prices the statement's generic plan as if the limit were unknown, finds it dearer
 * than a plan made for the values, and so plans every execution again (pg_prepared_statements counts
 * them as custom_plans): that planning was two thirds of the marketplace page's database time at 1M
 * leads (docs/benchmarks.md). drizzle writes any SQL given as a limit or offset in place; its types
 * only name numbers and placeholders, hence the cast.
 */
export function inlinedCount(n: number): number {
  if (!Number.isSafeInteger(n) || n < 0) throw new Error(`not a row count: ${n}`);
  return sql.raw(String(n)) as unknown as number;
}

export function listMeta(total: number, { page, per_page }: PageParams): ListMeta {
  return { per_page, total, current_page: page, last_page: Math.max(1, Math.ceil(total / per_page)) };
}

/** How many rows of `table` match `where`. */
export async function countRows(db: Db, table: PgTable, where?: SQL): Promise<number> {
  const [row] = await db.select({ n: count() }).from(table).where(where);
  return row?.n ?? 0;
}

/**
 * One page of a list as every list endpoint answers it, `{ data, meta }`: the page's rows (read for
 * its window) and the total are fetched together, then each row is mapped to what the client sees
 * (rows a loader already shaped need no map).
 */
export function paginate<Row, Item>(
  params: PageParams,
  opts: { rows: (window: PageWindow) => PromiseLike<Row[]>; total: () => PromiseLike<number>; map: (row: Row) => Item },
): Promise<{ data: Item[]; meta: ListMeta }>;
export function paginate<Item>(
  params: PageParams,
  opts: { rows: (window: PageWindow) => PromiseLike<Item[]>; total: () => PromiseLike<number> },
): Promise<{ data: Item[]; meta: ListMeta }>;
export async function paginate<Row, Item>(
  params: PageParams,
  opts: {
    rows: (window: PageWindow) => PromiseLike<Row[]>;
    total: () => PromiseLike<number>;
    map?: (row: Row) => Item;
  },
): Promise<{ data: (Row | Item)[]; meta: ListMeta }> {
  const [rows, total] = await Promise.all([opts.rows(pageWindow(params)), opts.total()]);
  return { data: opts.map ? rows.map(opts.map) : rows, meta: listMeta(total, params) };
}

/**
 * The rows of a select (`$dynamic()`), only those of `window` when one is given: for a loader that
 * reads one page of a list and, without a window, the rows of one item.
 */
export function inWindow<Q extends PgSelect>(select: Q, window?: PageWindow): Q {
  return window ? select.limit(window.limit).offset(window.offset) : select;
}

/** Newest first; the id breaks ties, so a row never moves between pages of rows made in the same instant. */
export function newestFirst(table: { created_at: AnyColumn; id: AnyColumn }): SQL[] {
  return [desc(table.created_at), desc(table.id)];
}

/**
 * `paginate` for a list that is one select: `select` holds its columns and joins (`$dynamic()`),
 * `where` and `order` filter and sort it, and the total counts the rows of `table` (the select's
 * own table) that match `where`, so `where` names only that table.
 */
export function paginateSelect<Q extends PgSelect, Item>(
  db: Db,
  params: PageParams,
  opts: {
    select: Q;
    table: PgTable;
    where: SQL | undefined;
    order: (SQL | PgColumn)[];
    map: (row: Q['_']['result'][number]) => Item;
  },
): Promise<{ data: Item[]; meta: ListMeta }> {
  return paginate(params, {
    rows: ({ limit, offset }) =>
      opts.select
        .where(opts.where)
        .orderBy(...opts.order)
        .limit(limit)
        .offset(offset),
    total: () => countRows(db, opts.table, opts.where),
    map: opts.map,
  });
}

/** The planner's estimate of the rows `where` matches (EXPLAIN reads no rows; PGlite answers it too). */
async function estimateRows(db: Db, table: PgTable, where: SQL | undefined): Promise<number> {
  const plan = (await db.execute(
    sql`explain (format json) ${db
      .select({ one: sql`1` })
      .from(table)
      .where(where)}`,
  )) as unknown as { rows: { 'QUERY PLAN': unknown }[] };
  // node-postgres parses the json column, PGlite may hand it over as text
  const raw = plan.rows[0]?.['QUERY PLAN'];
  const parsed = (typeof raw === 'string' ? JSON.parse(raw) : raw) as [{ Plan: { 'Plan Rows': number } }];
  return Math.round(parsed[0].Plan['Plan Rows']);
}

/**
 * An estimate this many times EXACT_TOTALS_UP_TO is trusted to be above it without counting: the
 * planner is rarely off by that much, and counting 10,001 rows of a common word costs a scan.
 */
const SURELY_LARGE = 10;

type Total = { total: number; estimated: boolean };

/**
 * The total of a large list (decision 019): counted exactly while it is at most EXACT_TOTALS_UP_TO
 * (the count stops reading at one more), otherwise PostgreSQL's estimate of the rows `where` matches
 * (never below the count that passed the threshold). When the estimate alone is far above the
 * threshold (SURELY_LARGE), nothing is counted.
 */
async function countOrEstimate(db: Db, table: PgTable, where: SQL | undefined): Promise<Total> {
  const estimate = await estimateRows(db, table, where);
  if (estimate > SURELY_LARGE * EXACT_TOTALS_UP_TO) return { total: estimate, estimated: true };
  const capped = db
    .select({ one: sql`1` })
    .from(table)
    .where(where)
    .limit(EXACT_TOTALS_UP_TO + 1);
  const [row] = await db.select({ n: count() }).from(capped.as('capped'));
  const n = row?.n ?? 0;
  if (n <= EXACT_TOTALS_UP_TO) return { total: n, estimated: false };
  return { total: Math.max(EXACT_TOTALS_UP_TO + 1, estimate), estimated: true };
}

/** A total this large is shared for a while, as the marketplace's are (SHARED_TOTAL_MIN there). */
const SHARED_TOTAL_MIN = 1000;
const totals = new WeakMap<Db, Map<string, { total: Promise<Total>; at: number }>>();

/**
 * `countOrEstimate`, with a large total shared by identical requests in flight and reused for
 * LEADS_STALE_MS (the client's own freshness window), so paging through a search counts it once:
 * a total under SHARED_TOTAL_MIN is always counted afresh (an admin who deletes one of 4 sees 3).
 */
export function boundedTotal(db: Db, table: PgTable, where: SQL | undefined): Promise<Total> {
  let cache = totals.get(db);
  if (!cache) totals.set(db, (cache = new Map()));
  const key = JSON.stringify(
    db
      .select({ one: sql`1` })
      .from(table)
      .where(where)
      .toSQL(),
  );
  const hit = cache.get(key);
  if (hit && Date.now() - hit.at < LEADS_STALE_MS) return hit.total;
  const total = countOrEstimate(db, table, where);
  const entry = { total, at: Date.now() };
  cache.set(key, entry);
  if (cache.size > 500) cache.delete(cache.keys().next().value!);
  void total.then(
    (t) => {
      if (t.total < SHARED_TOTAL_MIN && cache.get(key) === entry) cache.delete(key);
    },
    () => cache.delete(key),
  );
  return total;
}

/**
 * The ids of a page at an OFFSET, read alone, so the rows skipped are index entries only and the
 * page's own columns (and their subqueries) are computed for its rows, not for every row skipped.
 */
function pageIds(
  db: Db,
  opts: { table: PgTable; where: SQL | undefined; order: SQL[]; id: AnyColumn },
  offset: number,
  limit: number,
) {
  return db
    .select({ id: sql<number>`${opts.id}` })
    .from(opts.table)
    .where(opts.where)
    .orderBy(...opts.order)
    .limit(limit)
    .offset(offset);
}

/** Where a keyset page starts: after or before the row with this id, in the list's order. */
export type KeysetParams = PageParams & { after?: number | undefined; before?: number | undefined };

/**
 * Rows strictly past the cursor row in a list ordered by (`key`, `id`), both one way (`descending`):
 * the cursor row's own values are read by id, so a cursor is only an id.
 */
export function pastCursor(table: PgTable, key: AnyColumn, id: AnyColumn, cursorId: number, descending: boolean): SQL {
  return sql`(${key}, ${id}) ${sql.raw(descending ? '<' : '>')} (select ${key}, ${id} from ${table} where ${id} = ${cursorId})`;
}

/**
 * `paginateSelect` with keyset paging and a bounded total (decision 019), for a list too large for an
 * exact count and a deep OFFSET: without a cursor the page is read at its offset; with `after` the
 * rows following that row, with `before` those preceding it (read in the opposite order, then turned
 * back). One row more than the page tells whether there is a next (or previous) page, and the meta
 * names the cursors that reach them.
 */
export async function paginateKeyset<Q extends PgSelect, Item extends { id: number }>(
  db: Db,
  params: KeysetParams,
  opts: {
    select: Q;
    table: PgTable;
    where: SQL | undefined;
    /** The list's order by (`key`, `id`), and the same reversed. */
    order: SQL[];
    reversed: SQL[];
    key: AnyColumn;
    id: AnyColumn;
    descending: boolean;
    map: (row: Q['_']['result'][number]) => Item;
  },
): Promise<{ data: Item[]; meta: KeysetListMeta }> {
  const backwards = params.before !== undefined;
  const cursorId = params.after ?? params.before;
  const rowsWhere =
    cursorId === undefined
      ? opts.where
      : and(opts.where, pastCursor(opts.table, opts.key, opts.id, cursorId, opts.descending !== backwards));
  const offset = cursorId === undefined ? pageWindow(params).offset : 0;
  const [rows, counted] = await Promise.all([
    opts.select
      .where(offset > 0 ? and(rowsWhere, inArray(opts.id, pageIds(db, opts, offset, params.per_page + 1))) : rowsWhere)
      .orderBy(...(backwards ? opts.reversed : opts.order))
      .limit(params.per_page + 1),
    boundedTotal(db, opts.table, opts.where),
  ]);
  const more = rows.length > params.per_page;
  const page = rows.slice(0, params.per_page).map(opts.map);
  if (backwards) page.reverse();
  const hasNext = backwards || more;
  // a `before` page that reached the start is the first page, whatever number the client thought
  const hasPrev = backwards ? more : cursorId !== undefined || params.page > 1;
  const current = backwards && !more ? 1 : params.page;
  return {
    data: page,
    meta: {
      ...listMeta(counted.total, { page: current, per_page: params.per_page }),
      total_is_estimate: counted.estimated,
      next_cursor: hasNext ? (page.at(-1)?.id ?? null) : null,
      prev_cursor: hasPrev ? (page[0]?.id ?? null) : null,
    },
  };
}
