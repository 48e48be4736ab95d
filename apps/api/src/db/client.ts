import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { databaseErrors } from '../lib/metrics.ts';
import * as schema from './schema.ts';
import { acquireDataDirLock, type DataDirLock } from './data-dir-lock.ts';
import { DrizzlePool } from './drizzle-pool.ts';
import { QueryQueue } from './query-queue.ts';

export type Schema = typeof schema;
/** A database handle or a transaction: services take either and never care which driver is behind. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export type Unlisten = () => Promise<void>;

/** Where a database's connection errors are logged: the app's logger once it exists (app.ts). */
export type DbErrorLog = { error(obj: object, msg: string): void; warn(obj: object, msg: string): void };
const consoleLog: DbErrorLog = {
  error: (obj, msg) => console.error(msg, obj),
  warn: (obj, msg) => console.warn(msg, obj),
};

export interface Database {
  kind: 'pglite' | 'postgres';
  db: Db;
  /** Resolves when the database answers a trivial query. */
  ping(): Promise<void>;
  /** Subscribes to a Postgres NOTIFY channel. `onReconnect` runs after a lost listener connection is back. */
  listen(channel: string, handler: (payload: string) => void, onReconnect?: () => void): Promise<Unlisten>;
  close(): Promise<void>;
  /** The embedded instance, for template dumps in tests. */
  pglite?: PGlite;
  /** The PostgreSQL pool, for work that needs one session (advisory locks). */
  pool?: pg.Pool;
  /** PostgreSQL's connection string, for a connection of its own outside the pool (lib/job-leader.ts). */
  url?: string;
  /** Sends connection errors (which never reach a query) to `log` from now on; the console before. */
  logErrorsTo?(log: DbErrorLog): void;
}

/** Where the embedded database keeps its files inside DATA_DIR. */
export const pgDataDir = (dataDir: string) => path.join(dataDir, 'pgdata');

export async function openPglite(
  opts: {
    dataDir?: string;
    loadDataDir?: Blob;
    lockOwner?: 'server' | 'cli';
    /** Bounds the queue of calls waiting for the database (query-queue.ts); unset: unbounded. */
    queue?: { max: number; waitMs: number };
  } = {},
): Promise<Database> {
  let lock: DataDirLock | undefined;
  if (opts.dataDir) {
    fs.mkdirSync(opts.dataDir, { recursive: true });
    // PGlite has no lock of its own: two processes on one data dir corrupt it, so we take one.
    lock = acquireDataDirLock(opts.dataDir, opts.lockOwner ?? 'server');
  }
  try {
    const client = await PGlite.create({
      ...(opts.dataDir ? { dataDir: pgDataDir(opts.dataDir) } : {}),
      ...(opts.loadDataDir ? { loadDataDir: opts.loadDataDir } : {}),
      extensions: { pg_trgm },
    });
    // drizzle calls only query() and transaction() of its client; both wait their turn in the queue
    const queue = opts.queue ? new QueryQueue(opts.queue) : null;
    const gated = queue
      ? ({
          query: (...args: Parameters<PGlite['query']>) => queue.run(() => client.query(...args)),
          transaction: <T>(fn: Parameters<PGlite['transaction']>[0]) =>
            queue.run(() => client.transaction(fn) as Promise<T>),
        } as unknown as PGlite)
      : client;
    const db = drizzlePglite({ client: gated, schema }) as unknown as Db;
    return {
      kind: 'pglite',
      db,
      pglite: client,
      async ping() {
        await client.query('select 1');
      },
      async listen(channel, handler) {
        const unlisten = await client.listen(channel, handler);
        // a closed database has no listeners left: UNLISTEN on it would throw 'PGlite is closed'
        return async () => {
          if (!client.closed) await unlisten();
        };
      },
      async close() {
        try {
          if (!client.closed) await client.close();
        } finally {
          lock?.release();
        }
      },
    };
  } catch (err) {
    lock?.release();
    throw err;
  }
}

/** How long a request may wait for a PostgreSQL connection before it is answered 503. */
export const POOL_CONNECT_TIMEOUT_MS = 5000;

