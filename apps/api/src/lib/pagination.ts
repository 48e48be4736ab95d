import { type AnyColumn, count, desc, type SQL } from 'drizzle-orm';
import type { PgColumn, PgSelect, PgTable } from 'drizzle-orm/pg-core';
import type { ListMeta } from '@triptender/contract/common';
import type { Db } from '../db/client.ts';

export type PageParams = { page: number; per_page: number };
export type PageWindow = { limit: number; offset: number };

export function pageWindow({ page, per_page }: PageParams): PageWindow {
  return { limit: per_page, offset: (page - 1) * per_page };
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
