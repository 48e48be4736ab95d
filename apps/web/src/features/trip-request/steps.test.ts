import { describe, expect, it } from 'vitest';
import { COUNTRY_LABELS } from '@triptender/contract/enums';
import { LEAD_FORM_MESSAGES as M } from '@triptender/contract/leads';
import { EMPTY_DRAFT, fieldError, STEPS, stepFields, todayLocal, type DraftField } from './steps.ts';

const isoIn = (days: number) => {
  const d = new Date();
  d.setDate(d.getDate() + days);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

describe('the trip request steps', () => {
  it('asks nine questions in order, every field of a lead exactly once', () => {
    expect(STEPS.map((s) => s.question)).toEqual([
      'Where would you like to go?',
      'How many people are travelling?',
      'When would you like to start your trip?',
      'How many nights will you stay?',
      'What kind of trip are you planning?',
      'How would you like to get around?',
      'Have you booked your flights yet?',
      'Where should operators send your quotes?',
      'Anything else operators should know?',
    ]);
    const asked = STEPS.flatMap(stepFields).sort();
    expect(asked).toEqual((Object.keys(EMPTY_DRAFT) as DraftField[]).sort());
  });

  it('offers the three countries, and four answers for each kind of trip and travel', () => {
    const options = (field: DraftField) => {
      const step = STEPS.find((s) => s.kind === 'choice' && s.field === field);
      return step?.kind === 'choice' ? step.options.map((o) => o.label) : [];
    };
    expect(options('country')).toEqual([COUNTRY_LABELS.ireland, COUNTRY_LABELS.uk, COUNTRY_LABELS.scotland]);
    expect(options('trip_type')).toEqual(['Active', 'Sightseeing', 'City', 'Cultural']);
    expect(options('travel_type')).toHaveLength(4);
    expect(options('flight_booked')).toEqual(['Yes', 'No']);
  });

  it('asks name, email and mobile together on the contact step', () => {
    const contact = STEPS.find((s) => s.kind === 'contact')!;
    expect(stepFields(contact)).toEqual(['first_name', 'last_name', 'email', 'mobile']);
  });
});

describe('fieldError: what the traveller is told under a field', () => {
  it('wants a choice made', () => {
    expect(fieldError('country', '')).toBe(M.selectOption);
    expect(fieldError('country', 'wales')).toBe(M.selectOption);
    expect(fieldError('country', 'scotland')).toBeNull();
  });

  it('wants a whole, positive number of travellers and nights within bounds', () => {
    expect(fieldError('number_of_people', '')).toBe(M.enterNumber);
    expect(fieldError('number_of_people', 'two')).toBe(M.enterNumber);
    expect(fieldError('number_of_people', '0')).toBe(M.positiveNumber);
    expect(fieldError('number_of_people', '-3')).toBe(M.positiveNumber);
    expect(fieldError('number_of_people', '2.5')).toBe(M.wholeNumber);
    expect(fieldError('number_of_people', '101')).toBe(M.maxValue(100));
    expect(fieldError('number_of_people', ' 4 ')).toBeNull();
    expect(fieldError('number_of_night', '121')).toBe(M.maxValue(120));
    expect(fieldError('number_of_night', '7')).toBeNull();
  });

  it('wants a start date from today on, within three years', () => {
    expect(fieldError('start_date', '')).toBe(M.selectDate);
    expect(fieldError('start_date', 'next week')).toBe(M.selectDate);
    expect(fieldError('start_date', isoIn(-1))).toBe(M.pastDate);
    expect(fieldError('start_date', todayLocal())).toBeNull();
    expect(fieldError('start_date', isoIn(30))).toBeNull();
    expect(fieldError('start_date', isoIn(4 * 365))).toBe(M.farDate);
  });

  it('checks names, email and an optional phone number', () => {
    expect(fieldError('first_name', 'A')).toBe(M.firstName);
    expect(fieldError('first_name', 'Al')).toBeNull();
    expect(fieldError('last_name', ' ')).toBe(M.lastName);
    expect(fieldError('email', 'sarah@')).toBe(M.email);
    expect(fieldError('email', 'sarah@example.com')).toBeNull();
    expect(fieldError('mobile', '')).toBeNull();
    expect(fieldError('mobile', 'call me')).toBe(M.mobile);
    expect(fieldError('mobile', '+353 87 123 4567')).toBeNull();
  });

  it('takes anything, or nothing, as special requests', () => {
    expect(fieldError('special_requests', '')).toBeNull();
    expect(fieldError('special_requests', 'A quiet room, please')).toBeNull();
  });
});
