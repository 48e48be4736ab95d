// Over 300 lines: every endpoint of /v1/quotes with its refusals, sharing one database and one set of helpers.
import { eq } from 'drizzle-orm';
import { COMPANY_ROLE } from '@triptender/contract/enums';
import { QUOTE_PRICE_MIN_MESSAGE } from '@triptender/contract/quote-fields';
import { QUOTE_MESSAGES } from '@triptender/contract/quotes';
import type { Db } from '../../db/client.ts';
import { conversations, leads, quotes } from '../../db/schema.ts';
import { describe, expect, expectFieldErrors, it, type World } from '../../../test/harness.ts';
import { daysFromNow } from '../../../test/marketplace.ts';

const post = (as: World['as'], token: string, url: string, payload?: Record<string, unknown>) =>
  as(token).post(url, payload);

/** Dates a lead's trip to have started yesterday. */
const startTrip = (db: Db, leadId: number) =>
  db
    .update(leads)
    .set({ start_date: daysFromNow(-1) })
    .where(eq(leads.id, leadId));

/** Dates a quote to have been valid until yesterday: it reads as expired from now on. */
const expireQuote = (db: Db, quoteId: number) =>
  db
    .update(quotes)
    .set({ valid_until: daysFromNow(-1) })
    .where(eq(quotes.id, quoteId));

async function tripWithTwoQuotes(fx: World['fx'], mp: World['mp']) {
  const traveller = await fx.traveller({ first_name: 'Maeve', last_name: 'Quinn' });
  const lead = await fx.lead(traveller.user.id, { first_name: 'Maeve', last_name: 'Quinn' });
  const a = await fx.companyUser({ creditCents: 10_000, companyRole: COMPANY_ROLE.AGENT });
  const b = await fx.companyUser({ creditCents: 10_000 });
  const quoteA = await mp.buyAndQuote(a, lead.id, { price: 3200 });
  const quoteB = await mp.buyAndQuote(b, lead.id, { price: 2900 });
  return { traveller, lead, a, b, quoteA, quoteB };
}

