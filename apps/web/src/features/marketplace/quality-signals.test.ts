import { describe, expect, it } from 'vitest';
import type { OpenLead } from '@triptender/contract/marketplace';
import { qualitySignals } from './quality-signals.ts';

const quality: OpenLead['quality'] = {
  email_confirmed: true,
  phone_given: false,
  dates_firm: false,
  flights_booked: true,
  budget: { stated: false, estimated_band: 'medium' },
  detail: 'detailed',
  detail_words: 33,
  posted_at: '2027-01-02T10:00:00.000Z',
  buyers: 1,
  quoted: 0,
};

describe('qualitySignals', () => {
  it('says each signal in words, so it reads without colour or icon', () => {
    expect(qualitySignals(quality).map((s) => [s.text, s.tone])).toEqual([
      ['Email confirmed', 'yes'],
      ['No phone given', 'no'],
      ['Dates not firm', 'no'],
      ['Flights booked', 'yes'],
      ['Budget not stated (estimated $2,000 - $5,000)', 'info'],
      ['Detailed request (33 words)', 'yes'],
      ['Bought by 1 company', 'info'],
      ['No quotes yet', 'info'],
    ]);
  });

  it('names a brief request, none, and several buyers and quotes', () => {
    const texts = (q: Partial<OpenLead['quality']>) => qualitySignals({ ...quality, ...q }).map((s) => s.text);
    expect(texts({ detail: 'brief', detail_words: 1 })).toContain('Brief request (1 word)');
    expect(texts({ budget: { stated: false, estimated_band: 'low' } })).toContain(
      'Budget not stated (estimated under $2,000)',
    );
    expect(texts({ detail: 'none', detail_words: 0 })).toContain('No details given');
    expect(texts({ buyers: 0, quoted: 2 })).toEqual(
      expect.arrayContaining(['Not bought yet', 'Quoted by 2 companies']),
    );
    expect(texts({ email_confirmed: false, phone_given: true, dates_firm: true, flights_booked: false })).toEqual(
      expect.arrayContaining(['Email not confirmed', 'Phone given', 'Dates firm', 'No flights booked']),
    );
  });
});
