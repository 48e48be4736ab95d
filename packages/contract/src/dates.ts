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
