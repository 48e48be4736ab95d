// Boots the real app on a fresh copy of the migrated test database (harness.ts makes it one per test
// file); and the checks many files share.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { expect, inject } from 'vitest';
import { buildApp } from '../src/app.ts';
import { type Config, loadConfig } from '../src/config.ts';
import { type Database, type Db, openPglite, openPostgres } from '../src/db/client.ts';
import { emailOutbox } from '../src/db/schema.ts';
import type { EmailTemplate, EmailTemplates } from '../src/lib/outbox.ts';
import { startOutboxWorker } from '../src/modules/notifications/outbox-loop.ts';
import { sendDueEmails } from '../src/modules/notifications/outbox-worker.ts';
import { outboxJobs } from '../src/workers.ts';
import type { fixtures } from './fixtures.ts';
import { withDatabase } from './global-setup.ts';

export type TestContext = {
  app: FastifyInstance;
  database: Database;
  db: Database['db'];
  config: Config;
  dataDir: string;
  close(): Promise<void>;
};

export async function openTestDatabase(
  opts: { pgliteQueue?: { max: number; waitMs: number } } = {},
): Promise<{ database: Database; drop(): Promise<void> }> {
  const url = process.env.DATABASE_URL;
  const template = inject('pgTemplate');
  if (url && template) {
    const name = `${template}_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${name}" TEMPLATE "${template}"`);
    const database = await openPostgres(withDatabase(url, name), { max: 10 });
    return {
      database,
      async drop() {
        await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
        await admin.end();
      },
    };
  }
  const dump = fs.readFileSync(inject('pgliteDump'));
  const database = await openPglite({
    loadDataDir: new Blob([dump]),
    ...(opts.pgliteQueue ? { queue: opts.pgliteQueue } : {}),
  });
  return { database, drop: async () => {} };
}

export type TestAppOptions = {
  /** Environment variables over the test defaults. */
  env?: Record<string, string>;
  /** A web build in miniature to serve (path in the build -> content); without it no web app is served. */
  webFiles?: Record<string, string>;
  /** Bound the embedded database's queue as the server does (PGLITE_QUEUE_MAX, PGLITE_QUEUE_WAIT_MS). */
  boundedQueue?: boolean;
  /** Extra routes, added before the app is ready. */
  routes?: (app: FastifyInstance) => void;
};

/** Writes a web build into a new temporary folder and returns the folder. */
function writeWebBuild(files: Record<string, string>): string {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'tt-web-'));
  for (const [rel, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dist, rel)), { recursive: true });
    fs.writeFileSync(path.join(dist, rel), content);
  }
  return dist;
}

export async function createTestContext(opts: TestAppOptions = {}): Promise<TestContext> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tt-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    PUBLIC_URL: 'http://localhost:3000',
    ...opts.env,
  });
  const { database, drop } = await openTestDatabase(opts.boundedQueue ? { pgliteQueue: config.pgliteQueue } : {});
  const webDistDir = opts.webFiles ? writeWebBuild(opts.webFiles) : null;
  const app = await buildApp({ config, database, webDistDir, logger: false });
  opts.routes?.(app);
  await app.ready();
  return {
    app,
    database,
    db: database.db,
    config,
    dataDir,
    async close() {
      await app.close();
      await database.close();
      await drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
      if (webDistDir) fs.rmSync(webDistDir, { recursive: true, force: true });
    },
  };
}

/** app.inject with a bearer token. */
export function request(app: FastifyInstance, token: string | null, opts: InjectOptions) {
  return app.inject({
    ...opts,
    headers: { ...(opts.headers ?? {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
}

let clients = 0;
/**
 * A new client address on each call, for app.inject's `remoteAddress`: a test that is not about the
 * per-address rate limits of the public forms stays clear of them (10.200.x.y, apart from the fixed
 * addresses tests pick to reach a limit on purpose).
 */
export function newClientAddress(): string {
  clients += 1;
  return `10.200.${Math.floor(clients / 250)}.${(clients % 250) + 1}`;
}

/** A 422 answer with exactly these field messages in `data` (pass `expect.objectContaining` for some of them). */
export function expectFieldErrors(res: LightMyRequestResponse, fields: Record<string, unknown>) {
  expect(res.statusCode, res.body).toBe(422);
  expect(res.json().data).toEqual(fields);
}

/** Each query answered 422 with exactly its field messages: `{ '?from=x': { from: [message] } }`, in turn. */
export async function expectQueryErrors(
  send: (query: string) => Promise<LightMyRequestResponse>,
  cases: Record<string, Record<string, unknown>>,
) {
  for (const [query, fields] of Object.entries(cases)) {
    const res = await send(query);
    expect(res.statusCode, `${query}: ${res.body}`).toBe(422);
    expect(res.json().data, query).toEqual(fields);
  }
}

/** The data of the emails of one template queued for an address, oldest first. */
export async function queuedEmails<T extends EmailTemplate>(db: Db, to: string, template: T) {
  const rows = await db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.to_email, to), eq(emailOutbox.template, template)))
    .orderBy(emailOutbox.id);
  return rows.map((r) => r.data as EmailTemplates[T]);
}

/**
 * What the outbox worker of a running server does right after an answer: runs every due job (a guest's
 * trip request, a password reset: lib/outbox.ts) and sends every due email, to nowhere, until nothing
 * is due. Call it after a request whose work is queued, before reading what that work stores.
 */
export async function workOutbox(ctx: Pick<TestContext, 'db' | 'config'>) {
  const mailer = { send: async () => ({ filePath: null }), close() {} };
  const round = () =>
    sendDueEmails({ db: ctx.db, mailer, mailFrom: 'x', publicUrl: ctx.config.publicUrl, jobs: outboxJobs });
  while ((await round()).claimed > 0);
}

/**
 * The server's outbox worker on the test app's database, polling once an hour: only the NOTIFY of a commit
 * (or the look it takes once LISTEN is set up) sends an email in time. Stop it in a `finally`.
 */
export function startListeningWorker(ctx: Pick<TestContext, 'database' | 'config' | 'app'>) {
  return startOutboxWorker({
    database: ctx.database,
    config: ctx.config,
    log: ctx.app.log,
    jobs: outboxJobs,
    pollMs: 3_600_000,
  });
}

export type Fixtures = ReturnType<typeof fixtures>;
