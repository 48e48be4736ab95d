import { describe, expect, it } from 'vitest';
import {
  checkoutAmountMessage,
  checkoutMinCents,
  isCheckoutAmount,
  parseCheckoutDollars,
  REFUND_MESSAGES,
} from './payments.ts';
import { platformSettingsForm, SETTINGS_MESSAGES } from './settings.ts';

describe('card top-up amounts', () => {
  it('start at the request price, rounded up to whole dollars, and never under $1', () => {
    expect(checkoutMinCents(2500)).toBe(2500);
    expect(checkoutMinCents(3050)).toBe(3100);
    expect(checkoutMinCents(50)).toBe(100);
    expect(checkoutAmountMessage(3100)).toBe('Choose a whole-dollar amount from $31 to $10,000.');
  });

  it('are whole dollars up to $10,000', () => {
    expect(isCheckoutAmount(2500, 2500)).toBe(true);
    expect(isCheckoutAmount(1_000_000, 2500)).toBe(true);
    expect(isCheckoutAmount(2400, 2500)).toBe(false);
    expect(isCheckoutAmount(10_050, 2500)).toBe(false);
    expect(isCheckoutAmount(1_000_100, 2500)).toBe(false);
  });

  it('read what a user types in dollars', () => {
    expect(parseCheckoutDollars('250', 2500)).toBe(25_000);
    expect(parseCheckoutDollars(' $1,000 ', 2500)).toBe(100_000);
    expect(parseCheckoutDollars('300.00', 2500)).toBe(30_000);
    expect(parseCheckoutDollars('12.50', 100)).toBeUndefined();
    expect(parseCheckoutDollars('20', 2500)).toBeUndefined();
    expect(parseCheckoutDollars('10001', 2500)).toBeUndefined();
    expect(parseCheckoutDollars('', 2500)).toBeUndefined();
    expect(parseCheckoutDollars('-50', 2500)).toBeUndefined();
  });
});

describe('a refused refund', () => {
  it('names what the wallet holds and what was spent, in dollars and cents', () => {
    expect(REFUND_MESSAGES.spent(7500, 2500)).toBe(
      'This top-up cannot be refunded: the wallet holds $75.00 and $25.00 of this top-up has been spent.',
    );
  });
});

describe('the settings form', () => {
  const form = {
    request_price: '25',
    buyer_cap: '5',
    welcome_credit: '0',
    top_up_pack_1: '100',
    top_up_pack_2: '250',
    top_up_pack_3: '500',
    quote_deadline_hours: '48',
    session_idle_days: '14',
    session_absolute_days: '90',
    sent_email_retention_days: '30',
    unconfirmed_mail_per_hour: '200',
    auto_buy_max_slots: '2',
  };

  it('takes whole-dollar packs from the request price to $10,000', () => {
    expect(platformSettingsForm.parse(form)).toMatchObject({
      top_up_pack_1: 10_000,
      top_up_pack_2: 25_000,
      top_up_pack_3: 50_000,
    });
    const bad = platformSettingsForm.safeParse({
      ...form,
      top_up_pack_1: '20',
      top_up_pack_2: '99.50',
      top_up_pack_3: '20000',
    });
    expect(bad.success).toBe(false);
    const byField = Object.fromEntries(bad.error!.issues.map((i) => [i.path[0], i.message]));
    expect(byField).toEqual({
      top_up_pack_1: SETTINGS_MESSAGES.topUpPackBelowPrice,
      top_up_pack_2: SETTINGS_MESSAGES.topUpPack,
      top_up_pack_3: SETTINGS_MESSAGES.topUpPack,
    });
  });
});
