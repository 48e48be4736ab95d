import { QUOTE_TEMPLATE_MESSAGES, SAVED_REPLIES_MAX } from '@triptender/contract/quote-templates';
import { savedReplies } from '../../db/schema.ts';
import { type Caller, describe, expect, expectFieldErrors, it } from '../../../test/harness.ts';

const list = (companyId: number) => `/v1/company/${companyId}/saved-replies`;
const one = (companyId: number, replyId: number) => `${list(companyId)}/${replyId}`;
const welcome = {
  title: 'Thanks for your request',
  body: 'Thank you for your trip request! Could you tell me more about the pace you like?',
};

describe('/v1/company/{companyId}/saved-replies', () => {
  it('lets Managers and Agents save, list, change and delete replies', async ({ as, fx }) => {
    const { manager, agent } = await fx.team({ agent: 'agent' });
    const companyId = manager.companyId;
    const created = await as(agent).post(list(companyId), {
      title: '  Thanks for your request ',
      body: `${welcome.body}\n\nSiobhán`,
    });
    expect(created.statusCode, created.body).toBe(201);
    const reply = created.json();
    expect(reply).toEqual({
      id: expect.any(Number),
      title: 'Thanks for your request',
      body: `${welcome.body}\n\nSiobhán`,
      created_by: agent.user.id,
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
    expect(
      (await as(manager).post(list(companyId), { title: 'bank details', body: 'Our IBAN is on the invoice.' }))
        .statusCode,
    ).toBe(201);

    const listed = await as(manager).get(`${list(companyId)}?per_page=100`);
    expect(listed.json().data.map((r: { title: string }) => r.title)).toEqual([
      'bank details',
      'Thanks for your request',
    ]);
    expect(listed.json().meta).toMatchObject({ total: 2 });

    const changed = await as(manager).put(one(companyId, reply.id), { title: 'Thanks', body: 'Thank you!' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({
      id: reply.id,
      title: 'Thanks',
      body: 'Thank you!',
      created_by: agent.user.id,
    });

    expect((await as(agent).delete(one(companyId, reply.id))).json()).toEqual({
      message: QUOTE_TEMPLATE_MESSAGES.replyDeleted,
    });
    expect((await as(agent).delete(one(companyId, reply.id))).statusCode).toBe(404);
    expect((await as(agent).put(one(companyId, reply.id), welcome)).statusCode).toBe(404);
    expect((await as(agent).get(list(companyId))).json().meta.total).toBe(1);
  });

  it('checks the title (1-100, unique in any case) and the body (1-4000), refusing what is too long (422)', async ({
    as,
    fx,
  }) => {
    const manager = await fx.companyUser();
    const url = list(manager.companyId);
    const errors = { title: [QUOTE_TEMPLATE_MESSAGES.replyTitle], body: [QUOTE_TEMPLATE_MESSAGES.replyBody] };
    expectFieldErrors(await as(manager).post(url, {}), errors);
    expectFieldErrors(await as(manager).post(url, { title: '  ', body: '\u0000' }), errors);
    expectFieldErrors(await as(manager).post(url, { title: 'x'.repeat(101), body: 'y'.repeat(4001) }), errors);
    expectFieldErrors(await as(manager).post(url, { title: 7, body: ['a'] }), errors);
    // at the limits
    expect((await as(manager).post(url, { title: 'x'.repeat(100), body: 'y'.repeat(4000) })).statusCode).toBe(201);

    const first = (await as(manager).post(url, welcome)).json().id as number;
    const second = (await as(manager).post(url, { title: 'Deposit', body: 'We ask for 20% to confirm.' })).json()
      .id as number;
    expectFieldErrors(await as(manager).post(url, { ...welcome, title: 'THANKS FOR YOUR REQUEST' }), {
      title: [QUOTE_TEMPLATE_MESSAGES.replyTitleTaken],
    });
    expectFieldErrors(await as(manager).put(one(manager.companyId, second), welcome), {
      title: [QUOTE_TEMPLATE_MESSAGES.replyTitleTaken],
    });
    expect(
      (await as(manager).put(one(manager.companyId, first), { ...welcome, title: 'thanks for your request' }))
        .statusCode,
    ).toBe(200);
    expectFieldErrors(await as(manager).put(one(manager.companyId, first), { title: 'Thanks' }), {
      body: [QUOTE_TEMPLATE_MESSAGES.replyBody],
    });
  });

  it(`keeps at most ${SAVED_REPLIES_MAX} replies a company`, async ({ as, fx, db }) => {
    const manager = await fx.companyUser();
    await db.insert(savedReplies).values(
      Array.from({ length: SAVED_REPLIES_MAX }, (_, i) => ({
        company_id: manager.companyId,
        title: `Reply ${i}`,
        body: 'Hello',
      })),
    );
    expectFieldErrors(await as(manager).post(list(manager.companyId), welcome), {
      title: [QUOTE_TEMPLATE_MESSAGES.tooManyReplies],
    });
  });

  it('refuses Finance (403) and another company (404); the admin reads and writes any', async ({ as, fx }) => {
    const { manager, finance } = await fx.team({ finance: 'finance' });
    const companyId = manager.companyId;
    const id = (await as(manager).post(list(companyId), welcome)).json().id as number;
    const rival = await fx.companyUser();
    const traveller = await fx.traveller();
    const statuses = async (c: Caller) => [
      (await as(c).get(list(companyId))).statusCode,
      (await as(c).post(list(companyId), { title: 'Other', body: 'Hello' })).statusCode,
      (await as(c).put(one(companyId, id), { title: 'Other', body: 'Hello' })).statusCode,
      (await as(c).delete(one(companyId, id))).statusCode,
    ];
    expect(await statuses(finance)).toEqual([403, 403, 403, 403]);
    expect(await statuses(rival)).toEqual([404, 404, 404, 404]);
    expect(await statuses(traveller)).toEqual([404, 404, 404, 404]);
    expect(await statuses(null)).toEqual([401, 401, 401, 401]);
    // another company's reply under one's own company is a 404 too
    expect((await as(rival).put(one(rival.companyId, id), welcome)).statusCode).toBe(404);
    expect((await as(rival).delete(one(rival.companyId, id))).statusCode).toBe(404);

    const admin = await fx.admin();
    expect((await as(admin).get(list(companyId))).json().data.map((r: { id: number }) => r.id)).toEqual([id]);
    const byAdmin = await as(admin).post(list(companyId), { title: 'From the admin', body: 'Hello' });
    expect(byAdmin.json()).toMatchObject({ created_by: admin.user.id });
    expect((await as(admin).put(one(companyId, id), { title: 'Renamed', body: 'Hi' })).json().title).toBe('Renamed');
    expect((await as(admin).delete(one(companyId, id))).statusCode).toBe(200);
    expect((await as(admin).post(list(2_000_000), welcome)).statusCode).toBe(404);
  });
});
