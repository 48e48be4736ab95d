// The 15% first-booking discount a traveller claimed reaches every view of their trip requests
// (domain/discount.ts): the marketplace card, the buyer's My Leads and quote, and the traveller's own views.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MarketingLeadType } from '@triptender/contract/enums';
import type { Session } from '../../../test/fixtures.ts';
import { newClientAddress, request } from '../../../test/helpers.ts';
import { marketplaceTest, type MarketplaceTest } from '../../../test/marketplace.ts';

let t: MarketplaceTest;
beforeAll(async () => (t = await marketplaceTest()));
afterAll(() => t.ctx.close());

const claim = (email: string, leadType: MarketingLeadType) =>
  t.ctx.app.inject({
    method: 'POST',
    url: '/v1/client/lead-magnet',
    payload: { first_name: 'Isla', last_name: 'Reid', email, lead_type: leadType },
    remoteAddress: newClientAddress(),
  });

/** The marketplace card of a lead, as a company sees it before buying. */
async function card(company: Session, leadId: number) {
  const res = await t.mp.openLeads(company, { per_page: 100 });
  expect(res.statusCode).toBe(200);
  return (res.json().data as { id: number; discount_claimed: boolean }[]).find((l) => l.id === leadId)!;
}

describe('a claimed discount on the trip requests of the same email', () => {
  it('is shown on the card, My Leads, the purchase and every view of the traveller', async () => {
    const company = await t.fx.companyUser({ creditCents: 10_000 });
    const traveller = await t.fx.traveller();
    const email = traveller.user.email;
    const lead = await t.fx.lead(traveller.user.id, { email, country: 'scotland' });
    expect((await card(company, lead.id)).discount_claimed).toBe(false);

    // the address is typed differently on the discount form: emails are compared lower-case
    expect((await claim(email.toUpperCase(), 'discount-claim-scotland')).statusCode).toBe(201);
    expect((await card(company, lead.id)).discount_claimed).toBe(true);

    const bought = await t.mp.buy(company, lead.id);
    expect(bought.json().lead.discount_claimed).toBe(true);
    const myLeads = await request(t.ctx.app, company.token, { method: 'GET', url: `/v1/purchases?lead_id=${lead.id}` });
    expect(myLeads.json().data[0].lead.discount_claimed).toBe(true);

    const quoted = await t.mp.quote(company, lead.id, { price: 4000 });
    expect(quoted.statusCode).toBe(201);
    const bids = await request(t.ctx.app, traveller.token, {
      method: 'GET',
      url: `/v1/client/bids/${traveller.user.id}`,
    });
    expect(bids.json().trips).toMatchObject([{ id: lead.id, discount_claimed: true }]);
    expect(bids.json().proposals).toMatchObject([
      { lead_id: lead.id, price_cents: 400_000, number_of_people: 2, discount_claimed: true },
    ]);
    const mine = await request(t.ctx.app, traveller.token, {
      method: 'GET',
      url: `/v1/client/request/${traveller.user.id}`,
    });
    expect(mine.json().data).toMatchObject([{ id: lead.id, discount_claimed: true }]);
  });

  it("applies a country's claim to trips to that country only, and the offer for every trip to all", async () => {
    const company = await t.fx.companyUser();
    const traveller = await t.fx.traveller();
    const email = traveller.user.email;
    const ireland = await t.fx.lead(traveller.user.id, { email, country: 'ireland' });
    const scotland = await t.fx.lead(traveller.user.id, { email, country: 'scotland' });
    const uk = await t.fx.lead(traveller.user.id, { email, country: 'uk' });
    // someone else's request is never flagged by this claim
    const other = await t.fx.lead((await t.fx.traveller()).user.id, { country: 'scotland' });

    await claim(email, 'discount-claim-scotland');
    const flags = async () =>
      Promise.all([ireland, scotland, uk, other].map(async (l) => (await card(company, l.id)).discount_claimed));
    expect(await flags()).toEqual([false, true, false, false]);

    await claim(email, 'discount-claim-all');
    expect(await flags()).toEqual([true, true, true, false]);
  });

  it('is a first-booking discount: once one request is accepted, only that one keeps it', async () => {
    const company = await t.fx.companyUser({ creditCents: 10_000 });
    const traveller = await t.fx.traveller();
    const email = traveller.user.email;
    const first = await t.fx.lead(traveller.user.id, { email });
    const second = await t.fx.lead(traveller.user.id, { email });
    await claim(email, 'discount-claim-ireland');
    const quoteId = await t.mp.buyAndQuote(company, first.id);

    const accepted = await request(t.ctx.app, traveller.token, { method: 'POST', url: `/v1/quotes/${quoteId}/accept` });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().quote.discount_claimed).toBe(true);
    expect((await card(company, second.id)).discount_claimed).toBe(false);
    const myLeads = await request(t.ctx.app, company.token, {
      method: 'GET',
      url: `/v1/purchases?lead_id=${first.id}`,
    });
    expect(myLeads.json().data[0].lead.discount_claimed).toBe(true);
  });

  it('is not shown for a guide request, only for a discount claim', async () => {
    const company = await t.fx.companyUser();
    const traveller = await t.fx.traveller();
    const lead = await t.fx.lead(traveller.user.id, { email: traveller.user.email });
    await claim(traveller.user.email, 'lead-magnet-ireland');
    expect((await card(company, lead.id)).discount_claimed).toBe(false);
  });
});
