// Platform settings the admin edits: the price of a trip request, how many companies may buy one,
// the credit a new company starts with, the three card top-up packs the wallet offers, and the hours a
// buyer has to quote before its buyer slot is freed (the response clock, docs/marketplace.md), and the
// idle and absolute session lifetimes (decision 021), how long sent emails are kept, and the hourly cap on
// the public forms' mail to unconfirmed addresses (docs/operations.md, "Mail to unconfirmed addresses").
//   GET /v1/admin/settings  -> platformSettings
//   PUT /v1/admin/settings  body: platformSettings -> platformSettings
import { z } from 'zod';
import { dollarAmount } from './wallet.ts';

export const SETTINGS_LIMITS = {
  request_price_cents: { minCents: 100, maxCents: 100_000 },
  buyer_cap: { min: 1, max: 50 },
  welcome_credit_cents: { minCents: 0, maxCents: 100_000 },
  /** A card top-up pack: what checkout takes (apps/api/src/modules/payments/checkout.ts), $1 to $10,000. */
  top_up_pack_cents: { minCents: 100, maxCents: 1_000_000 },
  /** The quote deadline after buying: 1 hour to 14 days. */
  quote_deadline_hours: { min: 1, max: 336 },
  /** Session lifetimes (decision 021): idle 1 to 90 days, absolute 1 to 365 days. */
  session_idle_days: { min: 1, max: 90 },
  session_absolute_days: { min: 1, max: 365 },
  /** Days a sent email is kept (the admin's outbox), then purged: 1 day to 10 years. */
  sent_email_retention_days: { min: 1, max: 3650 },
  /** Emails an hour from the public forms to unconfirmed addresses, all clients together; more are held. */
  unconfirmed_mail_per_hour: { min: 1, max: 10_000 },
  /** A lead's buyer slots auto-buy may take: 0 (auto-buy off for the platform) to the buyer cap's bound. */
  auto_buy_max_slots: { min: 0, max: 50 },
} as const;

export const SETTINGS_MESSAGES = {
  requestPrice: 'The request price must be between $1 and $1,000.',
  buyerCap: 'The buyer cap must be a whole number from 1 to 50.',
  welcomeCredit: 'The welcome credit must be between $0 and $1,000.',
  topUpPack: 'A top-up pack must be a whole-dollar amount from $1 to $10,000.',
  quoteDeadline: 'The quote deadline must be a whole number of hours from 1 to 336 (14 days).',
  sessionIdle: 'The idle session lifetime must be a whole number of days from 1 to 90.',
  sessionAbsolute: 'The absolute session lifetime must be a whole number of days from 1 to 365.',
  sentEmailRetention: 'Sent emails must be kept a whole number of days from 1 to 3650.',
  unconfirmedMailPerHour: 'Emails to unconfirmed addresses must be a whole number per hour from 1 to 10,000.',
  topUpPackBelowPrice: 'A top-up pack must be at least the request price, or the wallet cannot offer it.',
  sessionIdleOverAbsolute: 'The idle session lifetime cannot be longer than the absolute one.',
  autoBuyMaxSlots: 'Auto-buy slots must be a whole number from 0 to 50.',
  autoBuyOverCap: 'Auto-buy slots cannot be more than the buyer cap.',
  saved: 'Settings saved',
} as const;

const cents = (limits: { minCents: number; maxCents: number }, message: string) =>
  z.number({ error: message }).int(message).min(limits.minCents, message).max(limits.maxCents, message);

const buyerCap = z.coerce
  .number({ error: SETTINGS_MESSAGES.buyerCap })
  .int(SETTINGS_MESSAGES.buyerCap)
  .min(SETTINGS_LIMITS.buyer_cap.min, SETTINGS_MESSAGES.buyerCap)
  .max(SETTINGS_LIMITS.buyer_cap.max, SETTINGS_MESSAGES.buyerCap);

const quoteDeadlineHours = z.coerce
  .number({ error: SETTINGS_MESSAGES.quoteDeadline })
  .int(SETTINGS_MESSAGES.quoteDeadline)
  .min(SETTINGS_LIMITS.quote_deadline_hours.min, SETTINGS_MESSAGES.quoteDeadline)
  .max(SETTINGS_LIMITS.quote_deadline_hours.max, SETTINGS_MESSAGES.quoteDeadline);

const wholeNumber = (limits: { min: number; max: number }, message: string) =>
  z.coerce.number({ error: message }).int(message).min(limits.min, message).max(limits.max, message);
const sessionIdleDays = wholeNumber(SETTINGS_LIMITS.session_idle_days, SETTINGS_MESSAGES.sessionIdle);
const sessionAbsoluteDays = wholeNumber(SETTINGS_LIMITS.session_absolute_days, SETTINGS_MESSAGES.sessionAbsolute);
const sentEmailRetentionDays = wholeNumber(
  SETTINGS_LIMITS.sent_email_retention_days,
  SETTINGS_MESSAGES.sentEmailRetention,
);
const autoBuyMaxSlots = wholeNumber(SETTINGS_LIMITS.auto_buy_max_slots, SETTINGS_MESSAGES.autoBuyMaxSlots);
const unconfirmedMailPerHour = wholeNumber(
  SETTINGS_LIMITS.unconfirmed_mail_per_hour,
  SETTINGS_MESSAGES.unconfirmedMailPerHour,
);

