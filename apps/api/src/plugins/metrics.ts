// GET /metrics (Prometheus), the per-route request counters behind it, and the 503 an overloaded
// process answers (@fastify/under-pressure). docs/decisions/022-metrics-and-observability.md
import { timingSafeEqual } from 'node:crypto';
import cluster from 'node:cluster';
import underPressure from '@fastify/under-pressure';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AggregatorRegistry } from 'prom-client';
import { z } from 'zod';
import { MESSAGES } from '@triptender/contract/constants';
import { errorResponses } from '../lib/openapi.ts';
import {
  httpDuration,
  httpErrors,
  httpRequests,
  METRICS_MESSAGE,
  type MetricsMessage,
  metricsRegistry,
  overloadRefusals,
  trackDatabase,
} from '../lib/metrics.ts';

if (cluster.isWorker) {
  // answers the primary's prom-client requests with this process's registry
  new AggregatorRegistry();
  AggregatorRegistry.setRegistries([metricsRegistry]);
}

let nextId = 0;
const pending = new Map<number, (m: MetricsMessage) => void>();
let listening = false;

/** Every worker's metrics, summed by the primary; rejects when it does not answer within 10 s. */
function clusterMetrics(): Promise<string> {
  if (!listening) {
    listening = true;
    process.on('message', (m: MetricsMessage) => {
      if (m?.type === METRICS_MESSAGE) pending.get(m.id)?.(m);
    });
  }
  const id = nextId++;
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      pending.delete(id);
      reject(new Error('the primary did not answer with the cluster metrics'));
    }, 10_000);
    pending.set(id, (m) => {
      clearTimeout(timer);
      pending.delete(id);
      if (m.text !== undefined) resolve(m.text);
      else reject(new Error(m.error ?? 'no metrics'));
    });
    process.send!({ type: METRICS_MESSAGE, id } satisfies MetricsMessage);
  });
}

/** The route pattern, never the raw URL (ids in paths would make a series per lead). */
const routeOf = (req: FastifyRequest) => req.routeOptions.url ?? 'unmatched';

function tokenMatches(header: string | undefined, token: string): boolean {
  const given = Buffer.from(header?.startsWith('Bearer ') ? header.slice(7) : '');
  const wanted = Buffer.from(token);
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}

const metricsRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/metrics',
    {
      schema: {
        tags: ['health'],
        summary:
          'Prometheus metrics (text format). With METRICS_TOKEN set, send it as a bearer token; with ' +
          'WORKERS > 1, the sum over every worker',
        produces: ['text/plain'],
        response: { 200: z.string(), ...errorResponses(401, 503) },
      },
    },
    async (req, reply) => {
      const token = app.config.metricsToken;
      if (token && !tokenMatches(req.headers.authorization, token)) {
        return reply.status(401).header('WWW-Authenticate', 'Bearer').send({ message: MESSAGES.unauthenticated });
      }
      let text: string;
      try {
        text = cluster.isWorker && process.send ? await clusterMetrics() : await metricsRegistry.metrics();
      } catch (err) {
        req.log.error({ err }, 'metrics could not be collected');
        return reply.status(503).send({ message: MESSAGES.serviceUnavailable });
      }
      return reply.header('Content-Type', metricsRegistry.contentType).header('Cache-Control', 'no-store').send(text);
    },
  );
};

export async function registerMetrics(app: FastifyInstance) {
  const untrack = trackDatabase(app.database);
  app.addHook('onClose', async () => untrack());

  app.addHook('onResponse', async (req, reply) => {
    const labels = { method: req.method, route: routeOf(req), status_code: String(reply.statusCode) };
    httpRequests.inc(labels);
    httpDuration.observe(labels, reply.elapsedTime / 1000);
    if (reply.statusCode >= 500) httpErrors.inc({ method: labels.method, route: labels.route });
  });

  const { maxEventLoopDelayMs, maxEventLoopUtilization, retryAfterS } = app.config.pressure;
  await app.register(underPressure, {
    maxEventLoopDelay: maxEventLoopDelayMs,
    maxEventLoopUtilization,
    // the last second, not the average since start
    eventLoopUtilizationMode: 'interval',
    sampleInterval: 1000,
    retryAfter: retryAfterS,
    // a value returned is sent as the answer (its types say void: they lag the plugin's README)
    pressureHandler: ((req: FastifyRequest, reply: FastifyReply, type: string, value: number | undefined) => {
      overloadRefusals.inc();
      req.log.warn({ type, value }, 'overloaded: answered 503');
      // a string, sent as it is: the route's own response schema (for its 503, if any) is not this
      void reply
        .status(503)
        .header('Retry-After', String(retryAfterS))
        .header('Content-Type', 'application/json; charset=utf-8');
      return JSON.stringify({ message: MESSAGES.serviceUnavailable });
    }) as unknown as (req: FastifyRequest, reply: FastifyReply, type: string, value: number | undefined) => void,
  });
  await app.register(metricsRoute);
}
