import type { Country } from '@triptender/contract/enums';
import { paths } from '@triptender/contract/paths';

/** The country of a landing page the dialog is opened on, if any. */
export function countryOfPage(pathname: string): Country | null {
  if (pathname.includes(paths.ireland)) return 'ireland';
  if (pathname.includes(paths.scotland)) return 'scotland';
  return null;
}

/** The thank-you page of the landing page the request was sent from. */
export function thankYouPath(pathname: string): string {
  const country = countryOfPage(pathname);
  return country === 'ireland'
    ? paths.thankYouIreland
    : country === 'scotland'
      ? paths.thankYouScotland
      : paths.thankYou;
}

/** The state the thank-you page reads to say what was sent. */
export type TripThankYouState = { kind: 'trip'; title: string; account: boolean; confirmEmail: string | null };
