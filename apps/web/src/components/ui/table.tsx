import {
  type HTMLAttributes,
  type ReactNode,
  type RefObject,
  type TdHTMLAttributes,
  type ThHTMLAttributes,
  useEffect,
  useRef,
  useState,
} from 'react';
import { cn } from '@/lib/cn.ts';

/** Whether the element's content is wider than it (it scrolls sideways), kept up to date as either resizes. */
function useScrollsSideways(ref: RefObject<HTMLElement | null>): boolean {
  const [scrolls, setScrolls] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const check = () => setScrolls(el.scrollWidth > el.clientWidth + 1);
    const observer = new ResizeObserver(check);
    observer.observe(el);
    if (el.firstElementChild) observer.observe(el.firstElementChild);
    check();
    return () => observer.disconnect();
  }, [ref]);
  return scrolls;
}

/**
 * A table in a box that scrolls sideways when the table is wider than the screen. While it scrolls, the
 * box is a labelled region in the tab order, so keyboard users can scroll it too (WCAG 2.1.1); it is
 * named after the table (`aria-label`, else `label`), and a line above it says that more columns are
 * to the side (on a phone, columns such as the admin's Chat link were out of sight with no hint).
 */
export function Table({ className, label, ...props }: HTMLAttributes<HTMLTableElement> & { label?: string }) {
  const box = useRef<HTMLDivElement>(null);
  const scrolls = useScrollsSideways(box);
  const name = props['aria-label'] ?? label ?? 'Table';
  // one block: the line sits above the box and never takes width from it, whatever the parent's layout
  return (
    <div className="w-full min-w-0">
      {/* seen, not read: the region's name says it to a screen reader */}
      {scrolls ? (
        <p aria-hidden="true" className="px-1 pb-1 text-xs text-slate-500">
          Scroll sideways to see every column →
        </p>
      ) : null}
      <div
        ref={box}
        className="w-full overflow-x-auto focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600"
        {...(scrolls ? { tabIndex: 0, role: 'region', 'aria-label': `${name} (scrolls sideways)` } : {})}
      >
        <table className={cn('w-full text-left text-sm', className)} {...props} />
      </div>
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
  /** Names the table's box while it scrolls sideways, when the table has no aria-label. */
  label?: string;
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
