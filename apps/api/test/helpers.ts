// Boots the real app on a fresh copy of the migrated test database, one per test file.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, inject } from 'vitest';
import { buildApp } from '../src/app.ts';
import { type Config, loadConfig } from '../src/config.ts';
import { type Database, openPglite, openPostgres } from '../src/db/client.ts';
import { fixtures } from './fixtures.ts';
import { withDatabase } from './global-setup.ts';

export type TestContext = {
  app: FastifyInstance;
  database: Database;
  db: Database['db'];
  config: Config;
  dataDir: string;
  close(): Promise<void>;
};

export async function openTestDatabase(): Promise<{ database: Database; drop(): Promise<void> }> {
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
  const database = await openPglite({ loadDataDir: new Blob([dump]) });
  return { database, drop: async () => {} };
}

export async function createTestContext(env: Record<string, string> = {}): Promise<TestContext> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tt-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    PUBLIC_URL: 'http://localhost:3000',
    ...env,
  });
  const { database, drop } = await openTestDatabase();
  const app = await buildApp({ config, database, webDistDir: null, logger: false });
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

export type Fixtures = ReturnType<typeof fixtures>;

/**
 * The app and database of one test file: booted before its first test and closed after its last;
 * `ready` receives them (assign them to the file's own `ctx` and `fx`). Setup that needs them goes
 * in a `beforeAll` after this call.
 */
export function setupTestFile(ready: (ctx: TestContext, fx: Fixtures) => void, env?: Record<string, string>) {
  let ctx: TestContext | undefined;
  beforeAll(async () => {
    ctx = await createTestContext(env);
    ready(ctx, fixtures(ctx.db));
  });
  afterAll(() => ctx?.close());
}
