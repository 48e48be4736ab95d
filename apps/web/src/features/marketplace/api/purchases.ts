import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  isSpendingLimitMessage,
  PURCHASE_MESSAGES,
  type PurchaseBody,
  type PurchaseResponse,
} from '@triptender/contract/purchases';
import { ApiError, api } from '@/lib/api-client.ts';
import { toast } from '@/lib/toast.ts';

/** A purchase refused for the wallet: too short (402) or past the monthly spending limit (409). */
export const isWalletRefusal = (err: unknown): err is ApiError =>
  err instanceof ApiError && (err.status === 402 || (err.status === 409 && isSpendingLimitMessage(err.message)));

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
 * A wallet too short for the price (402) goes to `onShort`, and a purchase past the monthly spending
 * limit (a 409 with the limit's message) to `onLimit`, which offer the way forward, instead of the bare
 * error toast; both refresh the balance and limits the buy dialog shows.
 */
export function useBuyLead({
  onShort,
  onLimit,
}: {
  onShort: (message: string) => void;
  onLimit: (message: string) => void;
}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: PurchaseBody) => {
      try {
        return await buyLead(body, crypto.randomUUID());
      } catch (err) {
        if (!isWalletRefusal(err)) throw err;
        (err.status === 402 ? onShort : onLimit)(err.message);
        void queryClient.invalidateQueries({ queryKey: ['company', body.company_id] });
        throw new ApiError(err.status, err.message, {}, true);
      }
    },
    onSuccess: async () => {
      toast.success(PURCHASE_MESSAGES.successTitle, { description: PURCHASE_MESSAGES.successDescription });
      await queryClient.invalidateQueries();
    },
  });
}
