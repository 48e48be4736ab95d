import type { Country } from '@triptender/contract/enums';
import { describe, expect, it } from 'vitest';
import { companyBadges, conversations, messages, quotes, reviews } from '../db/schema.ts';
import { type TestContext, type Fixtures, setupTestFile } from '../../test/helpers.ts';
import { getReputations } from './reputation.ts';

let ctx: TestContext;
let fx: Fixtures;
setupTestFile((c, f) => ([ctx, fx] = [c, f]));

async function acceptedQuote(companyId: number, authorId: number, country: Country = 'ireland') {
  const traveller = await fx.traveller();
  const lead = await fx.lead(traveller.user.id, { country, status: 'accepted' });
  const [q] = await ctx.db
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
  it('computes rating, review count and badges from data, with granted badges', async () => {
    const staff = await fx.companyUser();
    const other = await fx.companyUser();
    const quiet = await fx.company();
    for (const rating of [5, 5, 4]) {
      const { lead, quote, traveller } = await acceptedQuote(staff.companyId, staff.user.id);
      await ctx.db.insert(reviews).values({
        company_id: staff.companyId,
        lead_id: lead.id,
        quote_id: quote.id,
        traveller_id: traveller.user.id,
        rating,
      });
      // the company answered within half an hour of buying
      const [c] = await ctx.db
        .insert(conversations)
        .values({
          kind: 'lead',
          company_id: staff.companyId,
          lead_id: lead.id,
          traveller_id: traveller.user.id,
          created_at: new Date(Date.now() - 3_600_000),
        })
        .returning();
      await ctx.db.insert(messages).values([
        {
          conversation_id: c!.id,
          sender_id: staff.user.id,
          body: 'Hello!',
          created_at: new Date(Date.now() - 1_800_000),
        },
      ]);
    }
    for (let i = 0; i < 2; i++) await acceptedQuote(staff.companyId, staff.user.id);
    await acceptedQuote(other.companyId, other.user.id, 'scotland');
    await ctx.db.insert(companyBadges).values({ company_id: other.companyId, badge: 'Premium Partner' });

    const reps = await getReputations(ctx.db, [staff.companyId, other.companyId, quiet.id]);
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
