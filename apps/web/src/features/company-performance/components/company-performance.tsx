import { useMemo, useState } from 'react';
import { PLATFORM_MIN_COMPANIES } from '@triptender/contract/company-performance';
import type { Period } from '@triptender/contract/periods';
import { ChartCard } from '@/components/charts/chart-card.tsx';
import type { ChartSpec } from '@/components/charts/chart-types.ts';
import { ChartFigures } from '@/components/charts/chart-figures.tsx';
import { StatCard } from '@/components/ui/stat-card.tsx';
import { RowTable, Td } from '@/components/ui/table.tsx';
import { formatDate } from '@/lib/format.ts';
import { useCompanyPerformance } from '../api/performance.ts';
import {
  declineRows,
  figureRows,
  nothingDone,
  type PerformanceData,
  spendChart,
  spendSummary,
  weeksTable,
  winsChart,
  winsSummary,
} from '../performance-figures.ts';
import { PeriodPicker, presetPeriod } from './period-picker.tsx';
import { ResponseTimes } from './response-times.tsx';

function Figures({ data }: { data: PerformanceData }) {
  return (
    <div className="space-y-2">
      <ul aria-label="Your figures" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {figureRows(data).map((f) => (
          <li key={f.key} data-testid={`figure-${f.key}`}>
            <StatCard
              label={f.label}
              value={f.value}
              hint={f.median === null ? f.hint : `Platform median: ${f.median}`}
            />
          </li>
        ))}
      </ul>
      <p className="text-xs text-slate-600">
        {data.platform
          ? `Platform median: the middle of the ${data.platform.companies} companies that bought or quoted in the period; no company is named.`
          : `The platform's medians are shown when at least ${PLATFORM_MIN_COMPANIES} companies bought or quoted in the period.`}
      </p>
    </div>
  );
}

/** One weekly chart: its title, the chart with its summary, and its table of weeks (ids from `name`). */
function WeeklyChart({
  name,
  title,
  spec,
  label,
  data,
}: {
  name: 'spend' | 'wins';
  title: string;
  spec: ChartSpec;
  label: string;
  data: PerformanceData;
}) {
  return (
    <section aria-labelledby={`${name}-chart-title`} className="min-w-0 space-y-2">
      <h3 id={`${name}-chart-title`} className="font-semibold text-slate-900">
        {title}
      </h3>
      <ChartFigures
        spec={spec}
        label={label}
        table={weeksTable(`${name}-weeks-table`, data)}
        testId={`${name}-chart`}
      />
    </section>
  );
}

function Charts({ data }: { data: PerformanceData }) {
  const spend = useMemo(() => spendChart(data), [data]);
  const wins = useMemo(() => winsChart(data), [data]);
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <WeeklyChart name="spend" title="Spent on leads per week" spec={spend} label={spendSummary(data)} data={data} />
      <WeeklyChart name="wins" title="Quotes sent and won per week" spec={wins} label={winsSummary(data)} data={data} />
    </div>
  );
}

function DeclineReasons({ data }: { data: PerformanceData }) {
  const rows = declineRows(data);
  return (
    <section aria-labelledby="decline-reasons-title" className="space-y-2">
      <h3 id="decline-reasons-title" className="font-semibold text-slate-900">
        Why quotes were declined
      </h3>
      {rows.length === 0 ? (
        <p className="text-sm text-slate-600">No quote sent in the period has been declined.</p>
      ) : (
        <RowTable
          aria-label="Why quotes were declined"
          columns={[
            'Reason',
            { label: 'Quotes', className: 'text-right' },
            { label: 'Share', className: 'text-right' },
          ]}
          items={rows}
          row={(r) => (
            <>
              <Td>{r.label}</Td>
              <Td className="text-right tabular-nums">{r.count}</Td>
              <Td className="text-right tabular-nums">{r.share}</Td>
            </>
          )}
        />
      )}
    </section>
  );
}

/**
 * The company overview's performance: its figures over a period it picks beside the
 * platform's medians, spend and wins per week as charts (each with its table), and why quotes were declined.
 */
export function CompanyPerformance({ companyId }: { companyId: number }) {
  const [period, setPeriod] = useState<Period>(() => presetPeriod('4w'));
  const query = useCompanyPerformance(companyId, period);
  return (
    <ChartCard
      id="performance-title"
      title="Performance"
      description={
        <>
          {formatDate(period.from)} to {formatDate(period.to)} (UTC days), amounts in your wallet's currency.
        </>
      }
      picker={<PeriodPicker period={period} onChange={setPeriod} />}
      query={query}
      isEmpty={nothingDone}
      empty={{
        title: 'Nothing bought or quoted in this period',
        text: 'Buy a trip request in the marketplace and send a quote: your figures appear here.',
      }}
    >
      {(data) => (
        <div className="space-y-8">
          <Figures data={data} />
          <Charts data={data} />
          <DeclineReasons data={data} />
          <ResponseTimes data={data} />
        </div>
      )}
    </ChartCard>
  );
}
