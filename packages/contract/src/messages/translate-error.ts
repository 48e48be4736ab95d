// An API error message in the reader's language. The API's schemas and services write English (the
// contract's constants, shared with the web); the error body is translated on its way out
// (apps/api/src/plugins/localized-errors.ts) by finding the English among the errors namespace's
// texts, with its values when it has any. A message that is not there is left in English.
import type { Locale } from '../locales.ts';
import { errors as de } from './de/errors.ts';
import { ERRORS_EN, type ErrorKey, type ErrorMessages } from './errors.ts';
import { errors as es } from './es/errors.ts';
import { errors as fr } from './fr/errors.ts';
import { errors as it } from './it/errors.ts';

export const ERROR_CATALOGUES: Record<Exclude<Locale, 'en'>, ErrorMessages> = { de, fr, es, it };

const PLACEHOLDER = /\{(\d)\}/g;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const exact = new Map<string, ErrorKey>();
const patterns: [RegExp, ErrorKey][] = [];
for (const [key, text] of Object.entries(ERRORS_EN) as [ErrorKey, string][]) {
  if (/\{\d\}/.test(text)) patterns.push([new RegExp(`^${escape(text).replace(/\\\{(\d)\\\}/g, '(.+?)')}$`), key]);
  else if (!exact.has(text)) exact.set(text, key);
}

/** `message` (English, as the API wrote it) in `locale`; unchanged when it is not a known message. */
export function translateError(message: string, locale: Locale): string {
  if (locale === 'en') return message;
  const catalogue = ERROR_CATALOGUES[locale];
  const key = exact.get(message);
  if (key) return catalogue[key];
  for (const [pattern, patternKey] of patterns) {
    const values = pattern.exec(message);
    if (values) return catalogue[patternKey].replace(PLACEHOLDER, (_, i: string) => values[Number(i) + 1] ?? '');
  }
  return message;
}
