// A user downloads everything held about them, and nothing about anyone else.
import { COMPANY_ROLE } from '@triptender/contract/enums';
import { messages, users } from '../../db/schema.ts';
import { eq } from 'drizzle-orm';
import { type As, describe, expect, type Fixtures, it, type Marketplace } from '../../../test/harness.ts';

/** A traveller with a bought, quoted request and a chat with the buyer, and another traveller beside them. */
async function world(as: As, fx: Fixtures, mp: Marketplace) {
  const traveller = await fx.traveller({ first_name: 'Siobhan', last_name: 'Ferriter' });
  const other = await fx.traveller({ first_name: 'Oisin', last_name: 'Otherperson' });
  const buyer = await fx.companyUser({ creditCents: 10_000 });
  const lead = await fx.lead(traveller.user.id, {
    first_name: 'Siobhan',
    last_name: 'Ferriter',
    email: traveller.user.email,
    special_requests: 'Puffins on the Skelligs',
  });
  const otherLead = await fx.lead(other.user.id, { special_requests: 'Other traveller secret wish' });
  await mp.buyAndQuote(buyer, lead.id, { message: 'Our Kerry loop for you.' });
  await mp.buyAndQuote(buyer, otherLead.id);
  const chats = (await as(buyer).get(`/v1/company/chatClient/leads/${buyer.companyId}`)).json().data as {
    id: number;
    get_lead: { id: number };
  }[];
  const conversationOf = (leadId: number) => chats.find((c) => c.get_lead.id === leadId)!.id;
  const say = (as: As, token: string, url: string, chat: number, message: string) =>
    as(token).post(url, { chat_company_id: chat, message });
  expect(
    (await say(as, traveller.token, '/v1/client/chat', conversationOf(lead.id), 'Can we add a day in Dingle?'))
      .statusCode,
  ).toBe(201);
  expect(
    (await say(as, buyer.token, '/v1/company/chatClient/chat', conversationOf(lead.id), 'Of course, Dingle it is.'))
      .statusCode,
  ).toBe(201);
  expect(
    (await say(as, other.token, '/v1/client/chat', conversationOf(otherLead.id), 'Message of the other one'))
      .statusCode,
  ).toBe(201);
  return { traveller, other, buyer, lead, otherLead, chat: conversationOf(lead.id) };
}

const download = (as: As, token: string, url = '/v1/me/export') => as(token).get(url);

describe('GET /v1/me/export', () => {
  it("gives a traveller their profile, requests, quotes and chats as a JSON attachment, and nobody else's", async ({
    as,
    fx,
    mp,
  }) => {
    const w = await world(as, fx, mp);
    const res = await download(as, w.traveller.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['content-disposition']).toMatch(
      new RegExp(`^attachment; filename="triptender-data-${w.traveller.user.id}-\\d{4}-\\d\\d-\\d\\d\\.json"$`),
    );
    const data = res.json();
    expect(data.format).toBe('triptender-data-export/1');
    expect(data.profile).toMatchObject({
      id: w.traveller.user.id,
      first_name: 'Siobhan',
      last_name: 'Ferriter',
      email: w.traveller.user.email,
    });
    expect(data.profile).not.toHaveProperty('password_hash');
    expect(data.sessions).toHaveLength(1);
    expect(data.sessions[0]).not.toHaveProperty('token_hash');
    expect(data.trip_requests.map((l: { id: number }) => l.id)).toEqual([w.lead.id]);
    expect(data.trip_requests[0]).toMatchObject({
      special_requests: 'Puffins on the Skelligs',
      email: w.traveller.user.email,
    });
    expect(data.quotes_received).toEqual([
      expect.objectContaining({ lead_id: w.lead.id, message: 'Our Kerry loop for you.' }),
    ]);
    expect(data.conversations).toHaveLength(1);
    expect(data.conversations[0].messages.map((m: { from: string; body: string }) => [m.from, m.body])).toEqual([
      ['you', 'Can we add a day in Dingle?'],
      [expect.stringMatching(/^Test Tours/), 'Of course, Dingle it is.'],
    ]);
    // the buyer's purchase email told the traveller, and it is theirs
    expect(data.emails.map((e: { template: string }) => e.template)).toContain('lead-purchased');

    const text = res.body;
    for (const foreign of [
      w.other.user.email,
      'Otherperson',
      'Other traveller secret wish',
      'Message of the other one',
      w.buyer.user.email,
      'Cian',
    ])
      expect(text).not.toContain(foreign);
  });

  it("gives a company member their profile, the messages they wrote and their company, not a colleague's", async ({
    as,
    fx,
    mp,
    db,
  }) => {
    const w = await world(as, fx, mp);
    const colleague = await fx.companyUser({ companyId: w.buyer.companyId, companyRole: COMPANY_ROLE.AGENT });
    await db.update(users).set({ first_name: 'Colm', last_name: 'Colleague' }).where(eq(users.id, colleague.user.id));
    const chat = w.chat;
    await as(colleague).post('/v1/company/chatClient/chat', { chat_company_id: chat, message: 'Colleague here' });

    const res = await download(as, w.buyer.token);
    expect(res.statusCode).toBe(200);
    const data = res.json();
    expect(data.profile).toMatchObject({ id: w.buyer.user.id, email: w.buyer.user.email });
    expect(data.company).toMatchObject({ id: w.buyer.companyId });
    expect(data.trip_requests).toEqual([]);
    const written = data.conversations.flatMap((c: { messages: { from: string; body: string }[] }) => c.messages);
    expect(written).toEqual([expect.objectContaining({ from: 'you', body: 'Of course, Dingle it is.' })]);
    expect(data.quotes_written).toHaveLength(2);
    expect(data.purchases_made).toHaveLength(2);
    for (const foreign of [
      'Colleague here',
      colleague.user.email,
      'Colm',
      w.traveller.user.email,
      'Can we add a day in Dingle?',
      'Siobhan',
    ])
      expect(res.body).not.toContain(foreign);
    // the message rows are untouched by an export
    expect((await db.select().from(messages).where(eq(messages.sender_id, colleague.user.id))).length).toBe(1);
  });

  it('needs a login', async ({ as }) => {
    expect((await as(null).get('/v1/me/export')).statusCode).toBe(401);
  });
});

describe('GET /v1/admin/users/{id}/export', () => {
  it("gives the admin a user's export on request; nobody else may", async ({ as, fx, mp }) => {
    const w = await world(as, fx, mp);
    const admin = await fx.admin();
    const url = `/v1/admin/users/${w.traveller.user.id}/export`;
    const res = await download(as, admin.token, url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain(`triptender-data-${w.traveller.user.id}-`);
    expect(res.json().trip_requests.map((l: { id: number }) => l.id)).toEqual([w.lead.id]);

    expect((await download(as, w.other.token, url)).statusCode).toBe(403);
    expect((await download(as, w.buyer.token, url)).statusCode).toBe(403);
    expect((await download(as, w.traveller.token, url)).statusCode).toBe(403);
    expect((await as(null).get(url)).statusCode).toBe(401);
    expect((await download(as, admin.token, '/v1/admin/users/999999/export')).statusCode).toBe(404);
  });
});
