// Statements a hot list builds with drizzle once and keeps (building the query was a large part of a
// request's CPU at 1M leads), and, when named, prepares on each database connection under a name of its
// SQL text, so PostgreSQL parses and plans it once there (decision 028 says what makes that one plan).
import { createHash } from 'node:crypto';
import type { Db } from '../db/client.ts';

export type KeptStatement<T> = { execute(placeholders?: Record<string, unknown>): Promise<T[]> };
type Buildable<T> = { prepare(name: string): KeptStatement<T>; toSQL(): { sql: string } };

/** The most kinds of statement kept per database; the oldest is dropped first. */
const MAX_KEPT = 2000;
const kept = new WeakMap<Db, Map<string, KeptStatement<unknown>>>();

/**
 * The statement `key` names, built by `build` the first time. `prefix` starts its name on the connection
 * when `named`; unnamed, it is planned for its values on every execution (a search, a deep page).
 */
export function keptStatement<T>(
  db: Db,
  key: string,
  build: () => Buildable<T>,
  opts: { prefix: string; named: boolean },
): KeptStatement<T> {
  let cache = kept.get(db);
  if (!cache) kept.set(db, (cache = new Map()));
  const cacheKey = `${opts.prefix}:${opts.named ? 'named' : 'unnamed'}:${key}`;
  let statement = cache.get(cacheKey) as KeptStatement<T> | undefined;
  if (!statement) {
    const query = build();
    const hash = () => createHash('sha1').update(query.toSQL().sql).digest('hex').slice(0, 20);
    statement = query.prepare(opts.named ? `${opts.prefix}_${hash()}` : '');
    cache.set(cacheKey, statement);
    if (cache.size > MAX_KEPT) cache.delete(cache.keys().next().value!);
  }
  return statement;
}
