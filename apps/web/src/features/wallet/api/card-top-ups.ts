import { useMutation, useQuery } from '@tanstack/react-query';
import type { CheckoutOptions, CheckoutResponse } from '@triptender/contract/payments';
import { api } from '@/lib/api-client.ts';

/** Whether card top-ups work on this server, the admin's packs and the range of a custom amount. */
export function useCheckoutOptions(companyId: number) {
  return useQuery({
    queryKey: ['checkout-options', companyId],
    queryFn: ({ signal }) => api<CheckoutOptions>(`/company/${companyId}/checkout/options`, { signal }),
  });
}

/**
 * Starts a Stripe Checkout session for an amount; the caller sends the browser to its url. The key
 * makes a double click open one session.
 */
export function useStartCheckout(companyId: number) {
  return useMutation({
    meta: { silent: true },
    mutationFn: ({ amount_cents, key }: { amount_cents: number; key: string }) =>
      api<CheckoutResponse>(`/company/${companyId}/checkout`, {
        method: 'POST',
        body: { amount_cents },
        headers: { 'Idempotency-Key': key },
        toastValidation: false,
      }),
  });
}
