import type { Country } from '@triptender/contract/enums';
import { describe, expect, type Fixtures, it } from '../../test/harness.ts';
import type { Db } from '../db/client.ts';
import { companyBadges, conversations, messages, quotes, reviews } from '../db/schema.ts';
import { getReputations } from './reputation.ts';

async function acceptedQuote(fx: Fixtures, db: Db, companyId: number, authorId: number, country: Country = 'ireland') {
  const { traveller, lead } = await fx.travellerLead({ country, status: 'accepted' });
  const [q] = await db
    .insert(quotes)
    .values({
      lead_id: lead.id,
      company_id: companyId,
      user_id: authorId,
      price_cents: 100_000,
      trip_duration: '8 days',
      message: 'A lovely trip',
      status: 'accepted',
    })
    .returning();
  return { lead, quote: q!, traveller };
}

describe('getReputations', () => {
  it('computes rating, review count and badges from data, with granted badges', async ({ fx, db }) => {
    const staff = await fx.companyUser();
    const other = await fx.companyUser();
    const quiet = await fx.company();
    for (const rating of [5, 5, 4]) {
      const { lead, quote, traveller } = await acceptedQuote(fx, db, staff.companyId, staff.user.id);
      await db.insert(reviews).values({
        company_id: staff.companyId,
        lead_id: lead.id,
        quote_id: quote.id,
        traveller_id: traveller.user.id,
        rating,
      });
      // the company answered within half an hour of buying
      const [c] = await db
        .insert(conversations)
        .values({
          kind: 'lead',
          company_id: staff.companyId,
          lead_id: lead.id,
          traveller_id: traveller.user.id,
          created_at: new Date(Date.now() - 3_600_000),
        })
        .returning();
      await db.insert(messages).values([
        {
          conversation_id: c!.id,
          sender_id: staff.user.id,
          body: 'Hello!',
          created_at: new Date(Date.now() - 1_800_000),
        },
      ]);
    }
    for (let i = 0; i < 2; i++) await acceptedQuote(fx, db, staff.companyId, staff.user.id);
    await acceptedQuote(fx, db, other.companyId, other.user.id, 'scotland');
    await db.insert(companyBadges).values({ company_id: other.companyId, badge: 'Premium Partner' });

    const reps = await getReputations(db, [staff.companyId, other.companyId, quiet.id]);
    expect(reps.get(staff.companyId)).toEqual({
      rating: 4.7,
      review_count: 3,
      badges: ['Top Rated', 'Fast Responder', 'Ireland Expert'],
      reply_time: { median_minutes: 30, conversations: 3 },
    });
    expect(reps.get(other.companyId)).toEqual({
      rating: null,
      review_count: 0,
      badges: ['Premium Partner'],
      reply_time: null,
    });
    expect(reps.get(quiet.id)).toEqual({ rating: null, review_count: 0, badges: [], reply_time: null });
  });
});
