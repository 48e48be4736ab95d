// What the revenue chart and its table say, as plain functions: the series, their colours and words.
import { formatCents, formatMoney } from '@triptender/contract/money';
import type { RevenueReport } from '@triptender/contract/revenue';
import type { ChartSpec } from '@/components/charts/chart-types.ts';
import type { FiguresTableProps } from '@/components/charts/figures-table.tsx';
import { formatDate, formatMonthDay } from '@/lib/format.ts';

export type RevenueData = RevenueReport;
export type RevenueWeekData = RevenueData['weeks'][number];
type Figure = Exclude<keyof RevenueWeekData, 'week_start'>;

/**
 * The three series, in the order of the legend and the bars. Colours from the Okabe-Ito palette (told
 * apart with the common colour-vision deficiencies), each at least 3:1 against white (WCAG 1.4.11).
 */
export const REVENUE_SERIES = [
  { key: 'top_ups_cents', label: 'Top-ups', color: '#0072b2' },
  { key: 'lead_sales_cents', label: 'Lead sales', color: '#00805c' },
  { key: 'refunds_cents', label: 'Refunds', color: '#c74f00' },
] as const satisfies readonly { key: Figure; label: string; color: string }[];

/** The ranges offered, in weeks, and the one shown first. */
export const RANGE_CHOICES = ['4', '12', '26', '52'] as const;
export type RangeChoice = (typeof RANGE_CHOICES)[number];
export const DEFAULT_RANGE: RangeChoice = '12';
export const RANGE_LABELS: Record<RangeChoice, string> = {
  '4': 'Last 4 weeks',
  '12': 'Last 12 weeks',
  '26': 'Last 26 weeks',
  '52': 'Last 52 weeks',
};

/** Nothing moved in the whole range: the empty state instead of a flat chart. */
export const nothingMoved = (data: RevenueData) => data.weeks.every((w) => REVENUE_SERIES.every((s) => w[s.key] === 0));

/** '17 Nov': a week on the chart's axis, by its Monday. */
export const weekLabel = (weekStart: string) => formatMonthDay(weekStart);
/** '17 Nov 2025': a week in the table and the tooltip, by its Monday. */
export const weekDate = (weekStart: string) => formatDate(weekStart);

/** An amount on the chart's axis: whole dollars where they are whole ('$1,500', '$12.50'). */
export const axisMoney = (cents: number) => formatMoney(cents);

/** The chart's text alternative: what it shows, the totals, and where the week-by-week figures are. */
export function revenueSummary(data: RevenueData): string {
  const n = data.weeks.length;
  const from = data.weeks[0];
  const totals = REVENUE_SERIES.map((s) => `${s.label.toLowerCase()} ${formatCents(data.totals[s.key])}`);
  const span = from ? ` from the week of ${weekDate(from.week_start)}` : '';
  return (
    `Bar chart of money moved per week over ${n} ${n === 1 ? 'week' : 'weeks'}${span}: ` +
    `${totals.slice(0, -1).join(', ')} and ${totals.at(-1)} in all. ` +
    'The table of revenue by week gives the figures of each week.'
  );
}

/** The chart: three bars a week (top-ups, lead sales, refunds), dollars up the side. */
export function revenueChart(data: RevenueData): ChartSpec {
  return {
    kind: 'bars',
    categories: data.weeks.map((w) => weekLabel(w.week_start)),
    series: REVENUE_SERIES.map((s) => ({ label: s.label, color: s.color, values: data.weeks.map((w) => w[s.key]) })),
    formatValue: axisMoney,
    formatCategory: (i) => `Week of ${weekDate(data.weeks[i]?.week_start ?? '')}`,
    xTitle: 'Week starting (Monday)',
    yTitle: 'Amount (US$)',
  };
}

const weekMoney = (w: RevenueData['totals']) =>
  [w.top_ups_cents, w.lead_sales_cents, w.refunds_cents, w.net_sales_cents].map(formatCents);

/** The chart's figures as a table, oldest week first as on the chart, with the net sales and the totals. */
export function revenueTable(id: string, data: RevenueData): Omit<FiguresTableProps, 'visible'> {
  return {
    id,
    caption: 'Revenue by week',
    columns: ['Week of', ...REVENUE_SERIES.map((s) => s.label), 'Net sales'],
    rows: data.weeks.map((w) => ({ key: w.week_start, head: weekDate(w.week_start), cells: weekMoney(w) })),
    footer: { key: 'total', head: 'Total', cells: weekMoney(data.totals) },
    note: 'Net sales are lead sales less the purchases refunded. Welcome credit and adjustments are not counted.',
  };
}
