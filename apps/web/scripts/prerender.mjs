// Writes every public page as static HTML (dist/<path>/index.html) after the build, so a visitor sees
// the page before any JavaScript runs; main.tsx then hydrates it. Run after `vite build` and the SSR
// build of src/app/entry-server.tsx (see package.json).
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const web = path.resolve(import.meta.dirname, '..');
const dist = path.join(web, 'dist');
const ssrEntry = path.join(web, 'node_modules', '.cache', 'ssr', 'entry-server.js');
// replaced with PUBLIC_URL by the server (apps/api/src/plugins/web.ts): links in shared pages must be absolute
const BASE = '__PUBLIC_URL__';

const { render, PRERENDERED_PAGES } = await import(pathToFileURL(ssrEntry).href);
const template = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8'));

/** Every chunk a manifest entry loads before it runs (itself and its static imports). */
function chunkClosure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imp of manifest[key]?.imports ?? []) chunkClosure(imp, seen);
  return seen;
}
const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
const entryChunks = chunkClosure(entryKey);

const escapeAttr = (s) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
const unescape = (s) =>
  s
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

// React 19 puts the tags a page hoists (<title>, <meta>, <link>) before the rest of the markup
const HOISTED = /^(?:<title>[^<]*<\/title>|<meta [^>]*\/>|<link [^>]*\/>)+/;

let written = 0;
for (const page of PRERENDERED_PAGES) {
  const html = await render(page.url);
  if (html.includes('<!--$!-->')) throw new Error(`${page.url}: a part of the page failed to render on the server`);
  const head = html.match(HOISTED)?.[0] ?? '';
  const body = html.slice(head.length);
  const title = unescape(head.match(/<title>([^<]*)<\/title>/)?.[1] ?? '');
  const description = unescape(head.match(/<meta name="description" content="([^"]*)"/)?.[1] ?? '');
  if (!title) throw new Error(`${page.url}: the page renders no <title>`);
  if (page.canonical && !description) throw new Error(`${page.url}: the page renders no meta description`);

  const moduleKey = `src/app/routes/public/${page.module}.tsx`;
  if (!manifest[moduleKey]) throw new Error(`${page.url}: ${moduleKey} is not in the build manifest`);
  const preload = [...chunkClosure(moduleKey)]
    .filter((k) => !entryChunks.has(k))
    .map((k) => `<link rel="modulepreload" crossorigin href="/${manifest[k].file}">`);

  const url = `${BASE}${page.url === '/' ? '/' : page.url}`;
  const social = page.canonical
    ? [
        `<link rel="canonical" href="${url}">`,
        '<meta property="og:type" content="website">',
        '<meta property="og:site_name" content="TripTender">',
        `<meta property="og:title" content="${escapeAttr(title)}">`,
        `<meta property="og:description" content="${escapeAttr(description)}">`,
        `<meta property="og:url" content="${url}">`,
        `<meta property="og:image" content="${BASE}/og-image.jpg">`,
        '<meta property="og:image:width" content="1200">',
        '<meta property="og:image:height" content="630">',
        '<meta name="twitter:card" content="summary_large_image">',
      ]
    : [];

  const out = template
    .replace(/<title>[\s\S]*?<\/title>\s*/, '')
    .replace(/<meta\s+name="description"[\s\S]*?\/>\s*/, '')
    .replace('</head>', `  ${[head, ...social, ...preload].join('\n    ')}\n  </head>`)
    .replace('<div id="root"></div>', `<div id="root">${body}</div>`);
  if (!out.includes(body)) throw new Error('index.html has no empty <div id="root"></div> to fill');
  // the CSP allows only script files of our own (apps/api/src/plugins/security-headers.ts, decision 021)
  const inline = out.match(/<script\b(?![^>]*\bsrc=)(?![^>]*type="application\/ld\+json")[^>]*>/);
  if (inline)
    throw new Error(`${page.url}: an inline script (${inline[0]}) would be refused by the CSP: make it a file`);
  const file = path.join(dist, page.file);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, out);
  written++;
}
console.log(`prerendered ${written} pages`);
