import { randomUUID } from 'node:crypto';
import rateLimit from '@fastify/rate-limit';
import websocket from '@fastify/websocket';
import Fastify, { type FastifyInstance, type FastifyServerOptions, LogController } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { MESSAGES } from '@triptender/contract/constants';
import type { Config } from './config.ts';
import type { Database, Db } from './db/client.ts';
import { requestScope } from './db/query-queue.ts';
import { type FileStore, openFileStore } from './lib/file-store.ts';
import { clientKey } from './lib/rate-limit.ts';
import { fastifyRateLimitStore, openRateLimitStore, type RateLimitStore } from './lib/rate-limit-store.ts';
import { adminRoutes } from './modules/admin/routes.ts';
import { autoBuyRoutes } from './modules/auto-buy/routes.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { notificationSettingsRoutes } from './modules/auth/notification-settings-routes.ts';
import { conversationRoutes } from './modules/conversations/routes.ts';
import { companyRoutes } from './modules/companies/routes.ts';
import { currencyRoutes } from './modules/currency/routes.ts';
import { operatorProfileRoutes } from './modules/companies/profile-routes.ts';
import { guideRoutes } from './modules/guides/routes.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { leadRoutes } from './modules/leads/routes.ts';
import { marketingRoutes } from './modules/marketing/routes.ts';
import { marketplaceRoutes } from './modules/marketplace/routes.ts';
import { unsubscribeRoutes } from './modules/notifications/unsubscribe-routes.ts';
import { paymentRoutes } from './modules/payments/routes.ts';
import { privacyRoutes } from './modules/privacy/routes.ts';
import { pushRoutes } from './modules/push/routes.ts';
import { configurePush } from './modules/push/vapid.ts';
import { purchaseRoutes } from './modules/purchases/routes.ts';
import { quoteRoutes } from './modules/quotes/routes.ts';
import { quoteTemplateRoutes } from './modules/quote-templates/routes.ts';
import { realtimeRoutes } from './modules/realtime/routes.ts';
import { travellerLeadRoutes } from './modules/traveller-leads/routes.ts';
import { receiptRoutes } from './modules/receipts/routes.ts';
import { reviewRoutes } from './modules/reviews/routes.ts';
import { teamRoutes } from './modules/team/routes.ts';
import { authPlugin } from './plugins/auth.ts';
import { companyAccessPlugin } from './modules/auth/company-access.ts';
import { registerErrorHandler } from './plugins/error-handler.ts';
import { localizedErrors } from './plugins/localized-errors.ts';
import { registerMetrics } from './plugins/metrics.ts';
import { slowClientServer, UNFINISHED_GRACE_MS } from './plugins/slow-clients.ts';
import { registerOpenApi } from './plugins/openapi.ts';
import { registerProcessCaches } from './plugins/process-caches.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { registerUploads } from './plugins/uploads.ts';
import { registerWeb } from './plugins/web.ts';

// In the order the OpenAPI document lists them.
const v1Routes = [
  authRoutes,
  leadRoutes,
  marketingRoutes,
  guideRoutes,
  travellerLeadRoutes,
  marketplaceRoutes,
  purchaseRoutes,
  autoBuyRoutes,
  quoteRoutes,
  quoteTemplateRoutes,
  currencyRoutes,
  reviewRoutes,
  conversationRoutes,
  realtimeRoutes,
  companyRoutes,
  paymentRoutes,
  receiptRoutes,
  operatorProfileRoutes,
  teamRoutes,
  notificationSettingsRoutes,
  pushRoutes,
  unsubscribeRoutes,
  adminRoutes,
  privacyRoutes,
];

/** An incoming X-Request-Id kept as it is: 1-128 letters, digits and -_.:@ (nothing to forge a log line with). */
const REQUEST_ID = /^[A-Za-z0-9_.:@-]{1,128}$/;

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    db: Db;
    /** Rate-limit counters shared by every process and host (PostgreSQL, or Redis with REDIS_URL). */
    rateLimitStore: RateLimitStore;
    /** Uploaded files shared by every process and host (PostgreSQL, or S3 with S3_BUCKET). */
    files: FileStore;
  }
}

export type AppDeps = {
  config: Config;
  database: Database;
  /** Folder of the built web app to serve, or null for the API alone. */
  webDistDir?: string | null;
  logger?: FastifyServerOptions['logger'];
};

/** Builds the whole HTTP app: used by main.ts and, through app.inject, by the tests. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const slow = slowClientServer(deps.config.slowClients);
  const app = Fastify({
    serverFactory: slow.serverFactory,
    logger: deps.logger ?? { level: deps.config.logLevel },
    trustProxy: deps.config.trustProxy,
    bodyLimit: 1024 * 1024,
    // on close, idle keep-alive sockets are closed and in-flight requests finish
    forceCloseConnections: 'idle',
    // every log line of a request carries its id (reqId), sent back as X-Request-Id; a caller's own
    // id (a proxy's, a client's) is kept when it is a sane one
    requestIdHeader: false,
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    },
    // one line per request is noise at info level; errors are logged by the error handler
    logController: new LogController({ disableRequestLogging: !['debug', 'trace'].includes(deps.config.logLevel) }),
  }).withTypeProvider<ZodTypeProvider>();

  if (deps.database.kind === 'pglite') {
    // each request in its own scope, so the embedded database's queue admits it once (db/query-queue.ts)
    app.addHook('onRequest', (_req, _reply, done) => requestScope.run({ admitted: false }, done));
  }
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', deps.config);
  // the keys this process's push routes and outbox jobs sign with (modules/push/vapid.ts)
  configurePush(deps.config);
  app.decorate('database', deps.database);
  app.decorate('db', deps.database.db);
  deps.database.logErrorsTo?.(app.log);
  const limits = openRateLimitStore({
    db: deps.database.db,
    redisUrl: deps.config.redisUrl,
    redisPrefix: deps.config.redisPrefix,
  });
  const files = openFileStore({ db: deps.database.db, s3: deps.config.s3 });
  app.decorate('rateLimitStore', limits);
  app.decorate('files', files);
  // a stop does not wait for requests that have not even arrived (docs/operations.md, "Slow clients")
  // (a request nearly sent at the signal still gets UNFINISHED_GRACE_MS to arrive and be answered)
  app.addHook('preClose', async () => {
    setTimeout(() => slow.cutIncomplete(), UNFINISHED_GRACE_MS).unref();
  });
  app.addHook('onClose', async () => {
    await limits.close();
    files.close();
  });

  app.addHook('onSend', async (req, reply) => {
    void reply.header('X-Request-Id', req.id);
  });
  await registerSecurityHeaders(app);

  await app.register(rateLimit, {
    global: false,
    // counted where every process and host sees the same count (lib/rate-limit-store.ts)
    store: fastifyRateLimitStore(limits),
    keyGenerator: clientKey,
    errorResponseBuilder: (_req, ctx) => ({
      statusCode: 429,
      message: MESSAGES.tooManyRequests,
      retryAfter: ctx.after,
    }),
  });
  await registerMetrics(app);
  await app.register(websocket, { options: { maxPayload: 64 * 1024 } });
  await registerOpenApi(app);
  registerErrorHandler(app);
  await registerProcessCaches(app);
  await app.register(authPlugin);
  await app.register(localizedErrors);
  await app.register(companyAccessPlugin);

  await app.register(healthRoutes);
  await app.register(
    async (v1) => {
      for (const routes of v1Routes) await v1.register(routes);
    },
    { prefix: '/v1' },
  );

  await registerUploads(app);
  await registerWeb(app, deps.webDistDir ?? null);
  return app;
}
