// The PostgreSQL databases of the bench scripts, on the server of DATABASE_URL (default: local postgres).
import pg from 'pg';
import { type Database, openPostgres } from '../apps/api/src/db/client.ts';
import { migrate } from '../apps/api/src/db/migrate.ts';

export const pgServer = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** The URL of a database on that server. */
export function databaseUrl(name: string): string {
  const url = new URL(pgServer);
  url.pathname = `/${name}`;
  return url.toString();
}

async function onServer(...statements: string[]) {
  const admin = new pg.Client({ connectionString: pgServer });
  await admin.connect();
  try {
    for (const statement of statements) await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/** Drops the database if it is there. */
export const dropDatabase = (name: string) => onServer(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);

/** Creates the database anew (dropping the old one), applies the migrations and opens it. */
export async function freshDatabase(name: string): Promise<Database> {
  await onServer(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`, `CREATE DATABASE "${name}"`);
  const database = await openPostgres(databaseUrl(name), { max: 4 });
  await migrate(database);
  return database;
}
