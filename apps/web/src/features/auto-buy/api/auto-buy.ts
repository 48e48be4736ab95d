import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AutoBuy, AutoBuyBody } from '@triptender/contract/auto-buy';
import { api } from '@/lib/api-client.ts';

const autoBuyKey = (companyId: number) => ['company', companyId, 'auto-buy'] as const;

/** A company's auto-buy: its settings and this week's automatic purchases. */
export function useAutoBuy(companyId: number) {
  return useQuery({ queryKey: autoBuyKey(companyId), queryFn: () => api<AutoBuy>(`/company/${companyId}/auto-buy`) });
}

/** A Manager turns auto-buy on or off or changes its budget. */
export function useSaveAutoBuy(companyId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: AutoBuyBody) => api<AutoBuy>(`/company/${companyId}/auto-buy`, { method: 'PUT', body }),
    // the form shows what went wrong beside its fields
    meta: { silent: true },
    onSuccess: (saved) => qc.setQueryData(autoBuyKey(companyId), saved),
  });
}
