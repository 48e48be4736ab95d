// `npm run cli -- backup <file>` and `restore <file>` (cli.ts): the embedded database only; on
// PostgreSQL the answer points to pg_dump (docs/operations.md). docs/decisions/023-backups.md
import path from 'node:path';
import { loadConfig } from './config.ts';
import { backupPglite, restorePglite } from './db/backup.ts';
import { DataDirBusyError } from './db/data-dir-lock.ts';

export const BACKUP_USAGE = `  backup FILE     Writes a copy of the embedded database (DATA_DIR) to FILE. The server must be
                  stopped; on PostgreSQL use pg_dump (docs/operations.md).
  restore FILE    Replaces the embedded database with the backup in FILE (the current one is kept
                  beside it as pgdata.before-restore-<time>). The server must be stopped.`;

/** Runs backup or restore; answers the exit code (0 done, 1 failed, 2 usage, 3 a server holds the data dir). */
export async function runBackupCommand(name: 'backup' | 'restore', args: string[], usage: string): Promise<number> {
  if (args.length !== 1 || args[0]!.startsWith('-')) {
    console.error(`${name}: give one file\n\n${usage}`);
    return 2;
  }
  const file = path.resolve(args[0]!);
  const config = loadConfig();
  if (config.databaseUrl) {
    console.error(
      `${name}: DATABASE_URL is set. Back up PostgreSQL with pg_dump and restore with pg_restore ` +
        '(docs/operations.md); this command is for the embedded database.',
    );
    return 2;
  }
  try {
    if (name === 'backup') {
      const { bytes } = await backupPglite(config.dataDir, file);
      console.log(`Backed up ${config.dataDir} to ${file} (${(bytes / 1024).toFixed(0)} KB).`);
    } else {
      const { keptAs } = await restorePglite(config.dataDir, file);
      console.log(
        `Restored ${file} into ${config.dataDir}.` +
          (keptAs ? ` The database it replaced is kept in ${keptAs}: delete it once you have checked.` : ''),
      );
    }
    return 0;
  } catch (err) {
    if (err instanceof DataDirBusyError) {
      console.error(`${name}: ${err.message}`);
      return 3;
    }
    console.error(`${name}: ${(err as Error).message}`);
    return 1;
  }
}
