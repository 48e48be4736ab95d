import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DisplayCurrencyBody } from '@triptender/contract/currency';
import type { Currency } from '@triptender/contract/enums';
import { api } from '@/lib/api-client.ts';

/** The traveller chooses the currency every quote is compared in; Compare Bids and request pages follow. */
export function useSetDisplayCurrency() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (currency: Currency) =>
      api<DisplayCurrencyBody>('/me/display-currency', { method: 'PUT', body: { display_currency: currency } }),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
