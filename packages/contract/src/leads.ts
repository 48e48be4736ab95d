// Trip requests as travellers post them (the multi-step dialog, POST /v1/leads and POST /v1/client/request).
import { z } from 'zod';
import { contactFields, email, id, isoDate, optionalText, text, timestamp } from './common.ts';
import { isoDay } from './dates.ts';
import { MAX_NIGHTS, MAX_START_DATE_YEARS, MAX_TRAVELLERS, MIN_NIGHTS, MIN_TRAVELLERS } from './constants.ts';
import {
  COUNTRIES,
  COUNTRY_LABELS,
  type Country,
  FLIGHT_BOOKED,
  LEAD_STATUSES,
  TRAVEL_TYPES,
  TRIP_TYPES,
} from './enums.ts';
import { LOCALES } from './locales.ts';
import { isValidPhone, PHONE_MESSAGE, PHONE_REGION, toE164 } from './phone.ts';

/** The validation messages of the trip request, written once for the dialog and the API. */
export const LEAD_FORM_MESSAGES = {
  selectOption: 'Please select an option',
  enterNumber: 'Please enter a number',
  positiveNumber: 'Please enter a valid positive number',
  minValue: (min: number) => `Minimum value is ${min}`,
  maxValue: (max: number) => `Maximum value is ${max}`,
  wholeNumber: 'Please enter a whole number',
  selectDate: 'Please select a date',
  pastDate: 'Please select a date from today onwards',
  farDate: `Please select a date within the next ${MAX_START_DATE_YEARS} years`,
  firstName: 'First name must be at least 2 characters',
  lastName: 'Last name must be at least 2 characters',
  email: 'Please enter a valid email address',
  mobile: PHONE_MESSAGE,
  required: 'This field is required',
} as const;
const M = LEAD_FORM_MESSAGES;

const choice = <const T extends readonly [string, ...string[]]>(values: T) => z.enum(values, { error: M.selectOption });

/** A count typed into a number field: numeric strings are accepted, as forms send them. */
const count = (min: number, max: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? (v.trim() === '' ? undefined : Number(v)) : v),
    z
      .number({ error: M.enterNumber })
      .positive({ error: M.positiveNumber, abort: true })
      .min(min, { error: M.minValue(min), abort: true })
      .int({ error: M.wholeNumber, abort: true })
      .max(max, { error: M.maxValue(max) }),
  );

/**
 * yyyy-MM-dd, not in the past. "Today" is the UTC date less one day, so a traveller whose local
 * date is still yesterday (down to UTC-12) is not refused; the dialog also disables earlier days
 * in the traveller's own calendar.
 */
const startDate = isoDate(M.selectDate).pipe(
  z.string().superRefine((value, ctx) => {
    const now = Date.now();
    if (value < isoDay(new Date(now - 86_400_000))) ctx.addIssue({ code: 'custom', message: M.pastDate });
    else if (value > isoDay(new Date(now + MAX_START_DATE_YEARS * 365 * 86_400_000))) {
      ctx.addIssue({ code: 'custom', message: M.farDate });
    }
  }),
);

/**
 * Checked on its own (a dialog step), a mobile is valid in one of the trip countries; the whole
 * request then reads it with its trip's country and stores it in E.164 (withE164Mobile).
 */
const mobile = optionalText(40).refine((v) => v === null || isValidPhone(v), { message: M.mobile });

/** The request's mobile in E.164: with '+' read internationally, without it as a number of the trip's country. */
function withE164Mobile<T extends { country: Country; mobile: string | null }>(body: T, ctx: z.RefinementCtx): T {
  if (body.mobile === null) return body;
  const e164 = toE164(body.mobile, PHONE_REGION[body.country]);
  if (e164 === null) {
    ctx.addIssue({ code: 'custom', message: M.mobile, path: ['mobile'], input: body.mobile });
    return z.NEVER;
  }
  return { ...body, mobile: e164 };
}

