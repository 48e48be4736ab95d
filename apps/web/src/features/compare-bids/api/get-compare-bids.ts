import { useQuery } from '@tanstack/react-query';
import type { CompareBidsResponse } from '@triptender/contract/traveller-leads';
import { api } from '@/lib/api-client.ts';

export function useCompareBids(userId: number) {
  return useQuery({
    queryKey: ['compare-bids', userId],
    queryFn: ({ signal }) => api<CompareBidsResponse>(`/client/bids/${userId}`, { signal }),
  });
}
