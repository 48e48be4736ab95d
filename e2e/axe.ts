import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { type DemoUser, expect, loginAs, test } from './fixtures.ts';

/** The rules every screen is held to, public and portal alike: WCAG 2.0, 2.1 and 2.2 A and AA, and axe's best practice. */
export const PORTAL_AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/** Every screen is checked on a laptop and on a small phone. */
export const AXE_WIDTHS = [1280, 375] as const;

/** Lays the page out at a width (a phone's height below 768 px), before it is opened or after. */
export async function atWidth(page: Page, width: number) {
  await page.setViewportSize({ width, height: width < 768 ? 812 : 900 });
}

/** What axe finds on the page as it is now (the given rule tags, or 'all' rules), one line per rule. */
export async function axeViolations(page: Page, tags: string[] | 'all'): Promise<string[]> {
  // A toast can start to fade out while axe runs (sonner removes it after a few seconds), and its text
  // then reads as faint: a finding inside a toast, or on an element already gone, is checked again once
  // animations are over, and is reported only if it is still there (a toast's own colours fail each time).
  for (let attempt = 1; ; attempt++) {
    await animationsSettled(page);
    const { lines, transient } = await scan(page, tags);
    if (!transient || attempt === 3) return lines;
    await page.waitForTimeout(500);
  }
}

/**
 * Waits for running transitions and finite animations (never a spinner's): axe measures contrast as the
 * page is at that instant, and a toast or a dialog still fading in reads as faint text. A toast starts its
 * fade a frame or two after it mounts, so the page is asked again after two frames until nothing finite runs.
 */
async function animationsSettled(page: Page) {
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    for (let round = 0; round < 10; round++) {
      await frame();
      await frame();
      const running = document
        .getAnimations()
        .filter((a) => a.playState === 'running')
        .filter((a) => Number.isFinite(Number(a.effect?.getComputedTiming().endTime ?? Infinity)));
      if (running.length === 0) return;
      await Promise.all(running.map((a) => a.finished.catch(() => undefined)));
    }
  });
}

async function scan(page: Page, tags: string[] | 'all') {
  // Legacy mode runs axe in the page itself instead of gathering frames' results in a blank page of
  // its own (no page of ours has a cross-origin frame): half the time of each scan. Only violations
  // are gathered, as only they are reported.
  const builder = new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ['violations'] });
  const { violations } = await (tags === 'all' ? builder : builder.withTags(tags)).analyze();
  const targets = violations.flatMap((v) => v.nodes.map((n) => n.target.join(' ')));
  const transient = await page.evaluate(
    (selectors) =>
      selectors.some((s) => {
        try {
          const element = document.querySelector(s);
          return element === null || element.closest('[data-sonner-toast]') !== null;
        } catch {
          return false; // a selector this document cannot parse: reported as it is
        }
      }),
    targets,
  );
  // each node with axe's reason (for contrast: the two colours it measured), so a failure explains itself
  const lines = violations.map(
    (v) =>
      `${v.id}: ${v.nodes.map((n) => `${n.target.join(' ')} (${[...n.any, ...n.all].map((c) => c.message).join('; ')})`).join(', ')}`,
  );
  return { lines, transient };
}

/** Fails with the page's address and every violation when axe finds any. */
export async function expectNoAxeViolations(page: Page, tags: string[] | 'all' = PORTAL_AXE_TAGS) {
  expect(await axeViolations(page, tags), page.url()).toEqual([]);
}

/**
 * One test per screen: log in as `who`, open the path at each width (AXE_WIDTHS; the page is loaded
 * again at the new width, so layouts chosen when the page starts are the phone's), wait for a text that
 * only shows once the screen's data is there, then check it with axe.
 */
export function axeEachScreen(who: DemoUser, screens: readonly (readonly [path: string, ready: string | RegExp])[]) {
  for (const [path, ready] of screens) {
    test(`${path} has no accessibility violations at ${AXE_WIDTHS.join(' and ')} px`, async ({ page }) => {
      await loginAs(page, who);
      for (const [i, width] of AXE_WIDTHS.entries()) {
        await atWidth(page, width);
        if (i === 0) await page.goto(path);
        else await page.reload();
        await expect(page.getByText(ready, { exact: typeof ready === 'string' }).first()).toBeVisible();
        await expectNoAxeViolations(page);
      }
    });
  }
}
