import type { ExchangeRates, ExchangeRatesBody } from '@triptender/contract/currency';
import { settingsResource } from '@/lib/settings-resource.ts';

/** The rates Compare Bids converts quotes with (admin settings, Exchange rates tab). */
export const { useSettings: useExchangeRates, useSaveSettings: useSaveExchangeRates } = settingsResource<
  ExchangeRates,
  ExchangeRatesBody
>({
  key: ['admin', 'settings', 'exchange-rates'],
  path: '/admin/settings/exchange-rates',
  invalidates: [['admin', 'audit']],
});
