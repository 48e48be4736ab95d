import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { ADMIN_TEXT } from '@triptender/contract/admin';
import { DEFAULT_PAGE_SIZE } from '@triptender/contract/constants';
import { Card } from '@/components/ui/card.tsx';
import { keysetPageParams, ListPager } from '@/components/ui/list-pager.tsx';
import { noRows, QueryState } from '@/components/ui/query-state.tsx';
import { useAdminLeads } from '../api/leads.ts';
import { BulkActions, useDeleteLeads } from './bulk-actions.tsx';
import { useMergeLead } from './merge-lead.tsx';
import { FILTER_KEYS, readFilters, TripFilters, type UpdateParams } from './trip-filters.tsx';
import { TripsTable } from './trips-table.tsx';

/** The admin's All Trips: filters in the URL, a page of trip requests, single and bulk deletion, merging duplicates. */
export function AdminTrips() {
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params);
  const query = useAdminLeads(filters);
  const { data, isFetching } = query;
  const rows = data?.data ?? [];
  const deletion = useDeleteLeads();
  const merging = useMergeLead();

  // Selection belongs to the rows on screen: a new page, filter or answer starts it afresh.
  const rowsKey = rows.map((r) => r.id).join(',');
  const [selection, setSelection] = useState<{ key: string; ids: Set<number> }>({ key: '', ids: new Set() });
  const selected = selection.key === rowsKey ? selection.ids : new Set<number>();

  const update: UpdateParams = (changes, resetPage = true) => {
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        for (const [k, v] of Object.entries(changes)) {
          if (v === undefined || v === '') next.delete(k);
          else next.set(k, String(v));
        }
        if (resetPage) for (const k of ['page', 'after', 'before']) next.delete(k);
        return next;
      },
      { replace: true },
    );
  };

  return (
    <div className="space-y-4">
      <Card className="p-4">
        <TripFilters filters={filters} update={update} />
        <BulkActions
          selectedCount={selected.size}
          onDeleteSelected={() => deletion.ask({ kind: 'many', ids: [...selected] })}
          canReset={FILTER_KEYS.some((k) => params.get(k))}
          onReset={() => update(Object.fromEntries(FILTER_KEYS.map((k) => [k, undefined])))}
        />
      </Card>

      <Card aria-busy={isFetching}>
        <QueryState query={query} isEmpty={noRows} empty={ADMIN_TEXT.noTrips}>
          {() => (
            <TripsTable
              rows={rows}
              selected={selected}
              onSelect={(ids) => setSelection({ key: rowsKey, ids })}
              onDelete={(id) => deletion.ask({ kind: 'one', id })}
              onMerge={merging.ask}
            />
          )}
        </QueryState>
        {data ? (
          <ListPager
            meta={data.meta}
            shown={rows.length}
            label="All trips pages"
            onPage={(page) => update(keysetPageParams(data.meta, page), false)}
            onPerPage={(perPage) => update({ per_page: perPage === DEFAULT_PAGE_SIZE ? undefined : perPage })}
          />
        ) : null}
      </Card>

      {deletion.dialog}
      {merging.dialog}
    </div>
  );
}
