// What a quote offers is structured (lists of checklist items and free items, an itinerary,
// accommodation, deposit, cancellation terms, the price basis), and editing a sent quote makes versions.
import { QUOTE_FIELD_MESSAGES } from '@triptender/contract/quote-fields';
import { QUOTE_MESSAGES } from '@triptender/contract/quotes';
import type { FastifyInstance } from 'fastify';
import { type As, describe, expect, expectFieldErrors, it, queuedEmails } from '../../../test/harness.ts';
import { request } from '../../../test/helpers.ts';
import { boughtTrip, daysFromNow, quotedTrip } from '../../../test/marketplace.ts';

const get = (as: As, token: string, url: string) => as(token).get(url);
const put = (as: As, token: string, url: string, payload: Record<string, unknown>) => as(token).put(url, payload);
const post = (app: FastifyInstance, token: string, url: string, payload?: Record<string, unknown>) =>
  request(app, token, { method: 'POST', url, ...(payload === undefined ? {} : { payload }) });

describe('structured quotes', () => {
  it('round-trips list inclusions, an itinerary and the terms, the traveller reading the same', async ({
    as,
    fx,
    mp,
  }) => {
    const { traveller, lead, buyer } = await boughtTrip({ fx, mp });
    const sent = await mp.quote(buyer, lead.id, {
      price: 4200,
      currency: 'EUR',
      inclusions: ['breakfast', 'accommodation', 'Whiskey tasting at Midleton', 'breakfast'],
      exclusions: ['travel_insurance', 'Lunches'],
      itinerary: [
        { day: 3, title: 'Cliffs of Moher', description: '<b>Walk</b> the cliff path', overnight: 'Doolin' },
        { day: 1, title: 'Dublin', overnight: 'Dublin' },
      ],
      accommodation_standard: 'four_star',
      deposit_percent: 20,
      cancellation_terms: 'Free cancellation up to 60 days before departure.',
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const offer = {
      price_cents: 420_000,
      currency: 'EUR',
      price_basis: 'total',
      // keys first in checklist order, repeats dropped, free items as written
      inclusions: ['accommodation', 'breakfast', 'Whiskey tasting at Midleton'],
      exclusions: ['travel_insurance', 'Lunches'],
      // in day order, text as written, absent fields null
      itinerary: [
        { day: 1, title: 'Dublin', description: null, overnight: 'Dublin' },
        { day: 3, title: 'Cliffs of Moher', description: '<b>Walk</b> the cliff path', overnight: 'Doolin' },
      ],
      accommodation_standard: 'four_star',
      deposit_percent: 20,
      cancellation_terms: 'Free cancellation up to 60 days before departure.',
      version: 1,
    };
    expect(sent.json()).toMatchObject(offer);
    const detail = (await get(as, traveller.token, `/v1/client/requests/${lead.id}`)).json();
    expect(detail.proposals[0]).toMatchObject({
      ...offer,
      number_of_people: 3,
      number_of_night: 7,
      // €4,200 for 3 people and 7 nights: €1,400 each, €200 a night each
      price_per_person_cents: 140_000,
      price_per_person_per_night_cents: 20_000,
      changes: null,
    });
  });

  it('still takes a single string, split on commas, semicolons and new lines (checklist names become keys)', async ({
    fx,
    mp,
  }) => {
    const { lead, buyer } = await boughtTrip({ fx, mp });
    const sent = await mp.quote(buyer, lead.id, {
      inclusions: 'Hotels with breakfast, transfers\nPrivate guide; guide;  Car   Hire',
      exclusions: 'International flights, FERRIES',
    });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json()).toMatchObject({
      inclusions: ['private_guide', 'transfers', 'car_hire', 'Hotels with breakfast', 'Guide'],
      exclusions: ['ferries', 'International flights'],
    });
  });

  it('refuses an unknown key with a clear 422, and an item both included and excluded', async ({ fx, mp }) => {
    const { lead, buyer } = await boughtTrip({ fx, mp });
    expectFieldErrors(await mp.quote(buyer, lead.id, { inclusions: ['accommodation', 'acommodation'] }), {
      inclusions: [QUOTE_FIELD_MESSAGES.unknownKey('inclusions', 'acommodation')],
    });
    expect(QUOTE_FIELD_MESSAGES.unknownKey('inclusions', 'acommodation')).toMatch(
      /^"acommodation" is not an item of the checklist\. Use one of accommodation, breakfast, .*"Acommodation"/,
    );
    expectFieldErrors(await mp.quote(buyer, lead.id, { inclusions: ['breakfast'], exclusions: ['Breakfast'] }), {
      exclusions: [QUOTE_FIELD_MESSAGES.inBoth('Breakfast')],
    });
    expectFieldErrors(
      await mp.quote(buyer, lead.id, { inclusions: [], flights_included: true, exclusions: ['flights'] }),
      {
        exclusions: [QUOTE_FIELD_MESSAGES.inBoth('flights')],
      },
    );
    expectFieldErrors(
      await mp.quote(buyer, lead.id, {
        itinerary: [
          { day: 2, title: 'Galway' },
          { day: 2, title: 'Connemara' },
        ],
      }),
      { itinerary: [QUOTE_FIELD_MESSAGES.itineraryRepeat] },
    );
    expectFieldErrors(await mp.quote(buyer, lead.id, { deposit_percent: 120 }), {
      deposit_percent: [QUOTE_FIELD_MESSAGES.deposit],
    });
    const tooMany = Array.from({ length: 41 }, (_, i) => `Item ${i}`);
    expectFieldErrors(await mp.quote(buyer, lead.id, { inclusions: tooMany }), {
      inclusions: [QUOTE_FIELD_MESSAGES.tooManyItems],
    });
  });

  it('keeps flights in both places: ticked or listed, it is included', async ({ as, fx, mp }) => {
    const { lead, buyer } = await boughtTrip({ fx, mp });
    const sent = (
      await mp.quote(buyer, lead.id, { inclusions: ['accommodation'], exclusions: [], flights_included: true })
    ).json();
    expect(sent).toMatchObject({ inclusions: ['accommodation', 'flights'], flights_included: true });
    const edited = await put(as, buyer.token, `/v1/quotes/${sent.id}`, {
      ...mp.quoteBody(lead.id, { inclusions: ['flights'], exclusions: [], flights_included: false }),
    });
    expect(edited.json()).toMatchObject({ inclusions: ['flights'], flights_included: true });
  });

  it('takes a price per person and stores the total for the group', async ({ as, fx, mp }) => {
    const { traveller, lead, buyer } = await boughtTrip({ fx, mp });
    const sent = await mp.quote(buyer, lead.id, { price: 1250.5, price_basis: 'per_person' });
    expect(sent.json()).toMatchObject({ price_cents: 375_150, price_basis: 'per_person' });
    const detail = (await get(as, traveller.token, `/v1/client/requests/${lead.id}`)).json();
    expect(detail.proposals[0].price_per_person_cents).toBe(125_050);
  });
});

describe('quote versions', () => {
  it('a revision makes version 2 and keeps version 1; the traveller sees what changed and is emailed', async ({
    as,
    fx,
    mp,
    db,
  }) => {
    const {
      traveller,
      lead,
      buyer,
      quoteId: id,
    } = await quotedTrip({ fx, mp }, { price: 3000, valid_until: daysFromNow(20) });
    // version 2: another price, a later date, ferries in, the transfers and the flights' exclusion out
    const revision = mp.quoteBody(lead.id, {
      price: 2850,
      valid_until: daysFromNow(30),
      inclusions: ['accommodation', 'breakfast', 'ferries'],
      exclusions: [],
    });
    const revised = await put(as, buyer.token, `/v1/quotes/${id}`, revision);
    expect(revised.statusCode, revised.body).toBe(200);
    expect(revised.json()).toMatchObject({ version: 2, price_cents: 285_000 });

    const versions = (await get(as, traveller.token, `/v1/quotes/${id}/versions`)).json().data;
    expect(versions.map((v: { version: number; price_cents: number }) => [v.version, v.price_cents])).toEqual([
      [2, 285_000],
      [1, 300_000],
    ]);
    expect(versions[1].inclusions).toEqual(['accommodation', 'breakfast', 'Private transfers from Dublin airport']);

    const [proposal] = (await get(as, traveller.token, `/v1/client/requests/${lead.id}`)).json().proposals;
    expect(proposal.changes).toEqual({
      from_version: 1,
      to_version: 2,
      price: { from_cents: 300_000, from_currency: 'USD', to_cents: 285_000, to_currency: 'USD' },
      trip_duration: null,
      valid_until: { from: daysFromNow(20), to: daysFromNow(30) },
      inclusions_added: ['ferries'],
      inclusions_removed: ['Private transfers from Dublin airport'],
      exclusions_added: [],
      exclusions_removed: ['flights'],
      also_changed: [],
    });
    const [mail] = await queuedEmails(db, lead.email, 'quote-updated');
    expect(mail).toMatchObject({ version: 2 });
    expect(mail!.changes).toEqual([
      'Price: $3,000 → $2,850',
      expect.stringMatching(/^Valid until: \d{1,2} [A-Z][a-z]{2} \d{4} → \d{1,2} [A-Z][a-z]{2} \d{4}$/),
      'Now included: Ferries',
      'No longer included: Private transfers from Dublin airport',
      'No longer excluded: Flights',
    ]);

    // the same again changes nothing: no version 3
    const same = await put(as, buyer.token, `/v1/quotes/${id}`, revision);
    expect(same.json().version).toBe(2);
  });

  it('accepting a stale version is a 409 carrying the current one; the version on screen is accepted and frozen', async ({
    as,
    fx,
    mp,
    app,
  }) => {
    const { traveller, lead, buyer, quoteId: id } = await quotedTrip({ fx, mp }, { price: 3000 });
    await put(as, buyer.token, `/v1/quotes/${id}`, { ...mp.quoteBody(lead.id, { price: 3400 }) });

    const stale = await post(app, traveller.token, `/v1/quotes/${id}/accept`, { version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      message: QUOTE_MESSAGES.staleVersion(2),
      current: { id, version: 2, price_cents: 340_000, status: 'sent', changes: { price: { from_cents: 300_000 } } },
    });
    // nothing changed
    expect((await get(as, traveller.token, `/v1/client/requests/${lead.id}`)).json().status).toBe('open');

    const accepted = await post(app, traveller.token, `/v1/quotes/${id}/accept`, { version: 2 });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().quote).toMatchObject({ version: 2, accepted_version: 2, status: 'accepted' });
    const frozen = await put(as, buyer.token, `/v1/quotes/${id}`, { ...mp.quoteBody(lead.id, { price: 3500 }) });
    expect(frozen.statusCode).toBe(409);
    expect(frozen.json().message).toBe(QUOTE_MESSAGES.notEditable);
  });

  it('without a version, the current one is accepted (clients from before versions)', async ({ as, fx, mp, app }) => {
    const { traveller, lead, buyer, quoteId: id } = await quotedTrip({ fx, mp });
    await put(as, buyer.token, `/v1/quotes/${id}`, { ...mp.quoteBody(lead.id, { price: 2000 }) });
    const accepted = await post(app, traveller.token, `/v1/quotes/${id}/accept`);
    expect(accepted.json().quote).toMatchObject({ accepted_version: 2, price_cents: 200_000 });
  });

  it('shows the versions to the quote company, the traveller and admins only', async ({ as, fx, mp }) => {
    const { traveller, buyer, quoteId: id } = await quotedTrip({ fx, mp });
    expect((await get(as, buyer.token, `/v1/quotes/${id}/versions`)).statusCode).toBe(200);
    expect((await get(as, (await fx.admin()).token, `/v1/quotes/${id}/versions`)).statusCode).toBe(200);
    expect((await get(as, traveller.token, `/v1/quotes/${id}/versions`)).statusCode).toBe(200);
    expect((await get(as, (await fx.traveller()).token, `/v1/quotes/${id}/versions`)).statusCode).toBe(404);
    expect((await get(as, (await fx.companyUser()).token, `/v1/quotes/${id}/versions`)).statusCode).toBe(404);
    const guest = await as(null).get(`/v1/quotes/${id}/versions`);
    expect(guest.statusCode).toBe(401);
  });
});

