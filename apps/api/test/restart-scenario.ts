// The database restarted under the API while clients write: the CI fault test (small) and
// bench/database-restart.ts (longer, WORKERS=1 and 2) run this one scenario. docs/operations.md,
// "Database faults", says what the API promises; docs/benchmarks.md has the bench's figures.
//
// Clients loop POST /v1/company/{id}/top-ups as the admin, each with an Idempotency-Key of its own, and
// retry the same key after a 503 or a lost connection until it is acknowledged (201), as a careful client
// would. Meanwhile the database is stopped (fast or immediate) and started again. Afterwards every
// acknowledged top-up must be in the ledger, and no key may have been applied twice.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import WebSocket from 'ws';
import { openPostgres } from '../src/db/client.ts';
import { fixtures } from './fixtures.ts';
import { startPrivatePostgres } from './private-postgres.ts';
import { apiRoot, freePort, startProcess, waitForHealthy } from './processes.ts';

/** A request slower than this hung: the API answers 503 within its connection timeout (5 s) instead. */
export const HUNG_MS = 30_000;

export type RestartFigures = {
  workers: number;
  clients: number;
  acknowledged: number;
  /** Acknowledged top-ups missing from the ledger afterwards. */
  lost: number;
  /** Top-ups in the ledger that no client holds an acknowledgement for (a key applied twice). */
  unacknowledged: number;
  answered503: number;
  /** Other answers than 201 and 503, by status. */
  otherAnswers: Record<string, number>;
  /** Attempts that failed without an answer (connection refused or reset). */
  connectionErrors: number;
  hung: number;
  slowestMs: number;
  /** Per restart: how long the database was down, and from its start to the next acknowledged write. */
  restarts: { mode: 'fast' | 'immediate'; downMs: number; recoveredMs: number }[];
  /** `resync` frames an open WebSocket got (one per lost and regained LISTEN connection). */
  resyncs: number;
  /** Whether a chat message sent after the restarts reached the WebSocket opened before them. */
  liveAfterRestarts: boolean;
  /** The API's output lines that say it (or a worker) died or was restarted. */
  deaths: string[];
  exitedDuringRun: boolean;
  /** The exit code at SIGTERM after the run; null when it did not stop within STOP_WAIT_MS. */
  exitCode: number | null;
  /** The end of the API's output, to read when something above is wrong. */
  outputTail: string;
};

