import type { CompanyReview } from '@triptender/contract/reviews';
import { usePagedList } from '@/lib/use-paged-list.ts';

/** A page of the company's customer reviews (its members and admins may read them). */
export function useCompanyReviews(companyId: number, page: number) {
  return usePagedList<CompanyReview>(['company', companyId, 'reviews'], `/companies/${companyId}/reviews`, { page });
}
