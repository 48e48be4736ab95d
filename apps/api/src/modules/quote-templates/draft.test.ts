import { eq } from 'drizzle-orm';
import { COMPANY_ROLE } from '@triptender/contract/enums';
import { QUOTE_TEMPLATE_MESSAGES } from '@triptender/contract/quote-templates';
import { purchases } from '../../db/schema.ts';
import { describe, expect, isoDayFrom, it, type World } from '../../../test/harness.ts';
import { draftUrl, saveTemplate, templateUrl, westCoast } from '../../../test/quote-templates.ts';

describe('GET /v1/company/{companyId}/quote-templates/{templateId}/draft', () => {
  it("fills the quote form from the template, fitted to the bought lead's nights and dates", async ({ as, fx, mp }) => {
    const agent = await fx.companyUser({ companyRole: COMPANY_ROLE.AGENT, creditCents: 10_000 });
    const traveller = await fx.traveller();
    // 5 nights from 40 days away: days 1-6 of the itinerary, valid 14 days
    const lead = await fx.lead(traveller.user.id, {
      number_of_night: 5,
      number_of_people: 3,
      start_date: isoDayFrom(40),
    });
    expect((await mp.buy(agent, lead.id)).statusCode).toBe(201);
    const id = await saveTemplate(as, agent.token, agent.companyId);

    const res = await as(agent).get(draftUrl(agent.companyId, id, lead.id));
    expect(res.statusCode, res.body).toBe(200);
    const fields = res.json();
    expect(fields).toEqual({
      price: '1890',
      currency: 'EUR',
      price_basis: 'per_person',
      trip_duration: '6 days / 5 nights',
      message: westCoast().message,
      inclusions: ['accommodation', 'breakfast', 'car_hire', 'Ferry to the Aran Islands'],
      exclusions: ['flights'],
      itinerary: [
        { day: 1, title: 'Dublin to Galway', description: '', overnight: 'Galway' },
        { day: 2, title: 'Connemara', description: 'Kylemore Abbey and the Sky Road', overnight: '' },
      ],
      accommodation_standard: 'guesthouse',
      deposit_percent: '20',
      cancellation_terms: 'Free cancellation up to 30 days before the start.',
      valid_until: isoDayFrom(14),
    });

    // the draft is a quote as POST /v1/quotes takes it: per person, times the 3 travellers
    const sent = await as(agent).post('/v1/quotes', { ...fields, lead_id: lead.id });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json()).toMatchObject({
      price_cents: 3 * 189_000,
      price_basis: 'per_person',
      valid_until: isoDayFrom(14),
    });
  });

  it("never makes a quote valid past the trip's start, nor without the template's days", async ({ as, fx, mp }) => {
    const { lead, buyer } = await boughtTripSoon({ fx, mp }, 5);
    const capped = await saveTemplate(
      as,
      buyer.token,
      buyer.companyId,
      westCoast({ valid_for_days: 30, price_basis: 'total' }),
    );
    const open = await saveTemplate(
      as,
      buyer.token,
      buyer.companyId,
      westCoast({ name: 'Open-ended', valid_for_days: null }),
    );
    const fields = (await as(buyer).get(draftUrl(buyer.companyId, capped, lead.id))).json();
    expect(fields).toMatchObject({
      valid_until: isoDayFrom(5),
      price_basis: 'total',
      trip_duration: '8 days / 7 nights',
    });
    // 7 nights: day 9 and day 10 are past the trip's last day
    expect(fields.itinerary.map((d: { day: number }) => d.day)).toEqual([1, 2]);
    expect((await as(buyer).get(draftUrl(buyer.companyId, open, lead.id))).json().valid_until).toBe('');
  });

  it('answers 404 for a lead not bought, refunded, or unknown, and for another template; 422 for no lead', async ({
    as,
    fx,
    mp,
    db,
  }) => {
    const { lead, buyer } = await boughtTripSoon({ fx, mp }, 30);
    const id = await saveTemplate(as, buyer.token, buyer.companyId);
    const traveller = await fx.traveller();
    const notBought = await fx.lead(traveller.user.id);
    for (const leadId of [notBought.id, 2_000_000]) {
      const res = await as(buyer).get(draftUrl(buyer.companyId, id, leadId));
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(QUOTE_TEMPLATE_MESSAGES.leadNotFound);
    }
    // a lead another company bought is not this one's
    const rival = await fx.companyUser({ creditCents: 10_000 });
    expect((await mp.buy(rival, notBought.id)).statusCode).toBe(201);
    expect((await as(buyer).get(draftUrl(buyer.companyId, id, notBought.id))).statusCode).toBe(404);
    const rivalTemplate = await saveTemplate(as, rival.token, rival.companyId);
    expect((await as(buyer).get(draftUrl(buyer.companyId, rivalTemplate, lead.id))).statusCode).toBe(404);

    expect((await as(buyer).get(draftUrl(buyer.companyId, id, lead.id))).statusCode).toBe(200);
    await db.update(purchases).set({ refunded_at: new Date() }).where(eq(purchases.lead_id, lead.id));
    expect((await as(buyer).get(draftUrl(buyer.companyId, id, lead.id))).statusCode).toBe(404);

    for (const query of ['', 'x', '0']) {
      const res = await as(buyer).get(`${templateUrl(buyer.companyId, id)}/draft${query ? `?lead_id=${query}` : ''}`);
      expect(res.statusCode, query).toBe(422);
      expect(Object.keys(res.json().data)).toEqual(['lead_id']);
    }
    // the admin starts one for the company that bought the lead
    const admin = await fx.admin();
    expect((await as(admin).get(draftUrl(rival.companyId, rivalTemplate, notBought.id))).statusCode).toBe(200);
  });
});

/** A 7-night trip starting `startsIn` days from today, bought by a fresh Agent's company. */
async function boughtTripSoon(t: Pick<World, 'fx' | 'mp'>, startsIn: number) {
  const buyer = await t.fx.companyUser({ companyRole: COMPANY_ROLE.AGENT, creditCents: 10_000 });
  const traveller = await t.fx.traveller();
  const lead = await t.fx.lead(traveller.user.id, { number_of_night: 7, start_date: isoDayFrom(startsIn) });
  const bought = await t.mp.buy(buyer, lead.id);
  if (bought.statusCode !== 201) throw new Error(`buying: ${bought.statusCode} ${bought.body}`);
  return { lead, buyer };
}
