import fs from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Boundaries (docs/architecture.md, "Layers"): imports flow down, never back up or sideways.
// Web: lib and components <- features <- app, and no feature reaches into another feature.
// API: lib, db, config.ts <- domain <- modules <- plugins, demo and the top-level files that assemble and start the
// app (apiAssembly); modules import each other without cycles.
const webFeatures = fs.readdirSync('apps/web/src/features');
// API modules bottom to top: a module imports only modules of a lower layer, so they never form a
// circle. A new module is placed here (the config refuses to load while one is missing).
const apiModuleLayers = [
  ['auth', 'guides', 'health', 'notifications'],
  // Web Push devices and sending (the rule of who is pushed is domain/push.ts, under every module)
  ['currency', 'push'],
  ['conversations', 'housekeeping', 'leads', 'marketplace', 'quote-templates', 'quotes', 'receipts', 'reviews', 'team'],
  ['marketing', 'purchases', 'realtime', 'traveller-leads'],
  // auto-buy buys through purchases (buyLead)
  ['auto-buy', 'companies'],
  // card top-ups: the ledger (purchases) credits them and receipts numbers them
  ['payments'],
  ['admin'],
  // export and deletion of an account read and erase across every area (decision 024)
  ['privacy'],
];
const unplaced = fs.readdirSync('apps/api/src/modules').filter((m) => !apiModuleLayers.flat().includes(m));
if (unplaced.length) throw new Error(`eslint.config.js: place the API module(s) ${unplaced} in apiModuleLayers`);
const web = (p) => `./apps/web/src/${p}`;
const api = (p) => `./apps/api/src/${p}`;
// the top of the API: what builds the app, seeds it and starts its processes, jobs and command line
const apiAssembly = [
  'plugins',
  'demo',
  'app.ts',
  'main.ts',
  'server.ts',
  'cluster.ts',
  'workers.ts',
  'cli.ts',
  'cli-backup.ts',
].map(api);
const boundaryZones = [
  ...webFeatures.map((feature) => ({
    target: web(`features/${feature}`),
    from: web('features'),
    except: [`./${feature}`],
    message:
      'A feature never imports another feature: move the shared piece down to lib/ or components/, or compose both in app/.',
  })),
  {
    target: [web('features'), web('components'), web('lib')],
    from: web('app'),
    message: 'Only app/ composes features; features and shared code never import app/.',
  },
  {
    target: [web('components'), web('lib')],
    from: web('features'),
    message: 'Shared code (components/, lib/) never imports a feature.',
  },
  {
    target: [api('lib'), api('db'), api('config.ts')],
    from: [api('domain'), api('modules'), ...apiAssembly],
    message: 'lib/, db/ and config.ts are the bottom layer: they import nothing above them.',
  },
  {
    target: api('domain'),
    from: [api('modules'), ...apiAssembly],
    message: 'domain/ holds the shared rules; it imports only db/, lib/ and config.ts.',
  },
  ...apiModuleLayers
    .flatMap((layer, i) =>
      layer.map((module) => ({
        target: api(`modules/${module}`),
        from: apiModuleLayers
          .slice(i)
          .flat()
          .filter((other) => other !== module)
          .map((other) => api(`modules/${other}`)),
        message: `modules/${module} may import only modules of a lower layer (apiModuleLayers in eslint.config.js).`,
      })),
    )
    .filter((zone) => zone.from.length > 0),
  {
    target: api('modules'),
    from: apiAssembly,
    message:
      'A module never imports the layers that assemble and start the app (plugins, the demo seed, app.ts, server.ts, workers.ts, ...).',
  },
];
// Every file directly in apps/api/src and every folder directly under it sits in the layers above: named
// as a zone's target or from, so a new top-level file cannot slip past the boundaries. Tests are exempt
// from the zones (below), so top-level tests need no place.
const zoned = new Set(boundaryZones.flatMap((zone) => [zone.target, zone.from].flat()));
const unzoned = fs.readdirSync('apps/api/src').filter((entry) => !entry.endsWith('.test.ts') && !zoned.has(api(entry)));
if (unzoned.length)
  throw new Error(
    `eslint.config.js: place ${unzoned.join(', ')} (in apps/api/src) in a boundary zone (apiAssembly, or the lib/db, domain or modules zone)`,
  );

export default tseslint.config(
  {
    ignores: ['**/dist/**', '**/node_modules/**', '.tmp/**', '.data/**', 'test-results/**', 'playwright-report/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': 'off',
    },
  },
  {
    files: ['apps/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // the files import-x reads to follow imports further: its default is .js, .mjs and .cjs only, so
      // without .ts and .tsx no-cycle never looked past the first import and could not see a cycle
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['apps/web/tsconfig.json', 'apps/api/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: boundaryZones }],
    },
  },
  {
    // tests stand above every layer: they boot the app, load demo data and check any module
    files: ['apps/**/*.test.ts'],
    rules: { 'import-x/no-restricted-paths': 'off' },
  },
  {
    // and no file imports itself round a circle, within a module or across layers, in the API and the web app
    files: ['apps/api/src/**/*.ts', 'apps/web/src/**/*.{ts,tsx}'],
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // code that runs in the browser: the web app, and callbacks Playwright evaluates in pages
    files: ['apps/web/src/**/*.{ts,tsx}', 'scripts/screenshots.mjs', 'e2e/**/*.ts'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
    },
  },
);
