// Over 300 lines: the conversation endpoints of all three sides, whose cases build on the same conversations.
import type { QuoteStatus } from '@triptender/contract/enums';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { conversations, leads, messages, quotes } from '../../db/schema.ts';
import { type Session } from '../../../test/fixtures.ts';
import { type As, beforeEach, describe, expect, expectFieldErrors, type Fixtures, it } from '../../../test/harness.ts';
import { request } from '../../../test/helpers.ts';

const get = (as: As, s: Session | null, url: string) => as(s?.token ?? null).get(url);
const post = (as: As, s: Session | null, url: string, payload: object) => as(s?.token ?? null).post(url, payload);

async function quote(db: Db, companyId: number, leadId: number, status: QuoteStatus = 'sent') {
  const [q] = await db
    .insert(quotes)
    .values({
      lead_id: leadId,
      company_id: companyId,
      price_cents: 250_000,
      trip_duration: '8 days',
      message: 'Hi',
      status,
    })
    .returning();
  return q!;
}

/** A company with a manager, an agent and a finance member, and a traveller talking to it about a lead. */
async function world(fx: Fixtures) {
  const talk = await fx.teamConversation({ agent: 'agent', finance: 'finance' });
  const other = await fx.companyUser();
  const stranger = await fx.traveller();
  return { ...talk, other, stranger };
}
let w: Awaited<ReturnType<typeof world>>;
beforeEach(async ({ fx }) => {
  w = await world(fx);
});

