import { z } from 'zod';
import { moduleRoutes } from '../../lib/route.ts';
import { pendingMigrations } from '../../db/migrate.ts';

const healthBody = z.object({ status: z.enum(['ok', 'unavailable']), database: z.enum(['up', 'down']) });
const readyBody = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: z.enum(['up', 'down']),
  /** Committed migrations the database has not had (null when it could not be asked). */
  pending_migrations: z.number().int().nullable(),
});
const PING_TIMEOUT_MS = 2000;

/** Runs `work`, failing it after PING_TIMEOUT_MS: a database that hangs is as down as one that refuses. */
async function withinTimeout<T>(work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      work,
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('database check timed out')), PING_TIMEOUT_MS);
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}

export const healthRoutes = moduleRoutes('health', async (route, app) => {
  route.get(
    '/healthz',
    { response: { 200: healthBody, 503: healthBody }, public: true },
    'Liveness and database check: 200 when the database answers, 503 when it does not',
    async (_req, reply) => {
      try {
        await withinTimeout(app.database.ping());
        return { status: 'ok' as const, database: 'up' as const };
      } catch (err) {
        app.log.warn({ err }, 'health check: database unavailable');
        return reply.status(503).send({ status: 'unavailable', database: 'down' });
      }
    },
  );

  route.get(
    '/readyz',
    { response: { 200: readyBody, 503: readyBody }, public: true },
    'Readiness: 200 when the database answers and has every committed migration, 503 otherwise ' +
      '(a load balancer sends no traffic here until then)',
    async (req, reply) => {
      let pending: number;
      try {
        pending = await withinTimeout(pendingMigrations(app.database));
      } catch (err) {
        req.log.warn({ err }, 'readiness: database unavailable');
        return reply.status(503).send({ status: 'unavailable', database: 'down', pending_migrations: null });
      }
      if (pending > 0) {
        req.log.warn({ pending }, 'readiness: migrations not yet applied');
        return reply.status(503).send({ status: 'unavailable', database: 'up', pending_migrations: pending });
      }
      return { status: 'ok' as const, database: 'up' as const, pending_migrations: 0 };
    },
  );
});
