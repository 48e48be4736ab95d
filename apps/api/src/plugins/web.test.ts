import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { describe, expect, harness } from '../../test/harness.ts';

// A web build in miniature: the shell, two prerendered pages and the 404 page.
const test = harness({
  env: { PUBLIC_URL: 'https://trips.example.com/' },
  webFiles: {
    'index.html': '<!doctype html><title>shell</title>',
    'home/index.html': '<!doctype html><title>home</title><link rel="canonical" href="__PUBLIC_URL__/">',
    'scotland/index.html': `<!doctype html><title>scotland</title><meta property="og:url" content="__PUBLIC_URL__/scotland">${'x'.repeat(2000)}`,
    '404/index.html': '<!doctype html><title>Page not found</title>',
    '.vite/manifest.json': '{}',
  },
});
const it = test;

const get = (app: FastifyInstance, url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers });

describe('prerendered pages', () => {
  it('serves / and known pages prerendered, with absolute URLs from PUBLIC_URL', async ({ app }) => {
    const home = await get(app, '/');
    expect(home.statusCode).toBe(200);
    expect(home.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(home.headers['cache-control']).toBe('no-cache');
    expect(home.body).toContain('<link rel="canonical" href="https://trips.example.com/">');
    const scotland = await get(app, '/scotland/');
    expect(scotland.body).toContain('<meta property="og:url" content="https://trips.example.com/scotland">');
  });

  it('serves the shell for app paths without a prerendered page', async ({ app }) => {
    for (const url of ['/user/requests', '/set-password?token=abc', '/about', '/operators/12']) {
      const res = await get(app, url);
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<title>shell</title>');
    }
  });

  it('answers unknown paths and raw .html files with the 404 page', async ({ app }) => {
    for (const url of ['/no-such-page', '/index.html', '/scotland/index.html', '/home', '/operators/abc']) {
      const res = await get(app, url);
      expect(res.statusCode).toBe(404);
      expect(res.body).toContain('<title>Page not found</title>');
    }
    expect((await get(app, '/.vite/manifest.json')).statusCode).toBe(404);
  });

  it('sends brotli or gzip when the browser accepts it, and 304 for an unchanged page', async ({ app }) => {
    const br = await get(app, '/scotland', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toContain('<title>scotland</title>');
    const gz = await get(app, '/scotland', { 'accept-encoding': 'gzip' });
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toContain('https://trips.example.com/scotland');
    const again = await get(app, '/scotland', { 'if-none-match': String(br.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('answers HEAD like GET without a body', async ({ app }) => {
    const res = await app.inject({ method: 'HEAD', url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('');
  });
});

describe('crawler files', () => {
  it('robots.txt allows the public site, keeps crawlers out of the portals and names the sitemap', async ({ app }) => {
    const res = await get(app, '/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = res.body.split('\n');
    expect(lines).toEqual(
      expect.arrayContaining([
        'User-agent: *',
        'Allow: /',
        'Disallow: /user',
        'Disallow: /company',
        'Disallow: /admin',
        'Sitemap: https://trips.example.com/sitemap.xml',
      ]),
    );
  });

  it('sitemap.xml lists every public page with absolute URLs', async ({ app }) => {
    const res = await get(app, '/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    const locs = [...res.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toContain('https://trips.example.com/');
    for (const p of ['/ireland', '/scotland', '/how-it-works', '/about', '/for-agents', '/help', '/contact']) {
      expect(locs).toContain(`https://trips.example.com${p}`);
    }
    for (const p of ['/privacy', '/terms', '/cookies']) expect(locs).toContain(`https://trips.example.com${p}`);
  });
});