describe('traveller <-> company messages', () => {
  it('a traveller sends, the company reads it in its list and thread, and answers', async ({ as }) => {
    const sent = await post(as, w.traveller, '/v1/client/chat/', {
      chat_company_id: w.chat.id,
      message: '  <b>Hello</b> <script>alert(1)</script>there!  ',
      from: w.traveller.user.id,
    });
    expect(sent.statusCode).toBe(201);
    expect(sent.json()).toEqual({
      id: expect.any(Number),
      chat_company_id: w.chat.id,
      // stored as written: the web app shows it as text (docs/decisions/030-text-stored-as-written.md)
      message: '<b>Hello</b> <script>alert(1)</script>there!',
      from: w.traveller.user.id,
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      senderName: 'Maeve Byrne',
      quote_id: null,
      user: { id: w.traveller.user.id, first_name: 'Maeve', role: { id: 3, name: 'Traveller' } },
    });

    const list = await get(as, w.agent, `/v1/company/chatClient/leads/${w.companyId}`);
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual({
      data: [
        {
          id: w.chat.id,
          accepted: 0,
          quote_status: null,
          quote_decline_reason_code: null,
          created_at: expect.any(String),
          lastMessage: '<b>Hello</b> <script>alert(1)</script>there!',
          last_message_at: expect.any(String),
          unread: 1,
          company_id: w.companyId,
          lead_quote_id: w.chat.id,
          get_lead: {
            id: w.lead.id,
            title: 'Trip to Ireland for 2 (cultural)',
            number_of_night: 7,
            country: 'ireland',
            locale: null,
            user: { id: w.traveller.user.id, first_name: 'Tara', last_name: 'Traveller' },
          },
          get_conversation: [sent.json()],
        },
      ],
      meta: { per_page: 10, total: 1, current_page: 1, last_page: 1 },
    });

    const answer = await post(as, w.agent, '/v1/company/chatClient/chat', {
      chat_company_id: w.chat.id,
      message: 'Welcome! Any dates in mind?',
    });
    expect(answer.statusCode).toBe(201);
    expect(answer.json().user.role).toEqual({ id: 2, name: 'Company' });

    const thread = await get(as, w.manager, `/v1/company/chatClient/chat/${w.companyId}/${w.chat.id}`);
    expect(thread.statusCode).toBe(200);
    expect(thread.json()).toMatchObject({
      id: w.chat.id,
      kind: 'lead',
      projectTitle: 'Trip to Ireland for 2 (cultural)',
      lead_id: w.lead.id,
      traveller: { id: w.traveller.user.id, first_name: 'Tara', last_name: 'Traveller' },
      has_more: false,
    });
    expect(thread.json().get_conversation.map((m: { message: string }) => m.message)).toEqual([
      '<b>Hello</b> <script>alert(1)</script>there!',
      'Welcome! Any dates in mind?',
    ]);

    const heads = await get(as, w.traveller, `/v1/client/chat/user/${w.traveller.user.id}`);
    expect(heads.statusCode).toBe(200);
    const company = heads.json().data[0].get_bid.get_company;
    expect(heads.json().data).toEqual([
      {
        id: w.chat.id,
        unread: 1,
        timestamp: answer.json().created_at,
        company_id: w.companyId,
        get_bid: { id: null, status: null, get_company: company },
        lead: { id: w.lead.id, title: 'Trip to Ireland for 2 (cultural)' },
        last_message: 'Welcome! Any dates in mind?',
      },
    ]);
    expect(company).toMatchObject({ id: w.companyId, name: expect.stringContaining('Test Tours') });

    const conv = await get(as, w.traveller, `/v1/client/chat/getConversation/${w.chat.id}/${w.companyId}`);
    expect(conv.statusCode).toBe(200);
    expect(conv.json()).toMatchObject({
      id: w.chat.id,
      company: { id: w.companyId },
      projectTitle: 'Trip to Ireland for 2 (cultural)',
    });
    expect(conv.json().get_conversation).toHaveLength(2);
  });

  it('shows the real quote status: accepted is 1 only for an accepted quote', async ({ as, db }) => {
    const q = await quote(db, w.companyId, w.lead.id, 'accepted');
    const list = (await get(as, w.manager, `/v1/company/chatClient/leads/${w.companyId}`)).json();
    expect(list.data[0]).toMatchObject({ accepted: 1, quote_status: 'accepted', quote_decline_reason_code: null });
    await db.update(quotes).set({ status: 'declined', decline_reason_code: 'price' }).where(eq(quotes.id, q.id));
    const again = (await get(as, w.manager, `/v1/company/chatClient/leads/${w.companyId}`)).json();
    // the operator sees why the traveller declined, beside the decision
    expect(again.data[0]).toMatchObject({ accepted: 0, quote_status: 'declined', quote_decline_reason_code: 'price' });
    const heads = (await get(as, w.traveller, `/v1/client/chat/user/${w.traveller.user.id}`)).json();
    expect(heads.data[0].get_bid).toMatchObject({ id: q.id, status: 'declined' });
  });

  it('a lead without a title is named by its nights and country', async ({ as, db }) => {
    await db.update(leads).set({ title: null, number_of_night: 5, country: 'scotland' }).where(eq(leads.id, w.lead.id));
    const list = (await get(as, w.manager, `/v1/company/chatClient/leads/${w.companyId}`)).json();
    expect(list.data[0].get_lead).toMatchObject({ title: null, number_of_night: 5, country: 'scotland' });
    const heads = (await get(as, w.traveller, `/v1/client/chat/user/${w.traveller.user.id}`)).json();
    expect(heads.data[0].lead.title).toBe('5 nights in SCOTLAND');
  });

  it('refuses blank, missing and impersonated messages with 422, and cuts long ones to 4000', async ({ as, db }) => {
    for (const message of ['', '   ', '\n\t ', '\u0000\u0007']) {
      const res = await post(as, w.traveller, '/v1/client/chat/', { chat_company_id: w.chat.id, message });
      expect(res.statusCode, message).toBe(422);
      expect(res.json()).toEqual({ message: 'Please type a message.', data: { message: ['Please type a message.'] } });
    }
    const missing = await post(as, w.agent, '/v1/company/chatClient/chat', { message: 'hi' });
    expect(missing.statusCode).toBe(422);
    expect(Object.keys(missing.json().data)).toEqual(['chat_company_id']);
    const noText = await post(as, w.agent, '/v1/company/chatClient/chat', { chat_company_id: w.chat.id });
    expect(noText.json().data).toEqual({ message: ['Please type a message.'] });

    const impersonated = await post(as, w.traveller, '/v1/client/chat/', {
      chat_company_id: w.chat.id,
      message: 'pretending',
      from: w.agent.user.id,
    });
    expectFieldErrors(impersonated, { from: ['You can only send messages as yourself.'] });

    const long = await post(as, w.traveller, '/v1/client/chat/', {
      chat_company_id: w.chat.id,
      message: 'x'.repeat(5000),
    });
    expect(long.statusCode).toBe(201);
    expect(long.json().message).toHaveLength(4000);
    expect(await db.select().from(messages).where(eq(messages.conversation_id, w.chat.id))).toHaveLength(1);
  });

  it('accepts the documented path with and without its trailing slash', async ({ as }) => {
    const res = await post(as, w.traveller, '/v1/client/chat', { chat_company_id: w.chat.id, message: 'no slash' });
    expect(res.statusCode).toBe(201);
  });

  it('answers 404 for conversations that are not yours and 403 for the wrong role', async ({ db, app }) => {
    const c = w.chat.id;
    const cases: [Session | null, string, string, object | null, number][] = [
      [null, 'GET', `/v1/client/chat/user/${w.traveller.user.id}`, null, 401],
      [w.stranger, 'GET', `/v1/client/chat/user/${w.traveller.user.id}`, null, 404],
      [w.agent, 'GET', `/v1/client/chat/user/${w.agent.user.id}`, null, 403],
      [w.stranger, 'GET', `/v1/client/chat/getConversation/${c}/${w.companyId}`, null, 404],
      [w.traveller, 'GET', `/v1/client/chat/getConversation/${c}/${w.other.companyId}`, null, 404],
      [w.traveller, 'GET', `/v1/client/chat/getConversation/999999/${w.companyId}`, null, 404],
      [w.stranger, 'POST', '/v1/client/chat/', { chat_company_id: c, message: 'hi' }, 404],
      [w.agent, 'POST', '/v1/client/chat/', { chat_company_id: c, message: 'hi' }, 403],
      [w.other, 'GET', `/v1/company/chatClient/leads/${w.companyId}`, null, 404],
      [w.traveller, 'GET', `/v1/company/chatClient/leads/${w.companyId}`, null, 403],
      [w.finance, 'GET', `/v1/company/chatClient/leads/${w.companyId}`, null, 403],
      [w.other, 'GET', `/v1/company/chatClient/chat/${w.companyId}/${c}`, null, 404],
      [w.other, 'GET', `/v1/company/chatClient/chat/${w.other.companyId}/${c}`, null, 404],
      [w.other, 'POST', '/v1/company/chatClient/chat', { chat_company_id: c, message: 'hi' }, 404],
      [w.finance, 'POST', '/v1/company/chatClient/chat', { chat_company_id: c, message: 'hi' }, 403],
      [w.traveller, 'POST', '/v1/company/chatClient/chat', { chat_company_id: c, message: 'hi' }, 403],
      [w.stranger, 'GET', `/v1/chat/conversations/${c}/messages`, null, 404],
      [w.other, 'POST', `/v1/chat/conversations/${c}/read`, { message_id: 1 }, 404],
      [null, 'GET', '/v1/chat/unread', null, 401],
    ];
    for (const [who, method, url, payload, status] of cases) {
      const res = await request(app, who?.token ?? null, {
        method: method as 'GET' | 'POST',
        url,
        ...(payload ? { payload } : {}),
      });
      expect(res.statusCode, `${method} ${url}`).toBe(status);
    }
    expect(await db.select().from(messages).where(eq(messages.conversation_id, c))).toHaveLength(0);
  });

  it('lets an admin read a conversation but not write in it', async ({ as, fx }) => {
    const admin = await fx.admin();
    await post(as, w.traveller, '/v1/client/chat/', { chat_company_id: w.chat.id, message: 'Hi' });
    expect((await get(as, admin, `/v1/client/chat/user/${w.traveller.user.id}`)).json().data).toHaveLength(1);
    expect((await get(as, admin, `/v1/company/chatClient/chat/${w.companyId}/${w.chat.id}`)).statusCode).toBe(200);
    const res = await post(as, admin, '/v1/company/chatClient/chat', { chat_company_id: w.chat.id, message: 'x' });
    expect(res.statusCode).toBe(403);
  });
});

