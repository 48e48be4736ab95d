// Lead preferences: GET/PUT /v1/company/{companyId}/lead-preferences and the marketplace's
// match=preferences, on a seeded set of leads that differ in each dimension.
import { addDaysIso, todayIso } from '@triptender/contract/dates';
import {
  DEFAULT_LEAD_PREFERENCES,
  LEAD_PREFERENCE_MESSAGES,
  type LeadPreferencesBody,
} from '@triptender/contract/lead-preferences';
import { and, eq } from 'drizzle-orm';
import { auditLog } from '../../db/schema.ts';
import type { Session } from '../../../test/fixtures.ts';
import { type As, describe, expect, expectFieldErrors, it } from '../../../test/harness.ts';

const ANY: LeadPreferencesBody = DEFAULT_LEAD_PREFERENCES;
const url = (companyId: number) => `/v1/company/${companyId}/lead-preferences`;
const get = (as: As, s: Session | null, companyId: number) => as(s?.token ?? null).get(url(companyId));
const put = (as: As, s: Session, companyId: number, payload: object) => as(s).put(url(companyId), payload);

describe('GET /v1/company/{companyId}/lead-preferences', () => {
  it('answers "any" for everything for a company that never saved them', async ({ as, fx }) => {
    const manager = await fx.companyUser();
    const res = await get(as, manager, manager.companyId);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ...ANY, is_set: false, updated_at: null });
  });

  it('is open to every member of the company and the admin; another company is 404, no login 401', async ({
    as,
    fx,
  }) => {
    const { manager, agent, finance } = await fx.team({ agent: 'agent', finance: 'finance' });
    const stranger = await fx.companyUser();
    for (const s of [manager, agent, finance, await fx.admin()])
      expect((await get(as, s, manager.companyId)).statusCode).toBe(200);
    expect((await get(as, stranger, manager.companyId)).statusCode).toBe(404);
    expect((await get(as, await fx.traveller(), manager.companyId)).statusCode).toBe(404);
    expect((await get(as, null, manager.companyId)).statusCode).toBe(401);
    expect((await get(as, await fx.admin(), 2_000_000_000)).statusCode).toBe(404);
  });
});

