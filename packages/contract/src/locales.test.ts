import { describe, expect, it } from 'vitest';
import { LANGUAGE_NAMES, LOCALE_NAMES, LOCALES, localeOfPath, negotiateLocale, pathInLocale } from './locales.ts';

describe('negotiateLocale', () => {
  it.each([
    ['de-DE,de;q=0.9,en;q=0.8', 'de'],
    ['fr-CA', 'fr'],
    ['en-GB,en;q=0.9', 'en'],
    ['pt-BR,es;q=0.7,it;q=0.9', 'it'],
    ['es;q=0.5,fr;q=0.5', 'es'],
    ['ja,zh;q=0.9', 'en'],
    ['IT', 'it'],
    ['de;q=0,fr;q=0.1', 'fr'],
    ['de;q=abc, es', 'es'],
    ['*', 'en'],
    ['', 'en'],
  ])('%j asks for %s', (header, locale) => {
    expect(negotiateLocale(header)).toBe(locale);
  });

  it('is English without a header', () => {
    expect(negotiateLocale(undefined)).toBe('en');
    expect(negotiateLocale(null)).toBe('en');
  });
});

describe('locale paths', () => {
  it.each([
    ['/de/ireland', 'de', '/ireland'],
    ['/fr', 'fr', '/'],
    ['/it/', 'it', '/'],
    ['/ireland', 'en', '/ireland'],
    ['/en/ireland', 'en', '/en/ireland'],
    ['/dealers', 'en', '/dealers'],
    ['/', 'en', '/'],
  ])('%s is %s %s', (pathname, locale, path) => {
    expect(localeOfPath(pathname)).toEqual({ locale, path });
  });

  it('prefixes every language but English, and moves a path from one to another', () => {
    expect(pathInLocale('/scotland', 'es')).toBe('/es/scotland');
    expect(pathInLocale('/', 'de')).toBe('/de');
    expect(pathInLocale('/de/scotland', 'fr')).toBe('/fr/scotland');
    expect(pathInLocale('/de/scotland', 'en')).toBe('/scotland');
    expect(pathInLocale('/de', 'en')).toBe('/');
  });

  it('names every locale in its own words and in English', () => {
    for (const locale of LOCALES) {
      expect(LOCALE_NAMES[locale]).toMatch(/^\p{Lu}/u);
      expect(LANGUAGE_NAMES[locale]).toMatch(/^[A-Z][a-z]+$/);
    }
  });
});
