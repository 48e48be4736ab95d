// Backups of the embedded database: `npm run cli -- backup <file>` and
// `restore <file>`. PostgreSQL is backed up with its own tools: docs/operations.md.
// docs/decisions/023-backups.md
import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { acquireDataDirLock } from './data-dir-lock.ts';
import { openPglite, pgDataDir } from './client.ts';

/**
 * Writes a consistent copy of the embedded database in `dataDir` to `file` (a gzipped tarball of its
 * data directory, PGlite's dumpDataDir). It takes the data dir's lock, so it refuses with
 * DataDirBusyError while a server runs on it: PGlite lives inside that server's process, and no
 * other process can read its files consistently. Written to a temporary file first, so a backup cut
 * short never leaves a truncated file under the name asked for.
 */
export async function backupPglite(dataDir: string, file: string): Promise<{ bytes: number }> {
  if (!fs.existsSync(pgDataDir(dataDir))) throw new Error(`There is no embedded database in ${dataDir} to back up.`);
  const database = await openPglite({ dataDir, lockOwner: 'cli' });
  try {
    const dump = await database.pglite!.dumpDataDir('gzip');
    const bytes = Buffer.from(await dump.arrayBuffer());
    const partial = `${file}.partial`;
    fs.writeFileSync(partial, bytes);
    fs.renameSync(partial, file);
    return { bytes: bytes.length };
  } finally {
    await database.close();
  }
}

/**
 * Replaces the embedded database in `dataDir` with the backup in `file`. The backup is opened in
 * memory first (a file that is not one is refused before anything changes); then, holding the data
 * dir's lock (refused while a server runs), the current database is moved aside to
 * `pgdata.before-restore-<time>` (deleted by hand once the restore is checked) and the backup loaded
 * in its place. If loading fails, the old one is put back.
 */
export async function restorePglite(dataDir: string, file: string): Promise<{ keptAs: string | null }> {
  const dump = new Blob([fs.readFileSync(file)]);
  try {
    const probe = await openPglite({ loadDataDir: dump });
    await probe.ping();
    await probe.close();
  } catch (err) {
    throw new Error(`${file} is not a TripTender backup of the embedded database (${(err as Error).message}).`);
  }
  fs.mkdirSync(dataDir, { recursive: true });
  const lock = acquireDataDirLock(dataDir, 'cli');
  const pgdata = pgDataDir(dataDir);
  const aside = fs.existsSync(pgdata)
    ? `${pgdata}.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`
    : null;
  try {
    if (aside) fs.renameSync(pgdata, aside);
    try {
      const client = await PGlite.create({ dataDir: pgdata, loadDataDir: dump, extensions: { pg_trgm } });
      await client.query('select 1');
      await client.close();
    } catch (err) {
      fs.rmSync(pgdata, { recursive: true, force: true });
      if (aside) fs.renameSync(aside, pgdata);
      throw err;
    }
    return { keptAs: aside };
  } finally {
    lock.release();
  }
}
