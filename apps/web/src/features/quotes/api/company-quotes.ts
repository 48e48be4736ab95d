import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { QuoteBody, QuoteFields } from '@triptender/contract/quote-fields';
import type { CompanyQuote } from '@triptender/contract/quotes';
import { api } from '@/lib/api-client.ts';
import { toast } from '@/lib/toast.ts';

// A quote changes the marketplace card, My Leads and the traveller's lists: every cached list is
// marked stale rather than naming the other features' keys here.

export function useSendQuote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: QuoteBody) => api<CompanyQuote>('/quotes', { method: 'POST', body, toastValidation: false }),
    onSuccess: async () => {
      toast.success('Quote sent', { description: 'The traveller has been notified.' });
      await queryClient.invalidateQueries();
    },
    meta: { silent: true },
  });
}

export function useUpdateQuote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, fields }: { id: number; fields: QuoteFields }) =>
      api<CompanyQuote>(`/quotes/${id}`, { method: 'PUT', body: fields, toastValidation: false }),
    onSuccess: async () => {
      toast.success('Quote updated');
      await queryClient.invalidateQueries();
    },
    meta: { silent: true },
  });
}

export function useWithdrawQuote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api<CompanyQuote>(`/quotes/${id}/withdraw`, { method: 'POST' }),
    onSuccess: async () => {
      toast.success('Quote withdrawn');
      await queryClient.invalidateQueries();
    },
  });
}
