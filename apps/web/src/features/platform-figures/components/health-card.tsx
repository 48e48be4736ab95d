import { useMemo } from 'react';
import { HEALTH_MESSAGES, type HealthReport } from '@triptender/contract/marketplace-health';
import { PERIOD_PRESETS, type PeriodPresetKey, periodEndingOn } from '@triptender/contract/periods';
import { ChartCard } from '@/components/charts/chart-card.tsx';
import { ChartFigures } from '@/components/charts/chart-figures.tsx';
import { useToolbarChoice } from '@/components/ui/choice-select.tsx';
import { useMarketplaceHealth } from '../api/marketplace-health.ts';
import {
  HEALTH_CHARTS,
  type HealthChart,
  healthSpec,
  healthSummary,
  healthTable,
  nothingHappened,
} from '../health-figures.ts';
import { WEEKS_TITLE, weeksSpec, weeksSummary, weeksTable } from '../week-figures.ts';

const PRESET_KEYS = PERIOD_PRESETS.map((p) => p.key) as [PeriodPresetKey, ...PeriodPresetKey[]];
const PRESET_LABELS = Object.fromEntries(PERIOD_PRESETS.map((p) => [p.key, p.label])) as Record<
  PeriodPresetKey,
  string
>;

function HealthChartFigures({ chart, report }: { chart: HealthChart; report: HealthReport }) {
  const spec = useMemo(() => healthSpec(chart, report), [chart, report]);
  return (
    <section aria-labelledby={`health-${chart.key}-title`} className="min-w-0 space-y-2">
      <h3 id={`health-${chart.key}-title`} className="text-base font-semibold text-slate-900">
        {chart.title}
      </h3>
      <ChartFigures
        spec={spec}
        label={healthSummary(chart, report)}
        table={healthTable(chart, report)}
        testId={`health-${chart.key}-chart`}
        className="h-56 sm:h-64"
      />
    </section>
  );
}

/** How soon each week's new leads were first bought and quoted: one chart and its table of weeks. */
function WeeksFigures({ report }: { report: HealthReport }) {
  const spec = useMemo(() => weeksSpec(report), [report]);
  return (
    <section aria-labelledby="health-weeks-title" className="min-w-0 space-y-2">
      <h3 id="health-weeks-title" className="text-base font-semibold text-slate-900">
        {WEEKS_TITLE}
      </h3>
      <ChartFigures
        spec={spec}
        label={weeksSummary(report)}
        table={weeksTable(report)}
        testId="health-weeks-chart"
        className="h-56 sm:h-64"
      />
    </section>
  );
}

/** The admin overview's marketplace health: six figures per day over a period the admin picks. */
export function HealthCard() {
  const [preset, picker] = useToolbarChoice({
    id: 'health-period',
    label: 'Period',
    choices: PRESET_KEYS,
    labels: PRESET_LABELS,
    initial: '4w',
  });
  const period = useMemo(() => periodEndingOn(PERIOD_PRESETS.find((p) => p.key === preset)!.days), [preset]);
  const query = useMarketplaceHealth(period);
  return (
    <ChartCard
      id="health-title"
      title="Marketplace health"
      description="New leads, purchases, quotes and money, day by day (UTC)."
      picker={picker}
      query={query}
      isEmpty={nothingHappened}
      empty={{ title: HEALTH_MESSAGES.empty, text: HEALTH_MESSAGES.emptyHint }}
    >
      {(data) => (
        <div className="grid gap-8 xl:grid-cols-2">
          {HEALTH_CHARTS.map((c) => (
            <HealthChartFigures key={c.key} chart={c} report={data} />
          ))}
          <WeeksFigures report={data} />
        </div>
      )}
    </ChartCard>
  );
}
