// Figures the public pages show, and only from data (GET /v1/stats): the free guide's editions and
// real page counts (the PDFs apps/api/src/modules/guides builds), and how many travellers used
// TripTender. Free of zod, so the public pages can import it within their first-load budget.
import type { Country } from './enums.ts';

/** The free savings guide comes in one edition per lead-magnet page: every country, Ireland, Scotland. */
export const GUIDE_EDITIONS = ['all', 'ireland', 'scotland'] as const;
export type GuideEdition = (typeof GUIDE_EDITIONS)[number];

/** The edition for a country's page or offer; the UK and the home page get the one with every country. */
export const guideEdition = (country: Country | null | undefined): GuideEdition =>
  country === 'ireland' || country === 'scotland' ? country : 'all';

/** Where a guide's PDF is downloaded (public, no login): GET /v1/guides/{edition}. */
export const guidePath = (edition: GuideEdition) => `/v1/guides/${edition}`;

/**
 * Below this many travellers no count is shown at all: a small number is no reassurance, and a
 * rounded-up one would be made up.
 */
export const TRAVELLERS_SHOWN_FROM = 1000;

/** A travellers count as the public pages print it: rounded down to two figures ("52,000+"). */
export function formatTravellerCount(n: number): string {
  const step = 10 ** Math.max(0, Math.floor(Math.log10(Math.max(1, n))) - 1);
  return `${(Math.floor(n / step) * step).toLocaleString('en-GB')}+`;
}

/** GET /v1/stats, as the public pages read it. */
export type SiteStats = {
  /** Travellers with at least one trip request, or null below TRAVELLERS_SHOWN_FROM. */
  travellers: number | null;
  guides: { edition: GuideEdition; title: string; pages: number; url: string }[];
};