describe('unread state', () => {
  it('is per side: one agent reading clears it for the company, not for the traveller', async ({ as }) => {
    const a = (await post(as, w.traveller, '/v1/client/chat/', { chat_company_id: w.chat.id, message: 'one' })).json();
    const b = (await post(as, w.traveller, '/v1/client/chat/', { chat_company_id: w.chat.id, message: 'two' })).json();
    const unread = async (s: Session) => (await get(as, s, '/v1/chat/unread')).json();
    expect(await unread(w.agent)).toEqual({
      total: 2,
      conversations: [
        {
          conversation_id: w.chat.id,
          kind: 'lead',
          company_id: w.companyId,
          company_name: expect.any(String),
          unread: 2,
        },
      ],
    });
    expect((await unread(w.manager)).total).toBe(2);
    expect(await unread(w.traveller)).toEqual({ total: 0, conversations: [] });
    expect((await unread(w.finance)).total).toBe(0);
    expect((await unread(w.other)).total).toBe(0);

    const read = await post(as, w.manager, `/v1/chat/conversations/${w.chat.id}/read`, { message_id: a.id });
    expect(read.json()).toEqual({ conversation_id: w.chat.id, last_read_message_id: a.id });
    expect((await unread(w.agent)).total).toBe(1);
    // a pointer never moves back, nor past the newest message
    await post(as, w.agent, `/v1/chat/conversations/${w.chat.id}/read`, { message_id: 0 });
    expect((await unread(w.agent)).total).toBe(1);
    const ahead = await post(as, w.agent, `/v1/chat/conversations/${w.chat.id}/read`, { message_id: b.id + 1000 });
    expect(ahead.json().last_read_message_id).toBe(b.id);
    expect((await unread(w.manager)).total).toBe(0);

    // answering reads too: the traveller now has one unread, the company none
    await post(as, w.agent, '/v1/company/chatClient/chat', { chat_company_id: w.chat.id, message: 'three' });
    expect((await unread(w.traveller)).total).toBe(1);
    expect((await get(as, w.traveller, `/v1/client/chat/user/${w.traveller.user.id}`)).json().data[0].unread).toBe(1);
    expect((await unread(w.manager)).total).toBe(0);
  });

  it('refuses a bad read body', async ({ as }) => {
    const res = await post(as, w.traveller, `/v1/chat/conversations/${w.chat.id}/read`, { message_id: 'x' });
    expect(res.statusCode).toBe(422);
  });
});

