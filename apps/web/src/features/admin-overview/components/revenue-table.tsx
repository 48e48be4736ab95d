import { formatCents } from '@triptender/contract/money';
import { Table } from '@/components/ui/table.tsx';
import { REVENUE_SERIES, type RevenueData, weekDate } from '../revenue-figures.ts';

const cell = 'px-4 py-2 text-right whitespace-nowrap tabular-nums';

/**
 * The chart's figures as a table, oldest week first as on the chart, with the net sales and the totals.
 * Shown on request; otherwise still there for screen readers (visually hidden, nothing in it to focus).
 */
export function RevenueTable({ id, data, visible }: { id: string; data: RevenueData; visible: boolean }) {
  const rows = (
    <>
      <caption className="sr-only">Revenue by week</caption>
      <thead className="border-b border-slate-200 bg-slate-50 text-slate-700">
        <tr>
          <th scope="col" className="px-4 py-2 font-semibold whitespace-nowrap">
            Week of
          </th>
          {REVENUE_SERIES.map((s) => (
            <th key={s.key} scope="col" className={`${cell} font-semibold`}>
              {s.label}
            </th>
          ))}
          <th scope="col" className={`${cell} font-semibold`}>
            Net sales
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100">
        {data.weeks.map((w) => (
          <tr key={w.week_start}>
            <th scope="row" className="px-4 py-2 font-normal whitespace-nowrap">
              {weekDate(w.week_start)}
            </th>
            {REVENUE_SERIES.map((s) => (
              <td key={s.key} className={cell}>
                {formatCents(w[s.key])}
              </td>
            ))}
            <td className={cell}>{formatCents(w.net_sales_cents)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot className="border-t border-slate-300 font-semibold text-slate-900">
        <tr>
          <th scope="row" className="px-4 py-2 whitespace-nowrap">
            Total
          </th>
          {REVENUE_SERIES.map((s) => (
            <td key={s.key} className={cell}>
              {formatCents(data.totals[s.key])}
            </td>
          ))}
          <td className={cell}>{formatCents(data.totals.net_sales_cents)}</td>
        </tr>
      </tfoot>
    </>
  );
  if (!visible) {
    return (
      <div id={id} className="sr-only">
        <table>{rows}</table>
      </div>
    );
  }
  return (
    <div id={id} className="mt-4 rounded-md border border-slate-200">
      <Table label="Revenue by week">{rows}</Table>
      <p className="border-t border-slate-200 px-4 py-2 text-xs text-slate-600">
        Net sales are lead sales less the purchases refunded. Welcome credit and adjustments are not counted.
      </p>
    </div>
  );
}
