// What a chart shows, with no chart library in it: the portal code describes its series with these types,
// and only the lazy chunk (uplot-chart.tsx) turns them into a drawing (decision 018).

/** One series: its name in the legend and the table, its colour, and one value per category (null: none). */
export interface ChartSeries {
  label: string;
  /** at least 3:1 against white (WCAG 1.4.11); the Okabe-Ito palette in CHART_COLORS is */
  color: string;
  values: readonly (number | null)[];
}

export interface ChartSpec {
  /** bars side by side in each category, or lines through the points */
  kind: 'bars' | 'line';
  /** the x axis: one label per point ('17 Nov'), oldest first */
  categories: readonly string[];
  series: readonly ChartSeries[];
  /** a value on the y axis and in the hover readout; plain numbers when absent */
  formatValue?: (value: number) => string;
  /** the category in the hover readout ('Week of 17 Nov 2025'); the category label when absent */
  formatCategory?: (index: number) => string;
  xTitle?: string;
  yTitle?: string;
  /** the y axis starts at 0 and reaches at least this (a chart of zeros still has a scale) */
  yMin?: number;
}

/**
 * Okabe-Ito colours (told apart with the common colour-vision deficiencies), darkened where needed to
 * reach 3:1 against white (WCAG 1.4.11). Series take them in this order.
 */
export const CHART_COLORS = ['#0072b2', '#00805c', '#c74f00', '#a7467a', '#5a6b00', '#6f5fb0', '#475569'] as const;

/** The series' colour by position, repeating when there are more series than colours. */
export const chartColor = (i: number): string => CHART_COLORS[i % CHART_COLORS.length]!;
