// When a trip has ended, its traveller is emailed once to review the operator.
import { eq, inArray } from 'drizzle-orm';
import { leads, reviews } from '../../db/schema.ts';
import { describe, expect, it, queuedEmails } from '../../../test/harness.ts';
import { acceptedTrip, daysFromNow } from '../../../test/marketplace.ts';
import { queueReviewInvites } from './review-invites.ts';

const publicUrl = 'http://localhost:3000';

describe('queueReviewInvites', () => {
  it('invites the traveller once the last night has passed, once; not before, not after a review', async ({
    as,
    fx,
    mp,
    db,
  }) => {
    const ended = await acceptedTrip({ as, fx, mp, db }, { startsIn: -7 }); // last night was last night
    const { company } = ended;
    const lastNight = await acceptedTrip({ as, fx, mp, db }, { company, startsIn: -6 }); // tonight is the last night
    const months = await acceptedTrip({ as, fx, mp, db }, { company, startsIn: 60 });
    const reviewed = await acceptedTrip({ as, fx, mp, db }, { company, startsIn: -30 });
    await db.insert(reviews).values({
      company_id: company.companyId,
      lead_id: reviewed.lead.id,
      quote_id: reviewed.quoteId,
      traveller_id: reviewed.traveller.user.id,
      rating: 4,
    });

    await queueReviewInvites({ db, publicUrl });
    await queueReviewInvites({ db, publicUrl });

    const invites = await queuedEmails(db, ended.traveller.user.email, 'review-invite');
    expect(invites).toEqual([
      {
        first_name: 'Maeve',
        company_name: expect.stringMatching(/^Test Tours /),
        lead_title: ended.lead.title,
        link: `${publicUrl}/user/requests/${ended.lead.id}`,
      },
    ]);
    for (const trip of [lastNight, months, reviewed]) {
      expect(await queuedEmails(db, trip.traveller.user.email, 'review-invite')).toEqual([]);
    }
    const marked = await db
      .select({ id: leads.id, at: leads.review_invited_at })
      .from(leads)
      .where(inArray(leads.id, [ended.lead.id, lastNight.lead.id, months.lead.id, reviewed.lead.id]));
    const at = new Map(marked.map((m) => [m.id, m.at]));
    expect(at.get(ended.lead.id)).toBeInstanceOf(Date);
    expect(at.get(reviewed.lead.id)).toBeInstanceOf(Date);
    expect(at.get(lastNight.lead.id)).toBeNull();
    expect(at.get(months.lead.id)).toBeNull();

    // the next morning, the trip whose last night it was is invited too, and only it
    await db
      .update(leads)
      .set({ start_date: daysFromNow(-7) })
      .where(eq(leads.id, lastNight.lead.id));
    expect(await queueReviewInvites({ db, publicUrl })).toEqual({ emails: 1 });
    expect(await queuedEmails(db, lastNight.traveller.user.email, 'review-invite')).toHaveLength(1);
    expect(await queuedEmails(db, ended.traveller.user.email, 'review-invite')).toHaveLength(1);
  });

  it('two processes running it at once invite once', async ({ as, fx, mp, db }) => {
    const company = await fx.companyUser({ creditCents: 100_000 });
    const trip = await acceptedTrip({ as, fx, mp, db }, { company, startsIn: -10 });
    await Promise.all([queueReviewInvites({ db, publicUrl }), queueReviewInvites({ db, publicUrl })]);
    expect(await queuedEmails(db, trip.traveller.user.email, 'review-invite')).toHaveLength(1);
  });
});
