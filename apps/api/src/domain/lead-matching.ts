// Whether a lead fits a company's lead preferences, written once: in code (leadMatches,
// for one lead, as the alerts of new leads need it) and in SQL (for lists and counts, as
// GET /v1/openLeads?match=preferences needs it). domain/lead-matching.test.ts checks both agree.
// An empty list or null means any; a company without saved preferences has any for everything, so
// every lead fits it. docs/marketplace.md ("Lead preferences and matching") states the rule.
import { type AnyColumn, eq, type SQL, sql } from 'drizzle-orm';
import { BUDGET_BANDS } from '@triptender/contract/budget';
import { addDaysIso } from '@triptender/contract/dates';
import { DEFAULT_LEAD_PREFERENCES, type LeadPreferenceValues } from '@triptender/contract/lead-preferences';
import { budgetBand } from '@triptender/contract/marketplace';
import type { Db } from '../db/client.ts';
import { companyLeadPreferences, leads } from '../db/schema.ts';
import { todayDateSql } from './lead-rules.ts';

type LeadFields = Pick<
  typeof leads.$inferSelect,
  'country' | 'trip_type' | 'travel_type' | 'number_of_people' | 'budget_cents' | 'start_date'
>;

const anyOrIncludes = <T>(wanted: readonly T[], value: T) => wanted.length === 0 || wanted.includes(value);

/**
 * Whether `lead` fits `prefs` on `today` (yyyy-MM-dd, UTC: todayIso()): its country, trip type and
 * travel type are among those chosen, its group within min_people..max_people, the band of its
 * estimated budget (budgetBand) among those chosen, and its trip starts at most max_days_until_start
 * days after today.
 */
export function leadMatches(prefs: LeadPreferenceValues, lead: LeadFields, today: string): boolean {
  return (
    anyOrIncludes(prefs.countries, lead.country) &&
    anyOrIncludes(prefs.trip_types, lead.trip_type) &&
    anyOrIncludes(prefs.travel_types, lead.travel_type) &&
    lead.number_of_people >= prefs.min_people &&
    (prefs.max_people === null || lead.number_of_people <= prefs.max_people) &&
    anyOrIncludes(prefs.budget_bands, budgetBand(lead.budget_cents)) &&
    (prefs.max_days_until_start === null || lead.start_date <= addDaysIso(today, prefs.max_days_until_start))
  );
}

/** budgetBand() in SQL, for the current leads row. */
export const budgetBandSql = sql<string>`(case when ${leads.budget_cents} < ${sql.raw(String(BUDGET_BANDS.low.maxCents))} then 'low' when ${leads.budget_cents} < ${sql.raw(String(BUDGET_BANDS.medium.maxCents))} then 'medium' else 'high' end)`;

type PreferenceSql = Record<keyof LeadPreferenceValues, SQL | AnyColumn>;

/**
 * leadMatches() in SQL for the current leads row, each preference read from `p`. A preference that is
 * NULL (no saved row) means any, as an empty list does.
 */
function fitsSql(p: PreferenceSql, today?: string): SQL {
  // the cast keeps `any(...)` the array form: any((select ...)) alone would read the subquery's rows
  const anyOrIn = (list: SQL | AnyColumn, value: SQL | AnyColumn) =>
    sql`(coalesce(cardinality(${list}), 0) = 0 or ${value} = any(${list}::text[]))`;
  return sql`(${anyOrIn(p.countries, leads.country)}
    and ${anyOrIn(p.trip_types, leads.trip_type)}
    and ${anyOrIn(p.travel_types, leads.travel_type)}
    and ${leads.number_of_people} >= coalesce(${p.min_people}, 1)
    and (${p.max_people} is null or ${leads.number_of_people} <= ${p.max_people})
    and ${anyOrIn(p.budget_bands, budgetBandSql)}
    and (${p.max_days_until_start} is null or ${leads.start_date} <= ${todayDateSql(today)} + ${p.max_days_until_start}))`;
}

const c = companyLeadPreferences;
const PREFERENCE_COLUMNS: Record<keyof LeadPreferenceValues, AnyColumn> = {
  countries: c.countries,
  trip_types: c.trip_types,
  travel_types: c.travel_types,
  min_people: c.min_people,
  max_people: c.max_people,
  budget_bands: c.budget_bands,
  max_days_until_start: c.max_days_until_start,
};

/**
 * leadMatches() in SQL over the current company_lead_preferences row and the current leads row: for
 * a query that joins both (which companies a new lead fits, say).
 */
export function preferencesMatchLeadSql(today?: string): SQL {
  return fitsSql(PREFERENCE_COLUMNS, today);
}

/**
 * A WHERE condition on leads: the lead fits the preferences of company `companyId` (every lead fits a
 * company that has none saved). Each preference is an uncorrelated subquery, which PostgreSQL runs once
 * per query (an InitPlan), so a count over many leads costs comparisons, not a lookup per lead.
 */
export function matchesPreferencesSql(companyId: number, today?: string): SQL {
  const read = (column: AnyColumn) => sql`(select ${column} from ${c} where ${c.company_id} = ${companyId})`;
  const p = Object.fromEntries(
    Object.entries(PREFERENCE_COLUMNS).map(([key, column]) => [key, read(column)]),
  ) as PreferenceSql;
  return fitsSql(p, today);
}

/** A company's saved preferences, or null when it has none (then it has any for everything). */
export async function findLeadPreferences(db: Db, companyId: number) {
  const [row] = await db.select().from(companyLeadPreferences).where(eq(companyLeadPreferences.company_id, companyId));
  return row ?? null;
}

/** The preferences a company matches by: its saved ones, or "any" for everything. */
export async function effectiveLeadPreferences(db: Db, companyId: number): Promise<LeadPreferenceValues> {
  const row = await findLeadPreferences(db, companyId);
  return row ? toPreferenceValues(row) : DEFAULT_LEAD_PREFERENCES;
}

export function toPreferenceValues(row: typeof companyLeadPreferences.$inferSelect): LeadPreferenceValues {
  return {
    countries: row.countries,
    trip_types: row.trip_types,
    travel_types: row.travel_types,
    min_people: row.min_people,
    max_people: row.max_people,
    budget_bands: row.budget_bands,
    max_days_until_start: row.max_days_until_start,
  };
}
