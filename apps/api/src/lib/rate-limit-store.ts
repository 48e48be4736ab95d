// Rate-limit counters shared by every API process and host: in PostgreSQL by default, in
// Redis when REDIS_URL is set. One counter per key and fixed window, bumped atomically, so N processes
// together allow exactly the configured count. docs/decisions/016-shared-state-postgres-redis-s3.md
import type { FastifyRateLimitOptions, FastifyRateLimitStore } from '@fastify/rate-limit';
import { Redis } from 'ioredis';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rateLimits } from '../db/schema.ts';

/** A counter after a hit: how many hits the window holds, and when (this host's clock) it ends. */
export type RateLimitHit = { count: number; resetAt: number };

/**
 * The one place rate limits are counted. Keys are free text; take a prefix per use ("login:",
 * "route:") so uses never share a counter. A window starts with the first hit of a key and is fixed:
 * later hits do not extend it.
 */
export interface RateLimitStore {
  /** Counts one hit of `key` and answers the count of its window (a new window if none is running). */
  hit(key: string, windowMs: number): Promise<RateLimitHit>;
  /** The running window of `key`, without counting; null when none runs. */
  peek(key: string): Promise<RateLimitHit | null>;
  /** Takes one hit back (an attempt that turned out not to count, e.g. a correct password). */
  undo(key: string): Promise<void>;
  /** Forgets `key`: its next hit starts a new window. */
  reset(key: string): Promise<void>;
  /** Drops counters whose window ended (the database store; Redis expires its keys itself). */
  purgeExpired(): Promise<number>;
  close(): Promise<void>;
}

const untilMs = (ttlMs: number | string) => Date.now() + Math.max(0, Math.ceil(Number(ttlMs)));

/** Counters in the `rate_limits` table (unlogged): one upsert per hit, atomic under concurrency. */
export class DatabaseRateLimitStore implements RateLimitStore {
  constructor(private readonly db: Db) {}

  async hit(key: string, windowMs: number): Promise<RateLimitHit> {
    // ON CONFLICT DO UPDATE locks the row: concurrent hits on one key from many processes queue on it
    const rows = await this.db.execute<{ count: number; ttl_ms: string }>(sql`
      insert into rate_limits (key, count, reset_at)
      values (${key}, 1, now() + ${Math.ceil(windowMs)} * interval '1 millisecond')
      on conflict (key) do update set
        count = case when rate_limits.reset_at <= now() then 1 else rate_limits.count + 1 end,
        reset_at = case when rate_limits.reset_at <= now() then excluded.reset_at else rate_limits.reset_at end
      returning count, extract(epoch from (reset_at - now())) * 1000 as ttl_ms`);
    const row = rowsOf<{ count: number; ttl_ms: string }>(rows)[0]!;
    // now() is when this statement began: one that waited on the row lock of a hit that made the window
    // began before the window did, and would read up to a lock's wait more than the window is long
    return { count: Number(row.count), resetAt: untilMs(Math.min(Number(row.ttl_ms), windowMs)) };
  }

  async peek(key: string): Promise<RateLimitHit | null> {
    const [row] = await this.db
      .select({
        count: rateLimits.count,
        ttl_ms: sql<string>`extract(epoch from (${rateLimits.reset_at} - now())) * 1000`,
      })
      .from(rateLimits)
      .where(and(eq(rateLimits.key, key), gt(rateLimits.reset_at, sql`now()`)));
    return row ? { count: row.count, resetAt: untilMs(row.ttl_ms) } : null;
  }

  async undo(key: string): Promise<void> {
    await this.db
      .update(rateLimits)
      .set({ count: sql`${rateLimits.count} - 1` })
      .where(and(eq(rateLimits.key, key), gt(rateLimits.count, 0), gt(rateLimits.reset_at, sql`now()`)));
  }

  async reset(key: string): Promise<void> {
    await this.db.delete(rateLimits).where(eq(rateLimits.key, key));
  }

  async purgeExpired(): Promise<number> {
    const gone = await this.db
      .delete(rateLimits)
      .where(lt(rateLimits.reset_at, sql`now()`))
      .returning({ key: rateLimits.key });
    return gone.length;
  }

  async close(): Promise<void> {}
}

