import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TravellerDeclineReason } from '@triptender/contract/quote-terms';
import { type AcceptQuoteResponse, type TravellerQuote, QUOTE_MESSAGES } from '@triptender/contract/quotes';
import { api, ApiError } from '@/lib/api-client.ts';
import { showError } from '@/lib/query-client.ts';
import { compareBidsKey, travellerRequestKey } from '@/lib/query-keys.ts';
import { toast } from '@/lib/toast.ts';

/** The quote as it is now, when accepting found that its operator revised it (409 with `current`). */
export function revisedQuoteOf(err: unknown): TravellerQuote | null {
  if (!(err instanceof ApiError) || err.status !== 409) return null;
  const current = err.body.current as TravellerQuote | undefined;
  return current && typeof current.version === 'number' ? current : null;
}

/** Accepts the version of a quote the traveller is looking at. */
export function useAcceptQuote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, version }: { id: number; version: number }) =>
      api<AcceptQuoteResponse>(`/quotes/${id}/accept`, { method: 'POST', body: { version } }),
    onSuccess: async () => {
      toast.success(QUOTE_MESSAGES.acceptedToast);
      // the trip leaves Compare Bids and its request page changes: every list is stale
      await queryClient.invalidateQueries();
    },
    // a quote revised meanwhile is not an error to toast: the dialog shows the new version to confirm
    meta: { silent: true },
    onError: (err) => {
      if (!revisedQuoteOf(err)) return showError(err);
      // the lists show the new version behind the dialog (not awaited: the dialog shows it at once)
      void queryClient.invalidateQueries({ queryKey: compareBidsKey });
      void queryClient.invalidateQueries({ queryKey: travellerRequestKey });
    },
  });
}

export function useDeclineQuote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      id,
      reasonCode,
      reason,
    }: {
      id: number;
      reasonCode: TravellerDeclineReason | null;
      reason: string | null;
    }) => api<TravellerQuote>(`/quotes/${id}/decline`, { method: 'POST', body: { reason_code: reasonCode, reason } }),
    onSuccess: async () => {
      toast.success(QUOTE_MESSAGES.declinedToast);
      await queryClient.invalidateQueries();
    },
  });
}
