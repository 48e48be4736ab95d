import { Component, lazy, type ReactNode, Suspense, useState } from 'react';
import { REVENUE_MESSAGES } from '@triptender/contract/revenue';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { ChoiceSelect } from '@/components/ui/choice-select.tsx';
import { EmptyState, ErrorState, Skeleton } from '@/components/ui/feedback.tsx';
import { useRevenue } from '../api/get-revenue.ts';
import {
  DEFAULT_RANGE,
  nothingMoved,
  RANGE_CHOICES,
  RANGE_LABELS,
  type RangeChoice,
  REVENUE_SERIES,
  type RevenueData,
} from '../revenue-figures.ts';
import { RevenueTable } from './revenue-table.tsx';

// the chart library is fetched only when there is a chart to draw (decision 012)
const RevenueChart = lazy(() => import('./revenue-chart.tsx'));

const TABLE_ID = 'revenue-table';
const chartSpace = 'h-64 w-full sm:h-72';

/** If the chart's code cannot be loaded (a new deployment, a dropped connection), the table stands in. */
class ChartBoundary extends Component<{ children: ReactNode; fallback: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

function Legend() {
  return (
    <ul aria-label="Legend" className="flex flex-wrap gap-x-5 gap-y-1 text-sm text-slate-700">
      {REVENUE_SERIES.map((s) => (
        <li key={s.key} className="flex items-center gap-2">
          <span aria-hidden="true" className="h-3 w-3 rounded-sm" style={{ backgroundColor: s.color }} />
          {s.label}
        </li>
      ))}
    </ul>
  );
}

function RevenueFigures({ data }: { data: RevenueData }) {
  const [tableShown, setTableShown] = useState(false);
  const [chartFailed, setChartFailed] = useState(false);
  const failed = (
    <ChartFailed
      onShow={() => {
        setChartFailed(true);
        setTableShown(true);
      }}
    />
  );
  return (
    <div className="space-y-3">
      <Legend />
      <ChartBoundary fallback={failed}>
        <Suspense fallback={<Skeleton className={chartSpace} />}>
          <RevenueChart data={data} />
        </Suspense>
      </ChartBoundary>
      {chartFailed ? null : (
        <Button
          variant="outline"
          size="sm"
          aria-expanded={tableShown}
          aria-controls={TABLE_ID}
          onClick={() => setTableShown((v) => !v)}
        >
          {tableShown ? 'Hide the table' : 'Show as a table'}
        </Button>
      )}
      <RevenueTable id={TABLE_ID} data={data} visible={tableShown} />
    </div>
  );
}

function ChartFailed({ onShow }: { onShow: () => void }) {
  return (
    <div role="alert" className="rounded-md border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900">
      <p>The chart could not be loaded. The figures are in the table below.</p>
      <button type="button" className="mt-1 font-medium underline" onClick={onShow}>
        Show the table
      </button>
    </div>
  );
}

/** The admin overview's revenue: top-ups, lead sales and refunds per week, over a range the admin picks. */
export function RevenueCard() {
  const [range, setRange] = useState<RangeChoice>(DEFAULT_RANGE);
  const query = useRevenue(Number(range));
  const { data, error } = query;
  let body: ReactNode;
  if (error && !data) body = <ErrorState error={error} onRetry={() => void query.refetch()} />;
  else if (!data) body = <Skeleton className={chartSpace} />;
  else if (nothingMoved(data)) {
    body = <EmptyState title={REVENUE_MESSAGES.empty}>{REVENUE_MESSAGES.emptyHint}</EmptyState>;
  } else body = <RevenueFigures data={data} />;

  return (
    <Card>
      <section aria-labelledby="revenue-title">
        <CardHeader className="flex flex-wrap items-end justify-between gap-3">
          <div className="min-w-0">
            <CardTitle id="revenue-title">Revenue by week</CardTitle>
            <p className="mt-1 text-sm text-slate-600">Top-ups, lead sales and refunds, in weeks from Monday (UTC).</p>
          </div>
          <ChoiceSelect
            id="revenue-range"
            label="Range"
            inline
            value={range}
            choices={RANGE_CHOICES}
            labels={RANGE_LABELS}
            onChange={(v) => v && setRange(v)}
          />
        </CardHeader>
        <CardContent aria-busy={query.isFetching} className={query.isPlaceholderData ? 'opacity-60' : undefined}>
          {body}
        </CardContent>
      </section>
    </Card>
  );
}
