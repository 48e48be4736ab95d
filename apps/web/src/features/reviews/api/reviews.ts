import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Review, REVIEW_MESSAGES, type ReviewBody } from '@triptender/contract/reviews';
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
