// Companies: the admin's list and Add Company dialog, a company's profile (company settings, the
// admin's company page), profile completeness, logos, badges and the company overview.
//   GET   /v1/company                       query: listCompaniesQuery -> paginated(companyListItem)   (admin)
//   POST  /v1/company                       body: createCompanyBody -> 201 companyProfile              (admin)
//   GET   /v1/company/{companyId}           -> companyProfile                       (admin, members)
//   PATCH /v1/company/{companyId}           body: updateCompanyBody -> companyProfile (admin, Manager)
//   POST  /v1/company/{companyId}/logo      multipart file "logo" -> companyProfile  (admin, Manager)
//   GET   /v1/company/{companyId}/overview  -> companyOverview                      (members)
//   PUT|DELETE /v1/company/{companyId}/badges/{badge}  -> companyProfile  (admin; Premium Partner).
// The public profile: public-profile.ts; the admin's lists of a company's purchases and quotes: company-activity.ts.
import { z } from 'zod';
import { email, id, optionalText, pageQuery, searchText, text, timestamp } from './common.ts';
import {
  BADGES,
  COUNTRIES,
  GRANTED_BADGES,
  LEAD_STATUSES,
  LICENCE_BADGE,
  SWITCHED_BADGES,
  TRIP_TYPES,
} from './enums.ts';
import { BADGE_SWITCH_MESSAGES, OPERATOR_PROFILE_MESSAGES, LICENCE_NUMBER_PATTERN } from './operator-profile.ts';
import { companyPhone } from './phone.ts';

/** The profile fields a complete company profile has, in the order the settings form shows them. */
export const PROFILE_FIELDS = [
  { key: 'logo_url', label: 'Logo' },
  { key: 'name', label: 'Company name' },
  { key: 'email', label: 'Contact email' },
  { key: 'website', label: 'Website' },
  { key: 'phone', label: 'Phone' },
  { key: 'address', label: 'Address' },
  { key: 'about', label: 'About' },
] as const;
export type ProfileField = (typeof PROFILE_FIELDS)[number]['key'];

export const profileCompleteness = z.object({
  percent: z.number().int().min(0).max(100),
  complete: z.boolean(),
  /** Labels of the fields still empty, e.g. ['Logo', 'About']. */
  missing: z.array(z.string()),
});
export type ProfileCompleteness = z.infer<typeof profileCompleteness>;

/** How complete a company profile is: every field of PROFILE_FIELDS counts the same. */
export function computeProfileCompleteness(
  company: Partial<Record<ProfileField, string | null | undefined>>,
): ProfileCompleteness {
  const missing = PROFILE_FIELDS.filter((f) => !company[f.key]?.trim()).map((f) => f.label);
  const filled = PROFILE_FIELDS.length - missing.length;
  return {
    percent: Math.round((filled / PROFILE_FIELDS.length) * 100),
    complete: missing.length === 0,
    missing,
  };
}

export const COMPANY_MESSAGES = {
  nameRequired: 'The company name is required.',
  emailInvalid: 'Please enter a valid contact email address.',
  websiteInvalid: 'Please enter a full web address, like https://example.com.',
  added: 'Company added',
  saved: 'Profile saved',
  logoSaved: 'Logo uploaded',
  logoType: 'The logo must be a PNG, JPEG or WebP image.',
  logoSize: 'The logo may not be larger than 2 MB.',
  logoMissing: 'Please choose an image file.',
  profileEmailSubject: 'Please complete your TripTender company profile',
} as const;

export const LOGO_MAX_BYTES = 2 * 1024 * 1024;
export const LOGO_MIME_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;

const httpUrl = z.url({ protocol: /^https?$/, hostname: z.regexes.domain });

/** An http(s) address; blank becomes null. */
const website = z
  .string()
  .nullish()
  .transform((v, ctx) => {
    const s = v?.trim() ?? '';
    if (s === '') return null;
    if (httpUrl.safeParse(s).success) return s.slice(0, 500);
    ctx.addIssue({ code: 'custom', message: COMPANY_MESSAGES.websiteInvalid });
    return z.NEVER;
  });

const companyName = text({ min: 2, max: 120, message: COMPANY_MESSAGES.nameRequired });

/** A list of fixed choices (areas, trip types), each once; left out, the stored list stays as it is. */
function choiceList<T extends string>(choices: readonly T[], message: string) {
  return z
    .array(z.string(), { error: message })
    .max(20, message)
    .optional()
    .transform((v, ctx) => {
      if (v === undefined) return undefined;
      if (v.some((c) => !(choices as readonly string[]).includes(c))) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      // in the order of the choices, whatever order they came in
      return choices.filter((c) => v.includes(c));
    });
}

