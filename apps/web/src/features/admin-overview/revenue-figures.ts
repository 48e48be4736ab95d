// What the revenue chart and its table say, as plain functions: the series, their colours and words.
import { formatCents, formatMoney } from '@triptender/contract/money';
import type { RevenueReport } from '@triptender/contract/revenue';
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
