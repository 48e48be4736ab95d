// When a trip has ended, its traveller is emailed once to review the operator.
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leads, reviews } from '../../db/schema.ts';
import { queuedEmails, request } from '../../../test/helpers.ts';
import { daysFromNow, marketplaceTest, type MarketplaceTest } from '../../../test/marketplace.ts';
import { queueReviewInvites } from './review-invites.ts';

let t: MarketplaceTest;
beforeAll(async () => (t = await marketplaceTest()));
afterAll(() => t.ctx.close());

const publicUrl = 'http://localhost:3000';

/** A traveller's trip of 7 nights (FIXTURE_TRIP) with a company's quote accepted, starting `startsIn` days from now. */
async function acceptedTrip(company: Awaited<ReturnType<typeof t.fx.companyUser>>, startsIn: number) {
  const traveller = await t.fx.traveller({ first_name: 'Maeve', last_name: 'Quinn' });
  const lead = await t.fx.lead(traveller.user.id);
  const quoteId = await t.mp.buyAndQuote(company, lead.id);
  const accepted = await request(t.ctx.app, traveller.token, { method: 'POST', url: `/v1/quotes/${quoteId}/accept` });
  expect(accepted.statusCode).toBe(200);
  await t.ctx.db
    .update(leads)
    .set({ start_date: daysFromNow(startsIn) })
    .where(eq(leads.id, lead.id));
  return { traveller, lead, quoteId };
}

describe('queueReviewInvites', () => {
  it('invites the traveller once the last night has passed, once; not before, not after a review', async () => {
    const company = await t.fx.companyUser({ creditCents: 100_000 });
    const ended = await acceptedTrip(company, -7); // last night was last night
    const lastNight = await acceptedTrip(company, -6); // tonight is the last night
    const months = await acceptedTrip(company, 60);
    const reviewed = await acceptedTrip(company, -30);
    await t.ctx.db.insert(reviews).values({
      company_id: company.companyId,
      lead_id: reviewed.lead.id,
      quote_id: reviewed.quoteId,
      traveller_id: reviewed.traveller.user.id,
      rating: 4,
    });

    await queueReviewInvites({ db: t.ctx.db, publicUrl });
    await queueReviewInvites({ db: t.ctx.db, publicUrl });

    const invites = await queuedEmails(t.ctx.db, ended.traveller.user.email, 'review-invite');
    expect(invites).toEqual([
      {
        first_name: 'Maeve',
        company_name: expect.stringMatching(/^Test Tours /),
        lead_title: ended.lead.title,
        link: `${publicUrl}/user/requests/${ended.lead.id}`,
      },
    ]);
    for (const trip of [lastNight, months, reviewed]) {
      expect(await queuedEmails(t.ctx.db, trip.traveller.user.email, 'review-invite')).toEqual([]);
    }
    const marked = await t.ctx.db
      .select({ id: leads.id, at: leads.review_invited_at })
      .from(leads)
      .where(inArray(leads.id, [ended.lead.id, lastNight.lead.id, months.lead.id, reviewed.lead.id]));
    const at = new Map(marked.map((m) => [m.id, m.at]));
    expect(at.get(ended.lead.id)).toBeInstanceOf(Date);
    expect(at.get(reviewed.lead.id)).toBeInstanceOf(Date);
    expect(at.get(lastNight.lead.id)).toBeNull();
    expect(at.get(months.lead.id)).toBeNull();

    // the next morning, the trip whose last night it was is invited too, and only it
    await t.ctx.db
      .update(leads)
      .set({ start_date: daysFromNow(-7) })
      .where(eq(leads.id, lastNight.lead.id));
    expect(await queueReviewInvites({ db: t.ctx.db, publicUrl })).toEqual({ emails: 1 });
    expect(await queuedEmails(t.ctx.db, lastNight.traveller.user.email, 'review-invite')).toHaveLength(1);
    expect(await queuedEmails(t.ctx.db, ended.traveller.user.email, 'review-invite')).toHaveLength(1);
  });

  it('two processes running it at once invite once', async () => {
    const company = await t.fx.companyUser({ creditCents: 100_000 });
    const trip = await acceptedTrip(company, -10);
    await Promise.all([
      queueReviewInvites({ db: t.ctx.db, publicUrl }),
      queueReviewInvites({ db: t.ctx.db, publicUrl }),
    ]);
    expect(await queuedEmails(t.ctx.db, trip.traveller.user.email, 'review-invite')).toHaveLength(1);
  });
});
