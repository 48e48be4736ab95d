import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ExchangeRates, ExchangeRatesBody } from '@triptender/contract/currency';
import { api } from '@/lib/api-client.ts';

const key = ['admin', 'settings', 'exchange-rates'] as const;

/** The rates Compare Bids converts quotes with (admin settings, Exchange rates tab). */
export function useExchangeRates() {
  return useQuery({
    queryKey: key,
    queryFn: ({ signal }) => api<ExchangeRates>('/admin/settings/exchange-rates', { signal }),
  });
}

export function useSaveExchangeRates() {
  const qc = useQueryClient();
  return useMutation({
    meta: { silent: true },
    mutationFn: (body: ExchangeRatesBody) =>
      api<ExchangeRates>('/admin/settings/exchange-rates', { method: 'PUT', body, toastValidation: false }),
    onSuccess: (saved) => {
      qc.setQueryData(key, saved);
      void qc.invalidateQueries({ queryKey: ['admin', 'audit'] });
    },
  });
}
