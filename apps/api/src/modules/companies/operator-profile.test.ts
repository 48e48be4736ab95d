// The public operator profile, its written reviews, the profile fields a company edits for it, and the
// admin's licence verification.
import { and, eq } from 'drizzle-orm';
import { COMPANY_ROLE } from '@triptender/contract/enums';
import { OPERATOR_PROFILE_MESSAGES } from '@triptender/contract/operator-profile';
import type { Db } from '../../db/client.ts';
import { auditLog, companies, conversations, messages, quotes, reviews } from '../../db/schema.ts';
import { type As, describe, expect, expectFieldErrors, type Fixtures, it } from '../../../test/harness.ts';

const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000);
const profileUrl = (id: number) => `/v1/companies/${id}/profile`;
const verifyUrl = (id: number) => `/v1/admin/companies/${id}/licence-verification`;
const patch = (as: As, token: string, companyId: number, payload: Record<string, unknown>) =>
  as(token).patch(`/v1/company/${companyId}`, payload);
// company names are unique: each test saves its own
const profileOf = (name: string) => ({ name, email: 'hello@wildatlantic.example' });

/** A company's accepted quote on a new lead and the traveller's review of it, written directly. */
async function reviewed(
  fx: Fixtures,
  db: Db,
  companyId: number,
  rating: number,
  comment: string | null,
  travellerName = 'Sarah',
) {
  const traveller = await fx.traveller({ first_name: travellerName, last_name: 'Mitchell' });
  const lead = await fx.lead(traveller.user.id, { country: 'scotland', title: 'Secret: call me on 087 123 4567' });
  const [quote] = await db
    .insert(quotes)
    .values({
      lead_id: lead.id,
      company_id: companyId,
      price_cents: 250_000,
      trip_duration: '7 nights',
      message: 'A week of castles, lochs and good food.',
      status: 'accepted',
    })
    .returning();
  await db.insert(reviews).values({
    company_id: companyId,
    lead_id: lead.id,
    quote_id: quote!.id,
    traveller_id: traveller.user.id,
    rating,
    comment,
  });
}

/** A chat opened `openedMinutesAgo`, answered by the company `replyAfter` minutes later. */
async function answeredConversation(
  fx: Fixtures,
  db: Db,
  companyId: number,
  staffId: number,
  openedMinutesAgo: number,
  replyAfter: number,
) {
  const traveller = await fx.traveller();
  const chat = await fx.leadConversation({ companyId, travellerId: traveller.user.id });
  await db
    .update(conversations)
    .set({ created_at: minutesAgo(openedMinutesAgo) })
    .where(eq(conversations.id, chat.id));
  await db.insert(messages).values([
    {
      conversation_id: chat.id,
      sender_id: traveller.user.id,
      body: 'Hello!',
      created_at: minutesAgo(openedMinutesAgo),
    },
    {
      conversation_id: chat.id,
      sender_id: staffId,
      body: 'Hi!',
      created_at: minutesAgo(openedMinutesAgo - replyAfter),
    },
  ]);
}

