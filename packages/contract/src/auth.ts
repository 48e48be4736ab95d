import { z } from 'zod';
import { LOCALES } from './locales.ts';
import { contactFields, email, id, timestamp } from './common.ts';
import { COMPANY_ROLE_IDS, ONE_TIME_TOKEN_PURPOSES, ROLE_IDS } from './enums.ts';

export const PASSWORD_MIN = 8;

/** The messages of logging in and setting a password, written once (and translated: messages/). */
export const AUTH_MESSAGES = {
  emailRequired: 'The email field is required.',
  emailInvalid: 'The email field must be a valid email address.',
  passwordRequired: 'The password field is required.',
  choosePassword: 'Please choose a password.',
  passwordMin: `The password must be at least ${PASSWORD_MIN} characters.`,
  passwordMax: 'The password may not be longer than 200 characters.',
  tokenInvalid: 'This link is invalid.',
  linkInvalid: 'This link is invalid or has expired. Ask for a new one.',
} as const;
const A = AUTH_MESSAGES;

export const loginBody = z.object({
  // an empty field is missing, not malformed: each has its own words, as the password's
  email: z.string({ error: A.emailRequired }).trim().min(1, A.emailRequired).pipe(email(A.emailInvalid)),
  password: z.string({ error: A.passwordRequired }).min(1, A.passwordRequired).max(1024),
});
export type LoginBody = z.infer<typeof loginBody>;

export const user = z.object({
  id,
  ...contactFields,
  email_verified_at: timestamp.nullable(),
  avatar_url: z.string().nullable(),
  role: z.object({ id: z.union(ROLE_IDS.map((r) => z.literal(r))) }),
  company: z.object({ id }).nullable(),
  company_role: z.object({ id: z.union(COMPANY_ROLE_IDS.map((r) => z.literal(r))), name: z.string() }).nullable(),
  /** The language a traveller chose (PATCH /v1/me); null: as their browser asks. */
  locale: z.enum(LOCALES).nullable(),
});
export type User = z.infer<typeof user>;

export const loginResponse = z.object({ user, token: z.string() });
export type LoginResponse = z.infer<typeof loginResponse>;

export const meResponse = z.object({ user });

export const password = z.string({ error: A.choosePassword }).min(PASSWORD_MIN, A.passwordMin).max(200, A.passwordMax);

/** Setting a password with an emailed one-time link (claiming a request, joining a team, a reset). */
export const setPasswordBody = z.object({
  token: z.string({ error: A.tokenInvalid }).min(20, A.tokenInvalid).max(200, A.tokenInvalid),
  password,
});
export type SetPasswordBody = z.infer<typeof setPasswordBody>;

export const LINK_INVALID = A.linkInvalid;

/** What the set-password page shows before the password is chosen. */
export const oneTimeLinkInfo = z.object({
  purpose: z.enum(ONE_TIME_TOKEN_PURPOSES),
  email: z.string(),
  first_name: z.string(),
  company_name: z.string().nullable(),
});
