// A few weeks of trading for the demo operators, so the company overview's performance shows
// real figures on a fresh `npm start`: leads bought weeks ago (through buyLead, so the wallet's ledger
// has them), quotes sent hours later, some accepted, some declined with the traveller's reason, some
// never quoted. Every history lead is closed afterwards (accepted or archived), so the marketplace and
// the travellers' own lists are as they were. Deterministic: no draws from the builder's random numbers.
import type { DeclineReason } from '@triptender/contract/quote-terms';
import { eq } from 'drizzle-orm';
import { users } from '../db/schema.ts';
import { type DemoBuilder, dayMs, type User } from './builder.ts';

/** What became of one lead: quoted `hours` after buying (or never), then won, declined or still waiting. */
type Trade = { daysAgo: number; hours?: number; outcome?: 'won' | DeclineReason | 'waiting' };

const hourMs = 3_600_000;
const HISTORY_TRAVELLER = 'grainne.nolan@example.com';

/** The traveller whose (closed) requests the history's leads are: a guest, made once. */
async function historyTraveller(b: DemoBuilder): Promise<User> {
  const [found] = await b.db.select().from(users).where(eq(users.email, HISTORY_TRAVELLER));
  if (found) return found as User;
  return b.person({
    role: 3,
    email: HISTORY_TRAVELLER,
    first_name: 'Gráinne',
    last_name: 'Nolan',
    mobile: '+353875550123',
    password: null,
  });
}

/**
 * The member's company buys a lead at each trade's day (10:00 UTC), oldest first, quotes it and sees
 * it won or declined. Call it right after the company's first top-up and before its other purchases,
 * so its ledger's dates follow the ledger's order.
 */
export async function seedTradingHistory(b: DemoBuilder, member: User, trades: readonly Trade[]): Promise<void> {
  const owner = await historyTraveller(b);
  const sorted = [...trades].sort((x, y) => y.daysAgo - x.daysAgo);
  for (const [i, t] of sorted.entries()) {
    const day = new Date(b.now - t.daysAgo * dayMs);
    const boughtAt = new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), 10));
    const lead = await b.lead(owner, {
      country: i % 3 === 2 ? 'scotland' : 'ireland',
      people: 2 + (i % 3),
      nights: 6 + (i % 4),
      tripType: 'sightseeing',
      travelType: 'tour-guide',
      startsInDays: 60 + 7 * i,
      request: 'Coast, castles and a couple of good walks.',
      createdAt: new Date(boughtAt.getTime() - 5 * hourMs),
    });
    await b.buy(lead, member, boughtAt);
    if (t.hours !== undefined) {
      const sentAt = new Date(boughtAt.getTime() + t.hours * hourMs);
      const decidedAt = new Date(sentAt.getTime() + 2 * dayMs);
      const outcome = t.outcome ?? 'waiting';
      await b.quote(lead, member, {
        price: lead.budget_cents,
        message: 'A private tour with a local guide, four-star hotels and every transfer arranged.',
        sentAt,
        decidedAt,
        status: outcome === 'won' ? 'accepted' : outcome === 'waiting' ? 'sent' : 'declined',
        ...(outcome !== 'won' && outcome !== 'waiting'
          ? { declined: { code: outcome, reason: outcome === 'price' ? 'More than we hoped to spend.' : null } }
          : {}),
      });
      if (outcome === 'won') {
        await b.close(lead, 'accepted', decidedAt);
        continue;
      }
    }
    await b.close(lead, 'archived', new Date(boughtAt.getTime() + 3 * dayMs));
  }
}

/** Emerald Isle Tours: nine weeks of steady buying; quick quotes; two wins, declines for price and itinerary. */
export const EMERALD_HISTORY: readonly Trade[] = [
  { daysAgo: 60, hours: 3, outcome: 'won' },
  { daysAgo: 52, hours: 5, outcome: 'price' },
  { daysAgo: 45 },
  { daysAgo: 38, hours: 2, outcome: 'itinerary' },
  { daysAgo: 26, hours: 4, outcome: 'won' },
  { daysAgo: 19, hours: 6, outcome: 'price' },
  { daysAgo: 12, hours: 1, outcome: 'booked_elsewhere' },
  { daysAgo: 8, hours: 3, outcome: 'waiting' },
];
/** Highland Trails Scotland: slower to quote; one win. */
export const HIGHLAND_HISTORY: readonly Trade[] = [
  { daysAgo: 50, hours: 20, outcome: 'price' },
  { daysAgo: 33, hours: 26, outcome: 'won' },
  { daysAgo: 20 },
  { daysAgo: 10, hours: 30, outcome: 'slow_response' },
];
/** The two smaller operators: a few leads each in the last weeks. */
export const ATLANTIC_HISTORY: readonly Trade[] = [
  { daysAgo: 30, hours: 8, outcome: 'plans_changed' },
  { daysAgo: 16, hours: 4, outcome: 'won' },
];
export const BURREN_HISTORY: readonly Trade[] = [{ daysAgo: 24, hours: 12, outcome: 'inclusions' }, { daysAgo: 9 }];