describe('PUT /v1/company/{companyId}/lead-preferences', () => {
  it('saves them for the Manager, in the order of the choices, answers them and audits the change', async ({
    as,
    fx,
    db,
  }) => {
    const manager = await fx.companyUser();
    const body = {
      ...ANY,
      countries: ['scotland', 'ireland'],
      trip_types: ['active'],
      budget_bands: ['high', 'medium'],
      min_people: 2,
      max_people: 6,
      max_days_until_start: 90,
    };
    const res = await put(as, manager, manager.companyId, body);
    expect(res.statusCode, res.body).toBe(200);
    const saved = { ...body, countries: ['ireland', 'scotland'], budget_bands: ['medium', 'high'], is_set: true };
    expect(res.json()).toEqual({ ...saved, updated_at: expect.any(String) });
    expect((await get(as, manager, manager.companyId)).json()).toEqual({ ...saved, updated_at: expect.any(String) });

    // saving again replaces them
    const again = await put(as, manager, manager.companyId, ANY);
    expect(again.json()).toMatchObject({ ...ANY, is_set: true });
    const audits = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.company_id, manager.companyId), eq(auditLog.action, 'company.lead_preferences_updated')));
    expect(audits).toHaveLength(2);
    expect(audits[1]!.actor_user_id).toBe(manager.user.id);
    expect(audits[1]!.data).toMatchObject({ before: { countries: ['ireland', 'scotland'] }, after: ANY });
  });

  it('lets the admin set them; Agents and Finance get 403, another company 404', async ({ as, fx }) => {
    const { manager, agent, finance } = await fx.team({ agent: 'agent', finance: 'finance' });
    const stranger = await fx.companyUser();
    const body = { ...ANY, countries: ['uk'] };
    expect((await put(as, agent, manager.companyId, body)).statusCode).toBe(403);
    expect((await put(as, finance, manager.companyId, body)).statusCode).toBe(403);
    expect((await put(as, stranger, manager.companyId, body)).statusCode).toBe(404);
    expect((await put(as, await fx.traveller(), manager.companyId, body)).statusCode).toBe(404);
    expect((await get(as, manager, manager.companyId)).json()).toMatchObject({ is_set: false });
    const byAdmin = await put(as, await fx.admin(), manager.companyId, body);
    expect(byAdmin.statusCode).toBe(200);
    expect(byAdmin.json()).toMatchObject({ countries: ['uk'], is_set: true });
  });

  it('refuses unknown or repeated values and impossible ranges with a message per field', async ({ as, fx }) => {
    const manager = await fx.companyUser();
    const m = LEAD_PREFERENCE_MESSAGES;
    const refused = (payload: object) => put(as, manager, manager.companyId, payload);
    expectFieldErrors(await refused({ ...ANY, countries: ['france'] }), { countries: [m.countries] });
    expectFieldErrors(await refused({ ...ANY, countries: ['uk', 'uk'] }), { countries: [m.countries] });
    expectFieldErrors(await refused({ ...ANY, trip_types: ['skiing'] }), { trip_types: [m.trip_types] });
    expectFieldErrors(await refused({ ...ANY, travel_types: ['ship'] }), { travel_types: [m.travel_types] });
    expectFieldErrors(await refused({ ...ANY, budget_bands: ['huge'] }), { budget_bands: [m.budget_bands] });
    expectFieldErrors(await refused({ ...ANY, min_people: 0 }), { min_people: [m.minPeople] });
    expectFieldErrors(await refused({ ...ANY, min_people: 2.5 }), { min_people: [m.minPeople] });
    expectFieldErrors(await refused({ ...ANY, min_people: 4, max_people: 3 }), { max_people: [m.maxPeople] });
    expectFieldErrors(await refused({ ...ANY, max_days_until_start: 0 }), { max_days_until_start: [m.maxDays] });
    expectFieldErrors(await refused({ ...ANY, max_days_until_start: 731 }), { max_days_until_start: [m.maxDays] });
    const missing: Partial<LeadPreferencesBody> = { ...ANY };
    delete missing.countries;
    expectFieldErrors(await refused(missing), { countries: [m.countries] });
    // the edges are accepted
    const edges = await refused({ ...ANY, min_people: 3, max_people: 3, max_days_until_start: 730 });
    expect(edges.statusCode, edges.body).toBe(200);
    expect((await get(as, manager, manager.companyId)).json()).toMatchObject({ max_days_until_start: 730 });
  });
});

