// PostgreSQL connections that die under the API (docs/operations.md, "Database faults"): a backend
// terminated mid-transaction, between two queries or before BEGIN, and the LISTEN connection lost.
// None may end the process, leak a pooled client, or lose a notification. PostgreSQL only: the
// embedded database has no connections to lose.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/helpers.ts';
import { isDatabaseUnavailable } from '../lib/db-errors.ts';
import type { Database } from './client.ts';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe.runIf(process.env.DATABASE_URL)('PostgreSQL connection faults', () => {
  let database: Database;
  let drop: () => Promise<void>;
  const uncaught: unknown[] = [];
  const onUncaught = (err: unknown) => uncaught.push(err);

  beforeAll(async () => {
    ({ database, drop } = await openTestDatabase());
    // the warnings each lost connection gives are expected here
    database.logErrorsTo?.({ warn: () => {}, error: () => {} });
    process.on('uncaughtException', onUncaught);
  });
  afterAll(async () => {
    process.off('uncaughtException', onUncaught);
    await database.close();
    await drop();
  });

  /** Ends every other session on this test's database (the pool's and the listener's). */
  async function terminateOthers(except: number[] = []): Promise<number> {
    const result = await database.pool!.query<{ n: number }>(
      `select count(pg_terminate_backend(pid))::int as n from pg_stat_activity
        where datname = current_database() and pid <> pg_backend_pid() and not (pid = any($1::int[]))`,
      [except],
    );
    return result.rows[0]!.n;
  }

  it('a transaction whose connection is terminated between two queries fails as unavailable, and nothing is thrown', async () => {
    const failure = await database.db
      .transaction(async (tx) => {
        const { rows } = (await tx.execute(sql`select pg_backend_pid() as pid`)) as unknown as {
          rows: { pid: number }[];
        };
        const pid = rows[0]!.pid;
        const other = await database.pool!.connect();
        try {
          await other.query('select pg_terminate_backend($1)', [pid]);
        } finally {
          other.release();
        }
        await sleep(200); // the 'error' event of the checked-out client arrives while our code waits
        await tx.execute(sql`select 1`);
      })
      .then(
        () => null,
        (err: unknown) => err,
      );
    expect(failure).not.toBeNull();
    expect(isDatabaseUnavailable(failure)).toBe(true);
    expect(uncaught).toEqual([]);
    // the pool dropped the broken client and serves again
    const { rows } = await database.pool!.query<{ ok: number }>('select 1 as ok');
    expect(rows[0]!.ok).toBe(1);
  });

  it('transactions under repeated terminations never leak a pooled client', async () => {
    let stop = false;
    let failed = 0;
    let committed = 0;
    const worker = async () => {
      while (!stop) {
        try {
          await database.db.transaction(async (tx) => {
            await tx.execute(sql`select 1`);
            await tx.execute(sql`select pg_sleep(0.002)`);
          });
          committed++;
        } catch (err) {
          if (!isDatabaseUnavailable(err)) throw err;
          failed++;
        }
      }
    };
    const workers = Array.from({ length: 6 }, worker);
    const killer = database.pool!.connect();
    const own = await killer;
    const { rows } = await own.query<{ pid: number }>('select pg_backend_pid() as pid');
    const killerPid = rows[0]!.pid;
    const until = Date.now() + 3000;
    let terminated = 0;
    while (Date.now() < until) {
      const r = await own.query<{ n: number }>(
        `select count(pg_terminate_backend(pid))::int as n from pg_stat_activity
          where datname = current_database() and pid <> $1 and backend_type = 'client backend'`,
        [killerPid],
      );
      terminated += r.rows[0]!.n;
      await sleep(15);
    }
    own.release();
    stop = true;
    await Promise.all(workers);
    expect(terminated).toBeGreaterThan(0);
    expect(failed).toBeGreaterThan(0);
    expect(committed).toBeGreaterThan(0);
    expect(uncaught).toEqual([]);
    // every client is back in the pool or gone: none is held by a transaction that failed
    const pool = database.pool!;
    expect(pool.totalCount - pool.idleCount).toBe(0);
    await expect(database.db.transaction(async (tx) => tx.execute(sql`select 1`))).resolves.toBeDefined();
  });

  it('the LISTEN connection comes back after it is terminated, says so, and hears later notifications', async () => {
    const heard: string[] = [];
    let reconnects = 0;
    const unlisten = await database.listen(
      'tt_fault_test',
      (payload) => heard.push(payload),
      () => reconnects++,
    );
    try {
      await database.pool!.query(`select pg_notify('tt_fault_test', 'before')`);
      const deadline = Date.now() + 60_000;
      while (!heard.includes('before') && Date.now() < deadline) await sleep(20);
      expect(heard).toContain('before');

      expect(await terminateOthers()).toBeGreaterThan(0);
      while (reconnects === 0 && Date.now() < deadline) await sleep(20);
      expect(reconnects).toBe(1);
      await database.pool!.query(`select pg_notify('tt_fault_test', 'after')`);
      while (!heard.includes('after') && Date.now() < deadline) await sleep(20);
      expect(heard).toContain('after');
      expect(uncaught).toEqual([]);
    } finally {
      await unlisten();
    }
  });
});
