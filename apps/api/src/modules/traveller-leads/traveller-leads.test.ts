import { eq } from 'drizzle-orm';
import { QUOTE_MESSAGES } from '@triptender/contract/quotes';
import { TRAVELLER_LEAD_MESSAGES } from '@triptender/contract/traveller-leads';
import { companyBadges, conversations, leads, messages, quotes } from '../../db/schema.ts';
import { FIXTURE_TRIP } from '../../../test/fixtures.ts';
import { type As, columns, describe, expect, it } from '../../../test/harness.ts';
import { daysFromNow } from '../../../test/marketplace.ts';

const get = (as: As, token: string, url: string) => as(token).get(url);

describe('GET /v1/client/request/{userId}', () => {
  it("lists the traveller's own requests, newest first, with status and bids count", async ({ as, fx, mp }) => {
    const traveller = await fx.traveller();
    const owner = traveller.user.id;
    const old = await fx.lead(owner, { created_at: new Date(Date.now() - 86_400_000), special_requests: null });
    const quoted = await fx.lead(owner);
    const past = await fx.lead(owner, { start_date: daysFromNow(-3), created_at: new Date(Date.now() - 3_600_000) });
    const accepted = await fx.lead(owner, { status: 'accepted', created_at: new Date(Date.now() - 7_200_000) });
    await fx.lead(owner, { deleted_at: new Date() });
    await fx.lead((await fx.traveller()).user.id);
    await mp.buyAndQuote(await fx.companyUser({ creditCents: 5000 }), quoted.id);

    const res = await get(as, traveller.token, `/v1/client/request/${owner}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.meta).toEqual({ per_page: 10, total: 4, current_page: 1, last_page: 1 });
    expect(columns(body.data, 'id', 'status', 'count_bids_count')).toEqual([
      [quoted.id, 'open', 1],
      [past.id, 'archived', 0],
      [accepted.id, 'accepted', 0],
      [old.id, 'open', 0],
    ]);
    expect(body.data[3]).toEqual({
      id: old.id,
      title: old.title,
      ...FIXTURE_TRIP,
      special_requests: null,
      start_date: old.start_date,
      locale: null,
      status: 'open',
      created_at: old.created_at.toISOString(),
      count_bids_count: 0,
      discount_claimed: false,
    });
    const paged = await get(as, traveller.token, `/v1/client/request/${owner}?per_page=25&page=2`);
    expect(paged.json()).toMatchObject({ data: [], meta: { per_page: 25, total: 4, current_page: 2 } });
  });

  it("answers 404 for another traveller's id, 403 for a company, 401 for a guest; admins read anyone's", async ({
    as,
    fx,
  }) => {
    const traveller = await fx.traveller();
    const other = await fx.traveller();
    await fx.lead(other.user.id);
    const refused = await get(as, traveller.token, `/v1/client/request/${other.user.id}`);
    expect(refused.statusCode).toBe(404);
    expect(refused.body).not.toContain(other.user.email);
    expect((await get(as, (await fx.companyUser()).token, `/v1/client/request/${other.user.id}`)).statusCode).toBe(403);
    expect((await as(null).get(`/v1/client/request/${other.user.id}`)).statusCode).toBe(401);
    const asAdmin = await get(as, (await fx.admin()).token, `/v1/client/request/${other.user.id}`);
    expect(asAdmin.json().meta.total).toBe(1);
  });
});

describe('a request and its quotes', () => {
  it('shows the trip and its quotes with each company reputation and conversation', async ({ as, fx, mp, db }) => {
    const { traveller, lead } = await fx.travellerLead();
    const a = await fx.companyUser({ creditCents: 10_000 });
    const b = await fx.companyUser({ creditCents: 10_000 });
    const quoteA = await mp.buyAndQuote(a, lead.id, { price: 3200 });
    await db.insert(companyBadges).values({ company_id: a.companyId, badge: 'Premium Partner' });
    const quoteB = await mp.buyAndQuote(b, lead.id, { price: 2900 });
    await as(b).post(`/v1/quotes/${quoteB}/withdraw`);
    const [conversation] = await db.select().from(conversations).where(eq(conversations.company_id, a.companyId));
    await db.insert(messages).values([
      {
        conversation_id: conversation!.id,
        sender_id: a.user.id,
        body: 'Hello!',
        created_at: new Date('2030-01-01T10:00:00Z'),
      },
      {
        conversation_id: conversation!.id,
        sender_id: traveller.user.id,
        body: 'Hi',
        created_at: new Date('2030-01-01T11:00:00Z'),
      },
    ]);

    const res = await get(as, traveller.token, `/v1/client/requests/${lead.id}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      id: lead.id,
      status: 'open',
      email: lead.email,
      purchases_count: 2,
      count_bids_count: 1,
    });
    // the withdrawn quote is not shown
    expect(body.proposals).toHaveLength(1);
    expect(body.proposals[0]).toMatchObject({
      id: quoteA,
      price_cents: 320_000,
      status: 'sent',
      conversation_id: conversation!.id,
      last_reply_at: '2030-01-01T10:00:00.000Z',
      company: { id: a.companyId, rating: null, review_count: 0, badges: ['Premium Partner'] },
      review: null,
    });

    expect((await get(as, (await fx.traveller()).token, `/v1/client/requests/${lead.id}`)).statusCode).toBe(404);
    expect((await get(as, a.token, `/v1/client/requests/${lead.id}`)).statusCode).toBe(403);
  });

  it('closing archives an open request and declines the quotes still waiting; twice is a 409', async ({
    as,
    fx,
    mp,
    db,
  }) => {
    const { traveller, lead } = await fx.travellerLead();
    const buyer = await fx.companyUser({ creditCents: 10_000 });
    const quoteId = await mp.buyAndQuote(buyer, lead.id);
    const close = () => as(traveller).post(`/v1/client/requests/${lead.id}/close`);

    expect((await as((await fx.traveller()).token).post(`/v1/client/requests/${lead.id}/close`)).statusCode).toBe(404);
    const res = await close();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'archived', closed_at: expect.any(String) });
    const [q] = await db.select().from(quotes).where(eq(quotes.id, quoteId));
    expect([q!.status, q!.decline_reason]).toEqual(['declined', QUOTE_MESSAGES.requestClosed]);
    expect((await mp.emailsTo(buyer.user.email)).map((m) => m.template)).toEqual(['quote-declined']);
    const again = await close();
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(TRAVELLER_LEAD_MESSAGES.notOpen);
    // closed means closed: no more purchases
    expect((await mp.buy(await fx.companyUser({ creditCents: 5000 }), lead.id)).statusCode).toBe(409);
  });
});

