import { PAGE_SIZES } from '@triptender/contract/constants';
import type { ListMeta } from '@triptender/contract/common';
import { Button } from './button.tsx';
import { Select } from './input.tsx';

/** 'x-y of total' for a page of a list. */
export function rangeText(meta: ListMeta, shown: number): string {
  if (meta.total === 0 || shown === 0) return `0 of ${meta.total}`;
  const from = (meta.current_page - 1) * meta.per_page + 1;
  return `${from}-${from + shown - 1} of ${meta.total}`;
}

/** Range text, Prev and Next, and optionally the rows-per-page choice, under a paged list. */
export function ListPager({
  meta,
  shown,
  onPage,
  onPerPage,
  label = 'Pages',
}: {
  meta: ListMeta;
  /** Rows on this page. */
  shown: number;
  onPage: (page: number) => void;
  onPerPage?: (perPage: number) => void;
  label?: string;
}) {
  return (
    <nav aria-label={label} className="flex flex-wrap items-center justify-end gap-3 px-4 py-3 text-sm text-slate-700">
      {onPerPage ? (
        <label className="flex items-center gap-2 whitespace-nowrap">
          <span>Rows per page</span>
          <Select className="h-8 w-20" value={meta.per_page} onChange={(e) => onPerPage(Number(e.target.value))}>
            {PAGE_SIZES.map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </Select>
        </label>
      ) : null}
      <span aria-live="polite">{rangeText(meta, shown)}</span>
      <div className="flex gap-2">
        <Button
          variant="outline"
          size="sm"
          disabled={meta.current_page <= 1}
          onClick={() => onPage(meta.current_page - 1)}
        >
          Prev
        </Button>
        <Button
          variant="outline"
          size="sm"
          disabled={meta.current_page >= meta.last_page}
          onClick={() => onPage(meta.current_page + 1)}
        >
          Next
        </Button>
      </div>
    </nav>
  );
}
