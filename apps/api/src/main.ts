import fs from 'node:fs';
import { loadConfig } from './config.ts';
import { buildApp } from './app.ts';
import { DataDirBusyError } from './db/data-dir-lock.ts';
import { migrate } from './db/migrate.ts';
import { openDatabase } from './db/open.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo/accounts.ts';
import { isEmpty, seedDemo } from './demo/seed.ts';
import { webDistDir } from './lib/paths.ts';
import { startBackgroundJobs } from './workers.ts';

async function main() {
  const config = loadConfig();
  const wantDemo = process.argv.includes('--demo');
  const database = await openDatabase(config, 'server');
  await migrate(database);

  // the embedded database is for trying the product: it starts with demo data when empty
  const seed = (database.kind === 'pglite' || wantDemo) && (await isEmpty(database.db));
  if (seed) await seedDemo(database.db, config.publicUrl);

  const app = await buildApp({
    config,
    database,
    webDistDir: config.serveWeb && fs.existsSync(webDistDir) ? webDistDir : null,
  });
  const jobs = startBackgroundJobs({ database, config, log: app.log });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) {
      app.log.warn(`${signal} again: exiting now`);
      process.exit(1);
    }
    closing = true;
    app.log.info(`${signal}: finishing in-flight requests, then closing the database`);
    try {
      await app.close();
      await jobs.stop();
      await database.close();
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'error during shutdown');
      process.exit(1);
    }
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const where = database.kind === 'pglite' ? `embedded PGlite in ${config.dataDir}` : 'PostgreSQL';
  const lines = [
    '',
    `  TripTender is running at ${config.publicUrl}`,
    `  Database: ${where}${seed ? ' (demo data loaded)' : ''}`,
    `  API docs: ${config.publicUrl}/docs`,
  ];
  if (seed || database.kind === 'pglite') {
    lines.push('', `  Demo accounts (password "${DEMO_PASSWORD}"):`);
    for (const a of DEMO_ACCOUNTS) lines.push(`    ${a.role.padEnd(16)} ${a.email}`);
  }
  console.log(lines.join('\n') + '\n');
}

main().catch((err: unknown) => {
  if (err instanceof DataDirBusyError) {
    console.error(`\n  ${err.message}\n`);
  } else {
    console.error(err);
  }
  process.exit(1);
});
