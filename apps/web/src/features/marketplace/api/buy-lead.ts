import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PURCHASE_MESSAGES, type PurchaseBody, type PurchaseResponse } from '@triptender/contract/purchases';
import { api } from '@/lib/api-client.ts';
import { toast } from '@/lib/toast.ts';

export function buyLead(body: PurchaseBody, idempotencyKey: string): Promise<PurchaseResponse> {
  return api<PurchaseResponse>('/purchases', {
    method: 'POST',
    body,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

/**
 * Buys a lead. One Idempotency-Key per click: a retry of the same click (a lost answer) cannot pay
 * twice. Afterwards every cached list is stale: the marketplace card, My Leads and the wallet change.
 */
export function useBuyLead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PurchaseBody) => buyLead(body, crypto.randomUUID()),
    onSuccess: async () => {
      toast.success(PURCHASE_MESSAGES.successTitle, { description: PURCHASE_MESSAGES.successDescription });
      await queryClient.invalidateQueries();
    },
  });
}
