// The revenue chart itself: Chart.js on a canvas (decision 012), loaded lazily by revenue-card.tsx so
// that neither the overview's first paint nor any other page carries the library.
import { BarController, BarElement, CategoryScale, Chart, LinearScale, Tooltip } from 'chart.js';
import { useEffect, useRef } from 'react';
import { formatCents } from '@triptender/contract/money';
import {
  axisMoney,
  REVENUE_SERIES,
  type RevenueData,
  revenueSummary,
  weekDate,
  weekLabel,
} from '../revenue-figures.ts';

Chart.register(BarController, BarElement, CategoryScale, LinearScale, Tooltip);

const INK = '#475569'; // slate-600: axis text
const GRID = '#e2e8f0'; // slate-200

function chartConfig(data: RevenueData) {
  const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  const font = { family: getComputedStyle(document.body).fontFamily, size: 12 };
  return {
    type: 'bar' as const,
    data: {
      labels: data.weeks.map((w) => weekLabel(w.week_start)),
      datasets: REVENUE_SERIES.map((s) => ({
        label: s.label,
        data: data.weeks.map((w) => w[s.key]),
        backgroundColor: s.color,
        borderRadius: 2,
        maxBarThickness: 18,
      })),
    },
    options: {
      responsive: true,
      maintainAspectRatio: false,
      animation: reduceMotion ? (false as const) : { duration: 250 },
      interaction: { mode: 'index' as const, intersect: false },
      scales: {
        x: {
          title: { display: true, text: 'Week starting (Monday)', color: INK, font },
          ticks: { color: INK, font, maxRotation: 0, autoSkipPadding: 12 },
          grid: { display: false },
        },
        y: {
          beginAtZero: true,
          title: { display: true, text: 'Amount (US$)', color: INK, font },
          ticks: { color: INK, font, maxTicksLimit: 6, callback: (v: string | number) => axisMoney(Number(v)) },
          grid: { color: GRID },
        },
      },
      plugins: {
        tooltip: {
          callbacks: {
            title: (items: { dataIndex: number }[]) => {
              const week = data.weeks[items[0]?.dataIndex ?? 0];
              return week ? `Week of ${weekDate(week.week_start)}` : '';
            },
            label: (item: { dataset: { label?: string }; parsed: { y: number | null } }) =>
              `${item.dataset.label ?? ''}: ${formatCents(item.parsed.y ?? 0)}`,
          },
        },
      },
    },
  };
}

/** Three bars a week (top-ups, lead sales, refunds), dollars up the side; its text alternative is the summary. */
export default function RevenueChart({ data }: { data: RevenueData }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    if (!canvas.current) return;
    const chart = new Chart(canvas.current, chartConfig(data));
    return () => chart.destroy();
  }, [data]);
  return (
    <div className="relative h-64 w-full min-w-0 sm:h-72">
      <canvas ref={canvas} role="img" aria-label={revenueSummary(data)} data-testid="revenue-chart" />
    </div>
  );
}
