import { describe, expect, it } from 'vitest';
import { cleanText, stripHtml } from './sanitize.ts';
import { isAppPath } from './paths.ts';

describe('cleanText', () => {
  it('strips tags, drops script content, trims and cuts to 4000 characters', () => {
    expect(stripHtml('<b>Cliffs</b> of <i>Moher</i>')).toBe('Cliffs of Moher');
    expect(cleanText('  <script>alert(1)</script>Hello <img src=x onerror=alert(1)> there  ')).toBe('Hello  there');
    expect(cleanText('<!-- hidden -->kept')).toBe('kept');
    expect(cleanText('a < b and c > d')).toBe('a < b and c > d');
    expect(cleanText('x'.repeat(5000))).toHaveLength(4000);
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
    ])
      expect(isAppPath(p), p).toBe(true);
    for (const p of ['/nope', '/users', '/ireland/extra', '/administrator']) expect(isAppPath(p), p).toBe(false);
  });
});
