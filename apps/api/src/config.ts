import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';

const flag = (fallback: boolean) =>
  z
    .enum(['1', '0', 'true', 'false', 'yes', 'no', ''])
    .optional()
    .transform((v) => (v === undefined || v === '' ? fallback : v === '1' || v === 'true' || v === 'yes'));

const optionalString = () =>
  z
    .string()
    .optional()
    .transform((v) => v || undefined);

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('localhost'),
  /** PostgreSQL connection string; without it the embedded PGlite database in DATA_DIR is used. */
  DATABASE_URL: z
    .string()
    .url()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** Connections each API process may open to PostgreSQL (docs/deployment.md: x WORKERS x hosts). */
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(200).default(20),
  /**
   * API processes on this machine, sharing one port (Node's cluster module). Default: the number of
   * cores in production, 1 in development and tests. The embedded database allows only 1.
   */
  WORKERS: z
    .string()
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v === '') return undefined;
      const n = Number(v);
      if (!Number.isInteger(n) || n < 1 || n > 256) {
        ctx.addIssue({ code: 'custom', message: 'WORKERS must be a whole number from 1 to 256' });
        return z.NEVER;
      }
      return n;
    }),
  /** Seconds a stopping server has to finish its requests, its outbox step and close the database. */
  SHUTDOWN_TIMEOUT_S: z.coerce.number().int().min(1).max(600).default(10),
  /** Seconds a request has to arrive whole, body included (docs/operations.md, "Slow clients"). */
  REQUEST_BODY_TIMEOUT_S: z.coerce.number().int().min(1).max(3600).default(30),
  /** Seconds a request has to send its headers. */
  REQUEST_HEADERS_TIMEOUT_S: z.coerce.number().int().min(1).max(3600).default(10),
  /** Connections one address may hold without a whole request; 0 turns the cap off (it is off behind TRUST_PROXY). */
  INCOMPLETE_REQUESTS_PER_IP: z.coerce.number().int().min(0).max(100_000).default(20),
  /** Rate-limit counters in Redis (redis://host:6379/0) instead of PostgreSQL. */
  REDIS_URL: z
    .url({ protocol: /^rediss?$/, error: 'REDIS_URL must be a redis:// or rediss:// URL' })
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** Prefix of every key TripTender writes in Redis, so several installations may share one server. */
  REDIS_PREFIX: z.string().default('triptender:'),
  /** Uploaded logos in an S3-compatible bucket instead of PostgreSQL; the other S3_* go with it. */
  S3_BUCKET: optionalString(),
  S3_REGION: z.string().default('us-east-1'),
  /** Another S3-compatible service (MinIO, R2, a local stand-in): its base URL. Empty: AWS S3. */
  S3_ENDPOINT: z
    .url({ protocol: /^https?$/, error: 'S3_ENDPOINT must be an http(s) URL' })
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** Keys for the bucket; without them the AWS SDK's usual chain (environment, instance role) is used. */
  S3_ACCESS_KEY_ID: optionalString(),
  S3_SECRET_ACCESS_KEY: optionalString(),
  /** Path-style URLs (endpoint/bucket/key), which most S3-compatible services need. */
  S3_FORCE_PATH_STYLE: flag(false),
  DATA_DIR: z.string().default('./.data'),
  /** Base URL used in emailed links. */
  PUBLIC_URL: z.string().url().optional(),
  /**
   * More origins allowed to open the WebSocket, comma separated; PUBLIC_URL's origin and the page's
   * own origin (the host the request was sent to) are always allowed.
   */
  ALLOWED_ORIGINS: z.string().default(''),
  /** Seconds a WebSocket may stay open without authenticating before it is closed. */
  WS_AUTH_TIMEOUT_S: z.coerce.number().int().min(1).max(60).default(5),
  /** WebSockets one IP address may hold open while not yet authenticated; more are refused (429). */
  WS_UNAUTHENTICATED_PER_IP: z.coerce.number().int().min(1).max(10_000).default(20),
  /** Longest a client waits between login attempts once its address or the account is slowed down (decision 025). */
  LOGIN_SLOWDOWN_MAX_S: z.coerce.number().int().min(1).max(3600).default(30),
  /** Guest trip requests one client address may post in an hour; more get 429 (decision 025). */
  GUEST_REQUESTS_PER_ADDRESS_HOUR: z.coerce.number().int().min(1).max(1_000_000).default(20),
  /** Guest trip requests for one email (from any address) in an hour; more get 429 (decision 025). */
  GUEST_REQUESTS_PER_EMAIL_HOUR: z.coerce.number().int().min(1).max(1_000_000).default(5),
  /** Guest trip requests in one hour (all clients) that alert the admin (decision 025). */
  GUEST_REQUESTS_ALERT_PER_HOUR: z.coerce.number().int().min(1).max(1_000_000).default(60),
  /** Queries that may wait for the embedded database at once; more are answered 503 (decision 026). */
  PGLITE_QUEUE_MAX: z.coerce.number().int().min(1).max(100_000).default(64),
  /** Longest a query waits its turn on the embedded database before 503 (decision 026). */
  PGLITE_QUEUE_WAIT_MS: z.coerce.number().int().min(1).max(600_000).default(1000),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('TripTender <hello@triptender.example>'),
  /** When set, GET /metrics answers only a request with `Authorization: Bearer <METRICS_TOKEN>`. */
  METRICS_TOKEN: optionalString(),
  /**
   * Event-loop delay (ms, the mean over a second) above which requests are answered 503; 0 turns it
   * off. Default 5000, off in tests (NODE_ENV=test), where an embedded database loading on a busy
   * machine holds the loop for seconds.
   */
  PRESSURE_MAX_EVENT_LOOP_DELAY_MS: z.coerce.number().int().min(0).max(600_000).optional(),
  /** Event-loop utilisation (0-1, over a second) above which requests are answered 503; 0: off. */
  PRESSURE_MAX_EVENT_LOOP_UTILIZATION: z.coerce.number().min(0).max(1).default(0),
  /** The Retry-After (seconds) of those 503s. */
  PRESSURE_RETRY_AFTER_S: z.coerce.number().int().min(1).max(3600).default(10),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Set to serve the API only (e.g. behind Vite in development). */
  SERVE_WEB: flag(true),
  TRUST_PROXY: flag(false),
  /** Stripe's secret API key (sk_test_... / sk_live_...); without it card top-ups are not configured. */
  STRIPE_SECRET_KEY: z.string().optional(),
  /** The signing secret (whsec_...) of the webhook endpoint <PUBLIC_URL>/v1/webhooks/stripe. */
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  /**
   * Another base URL for Stripe's API (a local stand-in in tests and e2e: http://127.0.0.1:12111);
   * its protocol, host and port go to the SDK's own options.
   */
  STRIPE_API_URL: z
    .url({ protocol: /^https?$/, error: 'STRIPE_API_URL must be an http(s) URL such as http://127.0.0.1:12111' })
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /**
   * Web Push (modules/push, decision 032): the VAPID key pair (`npm run cli -- vapid-keys` makes one)
   * and the contact the push services may write to (mailto: or https:). All three, or push is off.
   */
  VAPID_PUBLIC_KEY: optionalString(),
  VAPID_PRIVATE_KEY: optionalString(),
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:\/\/)/, 'VAPID_SUBJECT must be a mailto: or https:// URL')
    .optional()
    .or(z.literal('').transform(() => undefined)),
});

