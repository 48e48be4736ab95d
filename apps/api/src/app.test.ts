import { z } from 'zod';
import { ROLE } from '@triptender/contract/enums';
import { MESSAGES } from '@triptender/contract/constants';
import { fixtures } from '../test/fixtures.ts';
import { describe, expect, harness } from '../test/harness.ts';
import { createTestContext } from '../test/helpers.ts';
import { AppError } from './lib/errors.ts';
import { DATABASE_RETRY_AFTER_S } from './plugins/error-handler.ts';
import { requireRole } from './modules/auth/permissions.ts';

// One app with a few extra routes that throw, to see what clients get back.
const test = harness({
  webFiles: {
    'index.html': '<!doctype html><title>shell</title>',
    'ireland/index.html': '<!doctype html><title>ireland</title>',
    'assets/app-abc123.js': 'console.log(1)',
  },
  routes(server) {
    server.get('/v1/test/boom', async () => {
      throw new Error('connection string postgres://secret@db leaked?');
    });
    server.get('/v1/test/conflict', async () => {
      throw new AppError('CONFLICT', 'Already bought.');
    });
    server.get('/v1/test/admin-only', async (req) => {
      requireRole(req, ROLE.ADMIN);
      return { ok: true };
    });
    server.post(
      '/v1/test/echo',
      { schema: { body: z.object({ n: z.number().int(), tags: z.array(z.string().min(2)) }) } },
      async (req) => req.body,
    );
  },
});
const it = test;

describe('error shapes', () => {
  it('hides the details of a 500', async ({ app }) => {
    const res = await app.inject({ method: 'GET', url: '/v1/test/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ message: 'Something went wrong on our side. Please try again.' });
    expect(res.body).not.toContain('secret');
  });

  it('maps AppError codes to statuses', async ({ app }) => {
    const res = await app.inject({ method: 'GET', url: '/v1/test/conflict' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: 'Already bought.' });
  });

  it('answers 422 with every field and its messages, nested paths dotted', async ({ app }) => {
    const res = await app.inject({ method: 'POST', url: '/v1/test/echo', payload: { n: 1.5, tags: ['ok', 'x'] } });
    expect(res.statusCode).toBe(422);
    const body = res.json();
    expect(Object.keys(body.data).sort()).toEqual(['n', 'tags.1']);
    expect(body.message).toBe(body.data.n[0]);
  });

  it('answers malformed JSON with a 400 in the same shape', async ({ app }) => {
    const res = await app.inject({
      method: 'POST',
      url: '/v1/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"n":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: expect.any(String) });
  });

  it('answers 401 without a user and 403 for a user of another role', async ({ fx, app }) => {
    expect((await app.inject({ method: 'GET', url: '/v1/test/admin-only' })).statusCode).toBe(401);
    const traveller = await fx.traveller();
    const res = await app.inject({ method: 'GET', url: '/v1/test/admin-only', headers: traveller.headers });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: 'You do not have permission to do this.' });
    const admin = await fx.admin();
    expect((await app.inject({ method: 'GET', url: '/v1/test/admin-only', headers: admin.headers })).json()).toEqual({
      ok: true,
    });
  });

  it('answers unknown API paths with a JSON 404', async ({ app }) => {
    const res = await app.inject({ method: 'GET', url: '/v1/nothing/here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Not found.' });
  });
});

describe('serving the web app', () => {
  it('serves the shell for app paths, prerendered pages where they exist, and a 404 for others', async ({ app }) => {
    const portal = await app.inject({ method: 'GET', url: '/company/marketplace' });
    expect(portal.statusCode).toBe(200);
    expect(portal.body).toContain('<title>shell</title>');
    expect(portal.headers['cache-control']).toBe('no-cache');
    const ireland = await app.inject({ method: 'GET', url: '/ireland' });
    expect(ireland.body).toContain('<title>ireland</title>');
    const unknown = await app.inject({ method: 'GET', url: '/definitely-not-a-page' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('<title>shell</title>');
  });

  it('caches hashed assets for a year and sets security headers', async ({ app }) => {
    const res = await app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('GET /docs/json', () => {
  it('is an OpenAPI 3.1 document generated from the contract', async ({ app }) => {
    const res = await app.inject({ method: 'GET', url: '/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toBe('3.1.0');
    const login = doc.paths['/v1/auth'].post;
    expect(login.requestBody.content['application/json'].schema.required).toEqual(['email', 'password']);
    expect(Object.keys(login.responses)).toEqual(expect.arrayContaining(['200', '422', '429']));
  });
});

describe('GET /healthz', () => {
  it('is 200 while the database answers and 503 once it does not', async ({ ctx }) => {
    const ok = await ctx.app.inject({ method: 'GET', url: '/healthz' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ status: 'ok', database: 'up' });
    await ctx.database.close();
    const down = await ctx.app.inject({ method: 'GET', url: '/healthz' });
    expect(down.statusCode).toBe(503);
    expect(down.json()).toEqual({ status: 'unavailable', database: 'down' });
  });
});

describe('a database outage', () => {
  it('answers 503 with Retry-After, not 500, on every API path that needs the database', async () => {
    const outage = await createTestContext();
    try {
      const admin = await fixtures(outage.db).admin();
      await outage.database.close();
      const calls = [
        { method: 'GET' as const, url: '/v1/me', headers: admin.headers },
        { method: 'GET' as const, url: '/v1/admin/overview', headers: admin.headers },
        {
          method: 'POST' as const,
          url: '/v1/contact',
          payload: { name: 'Ann', email: 'ann@example.test', subject: 'Hi', message: 'Hello there' },
        },
      ];
      for (const call of calls) {
        const res = await outage.app.inject(call);
        expect(res.statusCode, `${call.url}: ${res.body}`).toBe(503);
        expect(res.headers['retry-after']).toBe(String(DATABASE_RETRY_AFTER_S));
        expect(res.json()).toEqual({ message: MESSAGES.serviceUnavailable });
      }
    } finally {
      await outage.close();
    }
  });
});
