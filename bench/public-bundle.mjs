// Gzipped JavaScript each public page loads on first visit, from the production build's manifest:
// the entry chunk and its static imports, plus the page's route chunk and its static imports.
// Chunks loaded later (the trip request dialog, toasts, the carousel's engine) are not counted.
// Usage: npm run build && node bench/public-bundle.mjs [--budget 100]
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const dist = path.resolve(import.meta.dirname, '..', 'apps', 'web', 'dist');
const manifestFile = path.join(dist, '.vite', 'manifest.json');
if (!fs.existsSync(manifestFile)) {
  console.error('No build found: run npm run build first.');
  process.exit(1);
}
const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
const budgetArg = process.argv.indexOf('--budget');
const budgetKb = budgetArg > 0 ? Number(process.argv[budgetArg + 1]) : 100;

const PAGES = {
  '/': 'home',
  '/ireland': 'ireland',
  '/scotland': 'scotland',
  '/how-it-works': 'how-it-works',
  '/about': 'about',
  '/for-agents': 'for-agents',
  '/help': 'help',
  '/privacy': 'privacy',
  '/terms': 'terms',
  '/cookies': 'cookies',
  '/contact': 'contact',
  '/login': 'login',
  '/thank-you': 'thank-you',
  '/thank-you-ireland': 'thank-you-ireland',
  '/thank-you-scotland': 'thank-you-scotland',
  '/operators/{id}': 'operator-profile',
  '(404)': 'not-found',
};

function closure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imp of manifest[key]?.imports ?? []) closure(imp, seen);
  return seen;
}

const gzipCache = new Map();
const gzipKb = (file) => {
  if (!gzipCache.has(file)) {
    gzipCache.set(file, zlib.gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length / 1024);
  }
  return gzipCache.get(file);
};

const entry = Object.keys(manifest).find((k) => manifest[k].isEntry);
const entryChunks = closure(entry);
const entryKb = [...entryChunks].reduce((sum, k) => sum + gzipKb(manifest[k].file), 0);

console.log(`Gzipped JavaScript on first load (budget ${budgetKb} KB); shared entry: ${entryKb.toFixed(1)} KB`);
let over = 0;
for (const [route, module] of Object.entries(PAGES)) {
  const key = `src/app/routes/public/${module}.tsx`;
  if (!manifest[key]) throw new Error(`${key} is not in the manifest`);
  const chunks = new Set([...entryChunks, ...closure(key)]);
  const kb = [...chunks].reduce((sum, k) => sum + gzipKb(manifest[k].file), 0);
  const ok = kb <= budgetKb;
  if (!ok) over++;
  console.log(`  ${route.padEnd(20)} ${kb.toFixed(1).padStart(6)} KB  ${ok ? 'ok' : 'OVER BUDGET'}`);
}
// loaded only when needed, on top of the page's first load
console.log('Loaded on demand (what each adds beyond the entry):');
for (const [what, test] of [
  ['trip request dialog', /trip-request-dialog\.tsx$/],
  ['discount offer dialog', /offer-dialog\.tsx$/],
  ['carousel engine', /carousel-engine\.tsx$/],
  ['toasts (sonner)', /sonner/],
]) {
  const key = Object.keys(manifest).find((k) => test.test(k));
  if (!key) continue;
  const kb = [...closure(key)].filter((k) => !entryChunks.has(k)).reduce((sum, k) => sum + gzipKb(manifest[k].file), 0);
  console.log(`  ${what.padEnd(24)} ${kb.toFixed(1).padStart(6)} KB`);
}
if (over) {
  console.log(`${over} page(s) over budget`);
  process.exitCode = 1;
}