/** How long the API may take to stop at SIGTERM before the run says it did not (exitCode null). */
const STOP_WAIT_MS = 90_000;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function runRestartScenario(opts: {
  binDir: string;
  workers: number;
  clients: number;
  restarts: ('fast' | 'immediate')[];
  /** Steady writing before the first restart and after each. */
  steadyMs: number;
  /** How long the database stays down each time. */
  downMs: number;
  log?: (line: string) => void;
}): Promise<RestartFigures> {
  const log = opts.log ?? (() => {});
  const cluster = await startPrivatePostgres(opts.binDir);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tt-restart-'));
  const server = new pg.Client({ connectionString: cluster.url() });
  await server.connect();
  await server.query('CREATE DATABASE tt');
  await server.end();
  const url = cluster.url('tt');
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const { NODE_ENV: _test, DATABASE_URL: _other, ...inherited } = process.env;
  const api = startProcess(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: apiRoot,
    env: {
      ...inherited,
      NODE_ENV: 'production',
      WORKERS: String(opts.workers),
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: url,
      SERVE_WEB: '0',
      LOG_LEVEL: process.env.RESTART_SCENARIO_LOG_LEVEL ?? 'warn',
    },
  });
  let socket: WebSocket | undefined;
  try {
    await waitForHealthy(base, `the API on the private PostgreSQL (WORKERS=${opts.workers})`, { proc: api });
    const setup = await openPostgres(url, { max: 2 });
    const fx = fixtures(setup.db);
    const admin = await fx.admin();
    const member = await fx.companyUser();
    await setup.close();
    const marker = `restart-scenario ${Date.now()}`;

    // a live connection opened before the restarts, to see that LISTEN comes back and nothing is lost
    let resyncs = 0;
    const texts: string[] = [];
    socket = new WebSocket(`${base.replace('http', 'ws')}/v1/ws`, {
      headers: { authorization: `Bearer ${member.token}` },
    });
    await new Promise<void>((resolve, reject) => {
      socket!.on('error', reject);
      socket!.on('message', (data) => {
        const event = JSON.parse(data.toString()) as { type: string; message?: { message: string } };
        if (event.type === 'ready') resolve();
        if (event.type === 'resync') resyncs++;
        if (event.type === 'message' && event.message) texts.push(event.message.message);
      });
    });

    const figures = {
      answered503: 0,
      connectionErrors: 0,
      hung: 0,
      slowestMs: 0,
      otherAnswers: {} as Record<string, number>,
    };
    const acked: number[] = [];
    let lastAckAt = 0;
    let stopping = false;
    const client = async (n: number) => {
      for (let i = 0; !stopping && !api.hasExited(); i++) {
        const key = `restart-${n}-${i}-${Date.now()}`;
        // the same key until it is acknowledged: safe to retry, whatever happened to the first try
        // (unless the API is gone: then nothing will answer, and the figures say it exited)
        while (!api.hasExited()) {
          const started = Date.now();
          try {
            const res = await fetch(`${base}/v1/company/${member.companyId}/top-ups`, {
              method: 'POST',
              headers: { ...admin.headers, 'content-type': 'application/json', 'idempotency-key': key },
              body: JSON.stringify({ amount_cents: 1000, note: marker }),
              signal: AbortSignal.timeout(HUNG_MS * 2),
            });
            const body = (await res.json()) as { id?: number };
            const took = Date.now() - started;
            figures.slowestMs = Math.max(figures.slowestMs, took);
            if (took > HUNG_MS) figures.hung++;
            if (res.status === 201) {
              acked.push(body.id!);
              lastAckAt = Date.now();
              break;
            }
            if (res.status === 503) figures.answered503++;
            else figures.otherAnswers[res.status] = (figures.otherAnswers[res.status] ?? 0) + 1;
          } catch (err) {
            if ((err as Error).name === 'TimeoutError') figures.hung++;
            else figures.connectionErrors++;
          }
          await sleep(100);
        }
      }
    };
    const writers = Array.from({ length: opts.clients }, (_, n) => client(n));

    const restarts: RestartFigures['restarts'] = [];
    await sleep(opts.steadyMs);
    for (const mode of opts.restarts) {
      const down = Date.now();
      await cluster.stop(mode);
      log(`database stopped (${mode})`);
      await sleep(opts.downMs);
      await cluster.start();
      const up = Date.now();
      log('database started');
      const deadline = up + 120_000;
      while (lastAckAt < up && Date.now() < deadline && !api.hasExited()) await sleep(20);
      restarts.push({ mode, downMs: up - down, recoveredMs: lastAckAt >= up ? lastAckAt - up : Infinity });
      await sleep(opts.steadyMs);
    }
    stopping = true;
    await Promise.all(writers);

    // a message written after the restarts reaches the connection opened before them, live
    const after = `after the restarts ${Date.now()}`;
    // bounded, like every wait here, so an API that died or hangs ends the run with its figures
    await fetch(`${base}/v1/company/chat`, {
      method: 'POST',
      headers: { ...admin.headers, 'content-type': 'application/json' },
      body: JSON.stringify({ company_id: member.companyId, message: after }),
      signal: AbortSignal.timeout(HUNG_MS),
    }).catch(() => undefined);
    const liveUntil = Date.now() + 60_000;
    while (!texts.includes(after) && Date.now() < liveUntil && !api.hasExited()) await sleep(50);

    const check = new pg.Client({ connectionString: url });
    await check.connect();
    const { rows } = await check.query<{ id: number }>('select id from credit_ledger where note = $1', [marker]);
    await check.end();
    // bigint ids come back from pg as strings
    const stored = new Set(rows.map((r) => Number(r.id)));
    const held = new Set(acked);
    const exitedDuringRun = api.hasExited();
    api.child.kill('SIGTERM');
    // its own shutdown deadline (SHUTDOWN_TIMEOUT_S) is well inside this; past it the stop hung
    const code = await Promise.race([api.exited.then((e) => e.code), sleep(STOP_WAIT_MS).then(() => null)]);
    return {
      workers: opts.workers,
      clients: opts.clients,
      acknowledged: held.size,
      lost: [...held].filter((id) => !stored.has(id)).length,
      unacknowledged: [...stored].filter((id) => !held.has(id)).length,
      ...figures,
      restarts,
      resyncs,
      liveAfterRestarts: texts.includes(after),
      deaths: api
        .output()
        .split('\n')
        .filter((l) => /uncaught error|second error|exited \(|starting another/.test(l))
        .map((l) => l.slice(0, 300)),
      exitedDuringRun,
      exitCode: code,
      outputTail: api.output().slice(-3000),
    };
  } finally {
    socket?.terminate();
    if (!api.hasExited()) {
      api.child.kill('SIGKILL');
      await api.exited;
    }
    cluster.destroy();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
