import cluster from 'node:cluster';
import { READY_MESSAGE, superviseWorkers, workerCount } from './cluster.ts';
import { type Config, loadConfig } from './config.ts';
import { DataDirBusyError } from './db/data-dir-lock.ts';
import { openDatabase } from './db/open.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo/accounts.ts';
import { prepareDatabase, startServer } from './server.ts';

function banner(config: Config, opts: { seeded: boolean; workers: number }) {
  const embedded = !config.databaseUrl;
  const where = embedded ? `embedded PGlite in ${config.dataDir}` : 'PostgreSQL';
  const lines = [
    '',
    `  TripTender is running at ${config.publicUrl}`,
    `  Database: ${where}${opts.seeded ? ' (demo data loaded)' : ''}`,
    `  Processes: ${opts.workers}${opts.workers > 1 ? ` workers on port ${config.port}` : ''}`,
    `  API docs: ${config.publicUrl}/docs`,
  ];
  if (opts.seeded || embedded) {
    lines.push('', `  Demo accounts (password "${DEMO_PASSWORD}"):`);
    for (const a of DEMO_ACCOUNTS) lines.push(`    ${a.role.padEnd(16)} ${a.email}`);
  }
  console.log(lines.join('\n') + '\n');
}

async function main() {
  const config = loadConfig();
  const demo = process.argv.includes('--demo');

  if (cluster.isWorker) {
    // the primary prepared the database; this process only serves
    await startServer(config, { prepare: false, worker: true, onListening: () => process.send?.(READY_MESSAGE) });
    return;
  }

  const workers = workerCount(config);
  if (workers === 1) {
    await startServer(config, {
      prepare: { demo },
      worker: false,
      onListening: (seeded) => banner(config, { seeded, workers }),
    });
    return;
  }

  // several workers (PostgreSQL only): migrations, demo data and moved logos once, before any serves
  const database = await openDatabase(config, 'cli');
  const { seeded } = await prepareDatabase(database, config, { demo, log: console }).finally(() => database.close());
  superviseWorkers({
    count: workers,
    shutdownTimeoutMs: config.shutdownTimeoutMs,
    onAllReady: () => banner(config, { seeded, workers }),
  });
}

main().catch((err: unknown) => {
  if (err instanceof DataDirBusyError) {
    console.error(`\n  ${err.message}\n`);
  } else if (err instanceof Error && err.message.startsWith('WORKERS=')) {
    console.error(`\n  ${err.message}\n`);
  } else {
    console.error(err);
  }
  process.exit(1);
});
