import { useMemo } from 'react';
import { REVENUE_MESSAGES } from '@triptender/contract/revenue';
import { ChartCard } from '@/components/charts/chart-card.tsx';
import { ChartFigures } from '@/components/charts/chart-figures.tsx';
import { useToolbarChoice } from '@/components/ui/choice-select.tsx';
import { useRevenue } from '../api/revenue.ts';
import {
  DEFAULT_RANGE,
  nothingMoved,
  RANGE_CHOICES,
  RANGE_LABELS,
  revenueChart,
  type RevenueData,
  revenueSummary,
  revenueTable,
} from '../revenue-figures.ts';

function RevenueFigures({ data }: { data: RevenueData }) {
  const spec = useMemo(() => revenueChart(data), [data]);
  return (
    <ChartFigures
      spec={spec}
      label={revenueSummary(data)}
      table={revenueTable('revenue-table', data)}
      testId="revenue-chart"
    />
  );
}

/** The admin overview's revenue: top-ups, lead sales and refunds per week, over a range the admin picks. */
export function RevenueCard() {
  const [range, picker] = useToolbarChoice({
    id: 'revenue-range',
    label: 'Range',
    choices: RANGE_CHOICES,
    labels: RANGE_LABELS,
    initial: DEFAULT_RANGE,
  });
  const query = useRevenue(Number(range));
  return (
    <ChartCard
      id="revenue-title"
      title="Revenue by week"
      description="Top-ups, lead sales and refunds, in weeks from Monday (UTC)."
      picker={picker}
      query={query}
      isEmpty={nothingMoved}
      empty={{ title: REVENUE_MESSAGES.empty, text: REVENUE_MESSAGES.emptyHint }}
      skeletonClassName="h-64 w-full sm:h-72"
    >
      {(data) => <RevenueFigures data={data} />}
    </ChartCard>
  );
}
