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
