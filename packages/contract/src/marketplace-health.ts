// The admin's marketplace health: how the marketplace did on each day of a period.
//   GET /v1/admin/marketplace-health?from=2026-10-30&to=2026-11-26   query: periodQuery -> healthReport
import { z } from 'zod';
import { COUNTRIES, type Country } from './enums.ts';
import { periodQuery } from './periods.ts';

/** The period: the one of every overview (`periodQuery`: the 4 weeks ending today without one, at most 731 days). */
export const healthQuery = periodQuery;

export const HEALTH_MESSAGES = {
  empty: 'Nothing happened in this period',
  emptyHint: 'New requests, purchases, quotes and money moved appear here day by day.',
} as const;

const count = z.number().int();
const cents = z.number().int();
const byCountry = z.object(Object.fromEntries(COUNTRIES.map((c) => [c, count])) as Record<Country, typeof count>);

const figures = {
  /** Trip requests listed on the marketplace (went live), not deleted since, by their country and in all. */
  new_leads: count,
  new_leads_by_country: byCountry,
  /** Purchases of leads (refunded ones too: the refund is in refunds_cents). */
  leads_bought: count,
  /** Quotes sent (each quote once, on the day its first version went out). */
  quotes_sent: count,
  /** Of those quotes, how many the traveller has accepted so far. */
  quotes_accepted: count,
  /** quotes_accepted / quotes_sent (0 to 1); null when no quote was sent. */
  acceptance_rate: z.number().nullable(),
  /** Median hours from a lead going live to its first quote, over the leads that went live and have a quote; null when none. */
  median_hours_to_first_quote: z.number().nullable(),
  /** Of the leads that went live, how many nobody has bought. */
  unsold_leads: count,
  /** Credit bought (top_up, card_top_up), as in GET /v1/admin/revenue. */
  top_ups_cents: cents,
  /** Leads bought, at the price paid. */
  lead_sales_cents: cents,
  /** Purchases refunded to the wallet and card top-ups refunded to the card. */
  refunds_cents: cents,
};

export const healthDay = z.object({
  /** yyyy-MM-dd (UTC). */
  day: z.string(),
  ...figures,
});
export type HealthDay = z.output<typeof healthDay>;

/**
 * One Monday week (UTC) of the period: how soon the leads that went live in it (within the period) were
 * first bought and first quoted, as medians over those of them that were.
 */
export const healthWeek = z.object({
  /** yyyy-MM-dd, a Monday; the first and last weeks may reach outside the period (only its days count). */
  week_start: z.string(),
  /** Leads that went live that week (within the period), not deleted since. */
  new_leads: count,
  /** Median hours from going live to the first purchase (a refunded one too), over the week's leads bought; null: none. */
  median_hours_to_first_purchase: z.number().nullable(),
  /** Median hours from going live to the first quote, over the week's leads quoted; null: none. */
  median_hours_to_first_quote: z.number().nullable(),
});
export type HealthWeek = z.output<typeof healthWeek>;

export const healthReport = z.object({
  from: z.string(),
  to: z.string(),
  /** Every day of the period, oldest first; a day with nothing is zeros (and null rates). */
  days: z.array(healthDay),
  /** The whole period: sums, and the rate and median over all of its quotes and leads (not an average of days). */
  totals: z.object(figures),
  /** Every Monday week the period touches, oldest first: time to first purchase and first quote. */
  weeks: z.array(healthWeek),
});
export type HealthReport = z.output<typeof healthReport>;