// optional in a change, so a client that does not know the packs yet still saves the rest; always answered
const topUpPack = cents(SETTINGS_LIMITS.top_up_pack_cents, SETTINGS_MESSAGES.topUpPack)
  .multipleOf(100, SETTINGS_MESSAGES.topUpPack)
  .optional();

export const platformSettings = z.object({
  request_price_cents: cents(SETTINGS_LIMITS.request_price_cents, SETTINGS_MESSAGES.requestPrice),
  buyer_cap: buyerCap,
  welcome_credit_cents: cents(SETTINGS_LIMITS.welcome_credit_cents, SETTINGS_MESSAGES.welcomeCredit),
  top_up_pack_1_cents: topUpPack,
  top_up_pack_2_cents: topUpPack,
  top_up_pack_3_cents: topUpPack,
  // optional in a change like the packs; always answered
  quote_deadline_hours: quoteDeadlineHours.optional(),
  session_idle_days: sessionIdleDays.optional(),
  session_absolute_days: sessionAbsoluteDays.optional(),
  sent_email_retention_days: sentEmailRetentionDays.optional(),
  unconfirmed_mail_per_hour: unconfirmedMailPerHour.optional(),
  auto_buy_max_slots: autoBuyMaxSlots.optional(),
});
export type PlatformSettingsBody = z.infer<typeof platformSettings>;

const PACKS = ['top_up_pack_1_cents', 'top_up_pack_2_cents', 'top_up_pack_3_cents'] as const;

/**
 * What the settings may not be together, checked on the whole set a change leads to (a change may send
 * only some of them): each field at fault with its message. None when they fit.
 */
export function settingsConflicts(s: Required<PlatformSettingsBody>): Record<string, string[]> {
  const found: Record<string, string[]> = {};
  for (const pack of PACKS) {
    if (s[pack] < s.request_price_cents) found[pack] = [SETTINGS_MESSAGES.topUpPackBelowPrice];
  }
  if (s.session_idle_days > s.session_absolute_days) {
    found.session_idle_days = [SETTINGS_MESSAGES.sessionIdleOverAbsolute];
  }
  if (s.auto_buy_max_slots > s.buyer_cap) found.auto_buy_max_slots = [SETTINGS_MESSAGES.autoBuyOverCap];
  return found;
}

const topUpPackForm = dollarAmount({ ...SETTINGS_LIMITS.top_up_pack_cents, message: SETTINGS_MESSAGES.topUpPack }).pipe(
  z.number().multipleOf(100, SETTINGS_MESSAGES.topUpPack),
);

/**
 * The settings form: dollars as typed, parsed to the cents the API takes. What settingsConflicts()
 * refuses in the API is refused here too, on the same fields.
 */
export const platformSettingsForm = z
  .object({
    request_price: dollarAmount({ ...SETTINGS_LIMITS.request_price_cents, message: SETTINGS_MESSAGES.requestPrice }),
    buyer_cap: buyerCap,
    welcome_credit: dollarAmount({ ...SETTINGS_LIMITS.welcome_credit_cents, message: SETTINGS_MESSAGES.welcomeCredit }),
    top_up_pack_1: topUpPackForm,
    top_up_pack_2: topUpPackForm,
    top_up_pack_3: topUpPackForm,
    quote_deadline_hours: quoteDeadlineHours,
    session_idle_days: sessionIdleDays,
    session_absolute_days: sessionAbsoluteDays,
    sent_email_retention_days: sentEmailRetentionDays,
    unconfirmed_mail_per_hour: unconfirmedMailPerHour,
    auto_buy_max_slots: autoBuyMaxSlots,
  })
  .superRefine((v, ctx) => {
    const conflicts = settingsConflicts({
      request_price_cents: v.request_price,
      buyer_cap: v.buyer_cap,
      welcome_credit_cents: v.welcome_credit,
      top_up_pack_1_cents: v.top_up_pack_1,
      top_up_pack_2_cents: v.top_up_pack_2,
      top_up_pack_3_cents: v.top_up_pack_3,
      quote_deadline_hours: v.quote_deadline_hours,
      session_idle_days: v.session_idle_days,
      session_absolute_days: v.session_absolute_days,
      sent_email_retention_days: v.sent_email_retention_days,
      unconfirmed_mail_per_hour: v.unconfirmed_mail_per_hour,
      auto_buy_max_slots: v.auto_buy_max_slots,
    });
    for (const [field, messages] of Object.entries(conflicts)) {
      ctx.addIssue({ code: 'custom', path: [field.replace(/_cents$/, '')], message: messages[0]! });
    }
  });