/** node-postgres answers { rows }, PGlite an array-like result with rows too. */
function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? (result as T[])) as T[];
}

// INCR, and the window's expiry set by the hit that made the key (or repaired if a key lost it).
const HIT = `
local count = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if count == 1 or ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}`;
const UNDO = `
local count = tonumber(redis.call('GET', KEYS[1]) or '0')
if count > 0 then redis.call('DECR', KEYS[1]) end
return count`;

type RedisWithScripts = Redis & {
  rateLimitHit(key: string, windowMs: number): Promise<[number, number]>;
  rateLimitUndo(key: string): Promise<number>;
};

/** Counters in Redis (REDIS_URL): INCR with PEXPIRE in one script, keys under `prefix`. */
export class RedisRateLimitStore implements RateLimitStore {
  private readonly redis: RedisWithScripts;

  constructor(
    url: string,
    private readonly prefix: string,
  ) {
    // a request must not wait for a Redis that is down: it fails after a couple of retries
    this.redis = new Redis(url, { maxRetriesPerRequest: 2, enableAutoPipelining: true }) as RedisWithScripts;
    this.redis.on('error', () => {}); // reconnects by itself; each command that fails reports its own error
    this.redis.defineCommand('rateLimitHit', { numberOfKeys: 1, lua: HIT });
    this.redis.defineCommand('rateLimitUndo', { numberOfKeys: 1, lua: UNDO });
  }

  private k(key: string) {
    return `${this.prefix}rl:${key}`;
  }

  async hit(key: string, windowMs: number): Promise<RateLimitHit> {
    const [count, ttl] = await this.redis.rateLimitHit(this.k(key), Math.ceil(windowMs));
    return { count, resetAt: untilMs(ttl) };
  }

  async peek(key: string): Promise<RateLimitHit | null> {
    const [[, count], [, ttl]] = (await this.redis.multi().get(this.k(key)).pttl(this.k(key)).exec()) as [
      [unknown, string | null],
      [unknown, number],
    ];
    return count === null || ttl <= 0 ? null : { count: Number(count), resetAt: untilMs(ttl) };
  }

  async undo(key: string): Promise<void> {
    await this.redis.rateLimitUndo(this.k(key));
  }

  async reset(key: string): Promise<void> {
    await this.redis.del(this.k(key));
  }

  async purgeExpired(): Promise<number> {
    return 0;
  }

  async close(): Promise<void> {
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}

/** Redis when REDIS_URL is set, else the database the app runs on. */
export function openRateLimitStore(opts: { db: Db; redisUrl?: string; redisPrefix: string }): RateLimitStore {
  return opts.redisUrl ? new RedisRateLimitStore(opts.redisUrl, opts.redisPrefix) : new DatabaseRateLimitStore(opts.db);
}

type RouteParams = { routeInfo?: { method?: unknown; url?: unknown } };

/**
 * The `store` option of @fastify/rate-limit over a RateLimitStore. The plugin makes one child per
 * route that has its own limit (`config.rateLimit`); each counts under "route:<METHOD> <url>|<key>",
 * and limiters made with app.createRateLimit (no route) under "route:|<key>".
 */
export function fastifyRateLimitStore(store: RateLimitStore) {
  class SharedStore implements FastifyRateLimitStore {
    readonly prefix: string;

    constructor(prefix?: FastifyRateLimitOptions | string) {
      this.prefix = typeof prefix === 'string' ? prefix : 'route:|';
    }

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ) {
      store.hit(this.prefix + key, timeWindow).then(
        (hit) => callback(null, { current: hit.count, ttl: Math.max(0, hit.resetAt - Date.now()) }),
        (err: Error) => callback(err),
      );
    }

    read(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void) {
      store.peek(this.prefix + key).then(
        (hit) =>
          callback(
            null,
            hit ? { current: hit.count, ttl: Math.max(0, hit.resetAt - Date.now()) } : { current: 0, ttl: 0 },
          ),
        (err: Error) => callback(err),
      );
    }

    child(routeOptions: unknown): FastifyRateLimitStore {
      const route = (routeOptions as RouteParams).routeInfo;
      return new SharedStore(route?.url ? `route:${String(route.method)} ${String(route.url)}|` : 'route:|');
    }
  }
  return SharedStore;
}
