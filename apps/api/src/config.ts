import path from 'node:path';
import { z } from 'zod';

const flag = (fallback: boolean) =>
  z
    .enum(['1', '0', 'true', 'false', 'yes', 'no', ''])
    .optional()
    .transform((v) => (v === undefined || v === '' ? fallback : v === '1' || v === 'true' || v === 'yes'));

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
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(200).default(20),
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
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('TripTender <hello@triptender.example>'),
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
});

/** Where the Stripe SDK sends its requests when STRIPE_API_URL is set. */
export type StripeApiAddress = { protocol: 'http' | 'https'; host: string; port: number };

function stripeApiAddress(url: string | undefined): StripeApiAddress | undefined {
  if (!url) return undefined;
  const u = new URL(url);
  const protocol = u.protocol === 'http:' ? 'http' : 'https';
  return { protocol, host: u.hostname, port: u.port ? Number(u.port) : protocol === 'http' ? 80 : 443 };
}

export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  databaseUrl: string | undefined;
  databasePoolMax: number;
  dataDir: string;
  publicUrl: string;
  allowedOrigins: string[];
  wsAuthTimeoutMs: number;
  wsUnauthenticatedPerIp: number;
  smtpUrl: string | undefined;
  mailFrom: string;
  logLevel: string;
  serveWeb: boolean;
  trustProxy: boolean;
  /** Card top-ups (modules/payments) are offered only when both secrets are set. */
  stripe: {
    secretKey: string | undefined;
    webhookSecret: string | undefined;
    api: StripeApiAddress | undefined;
  };
};

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
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
    dataDir: path.resolve(e.DATA_DIR),
    publicUrl,
    allowedOrigins,
    wsAuthTimeoutMs: e.WS_AUTH_TIMEOUT_S * 1000,
    wsUnauthenticatedPerIp: e.WS_UNAUTHENTICATED_PER_IP,
    smtpUrl: e.SMTP_URL || undefined,
    mailFrom: e.MAIL_FROM,
    logLevel: e.LOG_LEVEL,
    serveWeb: e.SERVE_WEB,
    trustProxy: e.TRUST_PROXY,
    stripe: {
      secretKey: e.STRIPE_SECRET_KEY || undefined,
      webhookSecret: e.STRIPE_WEBHOOK_SECRET || undefined,
      api: stripeApiAddress(e.STRIPE_API_URL),
    },
  };
}
