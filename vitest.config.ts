import path from 'node:path';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { chromiumArgs, chromiumPath } from './scripts/chromium.mjs';

const webAlias = { '@': path.resolve(import.meta.dirname, 'apps/web/src') };

export default defineConfig({
  test: {
    // two files at a time on CI's 2 cores: each API test file has a database of its own (docs/benchmarks.md)
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'contract',
          include: ['packages/contract/src/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'api',
          include: ['apps/api/src/**/*.test.ts', 'apps/api/test/**/*.test.ts'],
          globalSetup: ['apps/api/test/global-setup.ts'],
          // Each file builds its own app on its own database (the harness, apps/api/test/harness.ts), so files need no module
          // isolation: a worker imports the API once, not once per file (the suite runs in about half
          // the time on CI's 2 cores; docs/benchmarks.md, "The test suite").
          isolate: false,
          env: { NODE_ENV: 'test' },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'scripts',
          include: ['scripts/**/*.test.mjs'],
        },
      },
      {
        resolve: { alias: webAlias },
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.ts'],
        },
      },
      {
        // components rendered in Debian's Chromium (the same as the e2e journeys), one page per file
        resolve: { alias: webAlias },
        test: {
          name: 'web-components',
          include: ['apps/web/src/**/*.test.tsx'],
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({ launchOptions: { executablePath: chromiumPath, args: chromiumArgs } }),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
    ],
  },
});
