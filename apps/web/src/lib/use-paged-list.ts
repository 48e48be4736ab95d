import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { ListMeta } from '@triptender/contract/common';
import { api } from './api-client.ts';

/** What every list endpoint answers: a page of items and where it sits. */
export type Paged<T> = { data: T[]; meta: ListMeta };

type ListQuery = Record<string, string | number | boolean | null | undefined>;

/**
 * A page of a list endpoint, cached under `key` plus the query, and kept on screen while the next
 * page or filter loads (no flash of an empty table).
 */
export function usePagedList<T>(key: readonly unknown[], path: string, query: object) {
  return useQuery({
    queryKey: [...key, query],
    queryFn: ({ signal }) => api<Paged<T>>(path, { query: query as ListQuery, signal }),
    placeholderData: keepPreviousData,
  });
}

/** What a list's query asks for: the page, and each filter that is set ('' is none). */
export type ListParams<F extends Record<string, string>> = { page: number } & {
  [K in keyof F]: Exclude<F[K], ''> | undefined;
};

/**
 * The filters of a paged list (a search, a status) and the page it shows: changing a filter goes back
 * to the first page.
 */
export function useListFilters<F extends Record<string, string>>(initial: F) {
  const [filters, setFilters] = useState(initial);
  const [page, setPage] = useState(1);
  const setFilter = <K extends keyof F>(name: K, value: F[K]) => {
    setFilters((f) => ({ ...f, [name]: value }));
    setPage(1);
  };
  const set = Object.fromEntries(Object.entries(filters).map(([name, value]) => [name, value || undefined]));
  const params = { page, ...set } as ListParams<F>;
  return { filters, setFilter, setPage, params };
}

/**
 * A paged list under one search box (`SearchedPagedQuery`): what its query asks for, its pager's
 * `setPage`, and the box's `value` and `onSearch` (a new search goes back to the first page).
 */
export function useSearchedList() {
  const { filters, setFilter, setPage, params } = useListFilters({ search: '' });
  return { params, setPage, search: { value: filters.search, onSearch: (next: string) => setFilter('search', next) } };
}
