import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
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

/**
 * How many committed migrations the database has not had (drizzle's own rule: those newer than the
 * last one it recorded); every one when it has none. /readyz answers 503 while this is not 0.
 */
export async function pendingMigrations(database: Database): Promise<number> {
  const files = readMigrationFiles({ migrationsFolder: migrationsDir });
  let last = -1;
  try {
    const result = await database.db.execute<{ created_at: string | number | null }>(
      sql`select max(created_at) as created_at from drizzle.__drizzle_migrations`,
    );
    const rows = (result as { rows?: { created_at: string | number | null }[] }).rows ?? [];
    last = Number(rows[0]?.created_at ?? -1);
  } catch (err) {
    // no migrations table: nothing applied yet
    if ((err as { code?: string }).code !== '42P01' && !/does not exist/.test(String(err))) throw err;
  }
  return files.filter((m) => m.folderMillis > last).length;
}
