import { useQuery } from '@tanstack/react-query';
import type { CompanyBalance } from '@triptender/contract/wallet';
import { api } from '@/lib/api-client.ts';

/**
 * The company's wallet balance, read afresh each time the buy dialog opens (a top-up may have
 * landed since). Under ['company', id], so a top-up or a purchase refreshes it too.
 */
export function useCompanyBalance(companyId: number) {
  return useQuery({
    queryKey: ['company', companyId, 'balance'],
    queryFn: ({ signal }) => api<CompanyBalance>(`/company/${companyId}/balance`, { signal }),
    enabled: companyId > 0,
    staleTime: 0,
  });
}
