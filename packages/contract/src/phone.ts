// Mobile numbers, checked and stored in E.164 ('+353851234567'), written once for the web app and the
// API. The 'min' metadata of libphonenumber-js is enough to tell a possible number from an impossible
// one and is the smallest build, which matters because the trip dialog loads this file.
import { type CountryCode, parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { optionalText } from './common.ts';
import type { Country } from './enums.ts';

export const PHONE_MESSAGE = 'Enter a valid mobile number with its country code, e.g. +353 85 123 4567';
/** A company's phone may be a landline. */
export const COMPANY_PHONE_MESSAGE = 'Enter a valid phone number with its country code, e.g. +353 1 234 5678';

/** The numbering region of each trip country, for a number typed without its country code. */
export const PHONE_REGION: Record<Country, CountryCode> = { ireland: 'IE', uk: 'GB', scotland: 'GB' };

/**
 * The number in E.164, or null when it is not a valid number. One that starts with '+' (or 00) is
 * read internationally; one without is read as a number of `region`, and refused when there is none.
 */
export function toE164(value: string, region: CountryCode | null): string | null {
  const typed = value.trim().replace(/^00/, '+');
  if (!typed.startsWith('+') && !region) return null;
  const phone = parsePhoneNumberFromString(typed, typed.startsWith('+') ? undefined : region!);
  return phone?.isValid() ? phone.number : null;
}

/** Whether the number is valid as typed in any of the trip countries (for a field checked on its own). */
export function isValidPhone(value: string): boolean {
  return Object.values(PHONE_REGION).some((region) => toE164(value, region) !== null);
}

/** A company's phone: any valid number, kept as typed (with its country code, or one of a trip country's). */
export const companyPhone = optionalText(50).refine((v) => v === null || isValidPhone(v), {
  message: COMPANY_PHONE_MESSAGE,
});
