import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import type { RevenueData } from '../revenue-figures.ts';

/** The admin's weekly revenue over the last `weeks` weeks; the last range stays shown while another loads. */
export function useRevenue(weeks: number) {
  return useQuery({
    queryKey: ['admin', 'revenue', weeks],
    queryFn: ({ signal }) => api<RevenueData>('/admin/revenue', { query: { weeks }, signal }),
    placeholderData: keepPreviousData,
  });
}
