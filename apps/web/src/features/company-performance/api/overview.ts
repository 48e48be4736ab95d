import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { Wire } from '@triptender/contract/common';
import type { companyOverview } from '@triptender/contract/companies';
import { LEADS_STALE_MS } from '@triptender/contract/constants';
import { api } from '@/lib/api-client.ts';

export type CompanyOverviewData = Wire<z.output<typeof companyOverview>>;

export const companyOverviewQuery = (companyId: number) =>
  queryOptions({
    queryKey: ['company', companyId, 'overview'],
    queryFn: ({ signal }) => api<CompanyOverviewData>(`/company/${companyId}/overview`, { signal }),
    // overview leads are fresh for 10 s; within that, revisits reuse the answer
    staleTime: LEADS_STALE_MS,
  });

export function useCompanyOverview(companyId: number) {
  return useQuery(companyOverviewQuery(companyId));
}
