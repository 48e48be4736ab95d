import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BillingDetails, BillingDetailsBody } from '@triptender/contract/receipts';
import { api } from '@/lib/api-client.ts';

const billingKey = (companyId: number) => ['company', companyId, 'billing'] as const;

/** The company's billing details, printed on its next receipts. */
export function useBillingDetails(companyId: number) {
  return useQuery({
    queryKey: billingKey(companyId),
    queryFn: ({ signal }) => api<BillingDetails>(`/company/${companyId}/billing`, { signal }),
  });
}

export function useSaveBillingDetails(companyId: number) {
  const qc = useQueryClient();
  return useMutation({
    meta: { silent: true },
    mutationFn: (body: BillingDetailsBody) =>
      api<BillingDetails>(`/company/${companyId}/billing`, { method: 'PUT', body, toastValidation: false }),
    onSuccess: (saved) => qc.setQueryData(billingKey(companyId), saved),
  });
}
