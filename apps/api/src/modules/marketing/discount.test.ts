// The 15% first-booking discount a traveller claimed reaches every view of their trip requests
// (domain/discount.ts): the marketplace card, the buyer's My Leads and quote, and the traveller's own views.
import type { MarketingLeadType } from '@triptender/contract/enums';
import type { Session } from '../../../test/fixtures.ts';
import { type As, describe, expect, it, type Marketplace, newClientAddress } from '../../../test/harness.ts';

const claim = (as: As, email: string, leadType: MarketingLeadType) =>
  as(null).post(
    '/v1/client/lead-magnet',
    { first_name: 'Isla', last_name: 'Reid', email, lead_type: leadType },
    { remoteAddress: newClientAddress() },
  );

/** The marketplace card of a lead, as a company sees it before buying. */
async function card(mp: Marketplace, company: Session, leadId: number) {
  const res = await mp.openLeads(company, { per_page: 100 });
  expect(res.statusCode).toBe(200);
  return (res.json().data as { id: number; discount_claimed: boolean }[]).find((l) => l.id === leadId)!;
}

describe('a claimed discount on the trip requests of the same email', () => {
  it('is shown on the card, My Leads, the purchase and every view of the traveller', async ({ as, fx, mp }) => {
    const company = await fx.companyUser({ creditCents: 10_000 });
    const traveller = await fx.traveller();
    const email = traveller.user.email;
    const lead = await fx.lead(traveller.user.id, { email, country: 'scotland' });
    expect((await card(mp, company, lead.id)).discount_claimed).toBe(false);

    // the address is typed differently on the discount form: emails are compared lower-case
    expect((await claim(as, email.toUpperCase(), 'discount-claim-scotland')).statusCode).toBe(201);
    expect((await card(mp, company, lead.id)).discount_claimed).toBe(true);

    const bought = await mp.buy(company, lead.id);
    expect(bought.json().lead.discount_claimed).toBe(true);
    const myLeads = await as(company).get(`/v1/purchases?lead_id=${lead.id}`);
    expect(myLeads.json().data[0].lead.discount_claimed).toBe(true);

    const quoted = await mp.quote(company, lead.id, { price: 4000 });
    expect(quoted.statusCode).toBe(201);
    const bids = await as(traveller).get(`/v1/client/bids/${traveller.user.id}`);
    expect(bids.json().trips).toMatchObject([{ id: lead.id, discount_claimed: true }]);
    expect(bids.json().proposals).toMatchObject([
      { lead_id: lead.id, price_cents: 400_000, number_of_people: 2, discount_claimed: true },
    ]);
    const mine = await as(traveller).get(`/v1/client/request/${traveller.user.id}`);
    expect(mine.json().data).toMatchObject([{ id: lead.id, discount_claimed: true }]);
  });

  it("applies a country's claim to its trips only, the all-trips offer to all", async ({ as, fx, mp }) => {
    const company = await fx.companyUser();
    const traveller = await fx.traveller();
    const email = traveller.user.email;
    const ireland = await fx.lead(traveller.user.id, { email, country: 'ireland' });
    const scotland = await fx.lead(traveller.user.id, { email, country: 'scotland' });
    const uk = await fx.lead(traveller.user.id, { email, country: 'uk' });
    // someone else's request is never flagged by this claim
    const other = await fx.lead((await fx.traveller()).user.id, { country: 'scotland' });

    await claim(as, email, 'discount-claim-scotland');
    const flags = async () =>
      Promise.all([ireland, scotland, uk, other].map(async (l) => (await card(mp, company, l.id)).discount_claimed));
    expect(await flags()).toEqual([false, true, false, false]);

    await claim(as, email, 'discount-claim-all');
    expect(await flags()).toEqual([true, true, true, false]);
  });

  it('is a first-booking discount: once one request is accepted, only that one keeps it', async ({ as, fx, mp }) => {
    const company = await fx.companyUser({ creditCents: 10_000 });
    const traveller = await fx.traveller();
    const email = traveller.user.email;
    const first = await fx.lead(traveller.user.id, { email });
    const second = await fx.lead(traveller.user.id, { email });
    await claim(as, email, 'discount-claim-ireland');
    const quoteId = await mp.buyAndQuote(company, first.id);

    const accepted = await as(traveller).post(`/v1/quotes/${quoteId}/accept`);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().quote.discount_claimed).toBe(true);
    expect((await card(mp, company, second.id)).discount_claimed).toBe(false);
    const myLeads = await as(company).get(`/v1/purchases?lead_id=${first.id}`);
    expect(myLeads.json().data[0].lead.discount_claimed).toBe(true);
  });

  it('is not shown for a guide request, only for a discount claim', async ({ as, fx, mp }) => {
    const company = await fx.companyUser();
    const traveller = await fx.traveller();
    const lead = await fx.lead(traveller.user.id, { email: traveller.user.email });
    await claim(as, traveller.user.email, 'lead-magnet-ireland');
    expect((await card(mp, company, lead.id)).discount_claimed).toBe(false);
  });
});