describe('GET /v1/openLeads?match=preferences', () => {
  it('lists exactly the leads that fit, with the count of those that fit on every page', async ({ as, fx }) => {
    const manager = await fx.companyUser();
    const owner = (await fx.traveller()).user.id;
    const today = todayIso();
    // budgets: people x nights x the travel type's rate (budget.ts); the fixture trip is 2 x 7 self-drive, low
    const seed = {
      irelandLow: { country: 'ireland' },
      scotlandSoon: { country: 'scotland', start_date: addDaysIso(today, 5) },
      scotlandActiveHigh: { country: 'scotland', number_of_people: 4, trip_type: 'active', travel_type: 'tour-guide' },
      ukCity: { country: 'uk', number_of_people: 1, number_of_night: 3, trip_type: 'city', travel_type: 'coach-bus' },
      scotlandMediumLate: {
        country: 'scotland',
        number_of_people: 6,
        number_of_night: 3,
        trip_type: 'cultural',
        travel_type: 'dont-know',
        start_date: addDaysIso(today, 300),
      },
      scotlandTomorrow: {
        country: 'scotland',
        number_of_people: 3,
        number_of_night: 5,
        start_date: addDaysIso(today, 1),
      },
      // never listed: started, or deleted
      scotlandStarted: { country: 'scotland', start_date: addDaysIso(today, -1) },
      scotlandDeleted: { country: 'scotland', deleted_at: new Date() },
    } as const;
    const ids = {} as Record<keyof typeof seed, number>;
    for (const [name, overrides] of Object.entries(seed))
      ids[name as keyof typeof seed] = (await fx.lead(owner, overrides)).id;
    const mine = new Set(Object.values(ids));

    const list = async (query: string, session: Session = manager) => {
      const res = await as(session).get(`/v1/openLeads?per_page=50&${query}`);
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json();
      return {
        ids: (body.data as { id: number }[]).map((l) => l.id).filter((id) => mine.has(id)),
        meta: body.meta,
      };
    };
    const expectFits = async (prefs: Partial<LeadPreferencesBody>, names: (keyof typeof seed)[]) => {
      expect((await put(as, manager, manager.companyId, { ...ANY, ...prefs })).statusCode).toBe(200);
      const page = await list('match=preferences');
      expect(page.ids.sort(), JSON.stringify(prefs)).toEqual(names.map((n) => ids[n]).sort());
      // the file's database holds only this test's leads
      expect(page.meta).toMatchObject({ total: names.length, matching_count: names.length, preferences_set: true });
    };

    // without preferences every listed lead fits, and the marketplace says none are set
    const before = await list('match=preferences');
    expect(before.ids).toHaveLength(6);
    expect(before.meta).toMatchObject({ total: 6, matching_count: 6, preferences_set: false });

    await expectFits({ countries: ['scotland'] }, [
      'scotlandSoon',
      'scotlandActiveHigh',
      'scotlandMediumLate',
      'scotlandTomorrow',
    ]);
    await expectFits({ trip_types: ['active', 'cultural'] }, ['scotlandActiveHigh', 'scotlandMediumLate']);
    await expectFits({ travel_types: ['coach-bus', 'tour-guide'] }, ['scotlandActiveHigh', 'ukCity']);
    await expectFits({ min_people: 3 }, ['scotlandActiveHigh', 'scotlandMediumLate', 'scotlandTomorrow']);
    await expectFits({ min_people: 1, max_people: 2 }, ['irelandLow', 'scotlandSoon', 'ukCity']);
    await expectFits({ budget_bands: ['medium'] }, ['scotlandMediumLate']);
    await expectFits({ budget_bands: ['high'] }, ['scotlandActiveHigh']);
    await expectFits({ max_days_until_start: 5 }, ['scotlandSoon', 'scotlandTomorrow']);
    await expectFits({ countries: ['scotland'], max_people: 3, max_days_until_start: 30 }, [
      'scotlandSoon',
      'scotlandTomorrow',
    ]);
    await expectFits({ countries: ['uk'], trip_types: ['active'] }, []);

    // match=all (the default) lists every lead and still counts the ones that fit
    await put(as, manager, manager.companyId, { ...ANY, countries: ['scotland'] });
    const all = await list('');
    expect(all.ids).toHaveLength(6);
    expect(all.meta).toMatchObject({ total: 6, matching_count: 4, preferences_set: true });
    // the other filters apply on top, to the list and the count
    const filtered = await list('match=preferences&budget=low');
    expect(filtered.ids.sort()).toEqual([ids.scotlandSoon, ids.scotlandTomorrow].sort());
    expect(filtered.meta).toMatchObject({ total: 2, matching_count: 2 });
    expect((await list('budget=low')).meta).toMatchObject({ total: 4, matching_count: 2 });

    // another company's preferences are its own
    const other = await fx.companyUser();
    expect((await list('match=preferences', other)).meta).toMatchObject({ total: 6, preferences_set: false });
  });

  it('refuses an unknown match with 422, and the admin (no company) with 403', async ({ as, fx }) => {
    const manager = await fx.companyUser();
    const res = await as(manager).get('/v1/openLeads?match=best');
    expectFieldErrors(res, { match: ['The selected match is invalid.'] });
    const admin = await fx.admin();
    const byAdmin = await as(admin).get('/v1/openLeads?match=preferences');
    expect(byAdmin.statusCode).toBe(403);
  });
});
