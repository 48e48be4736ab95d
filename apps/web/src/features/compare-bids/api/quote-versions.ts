import { useQuery } from '@tanstack/react-query';
import type { QuoteVersionsResponse } from '@triptender/contract/quotes';
import { api } from '@/lib/api-client.ts';

/** Every version of a quote, newest first; loaded when the traveller opens them. */
export function useQuoteVersions(quoteId: number, enabled: boolean) {
  return useQuery({
    queryKey: ['quote-versions', quoteId],
    queryFn: ({ signal }) => api<QuoteVersionsResponse>(`/quotes/${quoteId}/versions`, { signal }),
    enabled,
  });
}