describe('declining with a reason', () => {
  it('records the reason chosen and the words; the company sees both, words alone count as other', async ({
    fx,
    mp,
    db,
    app,
  }) => {
    const { traveller, buyer, quoteId: id } = await quotedTrip({ fx, mp });
    const declined = await post(app, traveller.token, `/v1/quotes/${id}/decline`, {
      reason_code: 'price',
      reason: 'A little over our budget',
    });
    expect(declined.json()).toMatchObject({ decline_reason_code: 'price', decline_reason: 'A little over our budget' });
    const [mail] = await queuedEmails(db, buyer.user.email, 'quote-declined');
    expect(mail).toMatchObject({ reason_label: 'Price too high', reason: 'A little over our budget' });

    const other = await boughtTrip({ fx, mp });
    const otherId = (await mp.quote(other.buyer, other.lead.id)).json().id as number;
    const words = await post(app, other.traveller.token, `/v1/quotes/${otherId}/decline`, {
      reason: 'We found a cheaper flight package',
    });
    expect(words.json()).toMatchObject({ decline_reason_code: 'other' });
    expectFieldErrors(
      await post(app, other.traveller.token, `/v1/quotes/${otherId}/decline`, { reason_code: 'rude' }),
      {
        reason_code: ['Please choose a reason from the list.'],
      },
    );
  });
});
