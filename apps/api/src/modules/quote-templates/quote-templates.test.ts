import { QUOTE_FIELD_MESSAGES } from '@triptender/contract/quote-fields';
import { QUOTE_TEMPLATE_MESSAGES, QUOTE_TEMPLATES_MAX } from '@triptender/contract/quote-templates';
import { quoteTemplates } from '../../db/schema.ts';
import { type Caller, describe, expect, expectFieldErrors, it } from '../../../test/harness.ts';
import { draftUrl, saveTemplate, templatesUrl, templateUrl, westCoast } from '../../../test/quote-templates.ts';

describe('/v1/company/{companyId}/quote-templates', () => {
  it('lets Managers and Agents save, read, change and delete templates, as quote fields', async ({ as, fx }) => {
    const { manager, agent } = await fx.team({ agent: 'agent' });
    const companyId = manager.companyId;
    const created = await as(agent).post(
      templatesUrl(companyId),
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
    expect((await as(manager).get(templateUrl(companyId, template.id))).json()).toEqual(template);

    await saveTemplate(as, manager.token, companyId, westCoast({ name: 'a short break', price_basis: 'total' }));
    const listed = await as(agent).get(`${templatesUrl(companyId)}?per_page=100`);
    expect(listed.json().data.map((t: { name: string }) => t.name)).toEqual(['a short break', 'West coast, 10 days']);
    expect(listed.json().meta).toMatchObject({ total: 2, per_page: 100 });

    const changed = await as(manager).put(
      templateUrl(companyId, template.id),
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

    const deleted = await as(agent).delete(templateUrl(companyId, template.id));
    expect(deleted.json()).toEqual({ message: QUOTE_TEMPLATE_MESSAGES.deleted });
    expect((await as(agent).get(templateUrl(companyId, template.id))).statusCode).toBe(404);
    expect((await as(agent).delete(templateUrl(companyId, template.id))).statusCode).toBe(404);
  });

  it("validates a template as a quote's fields, with a name unique in any case (422)", async ({ as, fx }) => {
    const manager = await fx.companyUser();
    const url = templatesUrl(manager.companyId);
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

    const first = await saveTemplate(as, manager.token, manager.companyId);
    const other = await saveTemplate(as, manager.token, manager.companyId, westCoast({ name: 'Highlands' }));
    expectFieldErrors(await as(manager).post(url, westCoast({ name: 'WEST COAST, 10 DAYS' })), {
      name: [QUOTE_TEMPLATE_MESSAGES.nameTaken],
    });
    expectFieldErrors(
      await as(manager).put(templateUrl(manager.companyId, other), westCoast({ name: 'west coast, 10 days' })),
      {
        name: [QUOTE_TEMPLATE_MESSAGES.nameTaken],
      },
    );
    // its own name, in another case, is no clash
    expect(
      (await as(manager).put(templateUrl(manager.companyId, first), westCoast({ name: 'WEST COAST, 10 DAYS' })))
        .statusCode,
    ).toBe(200);
    // another company may use the same name
    const rival = await fx.companyUser();
    expect((await as(rival).post(templatesUrl(rival.companyId), westCoast())).statusCode).toBe(201);
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
    expectFieldErrors(await as(manager).post(templatesUrl(manager.companyId), westCoast()), {
      name: [QUOTE_TEMPLATE_MESSAGES.tooMany],
    });
  });

  it('refuses Finance (403) and another company (404); the admin reads and writes any', async ({ as, fx }) => {
    const { manager, finance } = await fx.team({ finance: 'finance' });
    const companyId = manager.companyId;
    const id = await saveTemplate(as, manager.token, companyId);
    const rival = await fx.companyUser();
    const traveller = await fx.traveller();
    const lead = await fx.lead(traveller.user.id);
    const calls = (c: Caller) => [
      as(c).get(templatesUrl(companyId)),
      as(c).post(templatesUrl(companyId), westCoast({ name: 'Another' })),
      as(c).get(templateUrl(companyId, id)),
      as(c).put(templateUrl(companyId, id), westCoast({ name: 'Renamed' })),
      as(c).get(draftUrl(companyId, id, lead.id)),
      as(c).delete(templateUrl(companyId, id)),
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
    expect((await as(rival).get(templateUrl(rival.companyId, id))).statusCode).toBe(404);
    expect((await as(rival).put(templateUrl(rival.companyId, id), westCoast())).statusCode).toBe(404);
    expect((await as(rival).delete(templateUrl(rival.companyId, id))).statusCode).toBe(404);

    const admin = await fx.admin();
    expect((await as(admin).get(templatesUrl(companyId))).json().meta.total).toBe(1);
    const byAdmin = await as(admin).post(templatesUrl(companyId), westCoast({ name: 'From the admin' }));
    expect(byAdmin.statusCode).toBe(201);
    expect(byAdmin.json().created_by).toBe(admin.user.id);
    expect((await as(admin).put(templateUrl(companyId, id), westCoast({ name: 'Renamed' }))).json().name).toBe(
      'Renamed',
    );
    expect((await as(admin).delete(templateUrl(companyId, id))).statusCode).toBe(200);
    // no company behind the path
    expect((await as(admin).post(templatesUrl(2_000_000), westCoast())).statusCode).toBe(404);
  });
});