describe('GET /v1/client/bids/{userId}', () => {
  it("gives the traveller's open trips, oldest first, and their proposals", async ({ as, fx, mp, db }) => {
    const traveller = await fx.traveller();
    const owner = traveller.user.id;
    const first = await fx.lead(owner, { created_at: new Date(Date.now() - 86_400_000) });
    const second = await fx.lead(owner, { country: 'scotland', title: 'Trip to Scotland for 2 (active)' });
    const done = await fx.lead(owner);
    await fx.lead(owner, { start_date: daysFromNow(-1) });
    const a = await fx.companyUser({ creditCents: 10_000 });
    const b = await fx.companyUser({ creditCents: 10_000 });
    const q1 = await mp.buyAndQuote(a, first.id, { price: 2000 });
    const q2 = await mp.buyAndQuote(b, first.id, { price: 1800 });
    const q3 = await mp.buyAndQuote(a, second.id, { price: 4000 });
    const q4 = await mp.buyAndQuote(a, done.id);
    await as(traveller).post(`/v1/quotes/${q4}/accept`);

    const res = await get(as, traveller.token, `/v1/client/bids/${owner}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(columns(body.trips, 'id', 'proposals_count')).toEqual([
      [first.id, 2],
      [second.id, 1],
    ]);
    expect(body.trips[1]).toMatchObject({ title: 'Trip to Scotland for 2 (active)', country: 'scotland' });
    expect(body.proposals.map((p: { id: number }) => p.id)).toEqual([q3, q2, q1]);
    expect(body.proposals[0]).toMatchObject({ lead_id: second.id, conversation_id: expect.any(Number) });

    expect((await get(as, (await fx.traveller()).token, `/v1/client/bids/${owner}`)).statusCode).toBe(404);
    expect((await get(as, (await fx.admin()).token, `/v1/client/bids/${owner}`)).json().trips).toHaveLength(2);
    const none = await get(as, (await fx.traveller()).token, `/v1/client/bids/${owner + 1000}`);
    expect(none.statusCode).toBe(404);
    const empty = await fx.traveller();
    // before any request, quotes would be compared in euros
    expect((await get(as, empty.token, `/v1/client/bids/${empty.user.id}`)).json()).toMatchObject({
      trips: [],
      proposals: [],
      display_currency: 'EUR',
    });
    const [row] = await db.select().from(leads).where(eq(leads.id, done.id));
    expect(row!.status).toBe('accepted');
  });
});
