import { describe, expect, it } from 'vitest';
import { TEXT_MAX } from './constants.ts';
import { cleanText, cut, dropUnsafeChars } from './sanitize.ts';
import { isAppPath } from './paths.ts';

describe('cleanText', () => {
  it('keeps text as written, angle brackets and markup included; trims and cuts to 4000 characters', () => {
    for (const written of [
      'a<b and c>d',
      '<script>alert(1)</script>',
      'Use <tag> literally',
      'budget <2000 and 3<4 nights',
      '<b>Cliffs</b> of <i>Moher</i>',
      '<img src=x onerror=alert(1)> & "quotes" \'too\'',
      '<!-- not hidden -->kept',
      'a < b and c > d',
      '<<b>script>alert(1)<</b>/script>ok',
    ])
      expect(cleanText(written), written).toBe(written);
    expect(cleanText('  <script>alert(1)</script>Hello there\n  ')).toBe('<script>alert(1)</script>Hello there');
    expect(cleanText('x'.repeat(5000))).toHaveLength(4000);
    expect(cleanText('<a'.repeat(3000))).toBe('<a'.repeat(2000));
  });

  it('drops NUL and other control characters and mends lone surrogates (PostgreSQL refuses them)', () => {
    expect(cleanText('ab\u0000cd')).toBe('abcd');
    expect(cleanText('bell\u0007 tab\tline\nend')).toBe('bell tab\tline\nend');
    expect(cleanText('\ud800')).toBe('\ufffd');
    expect(cleanText('x\udfffy 😀')).toBe('x\ufffdy 😀');
    expect(dropUnsafeChars('<scr\u0000ipt>')).toBe('<script>');
    expect(cleanText('<scr\u0000ipt>alert(1)</script>kept')).toBe('<script>alert(1)</script>kept');
    // a cut never leaves half a character behind
    expect(cut('a😀', 2)).toBe('a');
    expect(cleanText(`a${'😀'.repeat(3000)}`)).toHaveLength(3999);
  });

  it('fills the field when the text is padded with blanks or dropped characters', () => {
    expect(cleanText(`${' '.repeat(3000)}${'y'.repeat(5000)}`)).toBe('y'.repeat(4000));
    expect(cleanText('\u0000y'.repeat(5000))).toBe('y'.repeat(4000));
  });

  // The work is bounded by the field's limit: 1 MB costs what its first few kilobytes cost. The 5 s
  // bound is generous enough for a busy machine.
  it('cuts 1 MB to a multiple of the limit before reading it', () => {
    const worst = '<a'.repeat(500_000);
    const started = Date.now();
    expect(cleanText(worst)).toBe(cleanText(worst.slice(0, TEXT_MAX * 4)));
    expect(cleanText(worst)).toBe('<a'.repeat(TEXT_MAX / 2));
    expect(cleanText(`${'\u0000'.repeat(1_000_000)}x`)).toBe('');
    expect(Date.now() - started).toBeLessThan(5000);
  });
});

describe('isAppPath', () => {
  it('knows the pages of the app', () => {
    for (const p of [
      '/',
      '/ireland',
      '/thank-you-scotland',
      '/user',
      '/company/marketplace',
      '/admin/companies/A%20B/chat',
      '/login/',
      '/operators/12',
    ])
      expect(isAppPath(p), p).toBe(true);
    for (const p of [
      '/nope',
      '/users',
      '/ireland/extra',
      '/administrator',
      '/operators',
      '/operators/x',
      '/operators/1/a',
    ])
      expect(isAppPath(p), p).toBe(false);
  });
});
