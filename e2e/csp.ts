import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';

/**
 * Records every Content-Security-Policy violation of the page from before its first script (the
 * browser's `securitypolicyviolation` event) and every console line about the policy.
 */
export async function watchViolations(page: Page): Promise<string[]> {
  const seen: string[] = [];
  await page.exposeFunction('__cspViolation', (v: string) => seen.push(v));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      const report = (window as unknown as { __cspViolation: (v: string) => void }).__cspViolation;
      report(`${e.effectiveDirective} blocked ${e.blockedURI || 'inline'} at ${e.sourceFile}:${e.lineNumber}`);
    });
  });
  page.on('console', (msg) => {
    if (/Content Security Policy/i.test(msg.text())) seen.push(msg.text());
  });
  return seen;
}

/** Opens a page, checks it was sent with the policy, and waits until it is idle (hydrated, lazy chunks loaded). */
export async function visitWithPolicy(page: Page, url: string) {
  const res = await page.goto(url);
  expect(res?.headers()['content-security-policy'], `${url} has a CSP`).toContain("script-src 'self'");
  await page.waitForLoadState('networkidle');
}
