import { describe, expect, it } from 'vitest';
import { convertCents, countryCurrency, rateTable } from './currency.ts';
import { formatApprox, formatMoney, pricePerPersonPerNightCents } from './money.ts';

const rates = rateTable([
  { currency: 'USD', per_usd: 1 },
  { currency: 'EUR', per_usd: 0.86 },
  { currency: 'GBP', per_usd: 0.76 },
]);

describe('convertCents', () => {
  it("converts with the admin's rates through the dollar, to the cent", () => {
    expect(convertCents(300_000, 'USD', 'EUR', rates)).toBe(258_000);
    expect(convertCents(258_000, 'EUR', 'USD', rates)).toBe(300_000);
    // 230,000 x 0.86 / 0.76 = 260,263.157...
    expect(convertCents(230_000, 'GBP', 'EUR', rates)).toBe(260_263);
    expect(convertCents(12_345, 'EUR', 'EUR', rates)).toBe(12_345);
  });

  it('rounds halves away from zero, not by the float error of the product', () => {
    const half = rateTable([
      { currency: 'USD', per_usd: 1 },
      { currency: 'EUR', per_usd: 0.5 },
      { currency: 'GBP', per_usd: 0.29 },
    ]);
    expect(convertCents(1, 'USD', 'EUR', half)).toBe(1); // 0.5 -> 1
    expect(convertCents(3, 'USD', 'EUR', half)).toBe(2); // 1.5 -> 2
    expect(convertCents(-3, 'USD', 'EUR', half)).toBe(-2);
    // 100 x 0.29 is 28.999999999999996 in floating point: it is 29 cents
    expect(convertCents(100, 'USD', 'GBP', half)).toBe(29);
    expect(convertCents(50, 'USD', 'GBP', half)).toBe(15); // 14.5 -> 15
  });

  it('picks the currency of a trip country: euros for Ireland, pounds for Scotland and the UK', () => {
    expect(countryCurrency('ireland')).toBe('EUR');
    expect(countryCurrency('scotland')).toBe('GBP');
    expect(countryCurrency('uk')).toBe('GBP');
  });
});

describe('amounts as shown', () => {
  it('formats every currency with its own symbol, never a dollar sign glued to a number', () => {
    expect(formatMoney(184_000, 'EUR')).toBe('€1,840');
    expect(formatMoney(315_000, 'GBP')).toBe('£3,150');
    expect(formatMoney(359_000, 'USD')).toBe('$3,590');
    expect(formatMoney(184_050, 'EUR', { whole: true })).toBe('€1,841');
    expect(formatApprox(452_326, 'USD')).toBe('≈ $4,523');
    expect(formatApprox(260_263, 'EUR')).toBe('≈ €2,603');
  });

  it('shares a total per person per night, to the cent', () => {
    // €4,200 for 3 people and 7 nights
    expect(pricePerPersonPerNightCents(420_000, 3, 7)).toBe(20_000);
    expect(pricePerPersonPerNightCents(100_000, 3, 7)).toBe(4762);
    expect(pricePerPersonPerNightCents(1000, 0, 0)).toBe(1000);
  });
});
