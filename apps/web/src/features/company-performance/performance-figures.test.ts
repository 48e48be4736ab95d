import { describe, expect, it } from 'vitest';
import {
  declineRows,
  figureRows,
  formatMinutes,
  formatRate,
  type PerformanceData,
  spendSummary,
  weeksTable,
  winsSummary,
} from './performance-figures.ts';
import { responseMedianNote, responseRows } from './response-figures.ts';

const data: PerformanceData = {
  period: { from: '2026-11-02', to: '2026-11-15' },
  currency: 'USD',
  figures: {
    leads_bought: 4,
    spend_cents: 10_000,
    quotes_sent: 4,
    quotes_accepted: 1,
    quotes_declined: 2,
    win_rate: 0.25,
    spend_per_won_trip_cents: 10_000,
    median_minutes_to_first_quote: 240,
  },
  platform: {
    companies: 5,
    leads_bought: 2,
    spend_cents: 5000,
    quotes_sent: 1.5,
    quotes_accepted: 0,
    quotes_declined: 0,
    win_rate: 0.125,
    spend_per_won_trip_cents: 6250,
    median_minutes_to_first_quote: 95,
  },
  weeks: [
    { week_start: '2026-11-02', leads_bought: 3, spend_cents: 7500, quotes_sent: 3, wins: 1 },
    { week_start: '2026-11-09', leads_bought: 1, spend_cents: 2500, quotes_sent: 1, wins: 0 },
  ],
  decline_reasons: [
    { code: 'price', count: 1 },
    { code: null, count: 1 },
  ],
  response: {
    company: { quote: { median_minutes: 240, samples: 4 }, reply: { median_minutes: 45, samples: 2 } },
    platform: { quote: { median_minutes: 95, companies: 6 }, reply: { median_minutes: null, companies: 3 } },
  },
};

describe('formatRate and formatMinutes', () => {
  it('write shares as percentages and minutes as a short duration, a dash for none', () => {
    expect([formatRate(0.25), formatRate(0.125), formatRate(1), formatRate(0), formatRate(null)]).toEqual([
      '25%',
      '12.5%',
      '100%',
      '0%',
      '–',
    ]);
    expect([0, 45, 60, 95, 240, 1440, 1500, 3000, null].map(formatMinutes)).toEqual([
      '0 min',
      '45 min',
      '1 h',
      '1 h 35 min',
      '4 h',
      '1 day',
      '1 day 1 h',
      '2 days 2 h',
      '–',
    ]);
  });
});

describe('figureRows', () => {
  it("shows each figure in the wallet's currency beside the platform's median", () => {
    expect(figureRows(data).map((r) => [r.label, r.value, r.median])).toEqual([
      ['Leads bought', '4', '2'],
      ['Spent on leads', '$100', '$50'],
      ['Quotes sent', '4', '1.5'],
      ['Quotes accepted', '1', '0'],
      ['Win rate', '25%', '12.5%'],
      ['Spend per won trip', '$100', '$62.50'],
      ['Time to first quote', '4 h', '1 h 35 min'],
    ]);
    const euros = figureRows({ ...data, currency: 'EUR', platform: null });
    expect(euros[1]).toMatchObject({ value: '€100', median: null });
  });
});

describe('the charts and their table', () => {
  it('say the totals, and the table holds every week and the totals', () => {
    expect(spendSummary(data)).toBe(
      "Bar chart of money spent on leads per week over 2 weeks: $100 on 4 leads in all. The table of the weeks gives each week's figures.",
    );
    expect(winsSummary(data)).toContain('4 sent, 1 won (win rate 25%)');
    const table = weeksTable('t', data);
    expect(table.rows.map((r) => [r.head, ...r.cells])).toEqual([
      ['2 Nov 2026', '3', '$75', '3', '1'],
      ['9 Nov 2026', '1', '$25', '1', '0'],
    ]);
    expect(table.footer?.cells).toEqual(['4', '$100', '4', '1']);
  });

  it('labels decline reasons with their share', () => {
    expect(declineRows(data)).toEqual([
      { id: 'price', label: 'Price too high', count: 1, share: '50%' },
      { id: 'none', label: 'No reason given', count: 1, share: '50%' },
    ]);
  });
});

describe('responseRows: the last 90 days beside the platform, and what travellers read', () => {
  it('gives each median with its samples, the platform median and the phrase, or why none is shown', () => {
    expect(responseRows(data)).toEqual([
      {
        id: 'quote',
        label: 'Purchase to first quote',
        value: '4 h',
        samples: '4 purchases quoted',
        median: '1 h 35 min',
        travellers: 'Usually quotes within 4 hours',
      },
      {
        id: 'reply',
        label: "Traveller's message to your reply",
        value: '45 min',
        samples: '2 messages answered',
        median: '–',
        travellers: 'Nothing shown until 3 in the last 90 days',
      },
    ]);
    expect(responseMedianNote(data)).toMatch(/^Platform median: the middle of the companies' own medians/);
    const none = { median_minutes: null, companies: 2 };
    expect(
      responseMedianNote({ ...data, response: { ...data.response, platform: { quote: none, reply: none } } }),
    ).toBe("The platform's medians are shown when at least 5 companies have 3 or more in the last 90 days.");
  });
});
