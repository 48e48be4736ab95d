import { countDistinct } from 'drizzle-orm';
import { type SiteStats, TRAVELLERS_SHOWN_FROM } from '@triptender/contract/site-facts';
import type { Db } from '../../db/client.ts';
import { leads } from '../../db/schema.ts';
import { listedSql } from '../../domain/lead-rules.ts';
import { guideFacts } from '../guides/guides.ts';

/** How long the figures are reused: they move slowly, and every public page view asks for them. */
export const SITE_STATS_TTL_MS = 10 * 60_000;
const cached = new WeakMap<Db, { stats: Promise<SiteStats>; at: number }>();

/** Travellers who posted at least one trip request companies could see (pending and deleted ones not counted). */
export async function countTravellers(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: countDistinct(leads.user_id) })
    .from(leads)
    .where(listedSql);
  return row?.n ?? 0;
}

/**
 * The figures the public pages may show, each from data: the travellers count (null below
 * TRAVELLERS_SHOWN_FROM, so no small or invented number is ever printed) and each guide's real page
 * count. Shared for SITE_STATS_TTL_MS.
 */
export function getSiteStats(db: Db, now = Date.now()): Promise<SiteStats> {
  const hit = cached.get(db);
  if (hit && now - hit.at < SITE_STATS_TTL_MS) return hit.stats;
  const stats = Promise.all([countTravellers(db), guideFacts()]).then(([travellers, guides]) => ({
    travellers: travellers >= TRAVELLERS_SHOWN_FROM ? travellers : null,
    guides,
  }));
  cached.set(db, { stats, at: now });
  stats.catch(() => cached.delete(db));
  return stats;
}