/** Every field of a trip request, one schema per dialog step field. */
export const leadFields = {
  country: choice(COUNTRIES),
  number_of_people: count(MIN_TRAVELLERS, MAX_TRAVELLERS),
  start_date: startDate,
  number_of_night: count(MIN_NIGHTS, MAX_NIGHTS),
  trip_type: choice(TRIP_TYPES),
  travel_type: choice(TRAVEL_TYPES),
  flight_booked: choice(FLIGHT_BOOKED),
  first_name: text({ min: 2, message: M.firstName, max: 100 }),
  last_name: text({ min: 2, message: M.lastName, max: 100 }),
  email: email(M.email),
  mobile,
  special_requests: optionalText(),
};

const clientSent = {
  /** Always 'multi-step-form' for the dialog; stored as that whatever is sent. */
  lead_type: z.literal('multi-step-form').optional(),
  /** Ignored: the server writes the title from the fields (see composeLeadTitle in lead-title.ts). */
  title: optionalText(200),
  /** The language the request is written in; left out, the request's Accept-Language (or the traveller's saved one). */
  locale: z.enum(LOCALES, { error: M.selectOption }).optional(),
};

/** POST /v1/leads: a guest's trip request. */
export const guestLeadBody = z.object({ ...leadFields, ...clientSent }).transform(withE164Mobile);
export type GuestLeadBody = z.output<typeof guestLeadBody>;
export type GuestLeadInput = z.input<typeof guestLeadBody>;

const ignored = z.string().max(1000).nullish();

/**
 * POST /v1/client/request: a logged-in traveller's trip request. Name and email come from the
 * account (the dialog shows them locked), so whatever is sent for them is ignored; the mobile is
 * the account's when it has one, else the one sent.
 */
export const travellerLeadBody = z
  .object({
    ...leadFields,
    ...clientSent,
    user_id: id,
    first_name: ignored,
    last_name: ignored,
    email: ignored,
  })
  .transform(withE164Mobile);
export type TravellerLeadBody = z.output<typeof travellerLeadBody>;

/** A trip request as its poster sees it. */
export const postedLead = z.object({
  id,
  title: z.string(),
  country: z.enum(COUNTRIES),
  number_of_people: z.number().int(),
  start_date: z.string(),
  number_of_night: z.number().int(),
  trip_type: z.enum(TRIP_TYPES),
  travel_type: z.enum(TRAVEL_TYPES),
  flight_booked: z.enum(FLIGHT_BOOKED),
  ...contactFields,
  special_requests: z.string().nullable(),
  lead_type: z.string(),
  status: z.enum(LEAD_STATUSES),
  created_at: timestamp,
});
export type PostedLead = z.input<typeof postedLead>;

export const postedLeadResponse = z.object({ message: z.string(), data: postedLead });
export type PostedLeadResponse = z.input<typeof postedLeadResponse>;

/**
 * What a guest is answered: the request as received, with the title the server gives it. It is the
 * same whatever the email: new, a traveller's (the request then waits for their confirmation), or a
 * tour operator's or admin's (nothing is stored), so the answer never tells who has an account.
 */
export const guestLeadReceipt = postedLead.omit({ id: true, status: true, created_at: true });
export const guestLeadResponse = z.object({ message: z.string(), data: guestLeadReceipt });
export type GuestLeadResponse = z.input<typeof guestLeadResponse>;

export const LEAD_RECEIVED = 'Your trip request has been received.';

/**
 * A logged-in traveller's request that repeats one of theirs (domain/duplicates.ts) is refused (409);
 * the error's data carries the earlier request's id under `field`, for a link to edit it.
 */
export const DUPLICATE_REQUEST = {
  field: 'existing_lead_id',
  message: (country: Country) =>
    `You already have an open request for ${COUNTRY_LABELS[country]} with these dates. Update it instead of posting a new one.`,
} as const;
