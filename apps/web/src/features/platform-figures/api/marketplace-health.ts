import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { HealthReport } from '@triptender/contract/marketplace-health';
import { api } from '@/lib/api-client.ts';

/** The marketplace day by day over a period; the last period stays shown while another loads. */
export function useMarketplaceHealth(period: { from: string; to: string }) {
  return useQuery({
    queryKey: ['admin', 'marketplace-health', period.from, period.to],
    queryFn: ({ signal }) => api<HealthReport>('/admin/marketplace-health', { query: period, signal }),
    placeholderData: keepPreviousData,
  });
}
