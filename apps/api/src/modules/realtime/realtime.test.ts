import type { FastifyInstance } from 'fastify';
import { COMPANY_ROLE } from '@triptender/contract/enums';
import { buildApp } from '../../app.ts';
import { openPostgres } from '../../db/client.ts';
import { type Session } from '../../../test/fixtures.ts';
import { describe, expect, type Fixtures, it } from '../../../test/harness.ts';
import { request } from '../../../test/helpers.ts';
import { connectSocket, type MessageEvent } from '../../../test/sockets.ts';

/** A live socket that records every event and lets a test wait for the one it expects. */
const connect = (app: FastifyInstance, opts: { token?: string; origin?: string; app?: FastifyInstance } = {}) =>
  connectSocket(opts.app ?? app, opts);

const send = (app: FastifyInstance, s: Session, chatId: number, message: string) =>
  request(app, s.token, {
    method: 'POST',
    url: s.user.role === 3 ? '/v1/client/chat/' : '/v1/company/chatClient/chat',
    payload: { chat_company_id: chatId, message },
  }).then((res) => {
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: number; message: string };
  });

async function pair(fx: Fixtures) {
  const agent = await fx.companyUser({ companyRole: COMPANY_ROLE.AGENT });
  const traveller = await fx.traveller();
  const chat = await fx.leadConversation({ companyId: agent.companyId, travellerId: traveller.user.id });
  return { agent, traveller, chat };
}