describe('GET /v1/companies/{companyId}/profile', () => {
  it('shows anyone the public profile, with its reputation and reply time, and nothing private', async ({
    as,
    fx,
    db,
  }) => {
    const manager = await fx.companyUser({ creditCents: 50_000 });
    const id = manager.companyId;
    const saved = await patch(as, manager.token, id, {
      ...profileOf('Wild Atlantic Trails'),
      website: 'https://wildatlantic.example',
      phone: '+353 91 555 0100',
      address: '1 Quay Street, Galway',
      about: 'Family-run since 1998: walking tours of Connemara.',
      countries_served: ['scotland', 'ireland', 'ireland'],
      trip_types_served: ['active', 'cultural'],
      licence_number: ' TO  1234/IE ',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      countries_served: ['ireland', 'scotland'],
      trip_types_served: ['active', 'cultural'],
      licence_number: 'TO 1234/IE',
      licence_verified_at: null,
    });
    await reviewed(fx, db, id, 5, 'Wonderful guide, every day was a delight.');
    await reviewed(fx, db, id, 4, null);
    await reviewed(fx, db, id, 5, 'Perfectly organised.', 'James');
    for (const replyAfter of [30, 90, 200]) await answeredConversation(fx, db, id, manager.user.id, 600, replyAfter);

    // anonymous: no token at all
    const res = await as(null).get(profileUrl(id));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      id,
      name: 'Wild Atlantic Trails',
      logo_url: null,
      about: 'Family-run since 1998: walking tours of Connemara.',
      website: 'https://wildatlantic.example',
      countries_served: ['ireland', 'scotland'],
      trip_types_served: ['active', 'cultural'],
      licence: { number: 'TO 1234/IE', verified: false },
      rating: 4.7,
      review_count: 3,
      written_review_count: 2,
      badges: ['Top Rated', 'Fast Responder'],
      reply_time: { median_minutes: 90, conversations: 3 },
      // no purchase, and messages written straight into the table (no last_message_at): response-time.test.ts
      response_time: { quote: { median_minutes: null, samples: 0 }, reply: { median_minutes: null, samples: 0 } },
      member_since: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    // never the team, the wallet, staff emails, the phone or the address
    for (const secret of [manager.user.email, 'hello@wildatlantic.example', '555 0100', 'Quay Street', 'balance']) {
      expect(res.body).not.toContain(secret);
    }
  });

  it('lists written reviews only, newest first and paged, without the trip title', async ({ as, fx, db }) => {
    const company = await fx.company();
    await reviewed(fx, db, company.id, 5, 'First trip: superb.');
    await reviewed(fx, db, company.id, 2, '   ');
    await reviewed(fx, db, company.id, 4, 'Second trip: very good.', 'Aoife');
    const url = `${profileUrl(company.id)}/reviews`;
    const page = await as(null).get(`${url}?per_page=10`);
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json()).toEqual({
      data: [
        {
          id: expect.any(Number),
          customer: 'Aoife M.',
          rating: 4,
          comment: 'Second trip: very good.',
          country: 'scotland',
          created_at: expect.any(String),
        },
        expect.objectContaining({ customer: 'Sarah M.', comment: 'First trip: superb.' }),
      ],
      meta: { per_page: 10, total: 2, current_page: 1, last_page: 1 },
    });
    expect(page.body).not.toContain('087 123 4567');
    expect(page.body).not.toContain('Mitchell');
  });

  it('answers 404 for an unknown company and 422 for an id that is not one', async ({ as }) => {
    expect((await as(null).get(profileUrl(999_999))).statusCode).toBe(404);
    expect((await as(null).get(`${profileUrl(999_999)}/reviews`)).statusCode).toBe(404);
    expect((await as(null).get('/v1/companies/abc/profile')).statusCode).toBe(422);
  });
});

describe('PATCH /v1/company/{companyId}: areas, trip types and licence', () => {
  it('refuses unknown countries and trip types and a licence number that is not one (422)', async ({ as, fx }) => {
    const profile = profileOf('Bad Input Tours');
    const manager = await fx.companyUser();
    const res = await patch(as, manager.token, manager.companyId, {
      ...profile,
      countries_served: ['ireland', 'narnia'],
      trip_types_served: ['party'],
      licence_number: '<script>',
    });
    expectFieldErrors(res, {
      countries_served: [OPERATOR_PROFILE_MESSAGES.countries],
      trip_types_served: [OPERATOR_PROFILE_MESSAGES.tripTypes],
      licence_number: [OPERATOR_PROFILE_MESSAGES.format],
    });
    for (const bad of ['AB', 'x'.repeat(41), '----', 'ABCDEF', 42]) {
      expectFieldErrors(await patch(as, manager.token, manager.companyId, { ...profile, licence_number: bad }), {
        licence_number: [OPERATOR_PROFILE_MESSAGES.format],
      });
    }
    expectFieldErrors(await patch(as, manager.token, manager.companyId, { ...profile, countries_served: 'ireland' }), {
      countries_served: [OPERATOR_PROFILE_MESSAGES.countries],
    });
  });

  it('keeps what is left out, and a blank licence number removes it', async ({ as, fx }) => {
    const profile = profileOf('Kept Fields Tours');
    const manager = await fx.companyUser();
    await patch(as, manager.token, manager.companyId, {
      ...profile,
      countries_served: ['uk'],
      licence_number: 'TA-0042',
    });
    const kept = await patch(as, manager.token, manager.companyId, profile);
    expect(kept.json()).toMatchObject({ countries_served: ['uk'], licence_number: 'TA-0042' });
    const cleared = await patch(as, manager.token, manager.companyId, { ...profile, licence_number: '' });
    expect(cleared.json()).toMatchObject({ countries_served: ['uk'], licence_number: null });
  });
});

