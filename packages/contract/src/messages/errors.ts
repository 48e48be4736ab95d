// The API's error messages a traveller reads, by key: the English is the contract's own constants
// (MESSAGES, LEAD_FORM_MESSAGES, ACCOUNT_MESSAGES, AUTH_MESSAGES), and each other locale has one file
// of them (./<locale>/errors.ts), typed so that a key missing or left over in any locale fails the
// type check. A message with a
// value ("Minimum value is 2") is written with a placeholder, {0}, as ICU MessageFormat writes it.
import { ACCOUNT_MESSAGES } from '../account.ts';
import { AUTH_MESSAGES } from '../auth.ts';
import { MESSAGES } from '../constants.ts';
import { LEAD_FORM_MESSAGES } from '../leads.ts';

const placeheld = (message: string | ((...values: never[]) => string)) =>
  typeof message === 'string' ? message : (message as (...values: string[]) => string)('{0}', '{1}');

/** Every key of the errors namespace, with its English text. */
export const ERRORS_EN = {
  ...Object.fromEntries(Object.entries(MESSAGES).map(([key, text]) => [`common.${key}`, text])),
  ...Object.fromEntries(Object.entries(LEAD_FORM_MESSAGES).map(([key, text]) => [`leadForm.${key}`, placeheld(text)])),
  ...Object.fromEntries(Object.entries(ACCOUNT_MESSAGES).map(([key, text]) => [`account.${key}`, text])),
  ...Object.fromEntries(Object.entries(AUTH_MESSAGES).map(([key, text]) => [`auth.${key}`, text])),
} as Record<
  | `common.${keyof typeof MESSAGES}`
  | `leadForm.${keyof typeof LEAD_FORM_MESSAGES}`
  | `account.${keyof typeof ACCOUNT_MESSAGES}`
  | `auth.${keyof typeof AUTH_MESSAGES}`,
  string
>;

export type ErrorKey = keyof typeof ERRORS_EN;
/** One locale's errors namespace: every key, nothing else. */
export type ErrorMessages = Record<ErrorKey, string>;
