import type pg from 'pg';

/**
 * The pool as drizzle's node-postgres session sees it, with one repair. Its transaction() checks a
 * client out and sends BEGIN before the `try` whose `finally` releases the client (drizzle-orm 0.45),
 * so a BEGIN that fails (a connection that died while idle in the pool, a database that is restarting)
 * leaves that client checked out for good: after a few restarts the pool is empty for ever, every
 * request waits for a connection and is answered 503, and a stop waits for clients that never come
 * back. Here a checked-out client whose first query fails releases itself, as broken (the pool drops
 * it); drizzle, having thrown before its `try`, never releases it again. The name holds "Pool", which
 * is how drizzle tells a pool from a client. docs/operations.md, "Database faults".
 */
export class DrizzlePool {
  constructor(private readonly pool: pg.Pool) {}

  query(...args: Parameters<pg.Pool['query']>): ReturnType<pg.Pool['query']> {
    return (this.pool.query as (...a: unknown[]) => ReturnType<pg.Pool['query']>)(...args);
  }

  async connect(): Promise<pg.PoolClient> {
    const client = await this.pool.connect();
    const own = client as unknown as { query: (...a: unknown[]) => unknown };
    own.query = (...args: unknown[]) => {
      // from the second query on, the client's own method (drizzle's try/finally now covers it)
      delete (own as { query?: unknown }).query;
      const result = client.query(...(args as Parameters<pg.PoolClient['query']>)) as unknown;
      if (!(result instanceof Promise)) return result;
      return result.catch((err: unknown) => {
        client.release(err instanceof Error ? err : new Error(String(err)));
        throw err;
      });
    };
    return client;
  }
}
