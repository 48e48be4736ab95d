import { describe, expect, it } from 'vitest';
import { TEXT_MAX } from './constants.ts';
import { cleanText, cut, dropUnsafeChars, stripHtml } from './sanitize.ts';
import { isAppPath } from './paths.ts';

describe('cleanText', () => {
  it('strips tags, drops script content, trims and cuts to 4000 characters', () => {
    expect(stripHtml('<b>Cliffs</b> of <i>Moher</i>')).toBe('Cliffs of Moher');
    expect(cleanText('  <script>alert(1)</script>Hello <img src=x onerror=alert(1)> there  ')).toBe('Hello  there');
    expect(cleanText('<!-- hidden -->kept')).toBe('kept');
    expect(cleanText('a < b and c > d')).toBe('a < b and c > d');
    expect(cleanText('x'.repeat(5000))).toHaveLength(4000);
  });

  it('drops NUL and other control characters and mends lone surrogates (PostgreSQL refuses them)', () => {
    expect(cleanText('ab\u0000cd')).toBe('abcd');
    expect(cleanText('bell\u0007 tab\tline\nend')).toBe('bell tab\tline\nend');
    expect(cleanText('\ud800')).toBe('\ufffd');
    expect(cleanText('x\udfffy 😀')).toBe('x\ufffdy 😀');
    expect(dropUnsafeChars('<scr\u0000ipt>')).toBe('<script>');
    expect(cleanText('<scr\u0000ipt>alert(1)</script>kept')).toBe('kept');
    // a cut never leaves half a character behind
    expect(cut('a😀', 2)).toBe('a');
    expect(cleanText(`a${'😀'.repeat(3000)}`)).toHaveLength(3999);
  });

  it('strips markup that re-forms once a tag is removed', () => {
    expect(stripHtml('<<!-- x -->b>bold')).toBe('bold');
    expect(stripHtml('<<b>script>alert(1)<</b>/script>ok')).toBe('ok');
  });

  // The old patterns backtracked: "<a" x 64,000 took 21 s and 1 MB would take minutes. Now the input
  // is cut to a multiple of the limit before stripping, and stripping is one forward pass. The 5 s
  // bound is generous enough for a busy machine and is exceeded only by a quadratic algorithm.
  it('handles 1 MB of the worst case for the old patterns in linear time', () => {
    const worst = '<a'.repeat(500_000);
    const started = Date.now();
    // cut first: the 1 MB input costs what its first few kilobytes cost
    expect(cleanText(worst)).toBe(cleanText(worst.slice(0, TEXT_MAX * 4)));
    expect(cleanText(worst)).toBe('<a'.repeat(TEXT_MAX / 2));
    // and stripping itself is linear, even on the whole megabyte
    expect(stripHtml(worst)).toBe(worst);
    expect(stripHtml(`${'<script>'.repeat(125_000)}x`)).toBe('x');
    expect(stripHtml('<!--'.repeat(250_000))).toHaveLength(1_000_000);
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
