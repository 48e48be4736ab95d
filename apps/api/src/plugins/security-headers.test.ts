// The security headers of every answer (plugins/security-headers.ts, decision 021): a strict CSP with
// frame-ancestors 'none', the referrer policy, nosniff, and HSTS only when PUBLIC_URL is https.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/helpers.ts';
import { appDirectives } from './security-headers.ts';

const webFiles = {
  'index.html': '<!doctype html><title>shell</title>',
  'home/index.html': '<!doctype html><title>home</title>',
  '.vite/manifest.json': '{}',
};

/** The CSP header as directive name -> its values. */
function csp(header: unknown): Record<string, string[]> {
  expect(typeof header).toBe('string');
  return Object.fromEntries(
    String(header)
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...values]) => [name!, values]),
  );
}

let plain: TestContext;
let secure: TestContext;
beforeAll(async () => {
  [plain, secure] = await Promise.all([
    createTestContext({ env: { PUBLIC_URL: 'http://localhost:3000' }, webFiles }),
    createTestContext({ env: { PUBLIC_URL: 'https://trips.example.com' }, webFiles }),
  ]);
});
afterAll(() => Promise.all([plain?.close(), secure?.close()]));

/** A page GET answered 200, and the Content-Security-Policy it came with, one entry per directive. */
async function pageCsp(ctx: TestContext, url: string) {
  const res = await ctx.app.inject({ method: 'GET', url });
  expect(res.statusCode, url).toBe(200);
  return { res, policy: csp(res.headers['content-security-policy']) };
}

describe('security headers', () => {
  it('sends a strict CSP on pages: own scripts only, no framing, the WebSocket of PUBLIC_URL', async () => {
    const { res, policy } = await pageCsp(secure, '/');
    // the header is the whole policy of appDirectives, and that policy keeps these promises
    expect(policy).toEqual(appDirectives('https://trips.example.com'));
    for (const d of ['default-src', 'script-src', 'base-uri']) expect(policy[d], d).toEqual(["'self'"]);
    for (const d of ['script-src-attr', 'object-src', 'frame-ancestors']) expect(policy[d], d).toEqual(["'none'"]);
    expect(policy['connect-src']).toEqual(["'self'", 'wss://trips.example.com']);
    expect(policy['img-src']).toEqual(["'self'", 'data:']);
    expect(policy).toHaveProperty('upgrade-insecure-requests');
    expect(res.headers).toMatchObject({
      'x-frame-options': 'DENY',
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'strict-origin-when-cross-origin',
    });
  });

  it('sends HSTS only when PUBLIC_URL is https', async () => {
    const secureRes = await secure.app.inject({ method: 'GET', url: '/healthz' });
    expect(secureRes.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const plainRes = await plain.app.inject({ method: 'GET', url: '/' });
    expect(plainRes.headers['strict-transport-security']).toBeUndefined();
    const policy = csp(plainRes.headers['content-security-policy']);
    expect(policy['connect-src']).toEqual(["'self'", 'ws://localhost:3000']);
    expect(policy).not.toHaveProperty('upgrade-insecure-requests');
  });

  it('sends the same headers on API answers and errors', async () => {
    for (const url of ['/v1/me', '/v1/no-such-route', '/healthz']) {
      const res = await plain.app.inject({ method: 'GET', url });
      expect(csp(res.headers['content-security-policy'])['frame-ancestors'], url).toEqual(["'none'"]);
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
    }
  });

  it('lets Swagger UI at /docs run its own files, and nothing inline', async () => {
    const { res, policy } = await pageCsp(plain, '/docs');
    expect(policy).toMatchObject({ 'script-src': ["'self'"], 'frame-ancestors': ["'none'"] });
    expect(res.body).not.toMatch(/<script>(?!\s*<\/script>)/);
  });
});
