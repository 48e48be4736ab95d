import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const healthBody = z.object({ status: z.enum(['ok', 'unavailable']), database: z.enum(['up', 'down']) });
const PING_TIMEOUT_MS = 2000;

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/healthz',
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness and database check: 200 when the database answers, 503 when it does not',
        response: { 200: healthBody, 503: healthBody },
      },
    },
    async (_req, reply) => {
      let timer: NodeJS.Timeout | undefined;
      try {
        await Promise.race([
          app.database.ping(),
          new Promise((_, reject) => {
            timer = setTimeout(() => reject(new Error('database ping timed out')), PING_TIMEOUT_MS);
          }),
        ]);
        return { status: 'ok' as const, database: 'up' as const };
      } catch (err) {
        app.log.warn({ err }, 'health check: database unavailable');
        return reply.status(503).send({ status: 'unavailable', database: 'down' });
      } finally {
        clearTimeout(timer);
      }
    },
  );
};
