import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { PurchasedLeadsResponse } from '@triptender/contract/purchases';
import { api } from '@/lib/api-client.ts';
import { purchasedLeadsKey } from '@/lib/query-keys.ts';

export type PurchasedLeadsParams = { page?: number; per_page?: number; lead_id?: number };

export function usePurchasedLeads(params: PurchasedLeadsParams) {
  return useQuery({
    queryKey: [...purchasedLeadsKey, params],
    queryFn: ({ signal }) => api<PurchasedLeadsResponse>('/purchases', { query: params, signal }),
    placeholderData: keepPreviousData,
  });
}
