// Screenshots of pages at phone, tablet and desktop widths, for the README and for review, and a check
// that nothing overflows the screen or is cut off (exit code 1 if something is). It starts its own server
// (the production build on fresh demo data, like the browser journeys), so build first.
//
// Usage (from the repository root; run it under the build lock when others build too):
//   flock /tmp/e2e.lock sh -c 'npm run build && node scripts/screenshots.mjs [options]'
// Options:
//   --pages /,/ireland            the paths to shoot (default: /,/ireland,/scotland); name a file with
//                                 path=name: --pages /operators/1=operator-profile (a path with a
//                                 query needs a name: /company/leads?lead=52=timeline-operator)
//   --widths 375,1280             the widths in px (default: 375,768,1280)
//   --as <email>                  log in first as this demo user (password `triptender`, or --password)
//   --first-screen                shoot what fits on the first screen (375x667 on phones, 1280x900 wider)
//                                 rather than the whole page
// Files go to docs/screenshots/<name>-<width>.png (the name is the path, / becoming -, or 'home').
// Examples:
//   node scripts/screenshots.mjs --pages /operators/1=operator-profile --widths 375,1280
//   node scripts/screenshots.mjs --as siobhan@emeraldisletours.example \
//     --pages /company/marketplace=marketplace --widths 375 --first-screen
//   node scripts/screenshots.mjs --as maeve.quinn@example.com --pages /user/requests/42=timeline --widths 375,1280
// SCREENSHOT_PORT picks the server's port (default 3197).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './chromium.mjs';

const root = path.resolve(import.meta.dirname, '..');
const out = path.join(root, 'docs', 'screenshots');
const port = Number(process.env.SCREENSHOT_PORT ?? 3197);
const base = `http://localhost:${port}`;

/** The value after a flag, or undefined. */
const option = (flag) => {
  const i = process.argv.indexOf(flag);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const pages = (option('--pages') ?? '/,/ireland,/scotland').split(',').map((entry) => {
  // the name follows the last '=', so a path with a query is named too: /company/leads?lead=52=operator-view
  const at = entry.lastIndexOf('=');
  const [p, name] = at > 0 ? [entry.slice(0, at), entry.slice(at + 1)] : [entry, undefined];
  return { path: p, name: name ?? (p === '/' ? 'home' : p.slice(1).replace(/[/?=&]+/g, '-')) };
});
const widths = (option('--widths') ?? '375,768,1280').split(',').map(Number);
const login = option('--as');
const password = option('--password') ?? 'triptender';
const firstScreen = process.argv.includes('--first-screen');
if (pages.some((p) => !p.path.startsWith('/')) || widths.some((w) => !(w > 0))) {
  console.error(
    'Usage: node scripts/screenshots.mjs [--pages /a,/b=name] [--widths 375,1280] [--as email] [--first-screen]',
  );
  process.exit(2);
}
let failures = 0;

/** The logged-in session, stored the way the web app stores it (localStorage 'auth-storage'). */
async function session() {
  const res = await fetch(`${base}/v1/auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: login, password }),
  });
  if (!res.ok) throw new Error(`could not log in as ${login}: ${res.status} ${await res.text()}`);
  const { user, token } = await res.json();
  return JSON.stringify({ state: { user, token }, version: 0 });
}

/** What is wrong with the page's layout at its width: overflow, or text cut off. */
const layoutProblems = () => {
  const found = [];
  const overflow = document.documentElement.scrollWidth - window.innerWidth;
  if (overflow > 0) found.push(`the page overflows horizontally by ${overflow}px`);
  // an element reaching past the screen's edges, unless an ancestor clips it on purpose (carousels, tables)
  const clipped = (el) => {
    for (let a = el.parentElement; a; a = a.parentElement) {
      if (getComputedStyle(a).overflowX !== 'visible') return true;
    }
    return false;
  };
  for (const el of document.body.querySelectorAll('*')) {
    const r = el.getBoundingClientRect();
    // visually hidden text for screen readers is a 1px box on purpose
    if (r.width <= 1 || r.height <= 1 || getComputedStyle(el).clip === 'rect(0px, 0px, 0px, 0px)') continue;
    if ((r.right > window.innerWidth + 1 || r.left < -1) && !clipped(el)) {
      found.push(`<${el.tagName.toLowerCase()} class="${el.className}"> reaches past the screen edge`);
    }
    // text cut off inside its box
    if (
      el.children.length === 0 &&
      el.scrollWidth > el.clientWidth + 1 &&
      getComputedStyle(el).overflowX === 'hidden'
    ) {
      found.push(`<${el.tagName.toLowerCase()}> "${el.textContent?.slice(0, 40)}" is cut off`);
    }
  }
  return found.slice(0, 10);
};

const server = spawn(process.execPath, ['scripts/e2e-server.mjs'], {
  cwd: root,
  env: { ...process.env, PORT: String(port), E2E_DATA_DIR: '.tmp/screenshot-data' },
  stdio: 'inherit',
});
try {
  // the server migrates and seeds a fresh database first: minutes on a loaded machine
  for (let i = 0; ; i++) {
    const ok = await fetch(`${base}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (i > 1500) throw new Error('server did not start');
    await new Promise((r) => setTimeout(r, 200));
  }
  fs.mkdirSync(out, { recursive: true });
  const auth = login ? await session() : null;
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  for (const width of widths) {
    const height = firstScreen && width < 768 ? 667 : 900;
    const context = await browser.newContext({ viewport: { width, height }, deviceScaleFactor: 1 });
    if (auth) await context.addInitScript((stored) => localStorage.setItem('auth-storage', stored), auth);
    const page = await context.newPage();
    for (const p of pages) {
      await page.goto(`${base}${p.path}`, { waitUntil: 'networkidle' });
      // the Scotland page offers a discount in a dialog on load: close it to see the page
      if (p.path === '/scotland') {
        const offer = page.locator('dialog[open]');
        await offer.waitFor();
        await page.keyboard.press('Escape');
        await offer.waitFor({ state: 'detached' });
      }
      // scroll through once so lazy images load, then back to the top
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += 500) {
          window.scrollTo(0, y);
          await new Promise((r) => setTimeout(r, 50));
        }
        window.scrollTo(0, 0);
      });
      await page.waitForLoadState('networkidle');
      for (const problem of await page.evaluate(layoutProblems)) {
        console.warn(`  ${p.path} at ${width}px: ${problem}`);
        failures++;
      }
      const name = `${p.name}-${width}.png`;
      await page.screenshot({ path: path.join(out, name), fullPage: !firstScreen });
      console.log(`  docs/screenshots/${name}`);
      if (p.path === '/' && width === 1280 && !login) {
        // the README's picture: the first screen of the home page
        await page.screenshot({ path: path.join(out, 'home.png') });
      }
    }
    await context.close();
  }
  await browser.close();
} finally {
  server.kill('SIGINT');
}
if (failures) {
  console.error(`${failures} layout problem(s) found`);
  process.exitCode = 1;
}
