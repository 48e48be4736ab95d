// Automatic buying (docs/marketplace.md, "Automatic buying"): a company's Manager lets TripTender buy
// leads that fit the company's lead preferences as they go live, within a weekly budget and a weekly
// number of leads, through the same purchase as a click.
//   GET /v1/company/{companyId}/auto-buy                       -> autoBuy (members, admin)
//   PUT /v1/company/{companyId}/auto-buy  body: autoBuyBody    -> autoBuy (Managers, admin)
import { z } from 'zod';
import { timestamp } from './common.ts';
import { wholeDollarCents, wholeDollarsToCents } from './wallet.ts';

/** At most this many leads a week; the budget is bounded like the other wallet amounts ($1 to $100,000). */
export const AUTO_BUY_MAX_LEADS_A_WEEK = 100;
/** Automatic purchases in a row whose quote deadline passed without a quote before auto-buy pauses. */
export const AUTO_BUY_MISSES_TO_PAUSE = 2;

export const AUTO_BUY_MESSAGES = {
  budget: 'Enter a weekly budget in whole dollars from $1 to $100,000.',
  maxLeads: `Enter how many leads a week, a whole number from 1 to ${AUTO_BUY_MAX_LEADS_A_WEEK}.`,
  enabled: 'Choose whether auto-buy is on.',
  preferencesFirst: 'Save your lead preferences first: auto-buy buys only the leads that fit them.',
  saved: 'Auto-buy saved',
  managersOnly: 'Only Managers can change auto-buy.',
  paused: 'Auto-buy is paused',
  pausedForMisses: `Auto-buy was paused: ${AUTO_BUY_MISSES_TO_PAUSE} leads it bought in a row got no quote before their deadline. Turn it on again when your team can quote within the deadline.`,
  on: 'On',
  off: 'Off',
} as const;

/** Turning auto-buy on, or changing its budget; every field is required. Saving with `enabled` true clears a pause. */
export const autoBuyBody = z.object({
  enabled: z.boolean({ error: AUTO_BUY_MESSAGES.enabled }),
  weekly_budget_cents: wholeDollarCents(AUTO_BUY_MESSAGES.budget),
  weekly_max_leads: z
    .number({ error: AUTO_BUY_MESSAGES.maxLeads })
    .int(AUTO_BUY_MESSAGES.maxLeads)
    .min(1, AUTO_BUY_MESSAGES.maxLeads)
    .max(AUTO_BUY_MAX_LEADS_A_WEEK, AUTO_BUY_MESSAGES.maxLeads),
});
export type AutoBuyBody = z.input<typeof autoBuyBody>;

/**
 * A company's auto-buy: its settings (off, with no budget, until a Manager saves them), whether it is
 * paused and why, and this week's automatic purchases against the budget. A week is Monday 00:00 UTC
 * to the next Monday; `week_resets_on` is that next Monday (yyyy-MM-dd). Refunded purchases do not count.
 */
export const autoBuy = z.object({
  enabled: z.boolean(),
  weekly_budget_cents: z.number().int().nullable(),
  weekly_max_leads: z.number().int().nullable(),
  paused_at: timestamp.nullable(),
  pause_reason: z.string().nullable(),
  /** Automatic purchases in a row that missed their quote deadline (auto-buy pauses at AUTO_BUY_MISSES_TO_PAUSE). */
  missed_in_row: z.number().int(),
  spent_this_week_cents: z.number().int(),
  bought_this_week: z.number().int(),
  week_resets_on: z.string(),
  /** Whether the company saved lead preferences (auto-buy cannot be turned on without them). */
  preferences_set: z.boolean(),
  updated_at: timestamp.nullable(),
});
export type AutoBuy = z.output<typeof autoBuy>;

/** Monday 00:00 UTC of the week of `at`, and the next Monday: the auto-buy week. */
export function autoBuyWeek(at: Date): { start: Date; end: Date } {
  const day = at.getUTCDay(); // 0 Sunday
  const start = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate() - ((day + 6) % 7)));
  const end = new Date(start.getTime() + 7 * 86_400_000);
  return { start, end };
}

/** The auto-buy form: the budget in whole dollars and the number as typed; it submits the API's body. */
export const autoBuyForm = z
  .object({ enabled: z.boolean(), weekly_budget: z.string(), weekly_max_leads: z.string() })
  .transform((v, ctx): z.output<typeof autoBuyBody> => {
    const budget = wholeDollarsToCents(v.weekly_budget);
    const max = /^\s*\d{1,3}\s*$/.test(v.weekly_max_leads) ? Number(v.weekly_max_leads) : NaN;
    if (budget === undefined)
      ctx.addIssue({ code: 'custom', path: ['weekly_budget'], message: AUTO_BUY_MESSAGES.budget });
    if (!(max >= 1 && max <= AUTO_BUY_MAX_LEADS_A_WEEK)) {
      ctx.addIssue({ code: 'custom', path: ['weekly_max_leads'], message: AUTO_BUY_MESSAGES.maxLeads });
    }
    return { enabled: v.enabled, weekly_budget_cents: budget ?? 0, weekly_max_leads: max };
  });
