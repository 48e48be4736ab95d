// What the company overview's performance section says, as plain functions: the figures with the
// platform's medians, the weekly charts and their tables, the decline reasons.
import type { z } from 'zod';
import type { Wire } from '@triptender/contract/common';
import type { companyPerformance } from '@triptender/contract/company-performance';
import { formatMoney } from '@triptender/contract/money';
import { DECLINE_REASON_LABELS } from '@triptender/contract/quote-terms';
import type { ChartSpec } from '@/components/charts/chart-types.ts';
import { CHART_COLORS } from '@/components/charts/chart-types.ts';
import type { FiguresTableProps } from '@/components/charts/figures-table.tsx';
import { formatDate, formatMonthDay } from '@/lib/format.ts';

export type PerformanceData = Wire<z.output<typeof companyPerformance>>;
type Figures = PerformanceData['figures'];

const NONE = '–';

/** A share as a whole percentage ('25%'; '12.5%' keeps one decimal); a dash when there is none. */
export function formatRate(rate: number | null | undefined): string {
  if (rate === null || rate === undefined) return NONE;
  const pct = Math.round(rate * 1000) / 10;
  return `${pct}%`;
}

/** Minutes as a short duration: '45 min', '4 h', '4 h 30 min', '2 days 3 h'; a dash when there are none. */
export function formatMinutes(minutes: number | null | undefined): string {
  if (minutes === null || minutes === undefined) return NONE;
  const m = Math.round(minutes);
  if (m < 60) return `${m} min`;
  if (m < 24 * 60) {
    const h = Math.floor(m / 60);
    const rest = m % 60;
    return rest ? `${h} h ${rest} min` : `${h} h`;
  }
  const days = Math.floor(m / (24 * 60));
  const h = Math.round((m % (24 * 60)) / 60);
  return `${days} ${days === 1 ? 'day' : 'days'}${h ? ` ${h} h` : ''}`;
}

/** A median count: whole, or with one decimal when it falls between two companies ('1.5'). */
const formatCount = (n: number | null | undefined) =>
  n === null || n === undefined ? NONE : String(Math.round(n * 10) / 10);

export interface FigureRow {
  key: keyof Figures;
  label: string;
  /** the company's figure */
  value: string;
  /** the platform's median, or null when it is not shown */
  median: string | null;
  /** what the figure counts, in a few words */
  hint: string;
}

type Format = (n: number | null | undefined) => string;
/** How a figure reads (a count is whole for the company; its median may fall between two companies). */
type Kind = 'count' | 'money' | 'rate' | 'minutes';

/** The figures in the order the overview shows them: key, label, how it reads, what it counts. */
const FIGURES: readonly (readonly [key: keyof Figures, label: string, kind: Kind, hint: string])[] = [
  ['leads_bought', 'Leads bought', 'count', 'Refunds not counted'],
  ['spend_cents', 'Spent on leads', 'money', 'Price of the leads bought'],
  ['quotes_sent', 'Quotes sent', 'count', 'First sent in the period'],
  ['quotes_accepted', 'Quotes accepted', 'count', 'Of the quotes sent'],
  ['win_rate', 'Win rate', 'rate', 'Accepted of quotes sent'],
  ['spend_per_won_trip_cents', 'Spend per won trip', 'money', 'Spent on leads per quote accepted'],
  ['median_minutes_to_first_quote', 'Time to first quote', 'minutes', 'Median, from buying the lead'],
];

/** The figures in the order the overview shows them, each beside the platform's median. */
export function figureRows(data: PerformanceData): FigureRow[] {
  const f = data.figures;
  const p = data.platform;
  const money: Format = (cents) => (cents === null || cents === undefined ? NONE : formatMoney(cents, data.currency));
  /** How each kind reads: the company's figure, then the platform's median. */
  const formats: Record<Kind, readonly [value: Format, median: Format]> = {
    count: [(n) => String(n), formatCount],
    money: [money, money],
    rate: [formatRate, formatRate],
    minutes: [formatMinutes, formatMinutes],
  };
  return FIGURES.map(([key, label, kind, hint]) => {
    const [value, median] = formats[kind];
    return { key, label, value: value(f[key]), median: p ? median(p[key]) : null, hint };
  });
}

