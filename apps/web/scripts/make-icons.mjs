// Renders the PNG icons, favicon.ico and the social sharing image from our SVG art with Chromium.
// Run after draw-art.mjs: node apps/web/scripts/make-icons.mjs (uses /usr/bin/chromium or CHROME_PATH)
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';

const pub = path.resolve(import.meta.dirname, '..', 'public');
const mark = '<path d="M8 11h16v3.2h-6.4V24h-3.2v-9.8H8z" fill="#fff"/>';
// full-bleed square (home screens round the corners themselves)
const square = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="#15803d"/>${mark}</svg>`;

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
});

async function render(html, width, height, type = 'png') {
  const page = await browser.newPage({ viewport: { width, height }, deviceScaleFactor: 1 });
  const file = path.join(pub, `.render-${width}x${height}.html`);
  fs.writeFileSync(file, `<!doctype html><html><body style="margin:0">${html}</body></html>`);
  await page.goto(`file://${file}`);
  await page.waitForLoadState('load');
  const png = await page.screenshot(type === 'png' ? { type, omitBackground: true } : { type, quality: 82 });
  fs.rmSync(file);
  await page.close();
  return png;
}

const icon = (svg, size) =>
  render(
    `<img src="data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}" width="${size}" height="${size}">`,
    size,
    size,
  );

const favicon = fs.readFileSync(path.join(pub, 'favicon.svg'), 'utf8');
for (const [name, svg, size] of [
  ['apple-touch-icon.png', square, 180],
  ['icon-192.png', square, 192],
  ['icon-512.png', square, 512],
]) {
  fs.writeFileSync(path.join(pub, name), await icon(svg, size));
  console.log(`  public/${name}`);
}

// favicon.ico holding one 32x32 PNG (the ICO format allows PNG images since Windows Vista)
const png32 = await icon(favicon, 32);
const header = Buffer.alloc(22);
header.writeUInt16LE(0, 0);
header.writeUInt16LE(1, 2);
header.writeUInt16LE(1, 4);
header.writeUInt8(32, 6);
header.writeUInt8(32, 7);
header.writeUInt16LE(1, 10);
header.writeUInt16LE(32, 12);
header.writeUInt32LE(png32.length, 14);
header.writeUInt32LE(22, 18);
fs.writeFileSync(path.join(pub, 'favicon.ico'), Buffer.concat([header, png32]));
console.log('  public/favicon.ico');

const hero = fs.readFileSync(path.join(pub, 'images', 'hero-home.svg'));
const og = await render(
  `<div style="position:relative;width:1200px;height:630px;font-family:system-ui,sans-serif;overflow:hidden">
    <img src="data:image/svg+xml;base64,${hero.toString('base64')}" style="position:absolute;inset:0;width:100%;height:100%;object-fit:cover">
    <div style="position:absolute;inset:0;background:linear-gradient(90deg,rgba(2,6,23,.9),rgba(2,6,23,.55) 60%,rgba(2,6,23,.15))"></div>
    <div style="position:absolute;left:72px;top:90px;width:760px;color:#fff">
      <div style="display:flex;align-items:center;gap:16px;font-size:40px;font-weight:800">
        <img src="data:image/svg+xml;base64,${Buffer.from(favicon).toString('base64')}" width="64" height="64">TripTender
      </div>
      <div style="margin-top:48px;font-size:64px;line-height:1.1;font-weight:800">Free quotes from local tour operators</div>
      <div style="margin-top:28px;font-size:32px;color:#e2e8f0">Ireland · Scotland · United Kingdom. Free, no obligation.</div>
    </div>
  </div>`,
  1200,
  630,
  'jpeg',
);
fs.writeFileSync(path.join(pub, 'og-image.jpg'), og);
console.log('  public/og-image.jpg');

fs.writeFileSync(
  path.join(pub, 'site.webmanifest'),
  `${JSON.stringify(
    {
      name: 'TripTender',
      short_name: 'TripTender',
      description: 'Free quotes from vetted local tour operators in Ireland, Scotland and the UK.',
      start_url: '/',
      display: 'standalone',
      background_color: '#ffffff',
      theme_color: '#15803d',
      icons: [
        { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
        { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any maskable' },
      ],
    },
    null,
    2,
  )}\n`,
);
console.log('  public/site.webmanifest');
await browser.close();
