import { useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Chart, ChartLegend } from './chart.tsx';
import type { ChartSpec } from './chart-types.ts';
import { FiguresTable, type FiguresTableProps } from './figures-table.tsx';

export interface ChartFiguresProps {
  spec: ChartSpec;
  /** the chart's accessible name: what it shows, the totals, and that the table has each figure */
  label: string;
  table: Omit<FiguresTableProps, 'visible'>;
  testId?: string;
  /** the chart's height (Tailwind classes) */
  className?: string;
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

/**
 * A chart with its legend and, beneath, the same figures in a table: hidden until "Show as a table" but
 * always read by screen readers; if the chart's code cannot load, the table stands in.
 */
export function ChartFigures({ spec, label, table, testId, className }: ChartFiguresProps) {
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
      <ChartLegend series={spec.series} />
      <Chart spec={spec} label={label} testId={testId} className={className} fallback={failed} />
      {chartFailed ? null : (
        <Button
          variant="outline"
          size="sm"
          aria-expanded={tableShown}
          aria-controls={table.id}
          onClick={() => setTableShown((v) => !v)}
        >
          {tableShown ? 'Hide the table' : 'Show as a table'}
        </Button>
      )}
      <FiguresTable {...table} visible={tableShown} />
    </div>
  );
}
