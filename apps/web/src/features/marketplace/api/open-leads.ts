import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { LEADS_STALE_MS } from '@triptender/contract/constants';
import type { OpenLeadsQuery, OpenLeadsResponse } from '@triptender/contract/marketplace';
import { api } from '@/lib/api-client.ts';
import { openLeadsKey } from '@/lib/query-keys.ts';

export { openLeadsKey };

export function getOpenLeads(query: OpenLeadsQuery, signal?: AbortSignal): Promise<OpenLeadsResponse> {
  return api<OpenLeadsResponse>('/openLeads', { query, signal });
}

/**
 * The open-leads cache (docs/marketplace.md): an identical request within 10 s is answered from memory, identical
 * requests in flight are shared (TanStack Query dedupes by key), and buying or quoting invalidates it.
 */
export function useOpenLeads(query: OpenLeadsQuery) {
  return useQuery({
    queryKey: [...openLeadsKey, query],
    queryFn: ({ signal }) => getOpenLeads(query, signal),
    staleTime: LEADS_STALE_MS,
    placeholderData: keepPreviousData,
  });
}
