import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SpendingLimits, SpendingLimitsBody } from '@triptender/contract/wallet';
import { api } from '@/lib/api-client.ts';
import { walletKey } from '@/lib/query-keys.ts';

/**
 * A Manager sets the monthly spending limit and the low-balance alert. The wallet (which shows them)
 * and the balance the buy dialog reads (which checks the limit) are refreshed.
 */
export function useSetSpendingLimits(companyId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: SpendingLimitsBody) =>
      api<SpendingLimits>(`/company/${companyId}/spending-limits`, { method: 'PUT', body }),
    // the form shows what went wrong beside its fields
    meta: { silent: true },
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: walletKey(companyId) });
      void qc.invalidateQueries({ queryKey: ['company', companyId] });
    },
  });
}