describe('POST /v1/quotes', () => {
  it('a buyer sends one quote: stored in cents, counted, tied to the conversation, the traveller emailed', async ({
    fx,
    mp,
    db,
  }) => {
    const buyer = await fx.companyUser({ creditCents: 10_000, companyRole: COMPANY_ROLE.AGENT });
    const lead = await fx.lead((await fx.traveller()).user.id, { first_name: 'Maeve' });
    await mp.buy(buyer, lead.id);
    const res = await mp.quote(buyer, lead.id, {
      price: 2450.5,
      currency: 'EUR',
      message: '  <b>A relaxed loop</b> from Dublin to Galway with hand-picked country houses.  ',
      flights_included: true,
      exclusions: [],
      valid_until: daysFromNow(30),
    });
    expect(res.statusCode, res.body).toBe(201);
    const quote = res.json();
    expect(quote).toMatchObject({
      lead_id: lead.id,
      price_cents: 245_050,
      currency: 'EUR',
      trip_duration: '8 days / 7 nights',
      message: '<b>A relaxed loop</b> from Dublin to Galway with hand-picked country houses.',
      flights_included: true,
      valid_until: daysFromNow(30),
      status: 'sent',
      decline_reason: null,
    });
    const [row] = await db.select().from(leads).where(eq(leads.id, lead.id));
    expect(row!.quotes_count).toBe(1);
    const [conversation] = await db.select().from(conversations).where(eq(conversations.lead_id, lead.id));
    expect(conversation!.quote_id).toBe(quote.id);
    const mails = (await mp.emailsTo(lead.email)).filter((m) => m.template === 'new-quote');
    expect(mails.map((m) => m.data)).toEqual([
      {
        first_name: 'Maeve',
        company_name: expect.stringMatching(/^Test Tours/),
        lead_title: lead.title,
        price: '€2,450.50',
        link: `http://localhost:3000/user/compare-bids?trip=${lead.id}`,
      },
    ]);
    // the card in the marketplace is now disabled with its reason
    const card = (await mp.openLeads(buyer, { search: 'castles' }))
      .json()
      .data.find((l: { id: number }) => l.id === lead.id);
    expect(card).toMatchObject({ quote_status: 'sent', unavailable_reason: 'You sent a quote for this request' });
  });

  it('refuses a company that did not buy the lead (403), a second quote (409) and a closed lead (409)', async ({
    fx,
    mp,
    db,
  }) => {
    const buyer = await fx.companyUser({ creditCents: 10_000 });
    const owner = (await fx.traveller()).user.id;
    const lead = await fx.lead(owner);
    const notBought = await mp.quote(buyer, lead.id);
    expect(notBought.statusCode).toBe(403);
    expect(notBought.json().message).toBe(QUOTE_MESSAGES.mustBuyFirst);

    await mp.buy(buyer, lead.id);
    expect((await mp.quote(buyer, lead.id)).statusCode).toBe(201);
    const twice = await mp.quote(buyer, lead.id);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(QUOTE_MESSAGES.alreadyQuoted);

    const closing = await fx.lead(owner);
    await mp.buy(buyer, closing.id);
    await db.update(leads).set({ status: 'archived' }).where(eq(leads.id, closing.id));
    const closed = await mp.quote(buyer, closing.id);
    expect(closed.statusCode).toBe(409);
    expect(closed.json().message).toBe(QUOTE_MESSAGES.leadClosed);
    expect((await mp.quote(buyer, 999_999)).statusCode).toBe(404);
  });

  it('is for Managers and Agents only, and validates every field', async ({ as, fx, mp }) => {
    const manager = await fx.companyUser({ creditCents: 10_000 });
    const lead = await fx.lead((await fx.traveller()).user.id);
    await mp.buy(manager, lead.id);
    const finance = await fx.companyUser({ companyId: manager.companyId, companyRole: COMPANY_ROLE.FINANCE });
    expect((await mp.quote(finance, lead.id)).statusCode).toBe(403);
    expect((await mp.quote(await fx.traveller(), lead.id)).statusCode).toBe(403);

    const bad = await post(as, manager.token, '/v1/quotes', {
      lead_id: lead.id,
      price: -5,
      currency: 'JPY',
      trip_duration: '   ',
      message: 'Too short',
      valid_until: daysFromNow(-1),
    });
    expectFieldErrors(bad, {
      price: ['The price must be more than 0.'],
      currency: ['The selected currency is invalid.'],
      trip_duration: ['Please describe the trip duration.'],
      message: ['Please write your proposal (at least 20 characters).'],
      valid_until: ['The quote must be valid until today or later.'],
    });
  });

  // stored in cents: 0.004 rounded to a price of 0 and hit the database's check (a 500)
  it('refuses a price under half a cent with a 422, when sending and when editing', async ({ as, fx, mp }) => {
    const manager = await fx.companyUser({ creditCents: 10_000 });
    const lead = await fx.lead((await fx.traveller()).user.id);
    await mp.buy(manager, lead.id);
    for (const price of [0.004, 0.0049, 5e-324]) {
      expectFieldErrors(await mp.quote(manager, lead.id, { price }), { price: [QUOTE_PRICE_MIN_MESSAGE] });
    }
    const quoted = await mp.quote(manager, lead.id, { price: 0.005 });
    expect(quoted.json()).toMatchObject({ price_cents: 1 });
    const edited = await as(manager).put(`/v1/quotes/${quoted.json().id}`, mp.quoteBody(lead.id, { price: 0.001 }));
    expectFieldErrors(edited, { price: [QUOTE_PRICE_MIN_MESSAGE] });
  });
});

describe('editing and withdrawing a quote', () => {
  it('the company edits or withdraws its quote while it is sent; another company gets 404', async ({
    as,
    fx,
    mp,
    db,
  }) => {
    const { a, b, lead, quoteA } = await tripWithTwoQuotes(fx, mp);
    const edited = await as(a).put(
      `/v1/quotes/${quoteA}`,
      mp.quoteBody(lead.id, { price: 3000, trip_duration: '9 days' }),
    );
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ price_cents: 300_000, trip_duration: '9 days', status: 'sent' });
    expect((await as(b).put(`/v1/quotes/${quoteA}`, mp.quoteBody(lead.id))).statusCode).toBe(404);
    expect((await post(as, b.token, `/v1/quotes/${quoteA}/withdraw`)).statusCode).toBe(404);

    const withdrawn = await post(as, a.token, `/v1/quotes/${quoteA}/withdraw`);
    expect(withdrawn.json().status).toBe('withdrawn');
    const [row] = await db.select().from(leads).where(eq(leads.id, lead.id));
    expect(row!.quotes_count).toBe(1);
    const again = await post(as, a.token, `/v1/quotes/${quoteA}/withdraw`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(QUOTE_MESSAGES.notEditable);
    // withdrawn is final: no second quote for the lead
    expect((await mp.quote(a, lead.id)).statusCode).toBe(409);
  });
});

