import { describe, expect, it } from 'vitest';
import { todayIso } from './dates.ts';
import { billingDetailsBody, RECEIPT_MESSAGES, statementQuery } from './receipts.ts';

const messages = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  r.error?.issues.map((i) => [i.path.join('.'), i.message]) ?? [];

describe('statementQuery', () => {
  it('is the current month so far when the days are left out or blank', () => {
    const today = todayIso();
    const month = { from: `${today.slice(0, 8)}01`, to: today };
    expect(statementQuery.parse({})).toEqual(month);
    expect(statementQuery.parse({ from: '', to: '' })).toEqual(month);
    expect(statementQuery.parse({ to: today })).toEqual(month);
  });

  it('takes a range of up to 366 days, both included, start first', () => {
    expect(statementQuery.parse({ from: '2024-01-01', to: '2024-12-31' })).toEqual({
      from: '2024-01-01',
      to: '2024-12-31',
    });
    expect(statementQuery.parse({ from: '2026-05-01', to: '2026-05-01' })).toEqual({
      from: '2026-05-01',
      to: '2026-05-01',
    });
    expect(messages(statementQuery.safeParse({ from: '2026-05-02', to: '2026-05-01' }))).toEqual([
      ['to', RECEIPT_MESSAGES.dateOrder],
    ]);
    expect(messages(statementQuery.safeParse({ from: '2025-01-01', to: '2026-01-02' }))).toEqual([
      ['to', RECEIPT_MESSAGES.dateRange],
    ]);
    expect(messages(statementQuery.safeParse({ from: '2026-02-30', to: '2026-03-01' }))).toEqual([
      ['from', RECEIPT_MESSAGES.date],
    ]);
  });
});

describe('billingDetailsBody', () => {
  it('cleans the text, turns blanks into null and refuses what is too long rather than cutting it', () => {
    expect(
      billingDetailsBody.parse({
        legal_name: ' <Glen> Tours Ltd\u0000 ',
        address: '  ',
        country: null,
        vat_number: 'GB 123 4567 89',
      }),
    ).toEqual({ legal_name: '<Glen> Tours Ltd', address: null, country: null, vat_number: 'GB 123 4567 89' });
    expect(messages(billingDetailsBody.safeParse({ legal_name: 'x'.repeat(201) }))).toEqual([
      ['legal_name', RECEIPT_MESSAGES.legalName],
    ]);
  });
});
