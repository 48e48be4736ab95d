import { paths } from '@triptender/contract/paths';
import type { Tone } from '../components/tone.ts';

/** What each thank-you page shows: its head, the country it thanks for, and the way back. */
export type ThankYouContent = {
  title: string;
  description: string;
  tone: Tone;
  /** The country of the page, or '' for the general one. */
  place: string;
  backTo: string;
  backLabel: string;
};

export const THANK_YOU_PAGES = {
  general: {
    title: 'Thank You | TripTender',
    description: 'Your request has been received. Local tour operators will be in touch soon.',
    tone: 'green',
    place: '',
    backTo: paths.home,
    backLabel: 'Return to Home',
  },
  ireland: {
    title: 'Thank You | TripTender Ireland',
    description: 'Your Ireland request has been received. Irish tour operators will be in touch soon.',
    tone: 'green',
    place: 'Ireland',
    backTo: paths.ireland,
    backLabel: 'Back to Ireland',
  },
  scotland: {
    title: 'Thank You | TripTender Scotland',
    description: 'Your Scotland request has been received. Scottish tour operators will be in touch soon.',
    tone: 'blue',
    place: 'Scotland',
    backTo: paths.scotland,
    backLabel: 'Back to Scotland',
  },
} satisfies Record<string, ThankYouContent>;
