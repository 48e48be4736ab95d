import type { ReactNode } from 'react';
import type { ListMeta } from '@triptender/contract/common';
import { Card } from './card.tsx';
import { ListPager } from './list-pager.tsx';
import { noRows, type QueryLike, QueryState } from './query-state.tsx';
import { SearchField } from './search-field.tsx';

/**
 * A paged list's loading, error and empty states, then its rows and the pager under them: what every
 * `{ data, meta }` list of the admin and company portals shows.
 */
type PagedQueryProps<Row> = {
  query: QueryLike<{ data: Row[]; meta: ListMeta }>;
  /** The empty state's title. */
  empty: string;
  /** Skeleton lines while loading. */
  rows?: number;
  onPage: (page: number) => void;
  /** The pager's accessible name, e.g. 'Outbox pages'. */
  pagerLabel: string;
  children: (rows: Row[]) => ReactNode;
};

export function PagedQuery<Row>({ query, empty, rows, onPage, pagerLabel, children }: PagedQueryProps<Row>) {
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

/** A paged list under its search box, in a card (the admin's companies and accounts). */
export function SearchedPagedQuery<Row>({
  search,
  ...list
}: PagedQueryProps<Row> & {
  search: { id: string; label: string; placeholder: string; value: string; onSearch: (search: string) => void };
}) {
  return (
    <Card>
      <SearchField {...search} className="border-b border-slate-200 p-4" inputClassName="max-w-sm" />
      <PagedQuery {...list} />
    </Card>
  );
}
