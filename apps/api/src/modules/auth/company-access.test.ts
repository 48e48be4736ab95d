// The company guard refuses to start a server with a route about one company that declares no access.
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { companyAccessPlugin } from './company-access.ts';

async function serverWith(config: Record<string, unknown> | undefined, url = '/v1/company/:companyId/things') {
  const app = Fastify();
  await app.register(companyAccessPlugin);
  await app.register(async (v1) => v1.get(url.replace('/v1', ''), { config }, async () => ({ ok: true })), {
    prefix: '/v1',
  });
  return app;
}

describe('companyAccessPlugin', () => {
  it('stops the start of a server whose company route declares no access', async () => {
    await expect(serverWith(undefined)).rejects.toThrow(
      'GET /v1/company/:companyId/things is about one company: declare config.company',
    );
  });

  it('guards a declared route and leaves paths about no one company alone', async () => {
    const guarded = await serverWith({ company: 'member' });
    await guarded.ready();
    // no session: the guard answers before the handler
    expect((await guarded.inject({ url: '/v1/company/3/things' })).statusCode).toBe(401);
    const open = await serverWith(undefined, '/v1/companies/:companyId/profile');
    await open.ready();
    expect((await open.inject({ url: '/v1/companies/3/profile' })).json()).toEqual({ ok: true });
    await Promise.all([guarded.close(), open.close()]);
  });
});
