// The admin's weekly revenue: what moved through the wallets each week, from the ledger.
//   GET /v1/admin/revenue?weeks=12   query: revenueQuery -> revenueReport
import { z } from 'zod';
import type { LedgerKind } from './enums.ts';

export const REVENUE_WEEKS = { min: 1, max: 104, default: 12 } as const;
/** The ranges the admin overview offers. */
export const REVENUE_RANGES = [4, 12, 26, 52] as const;

/**
 * Which ledger kinds make each figure. Welcome credit and adjustments are not money anyone paid or
 * was paid back, so they are in none of them.
 */
export const REVENUE_KINDS = {
  top_ups: ['top_up', 'card_top_up'],
  lead_sales: ['purchase'],
  refunds: ['refund', 'card_refund'],
} as const satisfies Record<string, readonly LedgerKind[]>;

export const REVENUE_MESSAGES = {
  weeks: `Please choose between ${REVENUE_WEEKS.min} and ${REVENUE_WEEKS.max} weeks.`,
  empty: 'No money has moved yet',
  emptyHint: 'Top-ups, lead sales and refunds appear here week by week.',
} as const;

export const revenueQuery = z.object({
  weeks: z.coerce
    .number({ error: REVENUE_MESSAGES.weeks })
    .int({ error: REVENUE_MESSAGES.weeks })
    .min(REVENUE_WEEKS.min, { error: REVENUE_MESSAGES.weeks })
    .max(REVENUE_WEEKS.max, { error: REVENUE_MESSAGES.weeks })
    .default(REVENUE_WEEKS.default),
});
export type RevenueQuery = z.input<typeof revenueQuery>;

const cents = z.number().int();
const figures = {
  /** Credit bought: admin-recorded top-ups (invoice, bank transfer) and card top-ups. */
  top_ups_cents: cents,
  /** Leads bought, at the price paid. */
  lead_sales_cents: cents,
  /** Given back: refunded lead purchases (to the wallet) and card top-ups refunded to the card. */
  refunds_cents: cents,
  /** Lead sales less the purchases refunded: what TripTender earned (may be negative in a week). */
  net_sales_cents: cents,
};

export const revenueWeek = z.object({
  /** The Monday (UTC) the week starts on, yyyy-MM-dd. */
  week_start: z.string(),
  ...figures,
});
export type RevenueWeek = z.output<typeof revenueWeek>;

export const revenueReport = z.object({
  /** Every week of the range, oldest first, ending with the current week; weeks with nothing are zeros. */
  weeks: z.array(revenueWeek),
  /** The same figures over the whole range. */
  totals: z.object(figures),
});
export type RevenueReport = z.output<typeof revenueReport>;
