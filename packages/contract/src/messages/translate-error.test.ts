import { describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '../account.ts';
import { AUTH_MESSAGES } from '../auth.ts';
import { MESSAGES } from '../constants.ts';
import { LEAD_FORM_MESSAGES } from '../leads.ts';
import { LOCALES } from '../locales.ts';
import { ERRORS_EN } from './errors.ts';
import { ERROR_CATALOGUES, translateError } from './translate-error.ts';

const placeholders = (text: string) => [...text.matchAll(/\{(\d)\}/g)].map((m) => m[0]).sort();

describe('the errors namespace', () => {
  it('has every key, and no other, in every locale, each with the English placeholders', () => {
    const keys = Object.keys(ERRORS_EN).sort();
    for (const [locale, catalogue] of Object.entries(ERROR_CATALOGUES)) {
      expect(Object.keys(catalogue).sort(), locale).toEqual(keys);
      for (const key of keys) {
        const text = catalogue[key as keyof typeof catalogue];
        expect(text.trim(), `${locale} ${key}`).not.toBe('');
        expect(placeholders(text), `${locale} ${key}`).toEqual(placeholders(ERRORS_EN[key as keyof typeof ERRORS_EN]));
      }
    }
  });

  it('holds the English the API writes, so no message is left out', () => {
    expect(Object.keys(ERRORS_EN)).toHaveLength(
      Object.keys(MESSAGES).length +
        Object.keys(LEAD_FORM_MESSAGES).length +
        Object.keys(ACCOUNT_MESSAGES).length +
        Object.keys(AUTH_MESSAGES).length,
    );
    expect(ERRORS_EN['leadForm.minValue']).toBe('Minimum value is {0}');
  });

  it('gives no two keys the same translation where their English differs', () => {
    for (const [locale, catalogue] of Object.entries(ERROR_CATALOGUES)) {
      const seen = new Map<string, string>();
      for (const [key, text] of Object.entries(catalogue)) {
        const english = ERRORS_EN[key as keyof typeof ERRORS_EN];
        if (seen.has(text)) expect(seen.get(text), `${locale} ${key}`).toBe(english);
        seen.set(text, english);
      }
    }
  });
});

describe('translateError', () => {
  it('finds a message and its values in English and writes them in the locale', () => {
    expect(translateError(LEAD_FORM_MESSAGES.required, 'de')).toBe('Dieses Feld ist erforderlich');
    expect(translateError(LEAD_FORM_MESSAGES.minValue(2), 'fr')).toBe('La valeur minimale est 2');
    expect(translateError(LEAD_FORM_MESSAGES.maxValue(120), 'it')).toBe('Il valore massimo è 120');
    expect(translateError(MESSAGES.invalidCredentials, 'es')).toBe(
      'Estas credenciales no coinciden con nuestros registros.',
    );
  });

  it('leaves English, and a message it does not know, as they are', () => {
    for (const locale of LOCALES) expect(translateError('Some other message.', locale)).toBe('Some other message.');
    expect(translateError(LEAD_FORM_MESSAGES.required, 'en')).toBe(LEAD_FORM_MESSAGES.required);
  });
});
