// Error answers in the reader's language, through HTTP: the same fields and codes, the messages in
// the language of Accept-Language for travellers and visitors, English for companies and the admin.
import { MESSAGES } from '@triptender/contract/constants';
import { LEAD_FORM_MESSAGES as M } from '@triptender/contract/leads';
import { ERROR_CATALOGUES, translateError } from '@triptender/contract/messages/translate-error';
import { describe, expect, it, newClientAddress } from '../../test/harness.ts';
import { INVALID_TRIP_REQUEST } from '../../test/marketplace.ts';

describe('error messages in the reader’s language', () => {
  it('answers a trip request’s field errors in each language asked for, the fields unchanged', async ({ as }) => {
    const post = (language?: string) =>
      as(null).post('/v1/leads', INVALID_TRIP_REQUEST, {
        remoteAddress: newClientAddress(),
        headers: language ? { 'accept-language': language } : {},
      });
    const english = await post();
    expect(english.statusCode).toBe(422);
    expect(english.headers['content-language']).toBeUndefined();
    const fields = english.json().data as Record<string, string[]>;
    expect(fields.number_of_night).toEqual([M.minValue(1)]);

    for (const [language, locale] of [
      ['de-DE,de;q=0.9,en;q=0.8', 'de'],
      ['fr-FR', 'fr'],
      ['es-ES,es;q=0.9', 'es'],
      ['it', 'it'],
    ] as const) {
      const res = await post(language);
      expect(res.statusCode, language).toBe(422);
      expect(res.headers['content-language']).toBe(locale);
      expect(res.headers.vary).toContain('Accept-Language');
      const body = res.json() as { message: string; data: Record<string, string[]> };
      expect(Object.keys(body.data).sort()).toEqual(Object.keys(fields).sort());
      for (const [field, messages] of Object.entries(fields)) {
        const translated = messages.map((m) => translateError(m, locale));
        expect(body.data[field], `${locale} ${field}`).toEqual(translated);
        expect(translated, `${locale} ${field}`).not.toEqual(messages);
      }
      expect(body.message).toBe(body.data[Object.keys(body.data)[0]!]![0]);
    }
    const german = (await post('de')).json().data as Record<string, string[]>;
    expect(german.number_of_night).toEqual(['Der Mindestwert ist 1']);
    expect(german.first_name).toEqual([ERROR_CATALOGUES.de['leadForm.firstName']]);
  });

  it('keeps English for a language it does not have, and for English', async ({ as }) => {
    for (const language of ['ja-JP', 'en-GB,de;q=0.5', '*']) {
      const res = await as(null).post(
        '/v1/auth',
        { email: 'nobody@example.test', password: 'wrong-password' },
        {
          remoteAddress: newClientAddress(),
          headers: { 'accept-language': language },
        },
      );
      expect(res.statusCode, language).toBe(422);
      expect(res.json().message, language).toBe(MESSAGES.invalidCredentials);
    }
  });

  it('answers a wrong login in the visitor’s language', async ({ as }) => {
    const res = await as(null).post(
      '/v1/auth',
      { email: 'nobody@example.test', password: 'wrong-password' },
      {
        remoteAddress: newClientAddress(),
        headers: { 'accept-language': 'es' },
      },
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('Estas credenciales no coinciden con nuestros registros.');
    const empty = await as(null).post(
      '/v1/auth',
      {},
      {
        remoteAddress: newClientAddress(),
        headers: { 'accept-language': 'fr-CH' },
      },
    );
    expect(empty.json().data).toEqual({
      email: ['Le champ e-mail est obligatoire.'],
      password: ['Le champ mot de passe est obligatoire.'],
    });
  });

  it('writes to a traveller in their language, and to a company’s members in English', async ({ as, fx }) => {
    const traveller = await fx.traveller();
    const manager = await fx.companyUser();
    const headers = { 'accept-language': 'fr' };
    const asTraveller = await as(traveller).post('/v1/client/request', INVALID_TRIP_REQUEST, {
      remoteAddress: newClientAddress(),
      headers,
    });
    expect(asTraveller.statusCode).toBe(422);
    expect(asTraveller.json().data.number_of_night).toEqual(['La valeur minimale est 1']);

    const asManager = await as(manager).post('/v1/client/request', INVALID_TRIP_REQUEST, {
      remoteAddress: newClientAddress(),
      headers,
    });
    expect(asManager.statusCode).toBe(422);
    expect(asManager.json().data.number_of_night).toEqual([M.minValue(1)]);
    expect(asManager.headers['content-language']).toBeUndefined();
    const forbidden = await as(manager).get('/v1/client/bids/1', { headers });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().message).toBe(MESSAGES.forbidden);
  });

  it('follows the language a traveller saved over the one their browser asks for', async ({ as, fx }) => {
    const traveller = await fx.traveller();
    const post = () =>
      as(traveller).post('/v1/client/request', INVALID_TRIP_REQUEST, {
        remoteAddress: newClientAddress(),
        headers: { 'accept-language': 'fr' },
      });
    expect((await post()).json().data.number_of_night).toEqual(['La valeur minimale est 1']);
    expect((await as(traveller).patch('/v1/me', { locale: 'de' })).statusCode).toBe(200);
    expect((await post()).json().data.number_of_night).toEqual(['Der Mindestwert ist 1']);
    expect((await as(traveller).patch('/v1/me', { locale: 'en' })).statusCode).toBe(200);
    expect((await post()).json().data.number_of_night).toEqual([M.minValue(1)]);
  });
});
