import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures.ts';

// The month calendar of the product (apps/web/src/components/ui/calendar.tsx), in the trip request's
// date step and behind every date field: weeks from Monday, as UK and Irish users expect.

/** The calendar's first column is Monday: its headers, and the label of every day in that column. */
export async function expectWeeksFromMonday(grid: Locator) {
  await expect(grid.getByRole('columnheader')).toHaveText(['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su']);
  await expect(grid.getByRole('columnheader').first()).toHaveAttribute('abbr', 'Monday');
  const firstColumn = grid.locator('tbody tr td:first-child button');
  await expect(firstColumn.first()).toBeVisible();
  for (const label of await firstColumn.evaluateAll((days) => days.map((d) => d.getAttribute('aria-label')))) {
    expect(label).toMatch(/^Monday \d{1,2} [A-Z][a-z]+ \d{4}$/);
  }
}

/**
 * Opens a date field (the button named by its label) and returns its calendar's grid, checked to start its
 * weeks on Monday, with the focus on the day it opened on.
 */
export async function openDateField(page: Page, scope: Page | Locator, label: string): Promise<Locator> {
  // the button's name is the label, then the day it shows ('From 3 Jun 2026', 'To Choose a date')
  const name = new RegExp(`^${label.replace(/[()]/g, '\\$&')} `);
  await scope.getByRole('button', { name }).click();
  const grid = page.getByRole('dialog', { name: label, exact: true }).getByRole('grid');
  await expect(grid.locator('button:focus')).toHaveCount(1);
  await expectWeeksFromMonday(grid);
  return grid;
}
