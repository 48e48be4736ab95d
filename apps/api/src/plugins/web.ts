import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { MESSAGES } from '@triptender/contract/constants';
import { isAppPath, paths, PUBLIC_PAGES } from '@triptender/contract/paths';

/** What the prerender step writes where the page's absolute URL belongs (Open Graph, canonical). */
export const PUBLIC_URL_TOKEN = '__PUBLIC_URL__';
/** Prerendered files of the two pages whose path is not a folder name: / and the 404 page. */
export const HOME_PAGE_FILE = 'home/index.html';
export const NOT_FOUND_PAGE_FILE = '404/index.html';

type Page = { raw: Buffer; gzip: Buffer; br: Buffer; etag: string };

/**
 * Serves the built web app: hashed assets cached for a year, pages never cached. A path the app
 * knows gets its prerendered HTML when there is one, else the app shell; any other path gets the
 * prerendered 404 page (or the shell) with status 404. API paths answer JSON 404s. robots.txt and
 * sitemap.xml are written from the configured public URL.
 */
export async function registerWeb(app: FastifyInstance, distDir: string | null) {
  registerCrawlerFiles(app);

  const shell = distDir ? path.join(distDir, 'index.html') : null;
  const hasWeb = shell !== null && fs.existsSync(shell);
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: distDir!,
      index: false,
      wildcard: false,
      preCompressed: true,
      // pages go through the handler below (status, absolute URLs); the build manifest is not public
      allowedPath: (pathName) => !pathName.endsWith('.html') && !pathName.startsWith('/.vite/'),
      setHeaders(res, filePath) {
        res.header(
          'Cache-Control',
          filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }

  // pages are small and few: read, given their absolute URLs and compressed once, then served from memory
  const pages = new Map<string, Page>();
  const loadPage = (rel: string): Page => {
    let page = pages.get(rel);
    if (!page) {
      const raw = Buffer.from(
        fs.readFileSync(path.join(distDir!, rel), 'utf8').replaceAll(PUBLIC_URL_TOKEN, app.config.publicUrl),
      );
      page = {
        raw,
        gzip: zlib.gzipSync(raw, { level: 9 }),
        br: zlib.brotliCompressSync(raw, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
        etag: `"${createHash('sha256').update(raw).digest('base64url').slice(0, 27)}"`,
      };
      pages.set(rel, page);
    }
    return page;
  };

  app.setNotFoundHandler(async (req, reply) => {
    const url = new URL(req.url, 'http://localhost');
    const wantsPage = (req.method === 'GET' || req.method === 'HEAD') && !url.pathname.startsWith('/v1/');
    if (!hasWeb || !wantsPage) return reply.status(404).send({ message: MESSAGES.notFound });
    const known = isAppPath(url.pathname);
    const rel = known
      ? (prerendered(distDir!, url.pathname) ?? 'index.html')
      : fs.existsSync(path.join(distDir!, NOT_FOUND_PAGE_FILE))
        ? NOT_FOUND_PAGE_FILE
        : 'index.html';
    return sendPage(req, reply.status(known ? 200 : 404), loadPage(rel));
  });
}

function sendPage(req: FastifyRequest, reply: FastifyReply, page: Page) {
  void reply
    .header('Cache-Control', 'no-cache')
    .header('Vary', 'Accept-Encoding')
    .header('ETag', page.etag)
    .type('text/html; charset=utf-8');
  if (reply.statusCode === 200 && req.headers['if-none-match'] === page.etag) return reply.status(304).send();
  const accepts = String(req.headers['accept-encoding'] ?? '');
  const [encoding, body] = /\bbr\b/.test(accepts)
    ? (['br', page.br] as const)
    : /\bgzip\b/.test(accepts)
      ? (['gzip', page.gzip] as const)
      : ([null, page.raw] as const);
  if (encoding) void reply.header('Content-Encoding', encoding);
  if (req.method === 'HEAD') return reply.header('Content-Length', String(body.length)).send();
  return reply.send(body);
}

/** The prerendered HTML of a public page (dist/<path>/index.html), relative to dist. */
function prerendered(distDir: string, pathname: string): string | null {
  const clean = pathname.replace(/\/+$/, '');
  if (clean.includes('..')) return null;
  const rel = clean ? path.join(clean.slice(1), 'index.html') : HOME_PAGE_FILE;
  return fs.existsSync(path.join(distDir, rel)) ? rel : null;
}

function registerCrawlerFiles(app: FastifyInstance) {
  const base = () => app.config.publicUrl;
  app.get('/robots.txt', { schema: { hide: true } }, async (_req, reply) => {
    const disallow = [
      paths.user.root,
      paths.company.root,
      paths.admin.root,
      paths.setPassword,
      paths.confirmRequest,
      '/v1/',
      '/docs',
    ];
    return reply
      .type('text/plain; charset=utf-8')
      .header('Cache-Control', 'public, max-age=3600')
      .send(
        [
          'User-agent: *',
          'Allow: /',
          ...disallow.map((p) => `Disallow: ${p}`),
          '',
          `Sitemap: ${base()}/sitemap.xml`,
          '',
        ].join('\n'),
      );
  });
  app.get('/sitemap.xml', { schema: { hide: true } }, async (_req, reply) => {
    const urls = PUBLIC_PAGES.map(
      (p) => `  <url><loc>${base()}${p}</loc><changefreq>${p === '/' ? 'weekly' : 'monthly'}</changefreq></url>`,
    );
    return reply
      .type('application/xml; charset=utf-8')
      .header('Cache-Control', 'public, max-age=3600')
      .send(
        `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`,
      );
  });
}
