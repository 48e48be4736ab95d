// The chart as portal code uses it: fetched lazily (uPlot and its CSS stay out of every other chunk,
// decision 018), a placeholder of the same size while it loads, and a fallback if its code cannot load.
import { Component, lazy, type ReactNode, Suspense } from 'react';
import { Skeleton } from '@/components/ui/feedback.tsx';
import type { ChartSeries } from './chart-types.ts';
import type { UplotChartProps } from './uplot-chart.tsx';

const UplotChart = lazy(() => import('./uplot-chart.tsx'));

/** If the chart's code cannot be loaded (a new deployment, a dropped connection), `fallback` stands in. */
class ChartBoundary extends Component<{ children: ReactNode; fallback: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/** A chart, loaded when first drawn; `fallback` is shown if its code cannot be fetched. */
export function Chart({ fallback, ...props }: UplotChartProps & { fallback: ReactNode }) {
  return (
    <ChartBoundary fallback={fallback}>
      <Suspense fallback={<Skeleton className={`w-full ${props.className ?? 'h-64 sm:h-72'}`} />}>
        <UplotChart {...props} />
      </Suspense>
    </ChartBoundary>
  );
}

/** The series' names and colours, as a list (the canvas itself says nothing to a screen reader). */
export function ChartLegend({ series }: { series: readonly Pick<ChartSeries, 'label' | 'color'>[] }) {
  return (
    <ul aria-label="Legend" className="flex flex-wrap gap-x-5 gap-y-1 text-sm text-slate-700">
      {series.map((s) => (
        <li key={s.label} className="flex items-center gap-2">
          <span aria-hidden="true" className="h-3 w-3 rounded-sm" style={{ backgroundColor: s.color }} />
          {s.label}
        </li>
      ))}
    </ul>
  );
}
