import { describe, expect, it } from 'vitest';
import { isoDate, optionalText, searchText, text } from './common.ts';

describe('the shared text schemas', () => {
  it('clean NUL, control characters and lone surrogates out of text, search terms and filters', () => {
    expect(text().parse('ab\u0000cd')).toBe('abcd');
    expect(optionalText().parse('\ud800 x')).toBe('\ufffd x');
    expect(optionalText().parse('\u0000 ')).toBeNull();
    expect(searchText(100).parse(' ab\u0000cd\u0007 ')).toBe('abcd');
    // nothing but NUL is nothing at all: a required field says so
    expect(text().safeParse('\u0000').success).toBe(false);
  });
});

describe('isoDate', () => {
  it('accepts 1900-01-01 to 9999-12-31, with one message for anything else', () => {
    const date = isoDate('Use a date like 2026-11-20.');
    for (const ok of ['1900-01-01', '2026-11-20', '9999-12-31']) expect(date.safeParse(ok).success, ok).toBe(true);
    for (const bad of ['0000-01-01', '1899-12-31', 'not a date', '2026-02-30']) {
      const issues = date.safeParse(bad).error?.issues.map((i) => i.message);
      expect(issues, bad).toEqual(['Use a date like 2026-11-20.']);
    }
  });
});
