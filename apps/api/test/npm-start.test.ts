// `npm start` as an operator runs it: a real process tree (npm, scripts/start.mjs, the server,
// its workers), a real port, real signals. Each start waits minutes if it must: `npm start` first builds
// what is stale, then migrates and loads the demo data, which is slow on a busy machine.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../src/demo/accounts.ts';
import {
  freePort,
  processDatabase,
  repoRoot,
  type RunningProcess,
  START_TIMEOUT_MS,
  startProcess,
  waitForHealthy,
} from './processes.ts';

const onPostgres = !!process.env.DATABASE_URL;
const TEST_TIMEOUT = 2 * START_TIMEOUT_MS + 120_000;
const ADMIN = 'admin@triptender.example';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tt-npm-start-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

/** `npm start` with the environment an operator would give it (not the test runner's NODE_ENV). */
function npmStart(env: Record<string, string>, args: string[] = []): RunningProcess {
  const { NODE_ENV: _ignored, DATABASE_URL: _server, ...inherited } = process.env;
  return startProcess('npm', ['start', ...(args.length ? ['--', ...args] : [])], {
    cwd: repoRoot,
    env: { ...inherited, DATA_DIR: dataDir, SERVE_WEB: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info', ...env },
  });
}

/** The processes `pid` started (Linux `ps`, which exits 1 when there are none). */
function childrenOf(pid: number): number[] {
  try {
    return execFileSync('ps', ['-o', 'pid=', '--ppid', String(pid)], { encoding: 'utf8' })
      .split('\n')
      .map((l) => Number(l.trim()))
      .filter((n) => n > 0);
  } catch {
    return [];
  }
}

/** A login whose body is half sent when `npm start` gets SIGTERM, finished a moment after. */
function loginAcrossSigterm(port: number, proc: RunningProcess): Promise<{ status: number; body: string }> {
  const body = JSON.stringify({ email: ADMIN, password: DEMO_PASSWORD });
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        path: '/v1/auth',
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (res) => {
        let text = '';
        res.on('data', (c) => (text += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
      },
    );
    req.on('error', reject);
    req.write(body.slice(0, 10));
    setTimeout(() => {
      proc.child.kill('SIGTERM');
      setTimeout(() => req.end(body.slice(10)), 300);
    }, 200);
  });
}

async function login(port: number): Promise<string> {
  const res = await fetch(`http://127.0.0.1:${port}/v1/auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: ADMIN, password: DEMO_PASSWORD }),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { token: string }).token;
}

describe.skipIf(onPostgres)('npm start on the embedded database', () => {
  const lockFile = path.join(dataDir, 'triptender.lock');

  it(
    'passes SIGTERM on: the request in flight is answered, the database closed, the lock released, exit 0',
    async () => {
      const port = await freePort();
      const proc = npmStart({ PORT: String(port) });
      await waitForHealthy(`http://127.0.0.1:${port}`, 'npm start (build if stale, migrate, demo data)', { proc });
      expect(proc.output()).toContain('Demo accounts');
      expect(fs.existsSync(lockFile)).toBe(true);

      const res = await loginAcrossSigterm(port, proc);
      expect(res.status).toBe(200);
      expect(JSON.parse(res.body).token).toBeTruthy();
      expect(await proc.exited, proc.output()).toEqual({ code: 0, signal: null });
      expect(proc.output()).toContain('SIGTERM: finishing in-flight requests and the outbox step in progress');
      expect(proc.output()).toContain('SIGTERM: stopped cleanly');
      expect(fs.existsSync(lockFile)).toBe(false);
      await expect(fetch(`http://127.0.0.1:${port}/healthz`)).rejects.toThrow();
    },
    TEST_TIMEOUT,
  );

  it(
    'starts again after the server was killed with -9: the stale lock is cleared, the data is there',
    async () => {
      const port = await freePort();
      const first = npmStart({ PORT: String(port) });
      await waitForHealthy(`http://127.0.0.1:${port}`, 'npm start on the data of the test before', { proc: first });
      const token = await login(port);
      const server = (JSON.parse(fs.readFileSync(lockFile, 'utf8')) as { pid: number }).pid;
      process.kill(server, 'SIGKILL');
      // start.mjs reports the signal as a shell does: 128 + 9
      expect((await first.exited).code).toBe(137);
      expect(fs.existsSync(lockFile)).toBe(true); // nobody cleaned up: the lock names a dead process

      const again = npmStart({ PORT: String(port) });
      await waitForHealthy(`http://127.0.0.1:${port}`, 'npm start after kill -9 (stale lock, database recovery)', {
        proc: again,
      });
      expect(again.output()).not.toContain('is in use by');
      const me = await fetch(`http://127.0.0.1:${port}/v1/me`, { headers: { authorization: `Bearer ${token}` } });
      expect(me.status).toBe(200); // the session written before the kill survived it
      again.child.kill('SIGTERM');
      expect((await again.exited).code, again.output()).toBe(0);
    },
    TEST_TIMEOUT,
  );
});

