import { describe, expect, it } from 'vitest';
import { passesSpendingLimit } from './purchases.ts';
import { SPENDING_MESSAGES, spendingLimitsForm } from './wallet.ts';

const form = (v: { no_limit?: boolean; monthly_limit?: string; low_balance?: string }) =>
  spendingLimitsForm.safeParse({ no_limit: false, monthly_limit: '', low_balance: '', ...v });

describe('the spending limits form', () => {
  it('reads whole dollars as cents, "No limit" and an empty alert as null', () => {
    expect(form({ monthly_limit: '$1,500', low_balance: ' 50 ' }).data).toEqual({
      monthly_spend_limit_cents: 150_000,
      low_balance_threshold_cents: 5_000,
    });
    expect(form({ monthly_limit: '750.00' }).data).toEqual({
      monthly_spend_limit_cents: 75_000,
      low_balance_threshold_cents: null,
    });
    // ticked, the limit field is ignored (disabled, it may even come without a value)
    expect(spendingLimitsForm.safeParse({ no_limit: true, low_balance: '' }).data).toEqual({
      monthly_spend_limit_cents: null,
      low_balance_threshold_cents: null,
    });
  });

  it('puts its message beside each field that is not whole dollars from $1 to $100,000', () => {
    for (const bad of ['', '0', '12.50', '-5', 'ten', '100001', '1e3']) {
      const issues = form({ monthly_limit: bad, low_balance: bad === '' ? 'x' : bad }).error?.issues;
      expect(issues?.map((i) => [i.path.join('.'), i.message])).toEqual([
        ['monthly_limit', SPENDING_MESSAGES.monthlyLimit],
        ['low_balance', SPENDING_MESSAGES.lowBalance],
      ]);
    }
  });
});

describe('passesSpendingLimit', () => {
  it('refuses only a purchase that would take the month past the limit; null is no limit', () => {
    const limits = (limit: number | null, spent: number) => ({
      monthly_spend_limit_cents: limit,
      spent_this_month_cents: spent,
    });
    expect(passesSpendingLimit(limits(5_000, 2_500), 2_500)).toBe(false);
    expect(passesSpendingLimit(limits(5_000, 2_501), 2_500)).toBe(true);
    expect(passesSpendingLimit(limits(null, 10_000_000), 2_500)).toBe(false);
  });
});
