// How fast an operator answers, over the last RESPONSE_WINDOW_DAYS days, and the one rule for saying
// it in words ("Usually replies within 2 hours"). Without zod: the public profile shows it and keeps
// zod out of its first load; the schema (responseTimes) is in public-profile.ts.
// What each median counts: docs/marketplace.md, "Response time"; computed in
// apps/api/src/domain/response-times.ts.

/** The medians look back this many days from now. */
export const RESPONSE_WINDOW_DAYS = 90;

/** Below this many samples in the window a median is not shown to travellers: too few to mean "usually". */
export const RESPONSE_MIN_SAMPLES = 3;

/** One median: minutes, over `samples` purchases quoted or traveller messages answered in the window. */
export type ResponseMedian = { median_minutes: number | null; samples: number };

/** An operator's two response times: from buying a lead to its quote, and from a traveller's message to its reply. */
export type ResponseTimes = { quote: ResponseMedian; reply: ResponseMedian };

const MINUTES_PER_HOUR = 60;
const MINUTES_PER_DAY = 24 * MINUTES_PER_HOUR;

/**
 * A span of minutes rounded up to a friendly bucket: "within an hour" (up to 60 minutes), "within 5
 * hours" (up to 23 hours), "within a day" (up to 24 hours), "within 3 days" (whole days, rounded up).
 */
export function withinSpan(minutes: number): string {
  const m = Math.max(0, minutes);
  if (m <= MINUTES_PER_HOUR) return 'within an hour';
  const hours = Math.ceil(m / MINUTES_PER_HOUR);
  if (hours < 24) return `within ${hours} hours`;
  const days = Math.ceil(m / MINUTES_PER_DAY);
  return days === 1 ? 'within a day' : `within ${days} days`;
}

const VERB = { quote: 'quotes', reply: 'replies' } as const;

/**
 * "Usually replies within 2 hours" / "Usually quotes within a day": what a traveller reads of a median;
 * null (nothing shown) without a median or with fewer than RESPONSE_MIN_SAMPLES samples.
 */
export function responseTimePhrase(kind: keyof typeof VERB, median: ResponseMedian | null | undefined): string | null {
  if (!median || median.median_minutes === null || median.samples < RESPONSE_MIN_SAMPLES) return null;
  return `Usually ${VERB[kind]} ${withinSpan(median.median_minutes)}`;
}
