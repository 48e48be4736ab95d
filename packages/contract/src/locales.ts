// The languages travellers read TripTender in, and how one is chosen: from the path (/de/...; English
// keeps the paths without a prefix), else from the browser's Accept-Language, else English. The company
// and admin portals stay in English. Free of zod, so the public pages can read it in their first load.

export const LOCALES = ['en', 'de', 'fr', 'es', 'it'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

export const isLocale = (value: unknown): value is Locale =>
  typeof value === 'string' && (LOCALES as readonly string[]).includes(value);

/** Each language in its own words, as a language switcher lists them. */
export const LOCALE_NAMES: Record<Locale, string> = {
  en: 'English',
  de: 'Deutsch',
  fr: 'Français',
  es: 'Español',
  it: 'Italiano',
};

/** Each language in English, as the English portals name it ("Writes in German"). */
export const LANGUAGE_NAMES: Record<Locale, string> = {
  en: 'English',
  de: 'German',
  fr: 'French',
  es: 'Spanish',
  it: 'Italian',
};

/** What the English portals say of a request written in `locale`: "Writes in German". */
export const writesIn = (locale: Locale) => `Writes in ${LANGUAGE_NAMES[locale]}`;

/**
 * The locale an Accept-Language header asks for (RFC 9110 12.5.4): the supported language with the
 * highest weight, matched on its primary subtag (de-AT is German), the earlier of equal weights; English
 * when none is supported, the header is missing, or it cannot be read.
 */
export function negotiateLocale(header: string | null | undefined): Locale {
  if (!header) return DEFAULT_LOCALE;
  let best: { locale: Locale; q: number } | null = null;
  for (const part of header.slice(0, 1000).split(',')) {
    const [range = '', ...params] = part.trim().split(';');
    const primary = range.trim().toLowerCase().split('-')[0];
    if (!isLocale(primary)) continue;
    const weight = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const q = weight === undefined ? 1 : Number(weight.slice(2));
    if (!Number.isFinite(q) || q <= 0 || q > 1) continue;
    if (best === null || q > best.q) best = { locale: primary, q };
  }
  return best?.locale ?? DEFAULT_LOCALE;
}

/** The locale a path is in and the path without its prefix: /de/ireland is German /ireland. */
export function localeOfPath(pathname: string): { locale: Locale; path: string } {
  const match = /^\/([a-z]{2})(?=\/|$)(.*)$/.exec(pathname);
  if (match && isLocale(match[1]) && match[1] !== DEFAULT_LOCALE) {
    return { locale: match[1], path: match[2] || '/' };
  }
  return { locale: DEFAULT_LOCALE, path: pathname };
}

/** A path as a reader of `locale` opens it: English keeps it as it is, others get their prefix. */
export function pathInLocale(path: string, locale: Locale): string {
  const bare = localeOfPath(path).path;
  if (locale === DEFAULT_LOCALE) return bare;
  return bare === '/' ? `/${locale}` : `/${locale}${bare}`;
}