/** Where the Stripe SDK sends its requests when STRIPE_API_URL is set. */
export type StripeApiAddress = { protocol: 'http' | 'https'; host: string; port: number };

function stripeApiAddress(url: string | undefined): StripeApiAddress | undefined {
  if (!url) return undefined;
  const u = new URL(url);
  const protocol = u.protocol === 'http:' ? 'http' : 'https';
  return { protocol, host: u.hostname, port: u.port ? Number(u.port) : protocol === 'http' ? 80 : 443 };
}

export type S3Config = {
  bucket: string;
  region: string;
  endpoint: string | undefined;
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  forcePathStyle: boolean;
};

export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  databaseUrl: string | undefined;
  databasePoolMax: number;
  /** API processes to run on this machine; `workersSet` says whether WORKERS chose it. */
  workers: number;
  workersSet: boolean;
  shutdownTimeoutMs: number;
  slowClients: { bodyTimeoutMs: number; headersTimeoutMs: number; incompletePerAddress: number };
  redisUrl: string | undefined;
  redisPrefix: string;
  /** Where uploads go: an S3-compatible bucket when S3_BUCKET is set, else PostgreSQL (lib/file-store.ts). */
  s3: S3Config | undefined;
  dataDir: string;
  publicUrl: string;
  allowedOrigins: string[];
  wsAuthTimeoutMs: number;
  wsUnauthenticatedPerIp: number;
  loginSlowdownMaxMs: number;
  guestRequests: { perAddressHour: number; perEmailHour: number; alertPerHour: number };
  /** The embedded database's queue (db/client.ts): how many may wait, and how long. */
  pgliteQueue: { max: number; waitMs: number };
  smtpUrl: string | undefined;
  mailFrom: string;
  logLevel: string;
  metricsToken: string | undefined;
  /** When @fastify/under-pressure answers 503 (plugins/metrics.ts). */
  pressure: { maxEventLoopDelayMs: number; maxEventLoopUtilization: number; retryAfterS: number };
  serveWeb: boolean;
  trustProxy: boolean;
  /** Card top-ups (modules/payments) are offered only when both secrets are set. */
  stripe: {
    secretKey: string | undefined;
    webhookSecret: string | undefined;
    api: StripeApiAddress | undefined;
  };
  /** Web Push keys (modules/push); undefined: push is off. */
  vapid: { publicKey: string; privateKey: string; subject: string } | undefined;
};

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const vapidSet = [e.VAPID_PUBLIC_KEY, e.VAPID_PRIVATE_KEY, e.VAPID_SUBJECT].filter(Boolean).length;
  if (vapidSet !== 0 && vapidSet !== 3)
    throw new Error(
      'Invalid environment:\n  VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY and VAPID_SUBJECT go together: set all three, or none',
    );
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  const allowedOrigins = [
    new URL(publicUrl).origin,
    ...e.ALLOWED_ORIGINS.split(',')
      .map((o) => o.trim())
      .filter(Boolean),
  ];
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    databasePoolMax: e.DATABASE_POOL_MAX,
    workers: e.WORKERS ?? (e.NODE_ENV === 'production' ? os.availableParallelism() : 1),
    workersSet: e.WORKERS !== undefined,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_S * 1000,
    slowClients: {
      bodyTimeoutMs: e.REQUEST_BODY_TIMEOUT_S * 1000,
      headersTimeoutMs: e.REQUEST_HEADERS_TIMEOUT_S * 1000,
      // behind a proxy every connection comes from the proxy's address
      incompletePerAddress: e.TRUST_PROXY ? 0 : e.INCOMPLETE_REQUESTS_PER_IP,
    },
    redisUrl: e.REDIS_URL,
    redisPrefix: e.REDIS_PREFIX,
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          region: e.S3_REGION,
          endpoint: e.S3_ENDPOINT,
          accessKeyId: e.S3_ACCESS_KEY_ID,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY,
          forcePathStyle: e.S3_FORCE_PATH_STYLE,
        }
      : undefined,
    dataDir: path.resolve(e.DATA_DIR),
    publicUrl,
    allowedOrigins,
    wsAuthTimeoutMs: e.WS_AUTH_TIMEOUT_S * 1000,
    wsUnauthenticatedPerIp: e.WS_UNAUTHENTICATED_PER_IP,
    loginSlowdownMaxMs: e.LOGIN_SLOWDOWN_MAX_S * 1000,
    guestRequests: {
      perAddressHour: e.GUEST_REQUESTS_PER_ADDRESS_HOUR,
      perEmailHour: e.GUEST_REQUESTS_PER_EMAIL_HOUR,
      alertPerHour: e.GUEST_REQUESTS_ALERT_PER_HOUR,
    },
    pgliteQueue: { max: e.PGLITE_QUEUE_MAX, waitMs: e.PGLITE_QUEUE_WAIT_MS },
    smtpUrl: e.SMTP_URL || undefined,
    mailFrom: e.MAIL_FROM,
    logLevel: e.LOG_LEVEL,
    metricsToken: e.METRICS_TOKEN,
    pressure: {
      maxEventLoopDelayMs: e.PRESSURE_MAX_EVENT_LOOP_DELAY_MS ?? (e.NODE_ENV === 'test' ? 0 : 5000),
      maxEventLoopUtilization: e.PRESSURE_MAX_EVENT_LOOP_UTILIZATION,
      retryAfterS: e.PRESSURE_RETRY_AFTER_S,
    },
    serveWeb: e.SERVE_WEB,
    trustProxy: e.TRUST_PROXY,
    stripe: {
      secretKey: e.STRIPE_SECRET_KEY || undefined,
      webhookSecret: e.STRIPE_WEBHOOK_SECRET || undefined,
      api: stripeApiAddress(e.STRIPE_API_URL),
    },
    vapid:
      e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY && e.VAPID_SUBJECT
        ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY, subject: e.VAPID_SUBJECT }
        : undefined,
  };
}
