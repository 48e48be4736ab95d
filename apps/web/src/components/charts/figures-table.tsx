import type { ReactNode } from 'react';
import { Table } from '@/components/ui/table.tsx';

const cell = 'px-4 py-2 text-right whitespace-nowrap tabular-nums';

export interface FiguresRow {
  key: string;
  /** the row's header cell (a date, a category, 'Total') */
  head: string;
  cells: readonly string[];
}

export interface FiguresTableProps {
  id: string;
  /** the table's caption and accessible name ('Revenue by week') */
  caption: string;
  /** the column headers: the first names the row headers ('Week of'), then one per figure */
  columns: readonly string[];
  rows: readonly FiguresRow[];
  /** the totals (or another summary row) in the table's foot */
  footer?: FiguresRow;
  /** under the shown table: what the figures count */
  note?: ReactNode;
  /** shown on the page; otherwise visually hidden and still read by screen readers */
  visible: boolean;
}

function RowCells({ row, foot }: { row: FiguresRow; foot?: boolean }) {
  return (
    <>
      <th scope="row" className={`px-4 py-2 whitespace-nowrap ${foot ? '' : 'font-normal'}`}>
        {row.head}
      </th>
      {row.cells.map((c, i) => (
        <td key={i} className={cell}>
          {c}
        </td>
      ))}
    </>
  );
}

/**
 * A chart's figures as a table, in the chart's order. Shown on request ("Show as a table"); otherwise
 * still there for screen readers (visually hidden, nothing in it to focus).
 */
export function FiguresTable({ id, caption, columns, rows, footer, note, visible }: FiguresTableProps) {
  const content = (
    <>
      <caption className="sr-only">{caption}</caption>
      <thead className="border-b border-slate-200 bg-slate-50 text-slate-700">
        <tr>
          {columns.map((c, i) => (
            <th
              key={c}
              scope="col"
              className={i === 0 ? 'px-4 py-2 font-semibold whitespace-nowrap' : `${cell} font-semibold`}
            >
              {c}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100">
        {rows.map((r) => (
          <tr key={r.key}>
            <RowCells row={r} />
          </tr>
        ))}
      </tbody>
      {footer ? (
        <tfoot className="border-t border-slate-300 font-semibold text-slate-900">
          <tr>
            <RowCells row={footer} foot />
          </tr>
        </tfoot>
      ) : null}
    </>
  );
  if (!visible) {
    return (
      <div id={id} className="sr-only">
        <table>{content}</table>
      </div>
    );
  }
  return (
    <div id={id} className="mt-4 rounded-md border border-slate-200">
      <Table label={caption}>{content}</Table>
      {note ? <p className="border-t border-slate-200 px-4 py-2 text-xs text-slate-600">{note}</p> : null}
    </div>
  );
}
