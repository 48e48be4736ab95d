import path from 'node:path';
import { defineConfig } from 'vitest/config';

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
          // Each file builds its own app on its own database (setupTestFile), so files need no module
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
        resolve: { alias: { '@': path.resolve(import.meta.dirname, 'apps/web/src') } },
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.ts'],
        },
      },
    ],
  },
});
