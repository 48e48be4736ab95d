import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

type Directives = Record<string, string[]>;

/**
 * The Content-Security-Policy of every page the web app serves (decision 021). Scripts come only from
 * our own origin: the build has no inline script and the prerendered pages carry none
 * (apps/web/scripts/prerender.mjs checks it), and zod runs without `new Function`
 * (apps/web/src/lib/zod-jitless.ts). Styles allow 'unsafe-inline': the dialogs' scroll lock inserts
 * <style> elements with computed content and the app sets inline styles (no hash can name them; tried
 * with style-src 'self', the portals' dialogs broke); an injected style cannot run code. Logos are
 * served by the API at /uploads/ even when they live in S3 (docs/deployment.md), so images are 'self'
 * (plus data: URLs the app draws with). The WebSocket is the page's own host (lib/realtime.ts) and
 * PUBLIC_URL's.
 */
export function appDirectives(publicUrl: string): Directives {
  const url = new URL(publicUrl);
  const socketOrigin = `${url.protocol === 'https:' ? 'wss' : 'ws'}://${url.host}`;
  return {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'script-src': ["'self'"],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:'],
    'font-src': ["'self'"],
    'connect-src': ["'self'", socketOrigin],
    'manifest-src': ["'self'"],
    'worker-src': ["'self'"],
    'object-src': ["'none'"],
    'frame-src': ["'none'"],
    'frame-ancestors': ["'none'"],
    'form-action': ["'self'"],
    ...(url.protocol === 'https:' ? { 'upgrade-insecure-requests': [] } : {}),
  };
}

/**
 * Security headers on every answer, through @fastify/helmet: the CSP above, frame-ancestors 'none' and
 * X-Frame-Options DENY, nosniff, a strict-origin referrer policy, and HSTS only when PUBLIC_URL is
 * https (a browser that saw HSTS over plain http would ignore it; one that saw it on a local http
 * origin would be stuck). Swagger UI at /docs runs under the same policy (only its own files; checked in
 * e2e/csp.spec.ts); uploaded files answer with a stricter one of their own (plugins/uploads.ts).
 */
export async function registerSecurityHeaders(app: FastifyInstance) {
  const { publicUrl } = app.config;
  const https = new URL(publicUrl).protocol === 'https:';
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: appDirectives(publicUrl) },
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
    // no other origin keeps a handle on our windows (Stripe Checkout is a full-page redirect)
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
  });
}
