import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type AcceptQuoteResponse, type TravellerQuote, QUOTE_MESSAGES } from '@triptender/contract/quotes';
import { api } from '@/lib/api-client.ts';
import { toast } from '@/lib/toast.ts';

export function useAcceptQuote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api<AcceptQuoteResponse>(`/quotes/${id}/accept`, { method: 'POST' }),
    onSuccess: async (_data, _id) => {
      toast.success(QUOTE_MESSAGES.acceptedToast);
      // the trip leaves Compare Bids and its request page changes: every list is stale
      await queryClient.invalidateQueries();
    },
  });
}

export function useDeclineQuote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: number; reason: string | null }) =>
      api<TravellerQuote>(`/quotes/${id}/decline`, { method: 'POST', body: { reason } }),
    onSuccess: async () => {
      toast.success(QUOTE_MESSAGES.declinedToast);
      await queryClient.invalidateQueries();
    },
  });
}
