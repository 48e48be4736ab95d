import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Period } from '@triptender/contract/periods';
import { api } from '@/lib/api-client.ts';
import type { PerformanceData } from '../performance-figures.ts';

/** The company's figures over a period; the last period stays shown while another loads. */
export function useCompanyPerformance(companyId: number, period: Period) {
  return useQuery({
    queryKey: ['company', companyId, 'performance', period.from, period.to],
    queryFn: ({ signal }) =>
      api<PerformanceData>(`/company/${companyId}/performance`, {
        query: { from: period.from, to: period.to },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}
