import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BadLeadReport } from '@triptender/contract/bad-leads';
import { purchasedLeadsKey, walletsKey } from '@/lib/query-keys.ts';
import { api } from '@/lib/api-client.ts';

/**
 * Reports a bought lead whose contact details are invalid; the admin confirms (refund) or rejects it.
 * Both places that show the purchase (My Leads and the wallet) refetch.
 */
export function useReportBadLead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ purchaseId, reason }: { purchaseId: number; reason: string }) =>
      api<BadLeadReport>(`/purchases/${purchaseId}/report`, { method: 'POST', body: { reason } }),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: purchasedLeadsKey }),
        queryClient.invalidateQueries({ queryKey: walletsKey }),
      ]);
    },
  });
}
