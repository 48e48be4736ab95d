import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';

// package.json overrides content-disposition (docs/dependencies.md): whatever version it pins must still give
// @fastify/static the `create` its reply.download() calls, or every download answers 500.
describe('reply.download() of @fastify/static', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'tt-download-'));
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  it('sends the file as an attachment named after it', async () => {
    fs.writeFileSync(path.join(root, 'travel guide €.txt'), 'Ireland on a budget\n');
    const app = Fastify({ logger: false });
    await app.register(fastifyStatic, { root, serve: false });
    app.get('/download', (_req, reply) => reply.download('travel guide €.txt'));
    app.get('/download-as', (_req, reply) => reply.download('travel guide €.txt', 'guide.txt'));
    try {
      const res = await app.inject({ method: 'GET', url: '/download' });
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe('Ireland on a budget\n');
      expect(res.headers['content-disposition']).toBe(
        `attachment; filename="travel guide ?.txt"; filename*=UTF-8''travel%20guide%20%E2%82%AC.txt`,
      );
      const renamed = await app.inject({ method: 'GET', url: '/download-as' });
      expect(renamed.statusCode).toBe(200);
      expect(renamed.headers['content-disposition']).toBe('attachment; filename=guide.txt');
    } finally {
      await app.close();
    }
  });
});
