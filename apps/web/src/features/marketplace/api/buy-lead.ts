import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PURCHASE_MESSAGES, type PurchaseBody, type PurchaseResponse } from '@triptender/contract/purchases';
import { ApiError, api } from '@/lib/api-client.ts';
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
 * A wallet too short for the price (402) goes to `onShort`, which offers the way forward, instead of
 * the bare error toast.
 */
export function useBuyLead({ onShort }: { onShort: (message: string) => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: PurchaseBody) => {
      try {
        return await buyLead(body, crypto.randomUUID());
      } catch (err) {
        if (!(err instanceof ApiError && err.status === 402)) throw err;
        onShort(err.message);
        void queryClient.invalidateQueries({ queryKey: ['company', body.company_id] });
        throw new ApiError(402, err.message, {}, true);
      }
    },
    onSuccess: async () => {
      toast.success(PURCHASE_MESSAGES.successTitle, { description: PURCHASE_MESSAGES.successDescription });
      await queryClient.invalidateQueries();
    },
  });
}
