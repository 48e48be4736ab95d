import type { ReactNode } from 'react';
import type { ListMeta } from '@triptender/contract/common';
import { Card } from '@/components/ui/card.tsx';
import { ChoiceSelect } from '@/components/ui/choice-select.tsx';
import { PagedQuery } from '@/components/ui/paged-query.tsx';
import type { QueryLike } from '@/components/ui/query-state.tsx';
import { useListFilters } from '@/lib/use-paged-list.ts';

/**
 * The status filter and page of one of the settings lists, and the select above the list: choosing
 * another status goes back to the first page.
 */
export function useStatusFilter<S extends string>(opts: {
  id: string;
  label: string;
  choices: readonly S[];
  allLabel: string;
  initial: S | '';
}) {
  const { filters, setFilter, setPage, params } = useListFilters<{ status: S | '' }>({ status: opts.initial });
  const { status } = filters;
  const filter = (
    <div className="border-b border-slate-200 p-4">
      <ChoiceSelect
        id={opts.id}
        label={opts.label}
        className="max-w-48"
        value={status}
        choices={opts.choices}
        allLabel={opts.allLabel}
        onChange={(next) => setFilter('status', next)}
      />
    </div>
  );
  return { status, params, list: { filter, onPage: setPage } };
}

/** A settings list in a card under its status filter (`list` from useStatusFilter), page by page. */
export function StatusList<Row>({
  list,
  query,
  empty,
  pagerLabel,
  children,
}: {
  list: { filter: ReactNode; onPage: (page: number) => void };
  query: QueryLike<{ data: Row[]; meta: ListMeta }>;
  empty: string;
  pagerLabel: string;
  children: (rows: Row[]) => ReactNode;
}) {
  return (
    <Card>
      {list.filter}
      <PagedQuery query={query} empty={empty} onPage={list.onPage} pagerLabel={pagerLabel}>
        {children}
      </PagedQuery>
    </Card>
  );
}
