// Backup and restore of the embedded database through the CLI, as an operator runs it:
// data written, backed up, changed, restored, and the data as it was; refused while a
// server holds the data dir. PostgreSQL uses pg_dump (docs/operations.md), so this runs on PGlite.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createCompany } from '../modules/companies/service.ts';
import { openPglite } from './client.ts';
import { migrate } from './migrate.ts';
import { companies } from './schema.ts';

const apiDir = path.resolve(import.meta.dirname, '../..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tt-backup-'));
const backupFile = path.join(dataDir, '..', `${path.basename(dataDir)}.tar.gz`);
afterAll(() => {
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.rmSync(backupFile, { force: true });
});

function cli(...args: string[]) {
  const { DATABASE_URL: _embedded, ...env } = process.env;
  const r = spawnSync(process.execPath, ['--enable-source-maps', 'dist/cli.js', ...args], {
    cwd: apiDir,
    env: { ...env, DATA_DIR: dataDir, NODE_ENV: 'test' },
    encoding: 'utf8',
  });
  return { code: r.status, out: r.stdout.trim(), err: r.stderr.trim() };
}

/** Opens the data dir as the server would (taking its lock), runs `work`, closes it. */
async function withDatabase<T>(work: (db: Awaited<ReturnType<typeof openPglite>>) => Promise<T>): Promise<T> {
  const database = await openPglite({ dataDir, lockOwner: 'server' });
  try {
    return await work(database);
  } finally {
    await database.close();
  }
}

const companyNames = () =>
  withDatabase(async (d) => (await d.db.select({ name: companies.name }).from(companies)).map((c) => c.name).sort());

describe.skipIf(!!process.env.DATABASE_URL)('npm run cli -- backup / restore (embedded database)', () => {
  it(
    'restores the data as it was when backed up, and refuses while a server holds the data dir',
    async () => {
      await withDatabase(async (d) => {
        await migrate(d);
        await createCompany({
          db: d.db,
          actorUserId: null,
          company: { name: 'Before Tours', email: 'before@x.example' },
        });
      });

      const backup = cli('backup', backupFile);
      expect(backup.err).toBe('');
      expect(backup.code).toBe(0);
      expect(backup.out).toContain(`to ${backupFile}`);

      // a running server holds the lock: both commands refuse, and say why
      const server = await openPglite({ dataDir, lockOwner: 'server' });
      try {
        for (const command of ['backup', 'restore']) {
          const refused = cli(command, backupFile);
          expect(refused.code, refused.err).toBe(3);
          expect(refused.err).toMatch(/in use by the TripTender server/);
        }
      } finally {
        await server.close();
      }

      await withDatabase((d) =>
        createCompany({ db: d.db, actorUserId: null, company: { name: 'After Tours', email: 'after@x.example' } }),
      );
      expect(await companyNames()).toEqual(['After Tours', 'Before Tours']);

      const restore = cli('restore', backupFile);
      expect(restore.err).toBe('');
      expect(restore.code).toBe(0);
      expect(restore.out).toMatch(/The database it replaced is kept in .*pgdata\.before-restore-/);
      expect(await companyNames()).toEqual(['Before Tours']);

      // a file that is not a backup is refused, and the database is left as it was
      const junk = path.join(dataDir, 'not-a-backup.tar.gz');
      fs.writeFileSync(junk, 'hello');
      const bad = cli('restore', junk);
      expect(bad.code).toBe(1);
      expect(bad.err).toContain('is not a TripTender backup');
      expect(await companyNames()).toEqual(['Before Tours']);
    },
    600_000, // five CLI processes and four openings of the database: minutes on a loaded 2-core machine
  );
});
