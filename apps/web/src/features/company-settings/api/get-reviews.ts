import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ListMeta } from '@triptender/contract/common';
import { api } from '@/lib/api-client.ts';

// GET /v1/companies/{companyId}/reviews belongs to the reviews work; its answer, typed here.
export type CompanyReview = {
  id: number;
  customer: string;
  rating: number;
  project: string | null;
  comment: string | null;
  created_at: string;
};

export function useCompanyReviews(companyId: number, page: number) {
  return useQuery({
    queryKey: ['company', companyId, 'reviews', page],
    queryFn: ({ signal }) =>
      api<{ data: CompanyReview[]; meta: ListMeta }>(`/companies/${companyId}/reviews`, { query: { page }, signal }),
    placeholderData: keepPreviousData,
  });
}
