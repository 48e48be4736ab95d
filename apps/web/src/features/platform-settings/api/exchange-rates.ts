import type { ExchangeRates, ExchangeRatesBody } from '@triptender/contract/currency';
import { adminSetting } from './keys.ts';

/** The rates Compare Bids converts quotes with (admin settings, Exchange rates tab). */
export const { useSettings: useExchangeRates, useSaveSettings: useSaveExchangeRates } = adminSetting<
  ExchangeRates,
  ExchangeRatesBody
>('exchange-rates');
