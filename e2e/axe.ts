import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { type DemoUser, expect, loginAs, test } from './fixtures.ts';

/** The WCAG 2 A and AA rules every portal screen is held to; the public pages add 2.1, 2.2 and best practice. */
export const PORTAL_AXE_TAGS = ['wcag2a', 'wcag2aa'];

/** What axe finds on the page as it is now (the given rule tags, or 'all' rules), one line per rule. */
export async function axeViolations(page: Page, tags: string[] | 'all'): Promise<string[]> {
  const builder = new AxeBuilder({ page });
  const { violations } = await (tags === 'all' ? builder : builder.withTags(tags)).analyze();
  return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** Fails with the page's address and every violation when axe finds any. */
export async function expectNoAxeViolations(page: Page, tags: string[] | 'all' = PORTAL_AXE_TAGS) {
  expect(await axeViolations(page, tags), page.url()).toEqual([]);
}

/**
 * One test per screen: log in as `who`, open the path, wait for a text that only shows once the
 * screen's data is there, then check it with axe.
 */
export function axeEachScreen(who: DemoUser, screens: readonly (readonly [path: string, ready: string])[]) {
  for (const [path, ready] of screens) {
    test(`${path} has no accessibility violations`, async ({ page }) => {
      await loginAs(page, who);
      await page.goto(path);
      await expect(page.getByText(ready, { exact: true }).first()).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }
}
