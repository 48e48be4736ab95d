// One API process: open the database, serve, run the background jobs (when it leads them), and stop
// cleanly within SHUTDOWN_TIMEOUT_S. Used by main.ts alone (WORKERS=1) and by each cluster worker.
import fs from 'node:fs';
import closeWithGrace from 'close-with-grace';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import { SHUTDOWN_MESSAGE } from './cluster.ts';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { migrate } from './db/migrate.ts';
import { openDatabase } from './db/open.ts';
import { isEmpty, seedDemo } from './demo/seed.ts';
import { fillVisibleText } from './domain/visible-text.ts';
import { openFileStore } from './lib/file-store.ts';
import { webDistDir } from './lib/paths.ts';
import { moveDiskLogos } from './modules/companies/logo-migration.ts';
import { startBackgroundJobs } from './workers.ts';

type Log = { info(msg: string): void; warn(msg: string): void };

/**
 * What one start does before serving, once per start however many workers follow: the migrations,
 * the masked copies of leads' free text that have none (all of them once, after migration 0023:
 * domain/visible-text.ts, so the server serves only once every lead shows companies its free text
 * masked by the rules in code), demo data in an empty embedded database (or with --demo), and logos
 * an older version kept on disk. Answers whether demo data was loaded.
 */
export async function prepareDatabase(database: Database, config: Config, opts: { demo: boolean; log: Log }) {
  await migrate(database);
  const filled = await fillVisibleText(database.db);
  if (filled > 0) opts.log.info(`masked copies of the free text of ${filled} leads computed`);
  const seed = (database.kind === 'pglite' || opts.demo) && (await isEmpty(database.db));
  if (seed) await seedDemo(database.db, config.publicUrl);
  const files = openFileStore({ db: database.db, s3: config.s3 });
  try {
    await moveDiskLogos({ db: database.db, files, dataDir: config.dataDir, log: opts.log });
  } finally {
    files.close();
  }
  return { seeded: seed };
}

/**
 * Serves on PORT until asked to stop. Stopping (SIGINT or SIGTERM; in a worker, its primary's message
 * or the primary's death; an uncaught error) closes the listening socket, lets requests in flight
 * finish and says goodbye to WebSockets (1001), lets the outbox step in progress finish, then closes
 * the database, and exits 0; past SHUTDOWN_TIMEOUT_S it exits 1 whatever is left. A second signal
 * (not in a worker, where the primary decides) exits at once.
 */
export async function startServer(
  config: Config,
  opts: { prepare: false | { demo: boolean }; worker: boolean; onListening?: (seeded: boolean) => void },
): Promise<FastifyInstance> {
  const database = await openDatabase(config, 'server');
  let seeded = false;
  let app: FastifyInstance | undefined;
  let jobs: ReturnType<typeof startBackgroundJobs> | undefined;
  let reason = '';
  // a stop asked for while starting waits for the start to finish (or fail), then stops what it started
  let starting: Promise<unknown> = Promise.resolve();

  const grace = closeWithGrace(
    {
      delay: config.shutdownTimeoutMs,
      logger: { error: (m: unknown) => (app ? app.log.error(m) : console.error(m)) },
      // a worker stops when its primary says (the terminal's Ctrl-C reaches both: one stop, not two)
      skip: opts.worker ? ['SIGINT', 'SIGTERM'] : [],
    },
    async ({ signal, err }) => {
      const log = app?.log;
      if (err && log) log.error({ err }, 'uncaught error: stopping');
      else if (err) console.error(err);
      const why = signal ?? (err ? 'error' : reason || 'stop');
      await starting.catch(() => {});
      app?.log.info(`${why}: finishing in-flight requests and the outbox step in progress, then closing the database`);
      await Promise.all([app?.close(), jobs?.stop()]);
      await database.close();
      app?.log.info(`${why}: stopped cleanly`);
    },
  );
  if (opts.worker) {
    let asked = false;
    const stop = (why: string) => {
      if (asked) return;
      asked = true;
      reason = why;
      grace.close();
    };
    process.on('SIGINT', () => stop('SIGINT'));
    process.on('SIGTERM', () => stop('SIGTERM'));
    process.on('message', (m) => m === SHUTDOWN_MESSAGE && stop('shutdown (from the primary)'));
    process.on('disconnect', () => stop('primary gone'));
  }

  starting = (async () => {
    if (opts.prepare) ({ seeded } = await prepareDatabase(database, config, { demo: opts.prepare.demo, log: console }));
    app = await buildApp({
      config,
      database,
      webDistDir: config.serveWeb && fs.existsSync(webDistDir) ? webDistDir : null,
    });
    jobs = startBackgroundJobs({ database, config, log: app.log });
    await app.listen({ port: config.port, host: config.host });
  })();
  try {
    await starting;
  } catch (err) {
    grace.uninstall();
    await Promise.allSettled([app?.close(), jobs?.stop()]);
    await database.close();
    throw err;
  }
  opts.onListening?.(seeded);
  return app!;
}