describe('GET /v1/ws', () => {
  it('two users exchange messages live; a third user receives nothing', async ({ fx, app }) => {
    const { agent, traveller, chat } = await pair(fx);
    const outsider = await pair(fx);
    const finance = await fx.companyUser({ companyId: agent.companyId, companyRole: COMPANY_ROLE.FINANCE });
    const [t, a, o, f] = await Promise.all([
      connect(app, { token: traveller.token }),
      connect(app, { token: agent.token }),
      connect(app, { token: outsider.traveller.token }),
      connect(app, { token: finance.token }),
    ]);
    for (const s of [t, a, o, f]) await s.next((e) => e.type === 'ready', 'ready');

    await send(app, traveller, chat.id, 'Is breakfast included?');
    const got = await a.messageText('Is breakfast included?');
    expect(got).toMatchObject({
      type: 'message',
      conversation: { id: chat.id, kind: 'lead', company_id: agent.companyId },
      message: { chat_company_id: chat.id, from: traveller.user.id, user: { role: { name: 'Traveller' } } },
    });
    await send(app, agent, chat.id, 'Yes, every morning.');
    await t.messageText('Yes, every morning.');
    await a.messageText('Yes, every morning.');
    await t.messageText('Is breakfast included?');

    // a barrier: once the outsider gets a message of their own, everything sent before has been fanned out
    await send(app, outsider.agent, outsider.chat.id, 'barrier');
    await o.messageText('barrier');
    expect(o.messages()).toEqual(['barrier']);
    expect(f.messages()).toEqual([]);
    for (const s of [t, a, o, f]) s.ws.terminate();
  });

  it('delivers many concurrent messages of one conversation in id order, none lost', async ({ fx, app }) => {
    const { agent, traveller, chat } = await pair(fx);
    const a = await connect(app, { token: agent.token });
    await a.next((e) => e.type === 'ready');
    const sent = await Promise.all(
      Array.from({ length: 20 }, (_, i) => send(app, i % 2 ? agent : traveller, chat.id, `burst ${i}`)),
    );
    await Promise.all(sent.map((m) => a.messageText(m.message)));
    const ids = a.events.filter((e): e is MessageEvent => e.type === 'message').map((e) => e.message.id);
    expect(ids).toHaveLength(20);
    expect(ids).toEqual([...ids].sort((x, y) => x - y));
    a.ws.terminate();
  });

  it('a client that reconnects fetches what it missed and loses nothing', async ({ as, fx, app }) => {
    const { agent, traveller, chat } = await pair(fx);
    const first = await connect(app, { token: traveller.token });
    await first.next((e) => e.type === 'ready');
    const m1 = await send(app, agent, chat.id, 'm1');
    await first.messageText('m1');
    first.ws.close();
    await first.closedWith;

    await send(app, agent, chat.id, 'm2');
    await send(app, traveller, chat.id, 'm3');

    const second = await connect(app, { token: traveller.token });
    await second.next((e) => e.type === 'ready');
    const lastSeen = (first.events.filter((e): e is MessageEvent => e.type === 'message').at(-1) as MessageEvent)
      .message.id;
    expect(lastSeen).toBe(m1.id);
    const missed = await as(traveller).get(`/v1/chat/conversations/${chat.id}/messages?after=${lastSeen}`);
    expect(missed.json().data.map((m: { message: string }) => m.message)).toEqual(['m2', 'm3']);
    await send(app, agent, chat.id, 'm4');
    await second.messageText('m4');
    // what the client holds: live events and the catch-up, merged by id (a message that committed
    // while the new socket was opening may arrive both ways)
    const held = new Map<number, string>();
    for (const e of [...first.events, ...second.events])
      if (e.type === 'message') held.set(e.message.id, e.message.message);
    for (const m of missed.json().data as { id: number; message: string }[]) held.set(m.id, m.message);
    expect([...held.entries()].sort(([a], [b]) => a - b).map(([, text]) => text)).toEqual(['m1', 'm2', 'm3', 'm4']);
    second.ws.terminate();
  });

  it('tells every member of a side when one of them reads', async ({ as, fx, app }) => {
    const { agent, traveller, chat } = await pair(fx);
    const manager = await fx.companyUser({ companyId: agent.companyId });
    const m = await send(app, traveller, chat.id, 'Hello');
    const a = await connect(app, { token: agent.token });
    await a.next((e) => e.type === 'ready');
    await as(manager).post(`/v1/chat/conversations/${chat.id}/read`, { message_id: m.id });
    expect(await a.next((e) => e.type === 'read')).toEqual({
      type: 'read',
      conversation_id: chat.id,
      side: 'company',
      last_read_message_id: m.id,
    });
    a.ws.terminate();
  });

  it('admin chats reach the admins and the company', async ({ as, fx, app }) => {
    const admin = await fx.admin();
    const agent = await fx.companyUser({ companyRole: COMPANY_ROLE.AGENT });
    const [ad, ag] = await Promise.all([connect(app, { token: admin.token }), connect(app, { token: agent.token })]);
    await Promise.all([ad.next((e) => e.type === 'ready'), ag.next((e) => e.type === 'ready')]);
    const res = await as(admin).post('/v1/company/chat', {
      company_id: agent.companyId,
      message: 'Please finish your profile',
    });
    expect(res.statusCode).toBe(201);
    const got = await ag.messageText('Please finish your profile');
    expect(got.conversation).toMatchObject({ kind: 'admin', company_id: agent.companyId });
    await ad.messageText('Please finish your profile');
    ad.ws.terminate();
    ag.ws.terminate();
  });

  it('authenticates a browser by its first frame, and closes on a bad token', async ({ fx, app }) => {
    const { traveller } = await pair(fx);
    const s = await connect(app, { origin: 'http://localhost:3000' });
    s.ws.send(JSON.stringify({ type: 'auth', token: traveller.token }));
    expect(await s.next((e) => e.type === 'ready')).toEqual({ type: 'ready', user_id: traveller.user.id });
    s.ws.send(JSON.stringify({ type: 'ping' }));
    await s.next((e) => e.type === 'pong');
    s.ws.terminate();

    const bad = await connect(app, { origin: 'http://localhost:3000' });
    bad.ws.send(JSON.stringify({ type: 'auth', token: 'x'.repeat(43) }));
    expect(await bad.closedWith).toBe(4401);
    expect(bad.events).toEqual([]);
  });

  it('delivers a message too large for a NOTIFY payload by reading it from the table', async ({ fx, app }) => {
    const { agent, traveller, chat } = await pair(fx);
    const t = await connect(app, { token: traveller.token });
    await t.next((e) => e.type === 'ready');
    // 4000 three-byte characters: 12 kB, more than a NOTIFY payload may carry
    const big = '€'.repeat(4000);
    await send(app, agent, chat.id, big);
    const got = await t.messageText(big);
    expect(got.message).toMatchObject({ message: big, senderName: 'Cian Company', chat_company_id: chat.id });
    t.ws.terminate();
  });

  it('limits how fast one user sends', async ({ as, fx }) => {
    const { traveller, chat } = await pair(fx);
    const codes: number[] = [];
    for (let i = 0; i < 61; i++) {
      const res = await as(traveller).post('/v1/client/chat/', { chat_company_id: chat.id, message: `flood ${i}` });
      codes.push(res.statusCode);
    }
    expect(codes.filter((c) => c === 201)).toHaveLength(60);
    expect(codes.at(-1)).toBe(429);
  });

  it('refuses a page of another origin before upgrading', async ({ fx, app }) => {
    const { traveller } = await pair(fx);
    await expect(connect(app, { token: traveller.token, origin: 'https://evil.example' })).rejects.toThrow(/403/);
  });
});

describe.runIf(Boolean(process.env.DATABASE_URL))('two API processes on one PostgreSQL', () => {
  it('a message sent through one reaches a socket of the other, both ways', async ({ fx, ctx }) => {
    const { agent, traveller, chat } = await pair(fx);
    const url = ctx.database.pool!.options.connectionString!;
    const database = await openPostgres(url, { max: 2 });
    const other = await buildApp({ config: ctx.config, database, webDistDir: null, logger: false });
    await other.ready();
    try {
      const t = await connect(ctx.app, { token: traveller.token, app: other });
      const a = await connect(ctx.app, { token: agent.token });
      await Promise.all([t.next((e) => e.type === 'ready'), a.next((e) => e.type === 'ready')]);
      await send(ctx.app, agent, chat.id, 'from the first process');
      await t.messageText('from the first process');
      await send(other, traveller, chat.id, 'from the second process');
      await a.messageText('from the second process');
      t.ws.terminate();
      a.ws.terminate();
    } finally {
      await other.close();
      await database.close();
    }
  });
});
