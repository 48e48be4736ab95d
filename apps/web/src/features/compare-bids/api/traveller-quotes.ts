import { useQuery } from '@tanstack/react-query';
import type { CompareBidsResponse } from '@triptender/contract/traveller-leads';
import { api } from '@/lib/api-client.ts';
import { compareBidsKey } from '@/lib/query-keys.ts';

export function useCompareBids(userId: number) {
  return useQuery({
    queryKey: [...compareBidsKey, userId],
    queryFn: ({ signal }) => api<CompareBidsResponse>(`/client/bids/${userId}`, { signal }),
  });
}
