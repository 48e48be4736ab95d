// PATCH /v1/me: a user changes the name and mobile they are known by, a traveller their language; a traveller's requests still
// open or awaiting confirmation follow, closed ones keep what they were made with.
import { ACCOUNT_MESSAGES } from '@triptender/contract/account';
import { LEAD_FORM_MESSAGES } from '@triptender/contract/leads';
import { PHONE_MESSAGE } from '@triptender/contract/phone';
import { type As, describe, expect, expectFieldErrors, it } from '../../../test/harness.ts';

const patch = (as: As, token: string | null, payload: Record<string, unknown>) => as(token).patch('/v1/me', payload);

describe('PATCH /v1/me', () => {
  it("saves a traveller's name and mobile (in E.164), on their open and waiting requests too", async ({ as, fx }) => {
    const traveller = await fx.traveller();
    const open = await fx.lead(traveller.user.id);
    const waiting = await fx.lead(traveller.user.id, { status: 'pending' });
    const closed = await fx.lead(traveller.user.id, { status: 'archived' });
    const res = await patch(as, traveller.token, {
      first_name: ' Maeve ',
      last_name: 'Ní Bhriain',
      mobile: '085 123 4567',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().user).toMatchObject({ first_name: 'Maeve', last_name: 'Ní Bhriain', mobile: '+353851234567' });
    const me = await as(traveller).get('/v1/me');
    expect(me.json().user).toMatchObject({ first_name: 'Maeve', mobile: '+353851234567' });
    for (const lead of [open, waiting]) {
      expect(await fx.leadRow(lead.id)).toMatchObject({
        first_name: 'Maeve',
        last_name: 'Ní Bhriain',
        mobile: '+353851234567',
      });
    }
    expect((await fx.leadRow(closed.id)).first_name).toBe(closed.first_name);

    // a UK mobile without its country code, then none at all
    expect(
      (await patch(as, traveller.token, { first_name: 'Maeve', last_name: 'Quinn', mobile: '07911 123456' })).json()
        .user.mobile,
    ).toBe('+447911123456');
    expect(
      (await patch(as, traveller.token, { first_name: 'Maeve', last_name: 'Quinn', mobile: '' })).json().user.mobile,
    ).toBeNull();
  });

  it('answers 422 per field and 401 without a session; changes no one else', async ({ as, fx }) => {
    const traveller = await fx.traveller();
    const other = await fx.traveller();
    const bad = await patch(as, traveller.token, { first_name: 'M', last_name: '', mobile: 'call me' });
    expectFieldErrors(bad, {
      first_name: [LEAD_FORM_MESSAGES.firstName],
      last_name: [LEAD_FORM_MESSAGES.lastName],
      mobile: [PHONE_MESSAGE],
    });
    expect((await patch(as, null, { first_name: 'Someone', last_name: 'Else' })).statusCode).toBe(401);
    // a company member changes only their own name
    const member = await fx.companyUser();
    const saved = await patch(as, member.token, { first_name: 'Siobhán', last_name: 'Walsh' });
    expect(saved.json().user).toMatchObject({ id: member.user.id, first_name: 'Siobhán', mobile: null });
    const untouched = await as(other).get('/v1/me');
    expect(untouched.json().user.first_name).toBe(other.user.first_name);
  });

  it('saves a language alone, keeping the name and mobile; refuses one not offered, and names left out', async ({
    as,
    fx,
  }) => {
    const traveller = await fx.traveller();
    await patch(as, traveller.token, { first_name: 'Maeve', last_name: 'Quinn', mobile: '+353 85 123 4567' });
    const res = await patch(as, traveller.token, { locale: 'de' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().user).toMatchObject({
      first_name: 'Maeve',
      last_name: 'Quinn',
      mobile: '+353851234567',
      locale: 'de',
    });
    expect((await as(traveller).get('/v1/me')).json().user.locale).toBe('de');
    // name and language together; the language kept when only the name changes
    const both = await patch(as, traveller.token, { first_name: 'Maeve', last_name: 'Kelly', locale: 'it' });
    expect(both.json().user).toMatchObject({ last_name: 'Kelly', mobile: null, locale: 'it' });
    const named = await patch(as, traveller.token, { first_name: 'Maeve', last_name: 'Quinn' });
    expect(named.json().user.locale).toBe('it');

    // the errors are in the traveller's language now (plugins/localized-errors.ts)
    expectFieldErrors(await patch(as, traveller.token, { locale: 'pt' }), {
      locale: ['Scegli una delle lingue disponibili.'],
    });
    expect((await patch(as, traveller.token, { locale: 'en' })).json().user.locale).toBe('en');
    expectFieldErrors(await patch(as, traveller.token, { locale: 'pt' }), { locale: [ACCOUNT_MESSAGES.locale] });
    expectFieldErrors(await patch(as, traveller.token, {}), {
      first_name: [LEAD_FORM_MESSAGES.firstName],
      last_name: [LEAD_FORM_MESSAGES.lastName],
    });
    expectFieldErrors(await patch(as, traveller.token, { mobile: '+353 85 123 4567', locale: 'fr' }), {
      first_name: [LEAD_FORM_MESSAGES.firstName],
      last_name: [LEAD_FORM_MESSAGES.lastName],
    });
  });
});
