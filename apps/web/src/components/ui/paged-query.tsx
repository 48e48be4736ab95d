import type { ReactNode } from 'react';
import type { ListMeta } from '@triptender/contract/common';
import { ListPager } from './list-pager.tsx';
import { noRows, type QueryLike, QueryState } from './query-state.tsx';

/**
 * A paged list's loading, error and empty states, then its rows and the pager under them: what every
 * `{ data, meta }` list of the admin and company portals shows.
 */
export function PagedQuery<Row>({
  query,
  empty,
  rows,
  onPage,
  pagerLabel,
  children,
}: {
  query: QueryLike<{ data: Row[]; meta: ListMeta }>;
  /** The empty state's title. */
  empty: string;
  /** Skeleton lines while loading. */
  rows?: number;
  onPage: (page: number) => void;
  /** The pager's accessible name, e.g. 'Outbox pages'. */
  pagerLabel: string;
  children: (rows: Row[]) => ReactNode;
}) {
  return (
    <QueryState query={query} isEmpty={noRows} empty={empty} rows={rows}>
      {(page) => (
        <>
          {children(page.data)}
          <ListPager meta={page.meta} shown={page.data.length} onPage={onPage} label={pagerLabel} />
        </>
      )}
    </QueryState>
  );
}
