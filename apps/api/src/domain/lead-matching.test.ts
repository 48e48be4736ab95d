// Whether a lead fits a company's preferences, in code and in SQL, must agree on every lead and
// every kind of preference (the alerts use the code, the marketplace the SQL).
import { and, eq, inArray } from 'drizzle-orm';
import { addDaysIso, todayIso } from '@triptender/contract/dates';
import { DEFAULT_LEAD_PREFERENCES, type LeadPreferenceValues } from '@triptender/contract/lead-preferences';
import { companyLeadPreferences, leads } from '../db/schema.ts';
import { describe, expect, it } from '../../test/harness.ts';
import { leadMatches, matchesPreferencesSql, preferencesMatchLeadSql } from './lead-matching.ts';

const TODAY = '2027-03-10';
const lead = {
  country: 'scotland',
  trip_type: 'active',
  travel_type: 'self-drive',
  number_of_people: 4,
  budget_cents: 300_000, // medium
  start_date: addDaysIso(TODAY, 30),
} as const;
const prefs = (p: Partial<LeadPreferenceValues>): LeadPreferenceValues => ({ ...DEFAULT_LEAD_PREFERENCES, ...p });

describe('leadMatches', () => {
  it('lets every lead fit "any" for everything', () => {
    expect(leadMatches(DEFAULT_LEAD_PREFERENCES, lead, TODAY)).toBe(true);
  });

  it('checks each list: empty is any, otherwise the value is among those chosen', () => {
    expect(leadMatches(prefs({ countries: ['scotland', 'uk'] }), lead, TODAY)).toBe(true);
    expect(leadMatches(prefs({ countries: ['ireland'] }), lead, TODAY)).toBe(false);
    expect(leadMatches(prefs({ trip_types: ['active'] }), lead, TODAY)).toBe(true);
    expect(leadMatches(prefs({ trip_types: ['city'] }), lead, TODAY)).toBe(false);
    expect(leadMatches(prefs({ travel_types: ['self-drive'] }), lead, TODAY)).toBe(true);
    expect(leadMatches(prefs({ travel_types: ['tour-guide'] }), lead, TODAY)).toBe(false);
    expect(leadMatches(prefs({ budget_bands: ['medium'] }), lead, TODAY)).toBe(true);
    expect(leadMatches(prefs({ budget_bands: ['low', 'high'] }), lead, TODAY)).toBe(false);
  });

  it('reads the budget band at its edges as budgetBand does', () => {
    expect(leadMatches(prefs({ budget_bands: ['low'] }), { ...lead, budget_cents: 199_999 }, TODAY)).toBe(true);
    expect(leadMatches(prefs({ budget_bands: ['low'] }), { ...lead, budget_cents: 200_000 }, TODAY)).toBe(false);
    expect(leadMatches(prefs({ budget_bands: ['high'] }), { ...lead, budget_cents: 500_000 }, TODAY)).toBe(true);
  });

  it('keeps the group within min_people and max_people, both inclusive', () => {
    expect(leadMatches(prefs({ min_people: 4 }), lead, TODAY)).toBe(true);
    expect(leadMatches(prefs({ min_people: 5 }), lead, TODAY)).toBe(false);
    expect(leadMatches(prefs({ min_people: 2, max_people: 4 }), lead, TODAY)).toBe(true);
    expect(leadMatches(prefs({ max_people: 3 }), lead, TODAY)).toBe(false);
  });

  it('counts the days until the start from today, the last day included', () => {
    expect(leadMatches(prefs({ max_days_until_start: 30 }), lead, TODAY)).toBe(true);
    expect(leadMatches(prefs({ max_days_until_start: 29 }), lead, TODAY)).toBe(false);
    expect(leadMatches(prefs({ max_days_until_start: 29 }), lead, addDaysIso(TODAY, 1))).toBe(true);
  });
});

describe('matchesPreferencesSql', () => {
  it('gives the same answer as leadMatches for every seeded lead and preference, and fits all without preferences', async ({
    fx,
    db,
  }) => {
    const owner = (await fx.traveller()).user.id;
    const today = todayIso();
    const seeded = [
      { country: 'ireland', number_of_people: 2, number_of_night: 7, start_date: addDaysIso(today, 60) },
      { country: 'scotland', number_of_people: 2, number_of_night: 7, start_date: addDaysIso(today, 5) },
      { country: 'scotland', number_of_people: 4, trip_type: 'active', travel_type: 'tour-guide' },
      { country: 'uk', number_of_people: 1, number_of_night: 3, trip_type: 'city', travel_type: 'coach-bus' },
      { country: 'scotland', number_of_people: 6, number_of_night: 3, trip_type: 'cultural', travel_type: 'dont-know' },
      { country: 'uk', number_of_people: 3, start_date: addDaysIso(today, 30) },
      { country: 'ireland', number_of_people: 1, number_of_night: 1, start_date: addDaysIso(today, 31) },
    ] as const;
    const rows = [];
    for (const s of seeded) rows.push(await fx.lead(owner, s));
    const ids = rows.map((r) => r.id);

    const cases: LeadPreferenceValues[] = [
      DEFAULT_LEAD_PREFERENCES,
      prefs({ countries: ['scotland'] }),
      prefs({ countries: ['ireland', 'uk'] }),
      prefs({ trip_types: ['active', 'cultural'] }),
      prefs({ travel_types: ['tour-guide', 'coach-bus'] }),
      prefs({ min_people: 3 }),
      prefs({ min_people: 2, max_people: 2 }),
      prefs({ budget_bands: ['low'] }),
      prefs({ budget_bands: ['medium', 'high'] }),
      prefs({ max_days_until_start: 30 }),
      prefs({ countries: ['scotland'], max_people: 2, max_days_until_start: 30 }),
    ];
    let fitting = 0;
    for (const p of cases) {
      const company = await fx.company();
      await db.insert(companyLeadPreferences).values({ company_id: company.id, ...p });
      for (const day of [undefined, today]) {
        const inSql = await db
          .select({ id: leads.id })
          .from(leads)
          .where(and(inArray(leads.id, ids), matchesPreferencesSql(company.id, day)));
        const inCode = rows.filter((r) => leadMatches(p, r, today)).map((r) => r.id);
        expect(inSql.map((r) => r.id).sort(), JSON.stringify(p)).toEqual(inCode.sort());
        // the same rule over a join of the preferences and the leads (which companies a lead fits)
        const joined = await db
          .select({ id: leads.id })
          .from(leads)
          .innerJoin(companyLeadPreferences, eq(companyLeadPreferences.company_id, company.id))
          .where(and(inArray(leads.id, ids), preferencesMatchLeadSql(day)));
        expect(joined.map((r) => r.id).sort(), JSON.stringify(p)).toEqual(inCode.sort());
        fitting += inCode.length;
      }
    }
    // the cases really split the leads: neither all nor none each time
    expect(fitting).toBeGreaterThan(cases.length * 2);
    expect(fitting).toBeLessThan(cases.length * 2 * rows.length);

    const without = await fx.company();
    const all = await db
      .select({ id: leads.id })
      .from(leads)
      .where(and(inArray(leads.id, ids), matchesPreferencesSql(without.id)));
    expect(all).toHaveLength(rows.length);
  });
});
