import type { HTMLAttributes, ReactNode, TdHTMLAttributes, ThHTMLAttributes } from 'react';
import { cn } from '@/lib/cn.ts';

export function Table({ className, ...props }: HTMLAttributes<HTMLTableElement>) {
  return (
    <div className="w-full overflow-x-auto">
      <table className={cn('w-full text-left text-sm', className)} {...props} />
    </div>
  );
}
export const THead = (p: HTMLAttributes<HTMLTableSectionElement>) => (
  <thead {...p} className={cn('border-b border-slate-200 bg-slate-50 text-slate-700', p.className)} />
);
export const TBody = (p: HTMLAttributes<HTMLTableSectionElement>) => (
  <tbody {...p} className={cn('divide-y divide-slate-100', p.className)} />
);
export const Tr = (p: HTMLAttributes<HTMLTableRowElement>) => (
  <tr {...p} className={cn('hover:bg-slate-50', p.className)} />
);
export const Th = (p: ThHTMLAttributes<HTMLTableCellElement>) => (
  <th scope="col" {...p} className={cn('px-4 py-3 font-semibold whitespace-nowrap', p.className)} />
);
export const Td = (p: TdHTMLAttributes<HTMLTableCellElement>) => (
  <td {...p} className={cn('px-4 py-3 align-top', p.className)} />
);

/** A column heading: its text, or its text and the class of its cell (alignment, a width). */
export type Column = string | { label: ReactNode; className?: string };

/** The header of a table: one heading per column, in order; a column left out (`false`) is skipped. */
export function TableHeader({ columns }: { columns: (Column | false)[] }) {
  return (
    <THead>
      <tr>
        {columns.map((c, i) =>
          c === false ? null : typeof c === 'string' ? (
            <Th key={c}>{c}</Th>
          ) : (
            <Th key={i} className={c.className}>
              {c.label}
            </Th>
          ),
        )}
      </tr>
    </THead>
  );
}

/**
 * A table of items: the header, then a row for each item (keyed by its id) holding the cells `row`
 * gives it. A column may be left out (`false`), as when the user may not act on the rows.
 */
export function RowTable<Item extends { id: number | string }>({
  columns,
  items,
  row,
  rowClassName,
  ...table
}: Omit<HTMLAttributes<HTMLTableElement>, 'children'> & {
  columns: (Column | false)[];
  items: readonly Item[];
  row: (item: Item) => ReactNode;
  rowClassName?: (item: Item) => string | undefined;
}) {
  return (
    <Table className="relative" {...table}>
      <TableHeader columns={columns} />
      <TBody>
        {items.map((item) => (
          <Tr key={item.id} className={rowClassName?.(item)}>
            {row(item)}
          </Tr>
        ))}
      </TBody>
    </Table>
  );
}