describe.runIf(onPostgres)('npm start on PostgreSQL with WORKERS=2', () => {
  it(
    'restarts a worker that dies, keeps one runner of the background jobs, and stops every worker on SIGTERM',
    async () => {
      const database = await processDatabase();
      const sql = new pg.Client({ connectionString: database.url });
      await sql.connect();
      try {
        const port = await freePort();
        const proc = npmStart(
          { PORT: String(port), DATABASE_URL: database.url, WORKERS: '2', DATABASE_POOL_MAX: '7' },
          ['--demo'],
        );
        await proc.waitForOutput(/Processes: 2 workers on port/, 'the banner printed once both workers listen');
        const primary = childrenOf(childrenOf(proc.child.pid!)[0]!)[0]!;
        const workers = childrenOf(primary);
        expect(workers).toHaveLength(2);

        /** Sessions of this database holding an advisory lock: the leader of the background jobs. */
        const leaders = async () =>
          (
            await sql.query<{ n: string }>(
              `select count(*) as n from pg_locks l join pg_database d on d.oid = l.database
                where l.locktype = 'advisory' and l.granted and d.datname = current_database()`,
            )
          ).rows[0]!.n;
        /** Asks until `check` holds, for up to a minute (a new leader takes over within 5 s). */
        const eventually = async (check: () => Promise<boolean>, what: string) => {
          for (let i = 0; !(await check()); i++) {
            if (i > 240) throw new Error(`waited a minute for ${what}`);
            await new Promise((r) => setTimeout(r, 250));
          }
        };
        await eventually(async () => (await leaders()) === '1', 'one worker to lead the background jobs');

        process.kill(workers[0]!, 'SIGKILL');
        await proc.waitForOutput(
          new RegExp(`worker ${workers[0]} exited \\(SIGKILL\\); starting another in \\d+ ms`),
          'the primary to report the killed worker',
        );
        await proc.waitForOutput(/worker \d+ is serving/, 'the new worker in place of the killed one to listen');
        const now = childrenOf(primary);
        expect(now).toHaveLength(2);
        expect(now).not.toContain(workers[0]);
        await waitForHealthy(`http://127.0.0.1:${port}`, 'the workers after one was killed', { proc });
        await eventually(async () => (await leaders()) === '1', 'exactly one leader after the kill');

        // /metrics, whichever worker answers, is the sum over both: two pools of 7 (plugins/metrics.ts)
        for (let i = 0; i < 4; i++) {
          const metrics = await (await fetch(`http://127.0.0.1:${port}/metrics`)).text();
          expect(metrics).toMatch(/^triptender_db_pool_max 14$/m);
        }

        const res = await loginAcrossSigterm(port, proc);
        expect(res.status).toBe(200);
        expect(await proc.exited, proc.output()).toEqual({ code: 0, signal: null });
        const out = proc.output();
        expect(out).toMatch(/\[primary \d+\] SIGTERM: stopping 2 worker\(s\)/);
        expect(out.match(/shutdown \(from the primary\): stopped cleanly/g)).toHaveLength(2);
        expect(out).toContain('all workers stopped cleanly');
        expect(childrenOf(primary)).toEqual([]);
      } finally {
        await sql.end();
        await database.drop();
      }
    },
    TEST_TIMEOUT,
  );
});
