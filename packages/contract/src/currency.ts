// One currency for comparing quotes. The admin keeps a rate for each currency: how many of
// its units one US dollar buys, and the day the rate is from. A traveller compares quotes in their
// display currency: chosen by them, or from their trips' country (EUR for Ireland, GBP for Scotland
// and the UK).
//   GET /v1/exchange-rates                     -> exchangeRates
//   GET /v1/admin/settings/exchange-rates      -> exchangeRates
//   PUT /v1/admin/settings/exchange-rates      body: exchangeRatesBody -> exchangeRates
//   PUT /v1/me/display-currency                body: displayCurrencyBody -> displayCurrencyBody
import { z } from 'zod';
import { isoDate } from './common.ts';
import { CURRENCIES, type Country, type Currency } from './enums.ts';

export const BASE_CURRENCY = 'USD' satisfies Currency;

export const CURRENCY_LABELS: Record<Currency, string> = {
  USD: 'US dollars (USD)',
  EUR: 'Euros (EUR)',
  GBP: 'Pounds sterling (GBP)',
};

/** The currency a trip's quotes are compared in until the traveller chooses one. */
export const countryCurrency = (country: Country): Currency => (country === 'ireland' ? 'EUR' : 'GBP');

export const EXCHANGE_RATE_LIMITS = { min: 0.0001, max: 100_000 } as const;

export const CURRENCY_MESSAGES = {
  rate: `A rate must be a number above 0 and at most ${EXCHANGE_RATE_LIMITS.max.toLocaleString('en-US')}.`,
  baseRate: 'The US dollar is the base: its rate is always 1.',
  rateDate: 'Please enter the date of the rate.',
  futureRate: 'A rate cannot be from a day that has not come yet.',
  currency: 'Please choose US dollars, euros or pounds sterling.',
  everyCurrency: 'Please give a rate for each of USD, EUR and GBP.',
  saved: 'Exchange rates saved',
} as const;

export const exchangeRate = z.object({
  currency: z.enum(CURRENCIES, { error: CURRENCY_MESSAGES.currency }),
  /** Units of this currency one US dollar buys (USD: 1). */
  per_usd: z.coerce
    .number({ error: CURRENCY_MESSAGES.rate })
    .min(EXCHANGE_RATE_LIMITS.min, CURRENCY_MESSAGES.rate)
    .max(EXCHANGE_RATE_LIMITS.max, CURRENCY_MESSAGES.rate),
  /** The day the rate is from, yyyy-MM-dd. */
  as_of: isoDate(CURRENCY_MESSAGES.rateDate),
});
export type ExchangeRate = z.output<typeof exchangeRate>;

export const exchangeRates = z.object({ base: z.literal(BASE_CURRENCY), rates: z.array(exchangeRate) });
export type ExchangeRates = z.output<typeof exchangeRates>;

/** The admin's change: a rate for every currency, USD at 1, none dated in the future (checked by the API). */
export const exchangeRatesBody = z.object({
  rates: z
    .array(exchangeRate)
    .refine((list) => CURRENCIES.every((c) => list.filter((r) => r.currency === c).length === 1), {
      error: CURRENCY_MESSAGES.everyCurrency,
    })
    .refine((list) => list.every((r) => r.currency !== BASE_CURRENCY || r.per_usd === 1), {
      error: CURRENCY_MESSAGES.baseRate,
    }),
});
export type ExchangeRatesBody = z.input<typeof exchangeRatesBody>;

export const displayCurrencyBody = z.object({
  display_currency: z.enum(CURRENCIES, { error: CURRENCY_MESSAGES.currency }),
});
export type DisplayCurrencyBody = z.input<typeof displayCurrencyBody>;

/** Rates by currency, for convertCents. */
export type RateTable = Readonly<Record<Currency, number>>;

export const rateTable = (rates: readonly { currency: Currency; per_usd: number }[]): RateTable =>
  Object.fromEntries(rates.map((r) => [r.currency, r.per_usd])) as RateTable;

/**
 * An amount in another currency, to the cent, halves rounded away from zero: cents x (the target's
 * rate / the source's rate). The same currency is the same amount.
 */
export function convertCents(cents: number, from: Currency, to: Currency, rates: RateTable): number {
  if (from === to) return cents;
  const exact = (cents * rates[to]) / rates[from];
  // a product like 0.29 x 100 is 28.999...: round at 9 significant places first, then to the cent
  const tidy = Number(exact.toPrecision(12));
  return Math.sign(tidy) * Math.round(Math.abs(tidy));
}
