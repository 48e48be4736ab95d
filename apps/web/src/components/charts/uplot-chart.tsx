// The one place uPlot is imported (decision 018). This module is loaded only through React.lazy in
// chart.tsx, so uPlot and its CSS land in a chunk that only portal pages with a chart fetch.
import { useEffect, useRef, useState } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { ChartSpec } from './chart-types.ts';

const INK = '#475569'; // slate-600: axis text
const GRID = '#e2e8f0'; // slate-200
const BAR_GROUP = 0.8; // share of a category the bars of all series fill together

/** Each series' bars side by side within a category: series k of m starts at i - 0.4 + k * 0.8 / m. */
function groupedBars(k: number, m: number) {
  const width = BAR_GROUP / m;
  return uPlot.paths.bars!({
    size: [1, 24],
    radius: [0.15, 0],
    disp: {
      x0: { unit: 1, values: (u) => Array.from(u.data[0], (i) => i - BAR_GROUP / 2 + k * width) },
      size: { unit: 1, values: () => [width] },
    },
  });
}

function options(spec: ChartSpec, width: number, height: number, onHover: (i: number | null) => void): uPlot.Options {
  const font = `12px ${getComputedStyle(document.body).fontFamily}`;
  const fmt = spec.formatValue ?? ((v: number) => String(v));
  const n = spec.categories.length;
  const m = spec.series.length;
  const axis = { stroke: INK, font, labelFont: font, grid: { stroke: GRID, width: 1 }, ticks: { show: false } };
  return {
    width,
    height,
    legend: { show: false }, // our own legend and the figures table stand in (chart.tsx)
    cursor: { drag: { x: false, y: false }, points: { show: spec.kind === 'line' } },
    scales: {
      x: { time: false, range: () => [-0.5, n - 0.5] },
      y: { range: (_u, _min, max) => [0, Math.max(max, spec.yMin ?? 1) * 1.05] },
    },
    axes: [
      {
        ...axis,
        grid: { show: false },
        label: spec.xTitle,
        incrs: [1, 2, 3, 4, 7, 14, 28, 56, 91],
        space: 56,
        values: (_u, splits) => splits.map((i) => spec.categories[i] ?? ''),
      },
      { ...axis, label: spec.yTitle, size: 64, space: 36, values: (_u, splits) => splits.map(fmt) },
    ],
    series: [
      {},
      ...spec.series.map((s, k) => ({
        label: s.label,
        stroke: s.color,
        width: spec.kind === 'line' ? 2 : 0,
        fill: spec.kind === 'bars' ? s.color : undefined,
        points: { show: spec.kind === 'line' && n <= 31, size: 5, fill: s.color },
        paths: spec.kind === 'bars' ? groupedBars(k, m) : undefined,
      })),
    ],
    hooks: { setCursor: [(u) => onHover(u.cursor.idx ?? null)] },
  };
}

function dataOf(spec: ChartSpec): uPlot.AlignedData {
  return [spec.categories.map((_, i) => i), ...spec.series.map((s) => [...s.values])];
}

/** What the pointer is over: the category and each series' value (a stand-in for a tooltip). */
function Readout({ spec, index }: { spec: ChartSpec; index: number | null }) {
  const fmt = spec.formatValue ?? ((v: number) => String(v));
  const category = index == null ? null : (spec.formatCategory?.(index) ?? spec.categories[index]);
  return (
    <p aria-hidden="true" className="min-h-5 text-xs text-slate-700">
      {index == null ? null : (
        <>
          <span className="font-semibold">{category}</span>
          {spec.series.map((s) => {
            const v = s.values[index];
            return (
              <span key={s.label}>
                {' · '}
                {s.label}: {v == null ? '–' : fmt(v)}
              </span>
            );
          })}
        </>
      )}
    </p>
  );
}

export interface UplotChartProps {
  spec: ChartSpec;
  /** the chart's name for assistive technology: what it shows and where the figures are */
  label: string;
  testId?: string;
  /** the box's height (Tailwind classes); the width follows the container */
  className?: string;
}

/** A uPlot chart that fills its box: drawn in an effect, resized with the box, destroyed on unmount. */
export default function UplotChart({ spec, label, testId, className = 'h-64 sm:h-72' }: UplotChartProps) {
  const box = useRef<HTMLDivElement>(null);
  const [hover, setHover] = useState<number | null>(null);
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const size = () => ({ width: Math.max(el.clientWidth, 120), height: Math.max(el.clientHeight, 120) });
    const { width, height } = size();
    const plot = new uPlot(options(spec, width, height, setHover), dataOf(spec), el);
    const observer = new ResizeObserver(() => plot.setSize(size()));
    observer.observe(el);
    return () => {
      observer.disconnect();
      plot.destroy();
    };
  }, [spec]);
  return (
    <div className="w-full min-w-0">
      <Readout spec={spec} index={hover} />
      <div
        ref={box}
        role="img"
        aria-label={label}
        data-testid={testId}
        className={`w-full overflow-hidden ${className}`}
      />
    </div>
  );
}
