// Screenshots of public pages at phone, tablet and desktop widths, for the README and for review, and a
// check that nothing overflows the screen or is cut off (exit code 1 if something is).
// Usage: npm run build && SCREENSHOT_PORT=3197 node scripts/screenshots.mjs [--pages /,/ireland] (starts its own server)
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './chromium.mjs';

const root = path.resolve(import.meta.dirname, '..');
const out = path.join(root, 'docs', 'screenshots');
const port = Number(process.env.SCREENSHOT_PORT ?? 3197);
const arg = process.argv.indexOf('--pages');
const pages = arg > 0 ? process.argv[arg + 1].split(',') : ['/', '/ireland', '/scotland'];
const widths = [375, 768, 1280];
let failures = 0;

const server = spawn(process.execPath, ['scripts/e2e-server.mjs'], {
  cwd: root,
  env: { ...process.env, PORT: String(port), E2E_DATA_DIR: '.tmp/screenshot-data' },
  stdio: 'inherit',
});
try {
  for (let i = 0; ; i++) {
    const ok = await fetch(`http://localhost:${port}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (i > 150) throw new Error('server did not start');
    await new Promise((r) => setTimeout(r, 200));
  }
  fs.mkdirSync(out, { recursive: true });
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  for (const width of widths) {
    const context = await browser.newContext({ viewport: { width, height: 900 }, deviceScaleFactor: 1 });
    const page = await context.newPage();
    for (const p of pages) {
      await page.goto(`http://localhost:${port}${p}`, { waitUntil: 'networkidle' });
      // the Scotland page offers a discount in a dialog on load: close it to see the page
      const offer = page.locator('dialog[open]');
      if (p === '/scotland') {
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
      const problems = await page.evaluate(() => {
        const found = [];
        const overflow = document.documentElement.scrollWidth - window.innerWidth;
        if (overflow > 0) found.push(`the page overflows horizontally by ${overflow}px`);
        // an element reaching past the screen's edges, unless an ancestor clips it on purpose (carousels)
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
      });
      for (const problem of problems) {
        console.warn(`  ${p} at ${width}px: ${problem}`);
        failures++;
      }
      const name = `${p === '/' ? 'home' : p.slice(1).replace(/\//g, '-')}-${width}.png`;
      await page.screenshot({ path: path.join(out, name), fullPage: true });
      console.log(`  docs/screenshots/${name}`);
      if (p === '/' && width === 1280) {
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
