// The prerender step's entry (scripts/prerender.mjs): renders one public page to HTML at build time.
import { PassThrough } from 'node:stream';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { paths, PUBLIC_PAGES } from '@triptender/contract/paths';
import { AppContent } from './router.tsx';

export async function render(url: string): Promise<string> {
  // prerender (unlike renderToString) waits for the lazy page chunks, so the HTML holds the whole page
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <StaticRouter location={url}>
        <AppContent />
      </StaticRouter>
    </StrictMode>,
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude.pipe(new PassThrough())) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * The pages written to static HTML, with the route module each one loads (its chunk is preloaded).
 * '/' and the 404 page live in folders of their own; the server maps them (apps/api/src/plugins/web.ts).
 */
export const PRERENDERED_PAGES: { url: string; file: string; module: string; canonical: boolean }[] = [
  { url: paths.home, file: 'home/index.html', module: 'home', canonical: true },
  ...[
    ...PUBLIC_PAGES.filter((p) => p !== paths.home),
    paths.thankYou,
    paths.thankYouIreland,
    paths.thankYouScotland,
  ].map((url) => ({ url, file: `${url.slice(1)}/index.html`, module: url.slice(1), canonical: true })),
  { url: '/404', file: '404/index.html', module: 'not-found', canonical: false },
];
