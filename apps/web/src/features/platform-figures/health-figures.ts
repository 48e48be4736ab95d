// What the marketplace health charts and their tables say, as plain functions.
import { COUNTRIES, COUNTRY_LABELS } from '@triptender/contract/enums';
import type { HealthDay, HealthReport } from '@triptender/contract/marketplace-health';
import { formatCents, formatMoney } from '@triptender/contract/money';
import { chartColor, type ChartSpec } from '@/components/charts/chart-types.ts';
import type { FiguresTableProps } from '@/components/charts/figures-table.tsx';
import { formatDate, formatMonthDay } from '@/lib/format.ts';

type Figures = Omit<HealthDay, 'day'>;
type Column = { label: string; value: (f: Figures) => number | null; show: (v: number | null) => string };
/** A figure of the day that is one number (or none). */
type Field = { [K in keyof Figures]: Figures[K] extends number | null ? K : never }[keyof Figures];

const plain = (v: number | null) => (v == null ? '–' : v.toLocaleString('en-GB'));
const percent = (v: number | null) => (v == null ? '–' : `${Math.round(v * 100)}%`);
const hours = (v: number | null) => (v == null ? '–' : `${v.toLocaleString('en-GB')} h`);
const money = (v: number | null) => formatCents(v ?? 0);

/** Columns that each show one figure of the day (`[label, field]`), all read by `show`. */
const fields = (show: Column['show'], ...columns: [label: string, field: Field][]): Column[] =>
  columns.map(([label, field]) => ({ label, value: (f) => f[field], show }));

/** One chart and its table: what it shows, its series (the table's columns) and how values read. */
export interface HealthChart {
  key: string;
  title: string;
  kind: 'bars' | 'line';
  columns: Column[];
  yTitle: string;
  axis: (v: number) => string;
}

export const HEALTH_CHARTS: HealthChart[] = [
  {
    key: 'new-leads',
    title: 'New leads by country',
    kind: 'bars',
    columns: COUNTRIES.map((c) => ({ label: COUNTRY_LABELS[c], value: (f) => f.new_leads_by_country[c], show: plain })),
    yTitle: 'Leads',
    axis: String,
  },
  {
    key: 'activity',
    title: 'Leads bought, quotes sent and unsold leads',
    kind: 'line',
    columns: fields(
      plain,
      ['Leads bought', 'leads_bought'],
      ['Quotes sent', 'quotes_sent'],
      ['Unsold leads', 'unsold_leads'],
    ),
    yTitle: 'Count',
    axis: String,
  },
  {
    key: 'acceptance',
    title: 'Acceptance rate',
    kind: 'line',
    columns: fields(percent, ['Acceptance rate', 'acceptance_rate']),
    yTitle: 'Accepted of sent',
    axis: (v) => `${Math.round(v * 100)}%`,
  },
  {
    key: 'first-quote',
    title: 'Time to first quote (median)',
    kind: 'line',
    columns: fields(hours, ['Median hours to first quote', 'median_hours_to_first_quote']),
    yTitle: 'Hours',
    axis: String,
  },
  {
    key: 'revenue',
    title: 'Revenue by day',
    kind: 'bars',
    columns: fields(
      money,
      ['Top-ups', 'top_ups_cents'],
      ['Lead sales', 'lead_sales_cents'],
      ['Refunds', 'refunds_cents'],
    ),
    yTitle: 'Amount (US$)',
    axis: (v) => formatMoney(v),
  },
];

/** Nothing at all in the period: the empty state instead of flat charts. */
export const nothingHappened = (r: HealthReport) =>
  r.totals.new_leads +
    r.totals.leads_bought +
    r.totals.quotes_sent +
    r.totals.top_ups_cents +
    r.totals.refunds_cents ===
  0;

export function healthSpec(chart: HealthChart, report: HealthReport): ChartSpec {
  return {
    kind: chart.kind,
    categories: report.days.map((d) => formatMonthDay(d.day)),
    series: chart.columns.map((c, i) => ({ label: c.label, color: chartColor(i), values: report.days.map(c.value) })),
    formatValue: chart.axis,
    formatCategory: (i) => formatDate(report.days[i]?.day ?? ''),
    xTitle: 'Day (UTC)',
    yTitle: chart.yTitle,
    yMin: chart.key === 'acceptance' ? 1 : undefined,
  };
}

export function healthTable(chart: HealthChart, report: HealthReport): Omit<FiguresTableProps, 'visible'> {
  const cells = (f: Figures) => chart.columns.map((c) => c.show(c.value(f)));
  return {
    id: `health-${chart.key}-table`,
    caption: chart.title,
    columns: ['Day', ...chart.columns.map((c) => c.label)],
    rows: report.days.map((d) => ({ key: d.day, head: formatDate(d.day), cells: cells(d) })),
    footer: { key: 'period', head: 'Whole period', cells: cells(report.totals) },
  };
}

/** The chart's text alternative: what it shows over which days, the period's figures, where the days are. */
export function healthSummary(chart: HealthChart, report: HealthReport): string {
  const figures = chart.columns.map((c) => `${c.label.toLowerCase()} ${c.show(c.value(report.totals))}`);
  const list = figures.length === 1 ? figures[0] : `${figures.slice(0, -1).join(', ')} and ${figures.at(-1)}`;
  return (
    `${chart.kind === 'bars' ? 'Bar' : 'Line'} chart of ${chart.title.toLowerCase()} per day from ` +
    `${formatDate(report.from)} to ${formatDate(report.to)}: ${list} over the period. ` +
    `The table of ${chart.title.toLowerCase()} gives each day.`
  );
}
