import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrationsDir } from '../lib/paths.ts';
import type { Database } from './client.ts';

/** Applies the committed SQL migrations. On PostgreSQL an advisory lock lets several processes start at once. */
export async function migrate(database: Database): Promise<void> {
  const config = { migrationsFolder: migrationsDir };
  if (!database.pool) {
    await migratePglite(database.db as unknown as PgliteDatabase, config);
    return;
  }
  const client = await database.pool.connect();
  try {
    await client.query(`select pg_advisory_lock(hashtext('triptender:migrate'))`);
    await migratePg(drizzle({ client }), config);
  } finally {
    await client.query(`select pg_advisory_unlock(hashtext('triptender:migrate'))`).catch(() => {});
    client.release();
  }
}
