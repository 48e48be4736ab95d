// The marketplace health's weekly chart: how soon the leads that went live each week were first bought
// and first quoted (medians, hours), with its table and text alternative.
import type { HealthReport, HealthWeek } from '@triptender/contract/marketplace-health';
import { chartColor, type ChartSpec } from '@/components/charts/chart-types.ts';
import type { FiguresTableProps } from '@/components/charts/figures-table.tsx';
import { formatDate, formatMonthDay } from '@/lib/format.ts';

export const WEEKS_TITLE = 'Time to first purchase and first quote (median, by week)';

const hours = (v: number | null) => (v == null ? '–' : `${v.toLocaleString('en-GB')} h`);

const SERIES: readonly [label: string, value: (w: HealthWeek) => number | null][] = [
  ['Median hours to first purchase', (w) => w.median_hours_to_first_purchase],
  ['Median hours to first quote', (w) => w.median_hours_to_first_quote],
];

export function weeksSpec(report: HealthReport): ChartSpec {
  return {
    kind: 'line',
    categories: report.weeks.map((w) => formatMonthDay(w.week_start)),
    series: SERIES.map(([label, value], i) => ({ label, color: chartColor(i), values: report.weeks.map(value) })),
    formatValue: String,
    formatCategory: (i) => `Week of ${formatDate(report.weeks[i]?.week_start ?? '')}`,
    xTitle: 'Week from Monday (UTC)',
    yTitle: 'Hours from going live',
  };
}

export function weeksTable(report: HealthReport): Omit<FiguresTableProps, 'visible'> {
  return {
    id: 'health-weeks-table',
    caption: WEEKS_TITLE,
    columns: ['Week of', 'New leads', ...SERIES.map(([label]) => label)],
    rows: report.weeks.map((w) => ({
      key: w.week_start,
      head: formatDate(w.week_start),
      cells: [w.new_leads.toLocaleString('en-GB'), ...SERIES.map(([, value]) => hours(value(w)))],
    })),
    note: 'Over the leads that went live that week (within the period) and were bought, or quoted, since.',
  };
}

export function weeksSummary(report: HealthReport): string {
  const n = report.weeks.length;
  return (
    `Line chart of the median hours from a lead going live to its first purchase and to its first quote, ` +
    `for each of the ${n} ${n === 1 ? 'week' : 'weeks'} from ${formatDate(report.from)} to ${formatDate(report.to)}. ` +
    'The table of the weeks gives each figure.'
  );
}
