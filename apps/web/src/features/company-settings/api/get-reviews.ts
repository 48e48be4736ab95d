import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CompanyReviewsResponse } from '@triptender/contract/reviews';
import { api } from '@/lib/api-client.ts';

/** A page of the company's customer reviews (its members and admins may read them). */
export function useCompanyReviews(companyId: number, page: number) {
  return useQuery({
    queryKey: ['company', companyId, 'reviews', page],
    queryFn: ({ signal }) =>
      api<CompanyReviewsResponse>(`/companies/${companyId}/reviews`, { query: { page }, signal }),
    placeholderData: keepPreviousData,
  });
}