/** Nothing bought or quoted in the whole period: the empty state instead of zeros and flat charts. */
export const nothingDone = (data: PerformanceData) => data.figures.leads_bought === 0 && data.figures.quotes_sent === 0;

const weekDate = (weekStart: string) => formatDate(weekStart);
const weeksOf = (n: number) => `${n} ${n === 1 ? 'week' : 'weeks'}`;

/** The spend chart: money spent on leads per week, in the wallet's currency. */
export function spendChart(data: PerformanceData): ChartSpec {
  return {
    kind: 'bars',
    categories: data.weeks.map((w) => formatMonthDay(w.week_start)),
    series: [{ label: 'Spent on leads', color: CHART_COLORS[0], values: data.weeks.map((w) => w.spend_cents) }],
    formatValue: (cents) => formatMoney(cents, data.currency),
    formatCategory: (i) => `Week of ${weekDate(data.weeks[i]?.week_start ?? '')}`,
    xTitle: 'Week starting (Monday)',
    yTitle: `Spent (${data.currency})`,
  };
}

/** The wins chart: quotes sent per week and how many of them were accepted. */
export function winsChart(data: PerformanceData): ChartSpec {
  return {
    kind: 'bars',
    categories: data.weeks.map((w) => formatMonthDay(w.week_start)),
    series: [
      { label: 'Quotes sent', color: CHART_COLORS[0], values: data.weeks.map((w) => w.quotes_sent) },
      { label: 'Won', color: CHART_COLORS[1], values: data.weeks.map((w) => w.wins) },
    ],
    formatValue: (n) => String(Math.round(n)),
    formatCategory: (i) => `Week of ${weekDate(data.weeks[i]?.week_start ?? '')}`,
    xTitle: 'Week starting (Monday)',
    yTitle: 'Quotes',
    yMin: 2,
  };
}

/** The spend chart's text alternative: what it shows and the total. */
export function spendSummary(data: PerformanceData): string {
  const n = data.weeks.length;
  return (
    `Bar chart of money spent on leads per week over ${weeksOf(n)}: ` +
    `${formatMoney(data.figures.spend_cents, data.currency)} on ${data.figures.leads_bought} ` +
    `${data.figures.leads_bought === 1 ? 'lead' : 'leads'} in all. The table of the weeks gives each week's figures.`
  );
}

/** The wins chart's text alternative. */
export function winsSummary(data: PerformanceData): string {
  const f = data.figures;
  return (
    `Bar chart of quotes sent and won per week over ${weeksOf(data.weeks.length)}: ${f.quotes_sent} sent, ` +
    `${f.quotes_accepted} won (win rate ${formatRate(f.win_rate)}). The table of the weeks gives each week's figures.`
  );
}

/** Both charts' figures as one table, oldest week first as on the charts, with the period's totals. */
export function weeksTable(id: string, data: PerformanceData): Omit<FiguresTableProps, 'visible'> {
  const money = (cents: number) => formatMoney(cents, data.currency);
  const f = data.figures;
  return {
    id,
    caption: 'Spend and wins by week',
    columns: ['Week of', 'Leads bought', 'Spent on leads', 'Quotes sent', 'Won'],
    rows: data.weeks.map((w) => ({
      key: w.week_start,
      head: weekDate(w.week_start),
      cells: [String(w.leads_bought), money(w.spend_cents), String(w.quotes_sent), String(w.wins)],
    })),
    footer: {
      key: 'total',
      head: 'Total',
      cells: [String(f.leads_bought), money(f.spend_cents), String(f.quotes_sent), String(f.quotes_accepted)],
    },
    note: 'Only the days of the period count in its first and last week. Won: quotes sent that week and accepted.',
  };
}

/** The decline reasons with their labels and share of the declines ('Price too high', 2, '50%'). */
export function declineRows(data: PerformanceData) {
  const total = data.decline_reasons.reduce((s, r) => s + r.count, 0);
  return data.decline_reasons.map((r) => ({
    id: r.code ?? 'none',
    label: r.code ? DECLINE_REASON_LABELS[r.code] : 'No reason given',
    count: r.count,
    share: formatRate(total ? r.count / total : null),
  }));
}
