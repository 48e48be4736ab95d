import { PAGE_SIZES } from '@triptender/contract/constants';
import type { KeysetListMeta, ListMeta } from '@triptender/contract/common';
import { Button } from './button.tsx';
import { Select } from './input.tsx';

/** A list's meta, and for a large list (decision 019) whether its total is estimated and its cursors. */
type PagerMeta = ListMeta & Partial<KeysetListMeta>;

/** The total as the range shows it: an estimate to two significant figures, "about 920,000". */
function totalText(meta: PagerMeta): string {
  if (!meta.total_is_estimate) return String(meta.total);
  const step = 10 ** Math.max(0, Math.floor(Math.log10(meta.total)) - 1);
  return `about ${(Math.round(meta.total / step) * step).toLocaleString('en-GB')}`;
}

/** 'x-y of total' for a page of a list. */
export function rangeText(meta: PagerMeta, shown: number): string {
  if (meta.total === 0 || shown === 0) return `0 of ${totalText(meta)}`;
  const from = (meta.current_page - 1) * meta.per_page + 1;
  return `${from}-${from + shown - 1} of ${totalText(meta)}`;
}

/**
 * The URL parameters of another page of a keyset list: the next and previous pages follow the cursors
 * the meta names (a deep page is then as fast as the first), any other page its number alone.
 */
export function keysetPageParams(meta: PagerMeta, page: number): Record<string, number | undefined> {
  const at = page > 1 ? page : undefined;
  if (page === meta.current_page + 1 && meta.next_cursor)
    return { page: at, after: meta.next_cursor, before: undefined };
  if (page === meta.current_page - 1 && page > 1 && meta.prev_cursor)
    return { page: at, after: undefined, before: meta.prev_cursor };
  return { page: at, after: undefined, before: undefined };
}

/** Range text, Prev and Next, and optionally the rows-per-page choice, under a paged list. */
export function ListPager({
  meta,
  shown,
  onPage,
  onPerPage,
  label = 'Pages',
}: {
  meta: PagerMeta;
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
          // a keyset list knows whether a next page exists; an estimated last_page may be off
          disabled={meta.next_cursor !== undefined ? meta.next_cursor === null : meta.current_page >= meta.last_page}
          onClick={() => onPage(meta.current_page + 1)}
        >
          Next
        </Button>
      </div>
    </nav>
  );
}
