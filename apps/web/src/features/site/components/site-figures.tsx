import type { ReactNode } from 'react';
import { formatTravellerCount } from '@triptender/contract/site-facts';
import { useSiteStats } from '@/lib/site-stats.ts';

/**
 * How many travellers used TripTender ('52,000+'), counted from the trip requests (GET /v1/stats),
 * rendered by `children`; nothing at all while the count is unknown or too small to be shown.
 */
export function TravellersHelped({ children }: { children: (count: string) => ReactNode }) {
  const stats = useSiteStats();
  if (!stats?.travellers) return null;
  return <>{children(formatTravellerCount(stats.travellers))}</>;
}
