// Runs once per test run: builds one migrated database to copy for every test file, which is much
// faster than migrating per file. PGlite: a data-dir dump. PostgreSQL (DATABASE_URL): a template db.
// And the API bundle, when older than its sources, for the tests that run it as a separate process.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPglite, openPostgres } from '../src/db/client.ts';
import { migrate } from '../src/db/migrate.ts';
import { buildIfNeeded } from '../../../scripts/build-if-needed.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteDump: string;
    pgTemplate: string;
  }
}

export function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

export default async function setup(project: TestProject) {
  // the CLI's tests run the built CLI (dist/cli.js), as `npm run cli` does: built once here when stale
  buildIfNeeded({ only: ['apps/api'] });
  const url = process.env.DATABASE_URL;
  if (url) {
    const template = `tt_tpl_${process.pid}_${Date.now()}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${template}"`);
    const database = await openPostgres(withDatabase(url, template), { max: 1 });
    await migrate(database);
    await database.close();
    project.provide('pgTemplate', template);
    project.provide('pgliteDump', '');
    return async () => {
      // drop what this run made: the template and any test database a crashed file left behind
      const { rows } = await admin.query<{ datname: string }>(
        `SELECT datname FROM pg_database WHERE datname = $1 OR datname LIKE $2`,
        [template, `${template}_%`],
      );
      for (const r of rows) await admin.query(`DROP DATABASE IF EXISTS "${r.datname}" WITH (FORCE)`);
      await admin.end();
    };
  }

  const database = await openPglite();
  await migrate(database);
  const dump = await database.pglite!.dumpDataDir('none');
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'tt-pglite-')), 'template.tar');
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  project.provide('pgliteDump', file);
  project.provide('pgTemplate', '');
  return () => fs.rmSync(path.dirname(file), { recursive: true, force: true });
}