export async function openPostgres(
  url: string,
  opts: { max?: number; connectTimeoutMs?: number } = {},
): Promise<Database> {
  // each connection keeps the statements prepared on it (a list's pages, lib/pagination.ts): an hour's
  // life bounds how many pile up on a busy connection that is never idle long enough to be closed
  const pool = new pg.Pool({
    connectionString: url,
    max: opts.max ?? 20,
    maxLifetimeSeconds: 3600,
    // a request waits at most this long for a connection (a full pool, a database that does not
    // answer) and then fails as unavailable (503), instead of hanging: docs/operations.md, "Database faults"
    connectionTimeoutMillis: opts.connectTimeoutMs ?? POOL_CONNECT_TIMEOUT_MS,
    keepAlive: true,
    // no JIT compilation: PostgreSQL prices it by the planner's estimate of a query's cost, and the
    // reports' queries (a small look-up per row) are priced high enough to compile for up to two seconds
    // to save milliseconds (docs/benchmarks.md, "Response times at 1M leads"). Set before the pool hands
    // the new connection out.
    onConnect: async (client) => {
      await client.query('SET jit = off');
    },
  });
  let log = consoleLog;
  // A connection that fails must never end the process. node-postgres reports it as an 'error' event:
  // on the pool while the client is idle, and on the client itself while it is checked out between
  // two queries (a transaction waiting on our code); an 'error' event nobody listens to is thrown. So
  // every client gets a listener of its own for its whole life: the query in flight fails (the request
  // answers 503, lib/db-errors.ts) and the pool drops the broken client when it is released.
  pool.on('connect', (client) => {
    client.on('error', (err) => {
      databaseErrors.inc({ source: 'pool' });
      log.warn(
        { err: { message: err.message, code: (err as { code?: string }).code } },
        'a PostgreSQL connection failed; the pool replaces it',
      );
    });
  });
  // the pool's own report of an idle client's failure: counted and logged by the listener above
  pool.on('error', () => {});
  const db = drizzlePg({ client: new DrizzlePool(pool) as unknown as pg.Pool, schema }) as unknown as Db;
  const listener = new PgListener(url, (err) => {
    databaseErrors.inc({ source: 'listen' });
    log.warn({ err }, 'the LISTEN connection to PostgreSQL failed; reconnecting');
  });
  let closed: Promise<void> | undefined;
  return {
    kind: 'postgres',
    db,
    pool,
    url,
    logErrorsTo(to) {
      log = to;
    },
    async ping() {
      await pool.query('select 1');
    },
    listen: (channel, handler, onReconnect) => listener.listen(channel, handler, onReconnect),
    close() {
      closed ??= listener.close().then(() => pool.end());
      return closed;
    },
  };
}

/** The longest pause between two tries to get the LISTEN connection back: serving resumes soon after the database does. */
const LISTEN_RETRY_MAX_MS = 1000;

type Subscription = { channel: string; handler: (payload: string) => void; onReconnect?: () => void };

/** One dedicated connection for LISTEN, re-established (and re-subscribed) when it drops. */
class PgListener {
  private client: pg.Client | undefined;
  private connecting: Promise<pg.Client> | undefined;
  private readonly subs = new Set<Subscription>();
  private closed = false;
  private retryMs = 100;
  /** LISTEN and UNLISTEN one after another: node-postgres runs one query at a time on a client. */
  private queue: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly url: string,
    private readonly onError: (err: Error) => void,
  ) {}

  private run(client: pg.Client, statement: string): Promise<unknown> {
    const next = this.queue.then(() => client.query(statement));
    this.queue = next.catch(() => {});
    return next;
  }

  async listen(channel: string, handler: (payload: string) => void, onReconnect?: () => void): Promise<Unlisten> {
    const sub: Subscription = { channel, handler, ...(onReconnect ? { onReconnect } : {}) };
    const client = await this.connect();
    if (![...this.subs].some((s) => s.channel === channel)) await this.run(client, `LISTEN ${quoteIdent(channel)}`);
    this.subs.add(sub);
    return async () => {
      this.subs.delete(sub);
      if (!this.closed && this.client && ![...this.subs].some((s) => s.channel === channel)) {
        await this.run(this.client, `UNLISTEN ${quoteIdent(channel)}`).catch(() => {});
      }
    };
  }

  private connect(): Promise<pg.Client> {
    if (this.client) return Promise.resolve(this.client);
    this.connecting ??= (async () => {
      const client = new pg.Client({
        connectionString: this.url,
        keepAlive: true,
        connectionTimeoutMillis: POOL_CONNECT_TIMEOUT_MS,
      });
      client.on('notification', (msg) => {
        for (const s of this.subs) if (s.channel === msg.channel) s.handler(msg.payload ?? '');
      });
      client.on('error', (err) => {
        if (!this.closed) this.onError(err);
        this.drop(client);
      });
      client.on('end', () => this.drop(client));
      await client.connect();
      this.client = client;
      this.retryMs = 100;
      return client;
    })().finally(() => {
      this.connecting = undefined;
    });
    return this.connecting;
  }

  private drop(client: pg.Client) {
    if (this.client !== client) return;
    this.client = undefined;
    if (this.closed) return;
    const retry = async () => {
      if (this.closed) return;
      try {
        const c = await this.connect();
        for (const channel of new Set([...this.subs].map((s) => s.channel))) {
          await this.run(c, `LISTEN ${quoteIdent(channel)}`);
        }
        // notifications sent while we were away are gone: let subscribers catch up from the tables
        for (const s of this.subs) s.onReconnect?.();
      } catch {
        this.retryMs = Math.min(this.retryMs * 2, LISTEN_RETRY_MAX_MS);
        setTimeout(retry, this.retryMs).unref();
      }
    };
    setTimeout(retry, this.retryMs).unref();
  }

  async close() {
    this.closed = true;
    const c = this.client;
    this.client = undefined;
    await c?.end().catch(() => {});
  }
}

function quoteIdent(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

/** Queues a NOTIFY; inside a transaction it is delivered only if the transaction commits. */
export async function notify(db: Db, channel: string, payload: unknown): Promise<void> {
  await db.execute(sql`select pg_notify(${channel}, ${JSON.stringify(payload)})`);
}
