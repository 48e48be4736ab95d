// A company's performance over a period: what it bought, quoted and won, what that cost, how
// fast it quoted, why travellers declined, and the platform's medians beside it (no other company named).
//   GET /v1/company/{companyId}/performance   query: periodQuery -> companyPerformance   (members, admin)
// What each figure counts: docs/marketplace.md, "Operator performance"; computed in
// apps/api/src/modules/companies/performance.ts.
import { z } from 'zod';
import { CURRENCIES } from './enums.ts';
import { responseTimes } from './public-profile.ts';
import { DECLINE_REASONS } from './quote-terms.ts';

/** The platform's medians are shown only over at least this many active companies, so none can be singled out. */
export const PLATFORM_MIN_COMPANIES = 5;

const count = z.number().int().min(0);
const cents = z.number().int().min(0);

export const performanceFigures = z.object({
  /** Leads bought in the period, refunded purchases not counted. */
  leads_bought: count,
  /** The price of those leads: money spent on leads in the period. */
  spend_cents: cents,
  /** Quotes first sent in the period. */
  quotes_sent: count,
  /** Of the quotes sent in the period, those the traveller accepted (so far). */
  quotes_accepted: count,
  /** Of the quotes sent in the period, those declined (so far). */
  quotes_declined: count,
  /** quotes_accepted / quotes_sent, 0 to 1; null when no quote was sent. */
  win_rate: z.number().min(0).max(1).nullable(),
  /** spend_cents / quotes_accepted, rounded to the cent; null without a win. */
  spend_per_won_trip_cents: cents.nullable(),
  /** The median minutes from buying a lead (in the period) to first sending its quote; null: none quoted. */
  median_minutes_to_first_quote: z.number().int().min(0).nullable(),
});
export type PerformanceFigures = z.output<typeof performanceFigures>;

/** Each figure's median over the companies active in the period (bought a lead or sent a quote). */
export const platformMedians = z.object({
  /** how many companies were active: the medians are over them */
  companies: count,
  leads_bought: z.number().min(0).nullable(),
  spend_cents: z.number().int().min(0).nullable(),
  quotes_sent: z.number().min(0).nullable(),
  quotes_accepted: z.number().min(0).nullable(),
  quotes_declined: z.number().min(0).nullable(),
  win_rate: z.number().min(0).max(1).nullable(),
  spend_per_won_trip_cents: z.number().int().min(0).nullable(),
  median_minutes_to_first_quote: z.number().int().min(0).nullable(),
});
export type PlatformMedians = z.output<typeof platformMedians>;

export const performanceWeek = z.object({
  /** the Monday (UTC) the week starts on; the first and last weeks may reach outside the period */
  week_start: z.iso.date(),
  leads_bought: count,
  spend_cents: cents,
  quotes_sent: count,
  /** quotes sent that week (within the period) that were accepted */
  wins: count,
});
export type PerformanceWeek = z.output<typeof performanceWeek>;

const platformResponseMedian = z.object({
  /** the median of the companies' own medians; null when fewer than PLATFORM_MIN_COMPANIES have one */
  median_minutes: z.number().int().min(0).nullable(),
  /** companies with a median over at least RESPONSE_MIN_SAMPLES samples in the window */
  companies: count,
});

/**
 * How fast the company answers over the last RESPONSE_WINDOW_DAYS days (not the chosen period: the
 * window travellers see on its profile and quotes), beside the platform's medians.
 */
export const performanceResponse = z.object({
  /** the company's own medians, with their samples (shown to it even below RESPONSE_MIN_SAMPLES) */
  company: responseTimes,
  platform: z.object({ quote: platformResponseMedian, reply: platformResponseMedian }),
});
export type PerformanceResponse = z.output<typeof performanceResponse>;

export const companyPerformance = z.object({
  period: z.object({ from: z.iso.date(), to: z.iso.date() }),
  /** the wallet's currency: every amount here is in it */
  currency: z.enum(CURRENCIES),
  figures: performanceFigures,
  /** null when fewer than PLATFORM_MIN_COMPANIES companies were active in the period */
  platform: platformMedians.nullable(),
  weeks: z.array(performanceWeek),
  /** Why the quotes sent in the period were declined, most frequent first (code null: no reason given). */
  decline_reasons: z.array(z.object({ code: z.enum(DECLINE_REASONS).nullable(), count: z.number().int().min(1) })),
  /** Response times over the last 90 days, the company's and the platform's. */
  response: performanceResponse,
});
export type CompanyPerformance = z.output<typeof companyPerformance>;
