// Lighthouse (mobile, its default simulated throttling) on the landing pages of the production build.
// Usage: npm run build && PORT=3013 node bench/lighthouse.mjs [--pages /,/ireland] [--runs 3]
// Starts its own server on PORT (fresh demo data) unless --url points at a running one.
// Needs Chromium: CHROME_PATH (default /usr/bin/chromium).
import { execFile, spawn } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { root, waitUntilHealthy } from './lib.mjs';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
};
const port = Number(process.env.PORT ?? 3000);
const base = arg('url', `http://localhost:${port}`);
const pages = arg('pages', '/,/ireland,/scotland').split(',');
const runs = Number(arg('runs', '3'));
const bars = { performance: 95, accessibility: 100, 'best-practices': 95, seo: 100 };
process.env.CHROME_PATH ??= '/usr/bin/chromium';

let server;
if (!process.argv.includes('--url')) {
  server = spawn(process.execPath, ['scripts/e2e-server.mjs'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), E2E_DATA_DIR: '.tmp/lighthouse-data' },
    stdio: 'inherit',
  });
  await waitUntilHealthy(base, { tries: 150, everyMs: 200, failure: 'server did not start' });
}

const run = promisify(execFile);
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
let failed = 0;
try {
  console.log(`Lighthouse ${runs} run(s) per page, mobile; median scores (bars: ${JSON.stringify(bars)})`);
  for (const page of pages) {
    const results = [];
    for (let i = 0; i < runs; i++) {
      const { stdout } = await run(
        path.join(root, 'node_modules', '.bin', 'lighthouse'),
        [
          `${base}${page}`,
          '--output=json',
          '--output-path=stdout',
          '--quiet',
          '--only-categories=performance,accessibility,best-practices,seo',
          '--chrome-flags=--headless --no-sandbox --disable-gpu',
        ],
        { maxBuffer: 64 * 1024 * 1024 },
      );
      results.push(JSON.parse(stdout));
    }
    const score = (cat) => Math.round(median(results.map((r) => r.categories[cat].score)) * 100);
    const metric = (id) => median(results.map((r) => r.audits[id].numericValue));
    const scores = Object.fromEntries(Object.keys(bars).map((c) => [c, score(c)]));
    const misses = Object.entries(bars).filter(([c, bar]) => scores[c] < bar);
    if (misses.length) failed++;
    console.log(
      `  ${page.padEnd(10)} performance ${scores.performance}  accessibility ${scores.accessibility}  ` +
        `best-practices ${scores['best-practices']}  seo ${scores.seo}  ` +
        `(FCP ${Math.round(metric('first-contentful-paint'))} ms, LCP ${Math.round(metric('largest-contentful-paint'))} ms, ` +
        `TBT ${Math.round(metric('total-blocking-time'))} ms, CLS ${metric('cumulative-layout-shift').toFixed(3)})` +
        (misses.length ? `  BELOW BAR: ${misses.map(([c]) => c).join(', ')}` : ''),
    );
    for (const r of results.slice(0, 1)) {
      for (const [cat, bar] of Object.entries(bars)) {
        if (Math.round(r.categories[cat].score * 100) >= bar) continue;
        const failing = r.categories[cat].auditRefs
          .map((a) => r.audits[a.id])
          .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode !== 'informative')
          .map((a) => `${a.id} (${a.displayValue ?? a.score})`);
        console.log(`      ${cat}: ${failing.join(', ')}`);
      }
    }
  }
} finally {
  server?.kill('SIGINT');
}
process.exitCode = failed ? 1 : 0;
