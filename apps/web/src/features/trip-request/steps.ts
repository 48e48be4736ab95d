import { MIN_NIGHTS, MIN_TRAVELLERS } from '@triptender/contract/constants';
import {
  COUNTRIES,
  COUNTRY_LABELS,
  FLIGHT_BOOKED,
  TRAVEL_TYPES,
  TRAVEL_TYPE_LABELS,
  TRIP_TYPES,
  TRIP_TYPE_LABELS,
} from '@triptender/contract/enums';
import { LEAD_FORM_MESSAGES, leadFields } from '@triptender/contract/leads';

/** What the dialog holds while the traveller answers: everything as typed, parsed when checked. */
export type Draft = {
  country: string;
  number_of_people: string;
  start_date: string;
  number_of_night: string;
  trip_type: string;
  travel_type: string;
  flight_booked: string;
  first_name: string;
  last_name: string;
  email: string;
  mobile: string;
  special_requests: string;
};
export type DraftField = keyof Draft;

export const EMPTY_DRAFT: Draft = {
  country: '',
  number_of_people: '',
  start_date: '',
  number_of_night: '',
  trip_type: '',
  travel_type: '',
  flight_booked: '',
  first_name: '',
  last_name: '',
  email: '',
  mobile: '',
  special_requests: '',
};

export type Option = { value: string; label: string; hint?: string };

export type Step =
  | { kind: 'choice'; field: DraftField; question: string; options: Option[] }
  | { kind: 'number'; field: DraftField; question: string; label: string; min: number; hint: string }
  | { kind: 'date'; field: 'start_date'; question: string }
  | { kind: 'contact'; question: string }
  | { kind: 'text'; field: 'special_requests'; question: string; hint: string };

export const CONTACT_FIELDS = ['first_name', 'last_name', 'email', 'mobile'] as const;

export function stepFields(step: Step): DraftField[] {
  return step.kind === 'contact' ? [...CONTACT_FIELDS] : [step.field];
}

const TRIP_TYPE_HINTS: Record<(typeof TRIP_TYPES)[number], string> = {
  active: 'Hiking, cycling, golf, the outdoors',
  sightseeing: 'The famous sights and scenic drives',
  city: 'Cities, food, shopping and nightlife',
  cultural: 'History, castles, music and heritage',
};
const TRAVEL_TYPE_HINTS: Record<(typeof TRAVEL_TYPES)[number], string> = {
  'self-drive': 'A hire car, with the route and hotels planned',
  'tour-guide': 'A private driver-guide',
  'coach-bus': 'A small-group or coach tour',
  'dont-know': 'Let operators suggest the best option',
};
const FLIGHT_HINTS = { yes: 'My flights are booked', no: 'Not yet, or I need help' } as const;

/** The nine steps, in the order the dialog asks them. */
export const STEPS: Step[] = [
  {
    kind: 'choice',
    field: 'country',
    question: 'Where would you like to go?',
    options: COUNTRIES.map((c) => ({ value: c, label: COUNTRY_LABELS[c] })),
  },
  {
    kind: 'number',
    field: 'number_of_people',
    question: 'How many people are travelling?',
    label: 'Number of travellers',
    min: MIN_TRAVELLERS,
    hint: 'Count everyone, children included.',
  },
  { kind: 'date', field: 'start_date', question: 'When would you like to start your trip?' },
  {
    kind: 'number',
    field: 'number_of_night',
    question: 'How many nights will you stay?',
    label: 'Number of nights',
    min: MIN_NIGHTS,
    hint: 'A rough number is fine: operators will suggest what fits.',
  },
  {
    kind: 'choice',
    field: 'trip_type',
    question: 'What kind of trip are you planning?',
    options: TRIP_TYPES.map((t) => ({ value: t, label: TRIP_TYPE_LABELS[t], hint: TRIP_TYPE_HINTS[t] })),
  },
  {
    kind: 'choice',
    field: 'travel_type',
    question: 'How would you like to get around?',
    options: TRAVEL_TYPES.map((t) => ({ value: t, label: TRAVEL_TYPE_LABELS[t], hint: TRAVEL_TYPE_HINTS[t] })),
  },
  {
    kind: 'choice',
    field: 'flight_booked',
    question: 'Have you booked your flights yet?',
    options: FLIGHT_BOOKED.map((f) => ({ value: f, label: f === 'yes' ? 'Yes' : 'No', hint: FLIGHT_HINTS[f] })),
  },
  { kind: 'contact', question: 'Where should operators send your quotes?' },
  {
    kind: 'text',
    field: 'special_requests',
    question: 'Anything else operators should know?',
    hint: 'Optional: interests, pace, hotel style, mobility needs, a celebration...',
  },
];

const isoLocal = (d: Date) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
export const todayLocal = () => isoLocal(new Date());

/**
 * The message for a field, or null when it is valid, with the contract's schema (the API checks
 * the same). A start date before the traveller's own today is refused here too.
 */
export function fieldError(field: DraftField, value: string): string | null {
  if (field === 'start_date' && value && value < todayLocal()) return LEAD_FORM_MESSAGES.pastDate;
  const result = leadFields[field].safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? LEAD_FORM_MESSAGES.required);
}