describe('accepting and declining', () => {
  it('accept: the quote accepted, the other sent quotes declined, the lead accepted; companies emailed', async ({
    as,
    fx,
    mp,
    db,
  }) => {
    const { traveller, lead, a, b, quoteA, quoteB } = await tripWithTwoQuotes(fx, mp);
    const res = await post(as, traveller.token, `/v1/quotes/${quoteA}/accept`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.lead).toEqual({ id: lead.id, status: 'accepted' });
    expect(body.declined_quote_ids).toEqual([quoteB]);
    expect(body.quote).toMatchObject({ id: quoteA, status: 'accepted', company: { id: a.companyId } });

    const rows = await db.select().from(quotes).where(eq(quotes.lead_id, lead.id));
    expect(Object.fromEntries(rows.map((q) => [q.id, [q.status, q.decline_reason]]))).toEqual({
      [quoteA]: ['accepted', null],
      [quoteB]: ['declined', QUOTE_MESSAGES.otherAccepted],
    });
    const [after] = await db.select().from(leads).where(eq(leads.id, lead.id));
    expect(after!.status).toBe('accepted');
    expect(after!.closed_at).not.toBeNull();

    const [toA] = await mp.emailsTo(a.user.email);
    expect(toA).toMatchObject({
      template: 'quote-accepted',
      data: { traveller_name: 'Maeve Quinn', link: `http://localhost:3000/company/leads?lead=${lead.id}` },
    });
    const [toB] = await mp.emailsTo(b.user.email);
    expect(toB).toMatchObject({ template: 'quote-declined', data: { reason: QUOTE_MESSAGES.otherAccepted } });

    // an accepted or declined quote can no longer be accepted or declined
    for (const id of [quoteA, quoteB]) {
      const again = await post(as, traveller.token, `/v1/quotes/${id}/accept`);
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe(QUOTE_MESSAGES.notOpen);
    }
    expect((await post(as, traveller.token, `/v1/quotes/${quoteB}/decline`, {})).statusCode).toBe(409);
    // and the company can no longer edit or withdraw it
    expect((await post(as, a.token, `/v1/quotes/${quoteA}/withdraw`)).statusCode).toBe(409);
  });

  it('decline: with an optional reason the company sees; the quote then cannot be accepted', async ({ as, fx, mp }) => {
    const { traveller, a, quoteA, quoteB } = await tripWithTwoQuotes(fx, mp);
    const res = await post(as, traveller.token, `/v1/quotes/${quoteA}/decline`, {
      reason: '  Over our <i>budget</i>  ',
    });
    // kept as written, trimmed
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: quoteA, status: 'declined', decline_reason: 'Over our <i>budget</i>' });
    const purchased = (await as(a).get('/v1/purchases')).json();
    expect(purchased.data[0].quote).toMatchObject({ status: 'declined', decline_reason: 'Over our <i>budget</i>' });
    const [mail] = await mp.emailsTo(a.user.email);
    expect(mail).toMatchObject({ template: 'quote-declined', data: { reason: 'Over our <i>budget</i>' } });

    expect((await post(as, traveller.token, `/v1/quotes/${quoteA}/accept`)).statusCode).toBe(409);
    // the other quote is untouched and may still be accepted, without a reason given
    const noReason = await post(as, traveller.token, `/v1/quotes/${quoteB}/decline`);
    expect(noReason.json()).toMatchObject({ status: 'declined', decline_reason: null });
  });

  it('a quote on a trip that has already started cannot be accepted', async ({ as, fx, mp, db }) => {
    const { traveller, lead } = await fx.travellerLead();
    const id = await mp.buyAndQuote(await fx.companyUser({ creditCents: 10_000 }), lead.id);
    await startTrip(db, lead.id);
    const res = await post(as, traveller.token, `/v1/quotes/${id}/accept`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(QUOTE_MESSAGES.leadClosed);
  });

  it('an expired quote cannot be accepted', async ({ as, fx, mp, db }) => {
    const { traveller, lead } = await fx.travellerLead();
    const buyer = await fx.companyUser({ creditCents: 10_000 });
    const id = await mp.buyAndQuote(buyer, lead.id, { valid_until: daysFromNow(1) });
    await expireQuote(db, id);
    const res = await post(as, traveller.token, `/v1/quotes/${id}/accept`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(QUOTE_MESSAGES.expired);
  });

  it("refuses another traveller's quote (404), a company (403) and a guest (401)", async ({ as, fx, mp, db }) => {
    const { a, quoteA } = await tripWithTwoQuotes(fx, mp);
    const someoneElse = await fx.traveller();
    expect((await post(as, someoneElse.token, `/v1/quotes/${quoteA}/accept`)).statusCode).toBe(404);
    expect((await post(as, someoneElse.token, `/v1/quotes/${quoteA}/decline`, {})).statusCode).toBe(404);
    expect((await post(as, a.token, `/v1/quotes/${quoteA}/accept`)).statusCode).toBe(403);
    expect((await as(null).post(`/v1/quotes/${quoteA}/accept`)).statusCode).toBe(401);
    const [row] = await db.select().from(quotes).where(eq(quotes.id, quoteA));
    expect(row!.status).toBe('sent');
  });

  it('two quotes accepted at once: exactly one wins', async ({ as, fx, mp, db }) => {
    const { traveller, lead, quoteA, quoteB } = await tripWithTwoQuotes(fx, mp);
    const answers = await Promise.all([
      post(as, traveller.token, `/v1/quotes/${quoteA}/accept`),
      post(as, traveller.token, `/v1/quotes/${quoteB}/accept`),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const rows = await db.select().from(quotes).where(eq(quotes.lead_id, lead.id));
    expect(rows.map((q) => q.status).sort()).toEqual(['accepted', 'declined']);
  });
});

describe('the rules every read path shares', () => {
  it('refuses a quote on a trip that has started (409), as buying and accepting do', async ({ fx, mp, db }) => {
    const buyer = await fx.companyUser({ creditCents: 10_000 });
    const lead = await fx.lead((await fx.traveller()).user.id);
    expect((await mp.buy(buyer, lead.id)).statusCode).toBe(201);
    await startTrip(db, lead.id);
    const res = await mp.quote(buyer, lead.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(QUOTE_MESSAGES.leadClosed);
  });

  it('shows an expired quote as expired in the marketplace, both chat lists and the admin lists', async ({
    as,
    fx,
    mp,
    db,
  }) => {
    const admin = await fx.admin();
    const { traveller, lead } = await fx.travellerLead({ title: null, number_of_night: 6, country: 'scotland' });
    const buyer = await fx.companyUser({ creditCents: 10_000 });
    const quoteId = await mp.buyAndQuote(buyer, lead.id, { valid_until: daysFromNow(2) });
    await expireQuote(db, quoteId);
    const get = (token: string, url: string) =>
      as(token)
        .get(url)
        .then((r) => r.json());

    const market = await get(buyer.token, '/v1/openLeads?per_page=100');
    const card = market.data.find((l: { id: number }) => l.id === lead.id);
    expect(card).toMatchObject({ quote_status: 'expired', title: '6 nights in SCOTLAND' });

    const companyConversations = await get(buyer.token, `/v1/company/chatClient/leads/${buyer.companyId}`);
    expect(companyConversations.data[0]).toMatchObject({ quote_status: 'expired', accepted: 0 });

    const travellerConversations = await get(traveller.token, `/v1/client/chat/user/${traveller.user.id}`);
    expect(travellerConversations.data[0]).toMatchObject({
      get_bid: { id: quoteId, status: 'expired' },
      lead: { title: '6 nights in SCOTLAND' },
    });

    const adminQuotes = await get(admin.token, `/v1/company/${buyer.companyId}/quotes`);
    expect(adminQuotes.data[0]).toMatchObject({ id: quoteId, status: 'expired' });

    // Active Quotations counts quotes still waiting for an answer: not an expired one
    const companies = await get(admin.token, '/v1/company?per_page=100');
    expect(companies.data.find((c: { id: number }) => c.id === buyer.companyId).get_quoted_count).toBe(0);
  });
});