describe('paging a conversation', () => {
  it('pages back with before and catches up with after, oldest first', async ({ as, db }) => {
    const rows = await db
      .insert(messages)
      .values(
        Array.from({ length: 150 }, (_, i) => ({
          conversation_id: w.chat.id,
          sender_id: w.agent.user.id,
          body: `m${i}`,
        })),
      )
      .returning({ id: messages.id });
    const ids = rows.map((r) => r.id);
    await db
      .update(conversations)
      .set({ last_message_id: ids.at(-1)! })
      .where(eq(conversations.id, w.chat.id));

    const thread = (await get(as, w.traveller, `/v1/client/chat/getConversation/${w.chat.id}/${w.companyId}`)).json();
    expect(thread.has_more).toBe(true);
    expect(thread.get_conversation).toHaveLength(100);
    expect(thread.get_conversation[0].message).toBe('m50');
    expect(thread.get_conversation[99].message).toBe('m149');

    const older = (await get(as, w.traveller, `/v1/chat/conversations/${w.chat.id}/messages?before=${ids[50]}`)).json();
    expect(older.has_more).toBe(false);
    expect(older.data.map((m: { message: string }) => m.message)).toEqual(
      Array.from({ length: 50 }, (_, i) => `m${i}`),
    );

    const after = (
      await get(as, w.agent, `/v1/chat/conversations/${w.chat.id}/messages?after=${ids[139]}&limit=5`)
    ).json();
    expect(after.data.map((m: { message: string }) => m.message)).toEqual(['m140', 'm141', 'm142', 'm143', 'm144']);
    expect(after.has_more).toBe(true);
  });
});