/** The operator's licence number: blank removes it, left out it stays as it is. */
const licenceNumber = z
  .string({ error: OPERATOR_PROFILE_MESSAGES.format })
  .nullish()
  .transform((v, ctx) => {
    if (v === undefined) return undefined;
    const s = (v ?? '').slice(0, 100).trim().replace(/\s+/g, ' ');
    if (s === '') return null;
    if (LICENCE_NUMBER_PATTERN.test(s)) return s;
    ctx.addIssue({ code: 'custom', message: OPERATOR_PROFILE_MESSAGES.format });
    return z.NEVER;
  });

export const createCompanyBody = z.object({
  name: companyName,
  email: email(COMPANY_MESSAGES.emailInvalid),
  phone: companyPhone,
  /** The name for the phone number; accepted as an alias of phone. */
  mobile: companyPhone,
  website,
  address: optionalText(500),
  /** The first Manager, invited by email at the contact address. */
  manager_first_name: optionalText(80),
  manager_last_name: optionalText(80),
});
export type CreateCompanyBody = z.input<typeof createCompanyBody>;

export const updateCompanyBody = z.object({
  name: companyName,
  email: email(COMPANY_MESSAGES.emailInvalid),
  website,
  phone: companyPhone,
  address: optionalText(500),
  about: optionalText(),
  countries_served: choiceList(COUNTRIES, OPERATOR_PROFILE_MESSAGES.countries),
  trip_types_served: choiceList(TRIP_TYPES, OPERATOR_PROFILE_MESSAGES.tripTypes),
  /** Changing it clears an admin's verification. */
  licence_number: licenceNumber,
});
export type UpdateCompanyBody = z.input<typeof updateCompanyBody>;

/** How to reach a company: what its profile and the admin's company list both show. */
const companyContact = z.object({
  id,
  name: z.string(),
  email: z.string(),
  website: z.string().nullable(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
});

export const companyProfile = companyContact.extend({
  about: z.string().nullable(),
  logo_url: z.string().nullable(),
  countries_served: z.array(z.enum(COUNTRIES)),
  trip_types_served: z.array(z.enum(TRIP_TYPES)),
  licence_number: z.string().nullable(),
  /** When an admin verified the licence number; null while unverified (and after it changed). */
  licence_verified_at: timestamp.nullable(),
  created_at: timestamp,
  profile: profileCompleteness,
  rating: z.number().nullable(),
  review_count: z.number().int(),
  /** Earned (computed) and granted badges. */
  badges: z.array(z.enum(BADGES)),
  /** The subset of badges granted by the admin. */
  granted_badges: z.array(z.enum(GRANTED_BADGES)),
});
export type CompanyProfile = z.output<typeof companyProfile>;

export const listCompaniesQuery = z.object({
  ...pageQuery,
  search: searchText(100).optional(),
});

export const companyListItem = companyContact.extend({
  /** Quotes of this company still open (sent, not yet accepted, declined or withdrawn). */
  get_quoted_count: z.number().int(),
  profile: profileCompleteness,
  created_at: timestamp,
});
export type CompanyListItem = z.output<typeof companyListItem>;

export const companyParams = z.object({ companyId: id });
export const badgeParams = z.object({
  companyId: id,
  badge: z.enum(SWITCHED_BADGES, {
    error: (issue) => (issue.input === LICENCE_BADGE ? BADGE_SWITCH_MESSAGES.licence : BADGE_SWITCH_MESSAGES.computed),
  }),
});

export const companyOverview = z.object({
  profile: profileCompleteness,
  stats: z.object({
    /** Open trip requests posted in the last 7 days. */
    open_leads_this_week: z.number().int(),
    /** Trip requests this company bought (refunded ones excluded). */
    leads_bought: z.number().int(),
    quotes_sent: z.number().int(),
    quotes_won: z.number().int(),
    balance_cents: z.number().int(),
  }),
  recent_leads: z.array(
    z.object({
      id,
      title: z.string().nullable(),
      country: z.enum(COUNTRIES),
      number_of_people: z.number().int(),
      number_of_night: z.number().int(),
      start_date: z.string(),
      /** Whole UTC days since the request was posted (contract/dates.ts, daysSince): never negative. */
      age_days: z.number().int().min(0),
      status: z.enum(LEAD_STATUSES),
      user: z.object({ first_name: z.string() }),
      bought: z.boolean(),
      created_at: timestamp,
    }),
  ),
});
export type CompanyOverview = z.output<typeof companyOverview>;

/** How each badge is earned, as the company settings page explains it. */
export const BADGE_DESCRIPTIONS: Record<(typeof BADGES)[number], string> = {
  'Top Rated': 'An average rating of 4.5 or more over at least 3 reviews.',
  'Fast Responder': 'A median first reply within 2 hours of buying a request, over at least 3 chats.',
  'Ireland Expert': 'At least 5 accepted quotes for trips to Ireland.',
  'Premium Partner': 'Granted by TripTender to trusted long-term partners.',
  'Licensed Tour Operator': 'Granted by TripTender once your operator licence is verified.',
};
