import { describe, expect, it } from 'vitest';
import { csvField, csvRecords, textCell } from './csv.ts';

describe('textCell', () => {
  it('prefixes text a spreadsheet would run as a formula with an apostrophe', () => {
    for (const formula of ['=1+1', '+1', '-1', '@SUM(A1)', '\t=1', '\r=1'])
      expect(textCell(formula), JSON.stringify(formula)).toBe(`'${formula}`);
  });

  it('keeps any other text as written, angle brackets included', () => {
    for (const text of ['a<b and c>d', '<script>alert(1)</script>', 'budget <2000', '1-2 nights', 'x=1', ''])
      expect(textCell(text)).toBe(text);
    expect(textCell(null)).toBe('');
  });
});

describe('csvRecords', () => {
  it('quotes a field with a comma, a quote or a line break, and ends each record with CRLF', () => {
    expect(csvField('<b>plain</b>')).toBe('<b>plain</b>');
    expect(csvRecords([['a,b', 'say "hi"', 'line\nbreak', textCell('=cmd')]])).toBe(
      `"a,b","say ""hi""","line\nbreak",'=cmd\r\n`,
    );
  });
});
