import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const api = process.env.API_URL ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: { alias: { '@': path.resolve(import.meta.dirname, 'src') } },
  server: {
    port: 5173,
    proxy: {
      '/v1': { target: api, ws: true },
      '/docs': api,
      '/healthz': api,
      '/uploads': api,
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    target: 'es2022',
    // read by scripts/prerender.mjs (which chunks a page needs) and bench/public-bundle.mjs
    manifest: true,
    // No preload lists for lazy chunks: with ~100 of them, the list of hashed file names alone cost every
    // public page 2.5 KB of gzipped JS. Prerendered pages get their chunks' <link rel=modulepreload> from
    // scripts/prerender.mjs; a lazy portal page loads its imports one round trip later.
    modulePreload: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              // the sections the landing pages share: one chunk costs less than a dozen tiny ones (each
              // gzipped apart); what only one page or a later moment needs stays in its own chunk
              name: 'landing',
              includeDependenciesRecursively: false,
              test: /src\/features\/(site\/components\/(hero|section|steps|benefits|testimonials|stars|faq-list|cta-button|tone|icons|sticky-cta-bar)|site\/hooks\/(use-scrolled-past|use-visit-flag)|marketing\/(components\/(lead-magnet-form|lead-magnet-section|dialog-open)|api\/marketing-contacts))\./,
            },
          ],
        },
      },
    },
  },
});
