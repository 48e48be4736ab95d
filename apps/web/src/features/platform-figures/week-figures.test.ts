import { describe, expect, it } from 'vitest';
import type { HealthReport } from '@triptender/contract/marketplace-health';
import { weeksSpec, weeksSummary, weeksTable } from './week-figures.ts';

const report = {
  from: '2025-03-05',
  to: '2025-03-11',
  weeks: [
    { week_start: '2025-03-03', new_leads: 2, median_hours_to_first_purchase: 3, median_hours_to_first_quote: 9.5 },
    { week_start: '2025-03-10', new_leads: 1, median_hours_to_first_purchase: 30, median_hours_to_first_quote: null },
  ],
} as HealthReport;

describe('the weekly chart of time to first purchase and quote', () => {
  it('has a line per median and a row per week, a dash for no lead bought or quoted', () => {
    expect(weeksSpec(report).series.map((s) => [s.label, s.values])).toEqual([
      ['Median hours to first purchase', [3, 30]],
      ['Median hours to first quote', [9.5, null]],
    ]);
    expect(weeksTable(report).rows).toEqual([
      { key: '2025-03-03', head: '3 Mar 2025', cells: ['2', '3 h', '9.5 h'] },
      { key: '2025-03-10', head: '10 Mar 2025', cells: ['1', '30 h', '–'] },
    ]);
    expect(weeksSummary(report)).toContain('for each of the 2 weeks from 5 Mar 2025 to 11 Mar 2025');
  });
});