describe('admin <-> company chats', () => {
  it('an admin starts a chat about a quote; the company lists and answers it; priorities and numbering', async ({
    as,
    fx,
    db,
  }) => {
    const admin = await fx.admin();
    const q = await quote(db, w.companyId, w.lead.id);
    const general = await fx.adminConversation({ companyId: w.companyId, createdBy: admin.user.id, priority: 'high' });

    const empty = await get(as, admin, `/v1/company/chat/${w.companyId}?quotationId=${q.id}`);
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toMatchObject({
      id: null,
      kind: 'admin',
      quote_id: q.id,
      projectTitle: `Quote #${q.id}: Trip to Ireland for 2 (cultural)`,
      get_conversation: [],
    });

    const first = await post(as, admin, '/v1/company/chat', {
      company_id: w.companyId,
      quote_id: q.id,
      message: 'Could you add the ferry to your quote?',
      from: admin.user.id,
    });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ quote_id: q.id, user: { role: { id: 1, name: 'Admin' } } });
    const chatId = first.json().chat_company_id;
    const second = await post(as, admin, '/v1/company/chat', {
      company_id: w.companyId,
      quote_id: q.id,
      message: 'Thanks!',
    });
    expect(second.json().chat_company_id).toBe(chatId);

    const list = (await get(as, w.agent, `/v1/company/chatCompany/${w.companyId}`)).json();
    expect(list.meta.total).toBe(2);
    const about = list.data.find((c: { id: number }) => c.id === chatId);
    expect(about).toMatchObject({
      subject: `Quote #${q.id}: Trip to Ireland for 2 (cultural)`,
      title: `Quote #${q.id}: Trip to Ireland for 2 (cultural)`,
      admin: { id: admin.user.id, first_name: 'Ada', last_name: 'Admin' },
      priority: 'normal',
      quote_id: q.id,
      unread: 2,
    });
    expect(about.conversation.map((m: { message: string }) => m.message)).toEqual(['Thanks!']);
    expect(list.data.find((c: { id: number }) => c.id === general.id)).toMatchObject({
      title: 'Admin Chat #1',
      priority: 'high',
      conversation: [],
    });

    const reply = await post(as, w.agent, '/v1/company/chat', {
      chat_company_id: chatId,
      message: 'Added, see the new price.',
    });
    expect(reply.statusCode).toBe(201);
    const thread = (await get(as, admin, `/v1/company/chat/${w.companyId}?quotationId=${q.id}`)).json();
    expect(thread.id).toBe(chatId);
    expect(thread.get_conversation.map((m: { message: string }) => m.message)).toEqual([
      'Could you add the ferry to your quote?',
      'Thanks!',
      'Added, see the new price.',
    ]);
    expect((await get(as, admin, '/v1/chat/unread')).json().conversations).toEqual([
      { conversation_id: chatId, kind: 'admin', company_id: w.companyId, company_name: expect.any(String), unread: 1 },
    ]);
    expect((await get(as, w.agent, `/v1/company/chat/${w.companyId}?chatId=${chatId}`)).json().id).toBe(chatId);
    // without a quotation: the general chat
    expect((await get(as, admin, `/v1/company/chat/${w.companyId}`)).json().id).toBe(general.id);
  });

  it('a company may start a chat with the admins; its first chat is Admin Chat #1', async ({ as, fx }) => {
    const res = await post(as, w.manager, '/v1/company/chat', { company_id: w.companyId, message: 'Hello team' });
    expect(res.statusCode).toBe(201);
    const list = (await get(as, w.manager, `/v1/company/chatCompany/${w.companyId}`)).json();
    expect(list.data).toEqual([expect.objectContaining({ title: 'Admin Chat #1', admin: null, unread: 0 })]);
    const admin = await fx.admin();
    expect((await get(as, admin, `/v1/company/chatCompany/${w.companyId}`)).json().data[0].unread).toBe(1);
  });

  it('refuses another company, the wrong role, a foreign quote and a missing target', async ({ as, fx, db, app }) => {
    const admin = await fx.admin();
    const chat = await fx.adminConversation({ companyId: w.companyId, createdBy: admin.user.id });
    const foreign = await quote(db, w.other.companyId, (await fx.lead(w.stranger.user.id)).id);
    const cases: [Session, string, string, object | null, number][] = [
      [w.other, 'POST', '/v1/company/chat', { chat_company_id: chat.id, message: 'x' }, 404],
      [w.other, 'POST', '/v1/company/chat', { company_id: w.companyId, message: 'x' }, 404],
      [w.finance, 'POST', '/v1/company/chat', { chat_company_id: chat.id, message: 'x' }, 403],
      [w.traveller, 'POST', '/v1/company/chat', { chat_company_id: chat.id, message: 'x' }, 403],
      [w.traveller, 'POST', '/v1/company/chat', { chat_company_id: w.chat.id, message: 'x' }, 403],
      [
        admin,
        'POST',
        '/v1/company/chat',
        { chat_company_id: w.chat.id, message: 'lead chats are not admin chats' },
        404,
      ],
      [
        admin,
        'POST',
        '/v1/company/chat',
        { chat_company_id: chat.id, company_id: w.other.companyId, message: 'x' },
        404,
      ],
      [admin, 'POST', '/v1/company/chat', { company_id: 999999, message: 'x' }, 404],
      [admin, 'POST', '/v1/company/chat', { company_id: w.companyId, quote_id: foreign.id, message: 'x' }, 422],
      [admin, 'POST', '/v1/company/chat', { message: 'x' }, 422],
      [admin, 'POST', '/v1/company/chat', { company_id: w.companyId, message: '  ' }, 422],
      [w.other, 'GET', `/v1/company/chatCompany/${w.companyId}`, null, 404],
      [w.finance, 'GET', `/v1/company/chatCompany/${w.companyId}`, null, 403],
      [w.traveller, 'GET', `/v1/company/chatCompany/${w.companyId}`, null, 403],
      [w.other, 'GET', `/v1/company/chat/${w.companyId}`, null, 404],
      [w.other, 'GET', `/v1/company/chat/${w.other.companyId}?chatId=${chat.id}`, null, 404],
      [admin, 'GET', `/v1/company/chat/${w.companyId}?quotationId=${foreign.id}`, null, 422],
      [w.manager, 'GET', `/v1/admin/chat/companies/anything`, null, 403],
    ];
    for (const [who, method, url, payload, status] of cases) {
      const res = await request(app, who.token, {
        method: method as 'GET' | 'POST',
        url,
        ...(payload ? { payload } : {}),
      });
      expect(res.statusCode, `${method} ${url} ${JSON.stringify(payload)}`).toBe(status);
    }
    const missing = await post(as, admin, '/v1/company/chat', { message: 'x' });
    expect(missing.json().data).toEqual({ chat_company_id: ['Choose a conversation or a company.'] });
    const badQuote = await post(as, admin, '/v1/company/chat', {
      company_id: w.companyId,
      quote_id: foreign.id,
      message: 'x',
    });
    expect(badQuote.json().data).toEqual({ quote_id: ['The selected quotation does not belong to this company.'] });
  });

  it("finds the admin chat page's company by name, in any case, with its quotes", async ({ as, fx, db }) => {
    const admin = await fx.admin();
    const company = await fx.company({ name: `Wild Atlantic Ways ${Date.now()}` });
    const { lead } = await fx.travellerLead();
    const q = await quote(db, company.id, lead.id, 'accepted');
    const res = await get(as, admin, `/v1/admin/chat/companies/${encodeURIComponent(company.name.toUpperCase())}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      company: { id: company.id, name: company.name, email: company.email, website: null, logo_url: null },
      quotations: [
        {
          id: q.id,
          lead_id: lead.id,
          title: lead.title,
          status: 'accepted',
          price_cents: 250_000,
          currency: 'USD',
          created_at: expect.any(String),
        },
      ],
    });
    expect((await get(as, admin, '/v1/admin/chat/companies/No%20Such%20Company')).statusCode).toBe(404);
  });
});