describe('licence verification', () => {
  it('the admin verifies the number it checked; the profile says so; a new number clears it; all audited', async ({
    as,
    fx,
    db,
  }) => {
    const admin = await fx.admin();
    const profile = profileOf('Verified Tours');
    const manager = await fx.companyUser();
    const id = manager.companyId;
    await patch(as, manager.token, id, { ...profile, licence_number: 'TO 1234' });

    const stale = await as(admin).put(verifyUrl(id), { licence_number: 'TO 9999' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(OPERATOR_PROFILE_MESSAGES.changed);

    const ok = await as(admin).put(verifyUrl(id), { licence_number: 'TO 1234' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ licence_verified_at: expect.any(String), badges: ['Licensed Tour Operator'] });
    const [row] = await db.select().from(companies).where(eq(companies.id, id));
    expect(row!.licence_verified_by).toBe(admin.user.id);
    const shown = (await as(null).get(profileUrl(id))).json();
    expect(shown).toMatchObject({ licence: { number: 'TO 1234', verified: true }, badges: ['Licensed Tour Operator'] });

    // saving the same number keeps the verification; a new one clears it and the badge
    await patch(as, manager.token, id, { ...profile, licence_number: 'TO 1234' });
    expect((await as(null).get(profileUrl(id))).json().licence.verified).toBe(true);
    const changed = await patch(as, manager.token, id, { ...profile, licence_number: 'TO 5678' });
    expect(changed.json()).toMatchObject({ licence_verified_at: null, badges: [] });
    expect((await as(null).get(profileUrl(id))).json()).toMatchObject({
      licence: { number: 'TO 5678', verified: false },
      badges: [],
    });

    await as(admin).put(verifyUrl(id), { licence_number: 'TO 5678' });
    const removed = await as(admin).delete(verifyUrl(id));
    expect(removed.json()).toMatchObject({ licence_verified_at: null, badges: [] });

    const audits = await db
      .select({ action: auditLog.action, actor: auditLog.actor_user_id })
      .from(auditLog)
      .where(and(eq(auditLog.company_id, id), eq(auditLog.entity_type, 'company')))
      .orderBy(auditLog.id);
    expect(audits.filter((a) => a.action.startsWith('company.licence'))).toEqual([
      { action: 'company.licence_verified', actor: admin.user.id },
      { action: 'company.licence_unverified', actor: manager.user.id },
      { action: 'company.licence_verified', actor: admin.user.id },
      { action: 'company.licence_unverified', actor: admin.user.id },
    ]);
  });

  it('is for admins only, needs a number, and answers 404 for an unknown company', async ({ as, fx }) => {
    const admin = await fx.admin();
    const manager = await fx.companyUser();
    const traveller = await fx.traveller();
    const id = manager.companyId;
    const put = (token: string | null, companyId = id) =>
      as(token).put(verifyUrl(companyId), { licence_number: 'TO 1' });
    expect((await put(null)).statusCode).toBe(401);
    expect((await put(manager.token)).statusCode).toBe(403);
    expect((await put(traveller.token)).statusCode).toBe(403);
    const agent = await fx.companyUser({ companyId: id, companyRole: COMPANY_ROLE.AGENT });
    expect((await as(agent).delete(verifyUrl(id))).statusCode).toBe(403);
    const none = await put(admin.token);
    expect(none.statusCode).toBe(409);
    expect(none.json().message).toBe(OPERATOR_PROFILE_MESSAGES.missing);
    expect((await put(admin.token, 999_999)).statusCode).toBe(404);
    const noBody = await as(admin).put(verifyUrl(id), {});
    expect(noBody.statusCode).toBe(422);
  });
});
