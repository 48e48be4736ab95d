// Platform settings the admin edits: the price of a trip request, how many companies may buy one,
// and the credit a new company starts with.
//   GET /v1/admin/settings  -> platformSettings
//   PUT /v1/admin/settings  body: platformSettings -> platformSettings
import { z } from 'zod';
import { dollarAmount } from './wallet.ts';

export const SETTINGS_LIMITS = {
  request_price_cents: { minCents: 100, maxCents: 100_000 },
  buyer_cap: { min: 1, max: 50 },
  welcome_credit_cents: { minCents: 0, maxCents: 100_000 },
} as const;

export const SETTINGS_MESSAGES = {
  requestPrice: 'The request price must be between $1 and $1,000.',
  buyerCap: 'The buyer cap must be a whole number from 1 to 50.',
  welcomeCredit: 'The welcome credit must be between $0 and $1,000.',
  saved: 'Settings saved',
} as const;

const cents = (limits: { minCents: number; maxCents: number }, message: string) =>
  z.number({ error: message }).int(message).min(limits.minCents, message).max(limits.maxCents, message);

const buyerCap = z.coerce
  .number({ error: SETTINGS_MESSAGES.buyerCap })
  .int(SETTINGS_MESSAGES.buyerCap)
  .min(SETTINGS_LIMITS.buyer_cap.min, SETTINGS_MESSAGES.buyerCap)
  .max(SETTINGS_LIMITS.buyer_cap.max, SETTINGS_MESSAGES.buyerCap);

export const platformSettings = z.object({
  request_price_cents: cents(SETTINGS_LIMITS.request_price_cents, SETTINGS_MESSAGES.requestPrice),
  buyer_cap: buyerCap,
  welcome_credit_cents: cents(SETTINGS_LIMITS.welcome_credit_cents, SETTINGS_MESSAGES.welcomeCredit),
});
export type PlatformSettingsBody = z.infer<typeof platformSettings>;

/** The settings form: dollars as typed, parsed to the cents the API takes. */
export const platformSettingsForm = z.object({
  request_price: dollarAmount({ ...SETTINGS_LIMITS.request_price_cents, message: SETTINGS_MESSAGES.requestPrice }),
  buyer_cap: buyerCap,
  welcome_credit: dollarAmount({ ...SETTINGS_LIMITS.welcome_credit_cents, message: SETTINGS_MESSAGES.welcomeCredit }),
});
