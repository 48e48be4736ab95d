// The language a trip request is written in, kept with it: the body's `locale`, else for a traveller
// the one they saved, else the request's Accept-Language, else English.
import { eq } from 'drizzle-orm';
import { LEAD_FORM_MESSAGES as M } from '@triptender/contract/leads';
import { leads } from '../../db/schema.ts';
import { guestRequest } from '../../../test/fixtures.ts';
import { describe, expect, expectFieldErrors, it, newClientAddress } from '../../../test/harness.ts';
import { travellerRequest } from '../../../test/marketplace.ts';

describe('the language of a trip request', () => {
  it("keeps a guest's language: the one sent, else the browser's, else English", async ({ as, fx, db, outbox }) => {
    const post = (body: object, language?: string) =>
      as(null).post('/v1/leads', body, {
        remoteAddress: newClientAddress(),
        headers: language ? { 'accept-language': language } : {},
      });
    const cases = [
      [{}, 'de-AT,de;q=0.9', 'de'],
      [{ locale: 'it' }, 'fr-FR', 'it'],
      [{}, 'ja', 'en'],
      [{}, undefined, 'en'],
    ] as const;
    const emails: string[] = [];
    for (const [extra, language] of cases) {
      const body = guestRequest(fx.email('guest'), extra);
      emails.push(body.email.toLowerCase());
      const res = await post(body, language);
      expect(res.statusCode, res.body).toBe(201);
    }
    await outbox.work();
    for (const [i, [, , locale]] of cases.entries()) {
      const [lead] = await db.select().from(leads).where(eq(leads.email, emails[i]!));
      expect(lead?.locale, emails[i]).toBe(locale);
    }
    expectFieldErrors(await post(guestRequest(fx.email('guest'), { locale: 'pt' })), { locale: [M.selectOption] });
  });

  it("keeps a traveller's: the one sent, else their saved one, else their browser's", async ({ as, fx, db }) => {
    const traveller = await fx.traveller();
    const post = async (extra: Record<string, unknown>, language: string) => {
      const res = await as(traveller).post('/v1/client/request', travellerRequest(traveller, extra), {
        remoteAddress: newClientAddress(),
        headers: { 'accept-language': language },
      });
      expect(res.statusCode, res.body).toBe(201);
      const [lead] = await db.select().from(leads).where(eq(leads.id, res.json().data.id));
      return lead!.locale;
    };
    expect(await post({ country: 'ireland' }, 'es')).toBe('es');
    expect((await as(traveller).patch('/v1/me', { locale: 'fr' })).statusCode).toBe(200);
    expect(await post({ country: 'scotland' }, 'es')).toBe('fr');
    expect(await post({ country: 'uk', locale: 'de' }, 'es')).toBe('de');
  });

  it('shows operators the language before they buy, with no contact details, and in their conversation', async ({
    as,
    fx,
    mp,
  }) => {
    const traveller = await fx.traveller();
    const res = await as(traveller).post('/v1/client/request', travellerRequest(traveller, { locale: 'de' }), {
      remoteAddress: newClientAddress(),
    });
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().data.id as number;
    const manager = await fx.companyUser({ creditCents: 10_000 });
    const listed = (await as(manager).get('/v1/openLeads?per_page=50')).json().data as Record<string, unknown>[];
    const card = listed.find((lead) => lead.id === id);
    expect(card).toMatchObject({ id, locale: 'de' });
    expect(card).not.toHaveProperty('email');
    expect(card).not.toHaveProperty('mobile');

    await mp.buyAndQuote(manager, id);
    const conversations = await as(manager).get(`/v1/company/chatClient/leads/${manager.companyId}`);
    expect(conversations.json().data).toEqual([
      expect.objectContaining({ get_lead: expect.objectContaining({ id, locale: 'de' }) }),
    ]);
  });
});
