// The one Chromium our browser tools launch: Debian's package (never a downloaded browser), headless,
// with the flags that keep it quiet on a machine without a GPU, a sandbox or outside network.
// Used by playwright.config.ts (e2e) and scripts/screenshots.mjs.
export const chromiumPath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
