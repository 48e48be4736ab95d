/** A day as yyyy-MM-dd in UTC. */
export const isoDay = (d: Date): string => d.toISOString().slice(0, 10);

/**
 * Today's date in UTC: what "the trip has started" and "the quote has expired" are measured
 * against, on the server (the API's SQL uses the same UTC date) and in forms.
 */
export const todayIso = (): string => isoDay(new Date());

/** The day `days` after a yyyy-MM-dd day (before it when negative), as yyyy-MM-dd. */
export const addDaysIso = (day: string, days: number): string =>
  isoDay(new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000));

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/**
 * A yyyy-MM-dd day as emails write it, the British and Irish way: '3 Sep 2026', as the web app's
 * formatDate does (Intl's en-GB now writes 'Sept', so the months are spelled out here).
 */
export function formatIsoDay(day: string): string {
  const [y, m, d] = day.split('-').map(Number);
  return `${d} ${MONTHS[(m ?? 1) - 1]} ${y}`;
}

const DAY_MS = 86_400_000;

/**
 * Whole calendar days (UTC, like every day in the API) from `from` to `now`: 0 on the same day, 1 the
 * next. Never negative: a time a little ahead of this clock (another host's, a test's) is today. The
 * one rule behind every "3 days ago" (a lead's age on the company overview, docs/glossary.md).
 */
export function daysSince(from: Date | string, now: Date = new Date()): number {
  const start = Date.parse(isoDay(typeof from === 'string' ? new Date(from) : from));
  const end = Date.parse(isoDay(now));
  return Math.max(0, Math.round((end - start) / DAY_MS));
}
