import { keepPreviousData, useQuery } from '@tanstack/react-query';
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
