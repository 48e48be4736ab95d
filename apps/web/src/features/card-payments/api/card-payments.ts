import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Wire } from '@triptender/contract/common';
import type { CardPaymentStatus } from '@triptender/contract/enums';
import type { AdminPayment } from '@triptender/contract/payments';
import { api } from '@/lib/api-client.ts';
import { walletsKey } from '@/lib/query-keys.ts';
import { usePagedList } from '@/lib/use-paged-list.ts';

export type AdminPaymentData = Wire<AdminPayment>;
const key = ['admin', 'payments'] as const;

export function useAdminPayments(filters: { page: number; status?: CardPaymentStatus | undefined; search?: string }) {
  return usePagedList<AdminPaymentData>(key, '/admin/payments', filters);
}

/** Refunds a paid top-up to the card (the wallet is debited the same amount). The key makes a double click refund once. */
export function useRefundPayment() {
  const qc = useQueryClient();
  return useMutation({
    meta: { silent: true },
    mutationFn: ({ id, key: idempotencyKey }: { id: number; key: string }) =>
      api<AdminPaymentData>(`/admin/payments/${id}/refund`, {
        method: 'POST',
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: key });
      void qc.invalidateQueries({ queryKey: walletsKey });
      void qc.invalidateQueries({ queryKey: ['admin', 'audit'] });
    },
  });
}
