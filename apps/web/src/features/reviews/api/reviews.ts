import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type CompanyReviewsResponse,
  type Reputation,
  type Review,
  REVIEW_MESSAGES,
  type ReviewBody,
} from '@triptender/contract/reviews';
import { api } from '@/lib/api-client.ts';
import { toast } from '@/lib/toast.ts';

export function useCreateReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReviewBody) => api<Review>('/reviews', { method: 'POST', body }),
    onSuccess: async () => {
      toast.success(REVIEW_MESSAGES.thanks);
      // the request page and every company rating shown change
      await queryClient.invalidateQueries();
    },
  });
}

/** A company's reviews (its members and admins), for its settings page. */
export function useCompanyReviews(companyId: number, page = 1) {
  return useQuery({
    queryKey: ['company-reviews', companyId, page],
    queryFn: ({ signal }) =>
      api<CompanyReviewsResponse>(`/companies/${companyId}/reviews`, { query: { page }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useCompanyReputation(companyId: number) {
  return useQuery({
    queryKey: ['company-reputation', companyId],
    queryFn: ({ signal }) => api<Reputation>(`/companies/${companyId}/reputation`, { signal }),
  });
}
