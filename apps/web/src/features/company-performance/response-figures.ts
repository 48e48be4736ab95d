// What the performance page says of the company's response times (the last 90 days, whatever the
// period), beside the platform's medians and the words travellers read (docs/marketplace.md, "Response time").
import { PLATFORM_MIN_COMPANIES } from '@triptender/contract/company-performance';
import {
  RESPONSE_MIN_SAMPLES,
  RESPONSE_WINDOW_DAYS,
  responseTimePhrase,
  type ResponseTimes,
} from '@triptender/contract/response-time';
import { formatMinutes, type PerformanceData } from './performance-figures.ts';

export interface ResponseRow {
  id: keyof ResponseTimes;
  label: string;
  /** the company's median, and over how many samples */
  value: string;
  samples: string;
  /** the platform's median, or a dash */
  median: string;
  /** what its profile and quotes say, or why they say nothing */
  travellers: string;
}

const KINDS = [
  ['quote', 'Purchase to first quote', ['purchase quoted', 'purchases quoted']],
  ['reply', "Traveller's message to your reply", ['message answered', 'messages answered']],
] as const;

export function responseRows(data: PerformanceData): ResponseRow[] {
  const { company, platform } = data.response;
  return KINDS.map(([key, label, [one, many]]) => {
    const own = company[key];
    return {
      id: key,
      label,
      value: formatMinutes(own.median_minutes),
      samples: `${own.samples} ${own.samples === 1 ? one : many}`,
      median: formatMinutes(platform[key].median_minutes),
      travellers:
        responseTimePhrase(key, own) ??
        `Nothing shown until ${RESPONSE_MIN_SAMPLES} in the last ${RESPONSE_WINDOW_DAYS} days`,
    };
  });
}

/** Over which companies the platform's medians are, or when they will be shown. */
export function responseMedianNote(data: PerformanceData): string {
  const { platform } = data.response;
  return platform.quote.median_minutes !== null || platform.reply.median_minutes !== null
    ? `Platform median: the middle of the companies' own medians, each over at least ${RESPONSE_MIN_SAMPLES} in the last ${RESPONSE_WINDOW_DAYS} days; no company is named.`
    : `The platform's medians are shown when at least ${PLATFORM_MIN_COMPANIES} companies have ${RESPONSE_MIN_SAMPLES} or more in the last ${RESPONSE_WINDOW_DAYS} days.`;
}
