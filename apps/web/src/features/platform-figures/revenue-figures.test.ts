import { describe, expect, it } from 'vitest';
import { nothingMoved, revenueSummary, type RevenueData, weekDate, weekLabel } from './revenue-figures.ts';

const zero = { top_ups_cents: 0, lead_sales_cents: 0, refunds_cents: 0, net_sales_cents: 0 };
const data: RevenueData = {
  weeks: [
    { week_start: '2025-11-17', ...zero },
    {
      week_start: '2025-11-24',
      top_ups_cents: 250_000,
      lead_sales_cents: 7_500,
      refunds_cents: 2_500,
      net_sales_cents: 5_000,
    },
  ],
  totals: { top_ups_cents: 250_000, lead_sales_cents: 7_500, refunds_cents: 2_500, net_sales_cents: 5_000 },
};

describe('the words of the revenue chart', () => {
  it('names weeks by their Monday, the British way', () => {
    expect(weekLabel('2025-11-17')).toBe('17 Nov');
    expect(weekDate('2025-11-17')).toBe('17 Nov 2025');
  });

  it('sums the range up in its text alternative', () => {
    expect(revenueSummary(data)).toBe(
      'Bar chart of money moved per week over 2 weeks from the week of 17 Nov 2025: top-ups $2,500.00, ' +
        'lead sales $75.00 and refunds $25.00 in all. The table of revenue by week gives the figures of each week.',
    );
  });

  it('is empty only when nothing moved in any week of the range', () => {
    expect(nothingMoved(data)).toBe(false);
    expect(nothingMoved({ weeks: [data.weeks[0]!], totals: zero })).toBe(true);
    // a week whose sales were all refunded still shows
    const refundedOnly = { week_start: '2025-11-17', ...zero, refunds_cents: 2_500, net_sales_cents: -2_500 };
    expect(nothingMoved({ weeks: [refundedOnly], totals: refundedOnly })).toBe(false);
  });
});
