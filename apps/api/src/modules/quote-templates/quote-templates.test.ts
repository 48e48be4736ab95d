import { eq } from 'drizzle-orm';
import { QUOTE_FIELD_MESSAGES } from '@triptender/contract/quote-fields';
import {
  QUOTE_TEMPLATE_MESSAGES,
  QUOTE_TEMPLATES_MAX,
  type QuoteTemplateBody,
} from '@triptender/contract/quote-templates';
import { purchases, quoteTemplates } from '../../db/schema.ts';
import { COMPANY_ROLE } from '@triptender/contract/enums';
import {
  type As,
  type Caller,
  describe,
  expect,
  expectFieldErrors,
  isoDayFrom,
  it,
  type World,
} from '../../../test/harness.ts';

const list = (companyId: number) => `/v1/company/${companyId}/quote-templates`;
const one = (companyId: number, templateId: number) => `${list(companyId)}/${templateId}`;
const draft = (companyId: number, templateId: number, leadId: number | string) =>
  `${one(companyId, templateId)}/draft?lead_id=${leadId}`;

const westCoast = (overrides: Partial<QuoteTemplateBody> = {}): QuoteTemplateBody => ({
  name: 'West coast, 10 days',
  price: 1890,
  currency: 'EUR',
  price_basis: 'per_person',
  trip_duration: '10 days / 9 nights',
  message: 'A self-drive loop of the Wild Atlantic Way with hand-picked guesthouses.',
  inclusions: ['accommodation', 'breakfast', 'car_hire', 'Ferry to the Aran Islands'],
  exclusions: ['flights'],
  itinerary: [
    { day: 1, title: 'Dublin to Galway', overnight: 'Galway' },
    { day: 2, title: 'Connemara', description: 'Kylemore Abbey and the Sky Road' },
    { day: 9, title: 'Cliffs of Moher' },
    { day: 10, title: 'Shannon and home' },
  ],
  accommodation_standard: 'guesthouse',
  deposit_percent: 20,
  cancellation_terms: 'Free cancellation up to 30 days before the start.',
  valid_for_days: 14,
  ...overrides,
});

/** Saves a template through the API, failing loudly if refused; returns its id. */
async function saved(as: As, token: string, companyId: number, body: QuoteTemplateBody = westCoast()) {
  const res = await as(token).post(list(companyId), body);
  if (res.statusCode !== 201) throw new Error(`saving a template: ${res.statusCode} ${res.body}`);
  return res.json().id as number;
}

