import { eq } from 'drizzle-orm';
import { titleDay } from '@triptender/contract/lead-title';
import { REVIEW_MESSAGES } from '@triptender/contract/reviews';
import type { Db } from '../../db/client.ts';
import { companies, leads } from '../../db/schema.ts';
import { describe, expect, it, type World } from '../../../test/harness.ts';
import { acceptedTrip, daysFromNow } from '../../../test/marketplace.ts';

const review = (as: World['as'], token: string, payload: Record<string, unknown>) =>
  as(token).post('/v1/reviews', payload);
const get = (as: World['as'], token: string, url: string) => as(token).get(url);

/** Moves a trip's 7 nights (FIXTURE_TRIP) so that its last night was `daysAgo` days before last night. */
const endTrip = (db: Db, leadId: number, daysAgo = 0) =>
  db
    .update(leads)
    .set({ start_date: daysFromNow(-7 - daysAgo) })
    .where(eq(leads.id, leadId));

type TripWorld = Pick<World, 'as' | 'fx' | 'mp' | 'db'>;
type Buyer = Awaited<ReturnType<World['fx']['companyUser']>>;

/** A trip titled for its traveller, accepted and taken place (its last night was last night) unless `ended` is false. */
const trip = (w: TripWorld, company?: Buyer, first_name = 'Maeve', last_name = 'Quinn', ended = true) =>
  acceptedTrip(w, {
    ...(company ? { company } : {}),
    first_name,
    last_name,
    title: `Trip to Ireland for ${first_name}`,
    ...(ended ? { startsIn: -7 } : {}),
  });

describe('reviews', () => {
  it('a traveller reviews the company whose quote they accepted, once; it feeds the company ratings', async ({
    as,
    fx,
    mp,
    db,
  }) => {
    const { traveller, lead, quoteId, company } = await trip({ as, fx, mp, db });
    const res = await review(as, traveller.token, { quote_id: quoteId, rating: 5, comment: ' Superb <b>guide</b> ' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      quote_id: quoteId,
      company_id: company.companyId,
      rating: 5,
      comment: 'Superb <b>guide</b>',
    });
    const twice = await review(as, traveller.token, { quote_id: quoteId, rating: 1 });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(REVIEW_MESSAGES.alreadyReviewed);

    // two more good reviews make the company Top Rated (average >= 4.5 over >= 3 reviews)
    for (const [name, rating] of [
      ['Liam', 4],
      ['Grace', 5],
    ] as const) {
      const taken = await trip({ as, fx, mp, db }, company, name, 'Byrne');
      expect((await review(as, taken.traveller.token, { quote_id: taken.quoteId, rating })).statusCode).toBe(201);
    }
    const reputation = await get(as, company.token, `/v1/companies/${company.companyId}/reputation`);
    expect(reputation.json()).toEqual({ rating: 4.7, review_count: 3, badges: ['Top Rated'] });

    const list = await get(as, company.token, `/v1/companies/${company.companyId}/reviews`);
    expect(list.statusCode).toBe(200);
    expect(list.json().meta).toEqual({ per_page: 10, total: 3, current_page: 1, last_page: 1 });
    expect(list.json().data.at(-1)).toEqual({
      id: expect.any(Number),
      customer: 'Maeve Q.',
      rating: 5,
      project: lead.title,
      comment: 'Superb <b>guide</b>',
      created_at: expect.any(String),
    });
    // and the traveller sees it on the request
    const detail = (await get(as, traveller.token, `/v1/client/requests/${lead.id}`)).json();
    expect(detail.proposals[0]).toMatchObject({ status: 'accepted', review: { rating: 5 }, company: { rating: 4.7 } });
  });

  it('opens a review only once the trip is over: from its start date plus its nights', async ({ as, fx, mp, db }) => {
    const company = await fx.companyUser({ creditCents: 100_000 });
    const { traveller, lead, quoteId } = await trip({ as, fx, mp, db }, company, 'Maeve', 'Quinn', false);
    expect(lead.start_date).toBe(daysFromNow(60));
    const [{ name }] = (await db
      .select({ name: companies.name })
      .from(companies)
      .where(eq(companies.id, company.companyId))) as [{ name: string }];

    // accepted for a trip two months away: no review, and the traveller is told from when
    const early = await review(as, traveller.token, { quote_id: quoteId, rating: 5 });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(REVIEW_MESSAGES.afterTrip(name, titleDay(daysFromNow(67))));
    const detail = (await get(as, traveller.token, `/v1/client/requests/${lead.id}`)).json();
    expect(detail).toMatchObject({ review_opens_on: daysFromNow(67), review_open: false });

    // on its last night the trip is not over yet; the morning after, it is
    await endTrip(db, lead.id, -1);
    expect((await review(as, traveller.token, { quote_id: quoteId, rating: 5 })).statusCode).toBe(409);
    await endTrip(db, lead.id, 0);
    expect((await get(as, traveller.token, `/v1/client/requests/${lead.id}`)).json().review_open).toBe(true);
    expect((await review(as, traveller.token, { quote_id: quoteId, rating: 5 })).statusCode).toBe(201);
    const reputation = await get(as, company.token, `/v1/companies/${company.companyId}/reputation`);
    expect(reputation.json()).toMatchObject({ rating: 5, review_count: 1 });
  });

  it("refuses a quote not accepted (409), another traveller's (404), a company (403) and bad ratings (422)", async ({
    as,
    fx,
    mp,
    db,
  }) => {
    const company = await fx.companyUser({ creditCents: 100_000 });
    const { traveller, lead } = await fx.travellerLead();
    const sent = await mp.buyAndQuote(company, lead.id);
    const notYet = await review(as, traveller.token, { quote_id: sent, rating: 4 });
    expect(notYet.statusCode).toBe(409);
    expect(notYet.json().message).toBe(REVIEW_MESSAGES.notAccepted);

    const { quoteId } = await trip({ as, fx, mp, db }, company);
    expect((await review(as, (await fx.traveller()).token, { quote_id: quoteId, rating: 4 })).statusCode).toBe(404);
    expect((await review(as, company.token, { quote_id: quoteId, rating: 4 })).statusCode).toBe(403);
    for (const rating of [0, 6, 4.5, 'five']) {
      const bad = await review(as, traveller.token, { quote_id: quoteId, rating });
      expect(bad.statusCode).toBe(422);
      expect(bad.json().data.rating).toEqual(['Please choose a rating from 1 to 5 stars.']);
    }
  });

  it('company reviews and reputation: members of that company and admins; others 404', async ({ as, fx }) => {
    const { manager: company, finance } = await fx.team({ finance: 'finance' }, { creditCents: 100_000 });
    const stranger = await fx.companyUser();
    const admin = await fx.admin();
    const traveller = await fx.traveller();
    for (const path of ['reviews', 'reputation']) {
      const url = `/v1/companies/${company.companyId}/${path}`;
      expect((await get(as, finance.token, url)).statusCode).toBe(200);
      expect((await get(as, admin.token, url)).statusCode).toBe(200);
      expect((await get(as, stranger.token, url)).statusCode).toBe(404);
      expect((await get(as, traveller.token, url)).statusCode).toBe(404);
      expect((await as(null).get(url)).statusCode).toBe(401);
      expect((await get(as, admin.token, `/v1/companies/999999/${path}`)).statusCode).toBe(404);
    }
    expect((await get(as, admin.token, `/v1/companies/${company.companyId}/reputation`)).json()).toEqual({
      rating: null,
      review_count: 0,
      badges: [],
    });
  });
});
