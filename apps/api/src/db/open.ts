import type { Config } from '../config.ts';
import { type Database, openPglite, openPostgres } from './client.ts';

/** PostgreSQL when DATABASE_URL is set, else the embedded database in DATA_DIR. */
export function openDatabase(config: Config, owner: 'server' | 'cli'): Promise<Database> {
  return config.databaseUrl
    ? openPostgres(config.databaseUrl, { max: owner === 'cli' ? 2 : config.databasePoolMax })
    : openPglite({
        dataDir: config.dataDir,
        lockOwner: owner,
        ...(owner === 'server' ? { queue: config.pgliteQueue } : {}),
      });
}
