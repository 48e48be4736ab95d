// The figures the public pages may show (GET /v1/stats): the travellers count, once there are
// enough, and each guide's real page count. Read once per page load with a plain fetch: public pages
// keep TanStack Query out of their first load. Until it answers, or if it fails, no figure is shown.
import { useEffect, useState } from 'react';
import { type GuideEdition, guideEdition, type SiteStats } from '@triptender/contract/site-facts';

let request: Promise<SiteStats | null> | undefined;

export function loadSiteStats(): Promise<SiteStats | null> {
  request ??= fetch('/v1/stats', { headers: { Accept: 'application/json' } })
    .then((res) => (res.ok ? (res.json() as Promise<SiteStats>) : null))
    .catch(() => null)
    .then((stats) => {
      // a failed read is tried again by the next page that asks
      if (!stats) request = undefined;
      return stats;
    });
  return request;
}

/** The site's figures, or null until they are known. */
export function useSiteStats(): SiteStats | null {
  const [stats, setStats] = useState<SiteStats | null>(null);
  useEffect(() => {
    let live = true;
    void loadSiteStats().then((s) => live && setStats(s));
    return () => {
      live = false;
    };
  }, []);
  return stats;
}

/** The guide of a page's country ('ireland', 'scotland', or the one for every country), once known. */
export function useGuide(country: 'ireland' | 'scotland' | undefined): SiteStats['guides'][number] | null {
  const stats = useSiteStats();
  const edition: GuideEdition = guideEdition(country);
  return stats?.guides.find((g) => g.edition === edition) ?? null;
}
