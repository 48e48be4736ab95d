import { describe, expect, it } from 'vitest';
import { centsToInput, formatCents, formatMoney, formatPricePerPerson, pricePerPersonCents } from './money.ts';
import { dollarAmount, WALLET_AMOUNT_BOUNDS, WALLET_MESSAGES } from './wallet.ts';

describe('formatMoney', () => {
  it('shows whole amounts without cents and other amounts with two decimals', () => {
    expect(formatMoney(2500)).toBe('$25');
    expect(formatMoney(125_050)).toBe('$1,250.50');
    expect(formatMoney(9995, 'GBP')).toBe('£99.95');
    expect(formatMoney(184_000, 'EUR')).toBe('€1,840');
    expect(formatMoney(5)).toBe('$0.05');
  });

  it('keeps the cents of wallet amounts, and their sign', () => {
    expect(formatCents(123_450)).toBe('$1,234.50');
    expect(formatCents(2500)).toBe('$25.00');
    expect(formatCents(-2500)).toBe('-$25.00');
    expect(formatCents(0)).toBe('$0.00');
  });
});

describe('price per person', () => {
  it('divides the total by the travellers, to the cent, in the quote currency', () => {
    expect(formatPricePerPerson(500_000, 4)).toBe('$1,250 per person');
    expect(formatPricePerPerson(100_000, 3, 'EUR')).toBe('€333.33 per person');
    expect(formatPricePerPerson(99_995, 1, 'GBP')).toBe('£999.95 per person');
    expect(pricePerPersonCents(100_001, 2)).toBe(50_001);
  });

  it('never divides by zero', () => {
    expect(pricePerPersonCents(1000, 0)).toBe(1000);
  });
});

describe('dollar fields', () => {
  const amount = dollarAmount({ ...WALLET_AMOUNT_BOUNDS, message: WALLET_MESSAGES.amount });

  it('reads back what centsToInput writes', () => {
    for (const cents of [100, 2500, 4950, 10_000_000]) {
      expect(amount.parse(centsToInput(cents))).toBe(cents);
    }
    expect(centsToInput(2500)).toBe('25.00');
  });

  it('takes a typed amount with a dollar sign or commas, and refuses the rest', () => {
    expect(amount.parse('$1,250.5')).toBe(125_050);
    expect(amount.safeParse('12.345').error?.issues[0]?.message).toBe(WALLET_MESSAGES.amount);
    expect(amount.safeParse('0.99').success).toBe(false);
    expect(amount.safeParse('100000.01').success).toBe(false);
  });
});