describe('/v1/company/{companyId}/quote-templates', () => {
  it('lets Managers and Agents save, read, change and delete templates, as quote fields', async ({ as, fx }) => {
    const { manager, agent } = await fx.team({ agent: 'agent' });
    const companyId = manager.companyId;
    const created = await as(agent).post(
      list(companyId),
      westCoast({ message: '  <b>A self-drive loop</b> of the west. ' }),
    );
    expect(created.statusCode, created.body).toBe(201);
    const template = created.json();
    expect(template).toEqual({
      id: expect.any(Number),
      name: 'West coast, 10 days',
      price_cents: 189_000,
      currency: 'EUR',
      price_basis: 'per_person',
      trip_duration: '10 days / 9 nights',
      message: '<b>A self-drive loop</b> of the west.',
      // keys of the checklist first, as a quote's lists are kept
      inclusions: ['accommodation', 'breakfast', 'car_hire', 'Ferry to the Aran Islands'],
      exclusions: ['flights'],
      itinerary: [
        { day: 1, title: 'Dublin to Galway', description: null, overnight: 'Galway' },
        { day: 2, title: 'Connemara', description: 'Kylemore Abbey and the Sky Road', overnight: null },
        { day: 9, title: 'Cliffs of Moher', description: null, overnight: null },
        { day: 10, title: 'Shannon and home', description: null, overnight: null },
      ],
      accommodation_standard: 'guesthouse',
      deposit_percent: 20,
      cancellation_terms: 'Free cancellation up to 30 days before the start.',
      flights_included: false,
      valid_for_days: 14,
      created_by: agent.user.id,
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
    expect((await as(manager).get(one(companyId, template.id))).json()).toEqual(template);

    await saved(as, manager.token, companyId, westCoast({ name: 'a short break', price_basis: 'total' }));
    const listed = await as(agent).get(`${list(companyId)}?per_page=100`);
    expect(listed.json().data.map((t: { name: string }) => t.name)).toEqual(['a short break', 'West coast, 10 days']);
    expect(listed.json().meta).toMatchObject({ total: 2, per_page: 100 });

    const changed = await as(manager).put(
      one(companyId, template.id),
      westCoast({ name: 'West coast', valid_for_days: '', deposit_percent: '', itinerary: [] }),
    );
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({
      id: template.id,
      name: 'West coast',
      valid_for_days: null,
      deposit_percent: null,
      itinerary: [],
      created_by: agent.user.id,
    });
    expect(new Date(changed.json().updated_at) >= new Date(template.updated_at)).toBe(true);

    const deleted = await as(agent).delete(one(companyId, template.id));
    expect(deleted.json()).toEqual({ message: QUOTE_TEMPLATE_MESSAGES.deleted });
    expect((await as(agent).get(one(companyId, template.id))).statusCode).toBe(404);
    expect((await as(agent).delete(one(companyId, template.id))).statusCode).toBe(404);
  });

  it("validates a template as a quote's fields, with a name unique in any case (422)", async ({ as, fx }) => {
    const manager = await fx.companyUser();
    const url = list(manager.companyId);
    expectFieldErrors(await as(manager).post(url, {}), {
      name: [QUOTE_TEMPLATE_MESSAGES.name],
      price: ['Please enter the total price.'],
      trip_duration: ['Please describe the trip duration.'],
      message: ['Please write your proposal (at least 20 characters).'],
    });
    expectFieldErrors(
      await as(manager).post(
        url,
        westCoast({
          name: 'x'.repeat(101),
          price: 0,
          inclusions: ['acommodation'],
          itinerary: [
            { day: 1, title: 'Dublin' },
            { day: 1, title: 'Again' },
          ],
          deposit_percent: 120,
          valid_for_days: 400,
        }),
      ),
      {
        name: [QUOTE_TEMPLATE_MESSAGES.name],
        price: ['The price must be more than 0.'],
        inclusions: [QUOTE_FIELD_MESSAGES.unknownKey('inclusions', 'acommodation')],
        itinerary: [QUOTE_FIELD_MESSAGES.itineraryRepeat],
        deposit_percent: [QUOTE_FIELD_MESSAGES.deposit],
        valid_for_days: [QUOTE_TEMPLATE_MESSAGES.validForDays],
      },
    );
    expectFieldErrors(await as(manager).post(url, westCoast({ valid_for_days: 2.5, name: ' \u0000 ' })), {
      name: [QUOTE_TEMPLATE_MESSAGES.name],
      valid_for_days: [QUOTE_TEMPLATE_MESSAGES.validForDays],
    });
    expectFieldErrors(await as(manager).post(url, westCoast({ inclusions: ['flights'], exclusions: ['flights'] })), {
      exclusions: [QUOTE_FIELD_MESSAGES.inBoth('flights')],
    });

    const first = await saved(as, manager.token, manager.companyId);
    const other = await saved(as, manager.token, manager.companyId, westCoast({ name: 'Highlands' }));
    expectFieldErrors(await as(manager).post(url, westCoast({ name: 'WEST COAST, 10 DAYS' })), {
      name: [QUOTE_TEMPLATE_MESSAGES.nameTaken],
    });
    expectFieldErrors(
      await as(manager).put(one(manager.companyId, other), westCoast({ name: 'west coast, 10 days' })),
      {
        name: [QUOTE_TEMPLATE_MESSAGES.nameTaken],
      },
    );
    // its own name, in another case, is no clash
    expect(
      (await as(manager).put(one(manager.companyId, first), westCoast({ name: 'WEST COAST, 10 DAYS' }))).statusCode,
    ).toBe(200);
    // another company may use the same name
    const rival = await fx.companyUser();
    expect((await as(rival).post(list(rival.companyId), westCoast())).statusCode).toBe(201);
  });

  it(`keeps at most ${QUOTE_TEMPLATES_MAX} templates a company`, async ({ as, fx, db }) => {
    const manager = await fx.companyUser();
    await db.insert(quoteTemplates).values(
      Array.from({ length: QUOTE_TEMPLATES_MAX }, (_, i) => ({
        company_id: manager.companyId,
        name: `Template ${i}`,
        content: {},
      })),
    );
    expectFieldErrors(await as(manager).post(list(manager.companyId), westCoast()), {
      name: [QUOTE_TEMPLATE_MESSAGES.tooMany],
    });
  });

  it('refuses Finance (403) and another company (404); the admin reads and writes any', async ({ as, fx }) => {
    const { manager, finance } = await fx.team({ finance: 'finance' });
    const companyId = manager.companyId;
    const id = await saved(as, manager.token, companyId);
    const rival = await fx.companyUser();
    const traveller = await fx.traveller();
    const lead = await fx.lead(traveller.user.id);
    const calls = (c: Caller) => [
      as(c).get(list(companyId)),
      as(c).post(list(companyId), westCoast({ name: 'Another' })),
      as(c).get(one(companyId, id)),
      as(c).put(one(companyId, id), westCoast({ name: 'Renamed' })),
      as(c).get(draft(companyId, id, lead.id)),
      as(c).delete(one(companyId, id)),
    ];
    const statuses = async (c: Caller) => {
      const got = [];
      for (const call of calls(c)) got.push((await call).statusCode);
      return got;
    };
    expect(await statuses(finance)).toEqual([403, 403, 403, 403, 403, 403]);
    expect(await statuses(rival)).toEqual([404, 404, 404, 404, 404, 404]);
    expect(await statuses(traveller)).toEqual([404, 404, 404, 404, 404, 404]);
    expect(await statuses(null)).toEqual([401, 401, 401, 401, 401, 401]);
    // a template of another company is a 404 under one's own company too
    expect((await as(rival).get(one(rival.companyId, id))).statusCode).toBe(404);
    expect((await as(rival).put(one(rival.companyId, id), westCoast())).statusCode).toBe(404);
    expect((await as(rival).delete(one(rival.companyId, id))).statusCode).toBe(404);

    const admin = await fx.admin();
    expect((await as(admin).get(list(companyId))).json().meta.total).toBe(1);
    const byAdmin = await as(admin).post(list(companyId), westCoast({ name: 'From the admin' }));
    expect(byAdmin.statusCode).toBe(201);
    expect(byAdmin.json().created_by).toBe(admin.user.id);
    expect((await as(admin).put(one(companyId, id), westCoast({ name: 'Renamed' }))).json().name).toBe('Renamed');
    expect((await as(admin).delete(one(companyId, id))).statusCode).toBe(200);
    // no company behind the path
    expect((await as(admin).post(list(2_000_000), westCoast())).statusCode).toBe(404);
  });
});

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
    const id = await saved(as, agent.token, agent.companyId);

    const res = await as(agent).get(draft(agent.companyId, id, lead.id));
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
    const capped = await saved(
      as,
      buyer.token,
      buyer.companyId,
      westCoast({ valid_for_days: 30, price_basis: 'total' }),
    );
    const open = await saved(as, buyer.token, buyer.companyId, westCoast({ name: 'Open-ended', valid_for_days: null }));
    const fields = (await as(buyer).get(draft(buyer.companyId, capped, lead.id))).json();
    expect(fields).toMatchObject({
      valid_until: isoDayFrom(5),
      price_basis: 'total',
      trip_duration: '8 days / 7 nights',
    });
    // 7 nights: day 9 and day 10 are past the trip's last day
    expect(fields.itinerary.map((d: { day: number }) => d.day)).toEqual([1, 2]);
    expect((await as(buyer).get(draft(buyer.companyId, open, lead.id))).json().valid_until).toBe('');
  });

  it('answers 404 for a lead not bought, refunded, or unknown, and for another template; 422 for no lead', async ({
    as,
    fx,
    mp,
    db,
  }) => {
    const { lead, buyer } = await boughtTripSoon({ fx, mp }, 30);
    const id = await saved(as, buyer.token, buyer.companyId);
    const traveller = await fx.traveller();
    const notBought = await fx.lead(traveller.user.id);
    for (const leadId of [notBought.id, 2_000_000]) {
      const res = await as(buyer).get(draft(buyer.companyId, id, leadId));
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(QUOTE_TEMPLATE_MESSAGES.leadNotFound);
    }
    // a lead another company bought is not this one's
    const rival = await fx.companyUser({ creditCents: 10_000 });
    expect((await mp.buy(rival, notBought.id)).statusCode).toBe(201);
    expect((await as(buyer).get(draft(buyer.companyId, id, notBought.id))).statusCode).toBe(404);
    const rivalTemplate = await saved(as, rival.token, rival.companyId);
    expect((await as(buyer).get(draft(buyer.companyId, rivalTemplate, lead.id))).statusCode).toBe(404);

    expect((await as(buyer).get(draft(buyer.companyId, id, lead.id))).statusCode).toBe(200);
    await db.update(purchases).set({ refunded_at: new Date() }).where(eq(purchases.lead_id, lead.id));
    expect((await as(buyer).get(draft(buyer.companyId, id, lead.id))).statusCode).toBe(404);

    for (const query of ['', 'x', '0']) {
      const res = await as(buyer).get(`${one(buyer.companyId, id)}/draft${query ? `?lead_id=${query}` : ''}`);
      expect(res.statusCode, query).toBe(422);
      expect(Object.keys(res.json().data)).toEqual(['lead_id']);
    }
    // the admin starts one for the company that bought the lead
    const admin = await fx.admin();
    expect((await as(admin).get(draft(rival.companyId, rivalTemplate, notBought.id))).statusCode).toBe(200);
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
