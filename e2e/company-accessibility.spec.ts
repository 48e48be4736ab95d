import AxeBuilder from '@axe-core/playwright';
import { expect, loginAs, test } from './fixtures.ts';

// The company screens of this area, checked by axe (WCAG 2 A and AA) once their data is shown.
const pages = [
  ['/company/overview', 'Recent Trip Requests'],
  ['/company/users', 'Status'],
  ['/company/settings', 'Achievement badges'],
  ['/company/wallet', 'History'],
] as const;

for (const [path, ready] of pages) {
  test(`${path} has no accessibility violations`, async ({ page }) => {
    await loginAs(page, 'manager');
    await page.goto(path);
    await expect(page.getByText(ready, { exact: true }).first()).toBeVisible();
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
}
