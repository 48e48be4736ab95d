// A period of days that figures are counted over: `from` and `to` (yyyy-MM-dd, both included,
// UTC days), as the period pickers of the company and admin overviews send them.
import { z } from 'zod';
import { isoDate } from './common.ts';
import { addDaysIso, todayIso } from './dates.ts';

/** The longest period asked for at once: two years of days (a weekly chart of 105 weeks). */
export const PERIOD_MAX_DAYS = 731;

export const PERIOD_MESSAGES = {
  from: 'Please choose the first day of the period (yyyy-MM-dd).',
  to: 'Please choose the last day of the period (yyyy-MM-dd).',
  order: 'The period must end on or after its first day.',
  tooLong: `A period is at most ${PERIOD_MAX_DAYS} days; please choose a shorter one.`,
} as const;

/** The pickers' presets: the last 4 weeks, 12 weeks or 12 months, each ending today. */
export const PERIOD_PRESETS = [
  { key: '4w', label: 'Last 4 weeks', days: 28 },
  { key: '12w', label: 'Last 12 weeks', days: 84 },
  { key: '12m', label: 'Last 12 months', days: 365 },
] as const;
export type PeriodPresetKey = (typeof PERIOD_PRESETS)[number]['key'];
export const DEFAULT_PERIOD_DAYS = 28;

/** The `days` days ending on `to` (today when absent): { from, to }. */
export function periodEndingOn(days: number, to = todayIso()): { from: string; to: string } {
  return { from: addDaysIso(to, -(days - 1)), to };
}

/** The number of days from `from` to `to`, both included. */
export const periodDays = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;

/**
 * `?from=&to=`: either may be left out (`to`: today; `from`: the 4 weeks ending on `to`). A period that
 * ends before it starts, or is longer than PERIOD_MAX_DAYS, is a 422 on `to`.
 */
export const periodQuery = z
  .object({ from: isoDate(PERIOD_MESSAGES.from).optional(), to: isoDate(PERIOD_MESSAGES.to).optional() })
  .transform(({ from, to }) => {
    const end = to ?? todayIso();
    return { from: from ?? periodEndingOn(DEFAULT_PERIOD_DAYS, end).from, to: end };
  })
  .superRefine(({ from, to }, ctx) => {
    if (to < from) ctx.addIssue({ code: 'custom', path: ['to'], message: PERIOD_MESSAGES.order });
    else if (periodDays(from, to) > PERIOD_MAX_DAYS)
      ctx.addIssue({ code: 'custom', path: ['to'], message: PERIOD_MESSAGES.tooLong });
  });
export type PeriodQuery = z.input<typeof periodQuery>;
export type Period = z.output<typeof periodQuery>;
