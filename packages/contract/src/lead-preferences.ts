// What kind of leads a company wants: its marketplace opens on the leads that fit them.
//   GET /v1/company/{companyId}/lead-preferences                              -> leadPreferences (members, admin)
//   PUT /v1/company/{companyId}/lead-preferences  body: leadPreferencesBody   -> leadPreferences (Manager, admin)
//   GET /v1/openLeads?match=preferences: only the leads that fit (marketplace.ts)
// An empty list or null means "any"; a company that never saved them has "any" for everything.
// The rule that decides whether a lead fits is apps/api/src/domain/lead-matching.ts.
import { z } from 'zod';
import { BUDGET_BANDS, type BudgetBand } from './budget.ts';
import { timestamp } from './common.ts';
import { MAX_TRAVELLERS } from './constants.ts';
import { COUNTRIES, TRAVEL_TYPES, TRIP_TYPES } from './enums.ts';

export const LEAD_BUDGET_BANDS = Object.keys(BUDGET_BANDS) as BudgetBand[];

/** How far ahead "how soon the trip starts" may reach: two years. */
export const MAX_DAYS_UNTIL_START = 730;

export const LEAD_PREFERENCE_MESSAGES = {
  countries: 'Choose countries from the list, each once.',
  trip_types: 'Choose trip types from the list, each once.',
  travel_types: 'Choose travel types from the list, each once.',
  budget_bands: 'Choose budget ranges from the list, each once.',
  minPeople: `The smallest group must be a whole number from 1 to ${MAX_TRAVELLERS}.`,
  maxPeople: `The largest group must be a whole number from the smallest group to ${MAX_TRAVELLERS}, or empty for any size.`,
  maxDays: `How soon the trip starts must be a whole number of days from 1 to ${MAX_DAYS_UNTIL_START}, or empty for any time.`,
  saved: 'Lead preferences saved.',
} as const;

/** A list of fixed choices, each at most once; empty means any. One message, however it is wrong. */
function choices<T extends string>(values: readonly T[], message: string) {
  return z.array(z.string({ error: message }), { error: message }).transform((v, ctx) => {
    const known = v.every((c) => (values as readonly string[]).includes(c));
    if (!known || new Set(v).size !== v.length) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    // in the order of the choices, whatever order they came in
    return values.filter((c) => v.includes(c));
  });
}

/** A whole number within min..max, with one message however it is wrong. */
const wholeNumber = (min: number, max: number, message: string) =>
  z.number({ error: message }).refine((n) => Number.isInteger(n) && n >= min && n <= max, message);

/** The body of PUT: every field, exactly as GET answers it. */
export const leadPreferencesBody = z
  .object({
    countries: choices(COUNTRIES, LEAD_PREFERENCE_MESSAGES.countries),
    trip_types: choices(TRIP_TYPES, LEAD_PREFERENCE_MESSAGES.trip_types),
    travel_types: choices(TRAVEL_TYPES, LEAD_PREFERENCE_MESSAGES.travel_types),
    min_people: wholeNumber(1, MAX_TRAVELLERS, LEAD_PREFERENCE_MESSAGES.minPeople),
    max_people: wholeNumber(1, MAX_TRAVELLERS, LEAD_PREFERENCE_MESSAGES.maxPeople).nullable(),
    budget_bands: choices(LEAD_BUDGET_BANDS, LEAD_PREFERENCE_MESSAGES.budget_bands),
    max_days_until_start: wholeNumber(1, MAX_DAYS_UNTIL_START, LEAD_PREFERENCE_MESSAGES.maxDays).nullable(),
  })
  .superRefine((v, ctx) => {
    if (v.max_people !== null && v.max_people < v.min_people)
      ctx.addIssue({ code: 'custom', path: ['max_people'], message: LEAD_PREFERENCE_MESSAGES.maxPeople });
  });
export type LeadPreferencesBody = z.input<typeof leadPreferencesBody>;
export type LeadPreferenceValues = z.output<typeof leadPreferencesBody>;

/** "Any" for everything: what a company that never saved its preferences has. */
export const DEFAULT_LEAD_PREFERENCES: LeadPreferenceValues = {
  countries: [],
  trip_types: [],
  travel_types: [],
  min_people: 1,
  max_people: null,
  budget_bands: [],
  max_days_until_start: null,
};

export const leadPreferences = z.object({
  countries: z.array(z.enum(COUNTRIES)),
  trip_types: z.array(z.enum(TRIP_TYPES)),
  travel_types: z.array(z.enum(TRAVEL_TYPES)),
  min_people: z.number().int(),
  max_people: z.number().int().nullable(),
  budget_bands: z.array(z.enum(LEAD_BUDGET_BANDS as [BudgetBand, ...BudgetBand[]])),
  max_days_until_start: z.number().int().nullable(),
  /** False until a Manager saves them: the company then has "any" for everything. */
  is_set: z.boolean(),
  updated_at: timestamp.nullable(),
});
export type LeadPreferences = z.output<typeof leadPreferences>;

/** A number field of the form: empty is null (any). */
const optionalNumber = z.string().transform((s) => (s.trim() === '' ? null : Number(s.trim())));

/**
 * The settings form: checkboxes hold the lists, text fields the numbers (empty: any). It submits
 * the API's body and shows the API's messages beside the fields.
 */
export const leadPreferencesForm = z
  .object({
    countries: z.array(z.string()),
    trip_types: z.array(z.string()),
    travel_types: z.array(z.string()),
    budget_bands: z.array(z.string()),
    min_people: z.string(),
    max_people: z.string(),
    max_days_until_start: z.string(),
  })
  .transform((v) => ({
    ...v,
    min_people: v.min_people.trim() === '' ? 1 : Number(v.min_people.trim()),
    max_people: optionalNumber.parse(v.max_people),
    max_days_until_start: optionalNumber.parse(v.max_days_until_start),
  }))
  .pipe(leadPreferencesBody);
export type LeadPreferencesFormValues = z.input<typeof leadPreferencesForm>;

/** The form's values for stored preferences. */
export const toLeadPreferencesForm = (p: LeadPreferenceValues): LeadPreferencesFormValues => ({
  countries: [...p.countries],
  trip_types: [...p.trip_types],
  travel_types: [...p.travel_types],
  budget_bands: [...p.budget_bands],
  min_people: String(p.min_people),
  max_people: p.max_people === null ? '' : String(p.max_people),
  max_days_until_start: p.max_days_until_start === null ? '' : String(p.max_days_until_start),
});
