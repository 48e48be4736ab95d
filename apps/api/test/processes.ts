// Real server processes for the tests that start them (npm start, several API processes): their output
// kept, and waits that allow minutes on a busy machine and say what they waited for when they give up.
import { type ChildProcess, spawn, type SpawnOptions } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import net from 'node:net';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { withDatabase } from './global-setup.ts';

/** The repository root. */
export const repoRoot = path.resolve(import.meta.dirname, '../../..');
/** The API's folder, where `node --import tsx src/main.ts` runs the server from its sources. */
export const apiRoot = path.resolve(import.meta.dirname, '..');

/** A start on a loaded 2-core machine (migrations, demo data, a build by npm start) can take minutes. */
export const START_TIMEOUT_MS = 8 * 60_000;

export type RunningProcess = {
  child: ChildProcess;
  /** Everything it printed so far, stdout and stderr together. */
  output(): string;
  /** Resolves when it has exited. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  hasExited(): boolean;
  /** Resolves once its output matches `pattern`; rejects after timeoutMs saying what it waited for. */
  waitForOutput(pattern: RegExp, what: string, timeoutMs?: number): Promise<void>;
};

export function startProcess(command: string, args: string[], opts: SpawnOptions): RunningProcess {
  const child = spawn(command, args, { ...opts, stdio: ['ignore', 'pipe', 'pipe'] });
  let text = '';
  let done = false;
  const listeners = new Set<() => void>();
  const onData = (d: Buffer) => {
    text += d.toString();
    for (const l of listeners) l();
  };
  child.stdout!.on('data', onData);
  child.stderr!.on('data', onData);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on('exit', (code, signal) => {
      done = true;
      for (const l of listeners) l();
      resolve({ code, signal });
    }),
  );
  return {
    child,
    output: () => text,
    exited,
    hasExited: () => done,
    waitForOutput(pattern, what, timeoutMs = START_TIMEOUT_MS) {
      return new Promise((resolve, reject) => {
        const check = () => {
          if (pattern.test(text)) {
            finish();
            resolve();
          } else if (done) {
            finish();
            reject(new Error(`the process exited before ${what}; its output:\n${text.slice(-4000)}`));
          }
        };
        const timer = setTimeout(() => {
          finish();
          reject(new Error(`waited ${timeoutMs / 1000} s for ${what}; its output:\n${text.slice(-4000)}`));
        }, timeoutMs);
        const finish = () => {
          clearTimeout(timer);
          listeners.delete(check);
        };
        listeners.add(check);
        check();
      });
    },
  };
}

/**
 * Asks `${base}/healthz` until it answers 200: `what` names the server in the error if it does not
 * within timeoutMs, or if `proc` exits first (with its output).
 */
export async function waitForHealthy(
  base: string,
  what: string,
  opts: { proc?: RunningProcess; timeoutMs?: number } = {},
): Promise<void> {
  const deadline = Date.now() + (opts.timeoutMs ?? START_TIMEOUT_MS);
  for (;;) {
    if (opts.proc?.hasExited()) {
      throw new Error(`${what} exited before it answered /healthz; its output:\n${opts.proc.output().slice(-4000)}`);
    }
    const ok = await fetch(`${base}/healthz`, { signal: AbortSignal.timeout(10_000) }).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    if (Date.now() > deadline) {
      const tail = opts.proc ? `; its output:\n${opts.proc.output().slice(-4000)}` : '';
      throw new Error(
        `${what} did not answer ${base}/healthz within ${(opts.timeoutMs ?? START_TIMEOUT_MS) / 1000} s${tail}`,
      );
    }
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** A TCP port nobody listens on now (the OS picks it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/**
 * A migrated PostgreSQL database of its own (a copy of the run's template) for server processes to
 * share; `drop` removes it. Only under DATABASE_URL.
 */
export async function processDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const server = process.env.DATABASE_URL!;
  const name = `${inject('pgTemplate')}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}" TEMPLATE "${inject('pgTemplate')}"`);
  return {
    url: withDatabase(server, name),
    async drop() {
      await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await admin.end();
    },
  };
}
