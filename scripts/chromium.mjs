// The one Chromium our browser tools launch: Debian's package (never a downloaded browser), headless,
// with the flags that keep it quiet on a machine without a GPU, a sandbox or outside network.
// Used by playwright.config.ts (e2e) and scripts/screenshots.mjs.
import fs from 'node:fs';

// Debian's chromium-headless-shell when it is installed (.ci/run installs it): the same Chromium
// without the browser's own window and its WebUI (an omnibox popup page loads in every new context of
// the full browser), about half the CPU per journey on CI's 2 cores (decision 027); else the full
// browser, which runs the same journeys.
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
export const chromiumPath =
  process.env.CHROME_PATH ?? (fs.existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

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
