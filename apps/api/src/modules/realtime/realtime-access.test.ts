// Who may hold a live socket, checked at once: role changes and removals reach open sockets, and the
// origin rule accepts the page's own origin.
import { COMPANY_ROLE } from '@triptender/contract/enums';
import type { FastifyInstance } from 'fastify';
import { type Session } from '../../../test/fixtures.ts';
import { type As, describe, expect, type Fixtures, it } from '../../../test/harness.ts';
import { connectSocket } from '../../../test/sockets.ts';

async function connected(app: FastifyInstance, s: Session) {
  const socket = await connectSocket(app, { token: s.token });
  await socket.next((e) => e.type === 'ready', 'ready');
  return socket;
}

const travellerSays = async (as: As, traveller: Session, chatId: number, message: string) => {
  const res = await as(traveller).post('/v1/client/chat/', { chat_company_id: chatId, message });
  expect(res.statusCode, res.body).toBe(201);
};

async function companyWithConversation(fx: Fixtures) {
  const { manager, agent } = await fx.team({ agent: 'agent' });
  const traveller = await fx.traveller();
  const chat = await fx.leadConversation({ companyId: manager.companyId, travellerId: traveller.user.id });
  return { manager, agent, traveller, chat };
}

const memberUrl = (companyId: number, userId: number) => `/v1/users/${companyId}/${userId}`;

describe('an open socket follows its user at once', () => {
  it('an Agent made Finance stops receiving chat on the socket, as the REST API refuses it', async ({
    as,
    fx,
    app,
  }) => {
    const { manager, agent, traveller, chat } = await companyWithConversation(fx);
    const [a, m] = [await connected(app, agent), await connected(app, manager)];
    await travellerSays(as, traveller, chat.id, 'before the change');
    await a.messageText('before the change');

    const changed = await as(manager).patch(memberUrl(manager.companyId, agent.user.id), {
      company_role: COMPANY_ROLE.FINANCE,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const rest = await as(agent).get(`/v1/chat/conversations/${chat.id}/messages`);
    // Finance does not chat: the conversation is not theirs to read
    expect(rest.statusCode).toBe(404);

    await travellerSays(as, traveller, chat.id, 'after the change');
    // the manager's copy went out in the same fan-out: had the agent been in it, its copy arrived
    // before the answer to a ping sent now
    await m.messageText('after the change');
    await a.roundTrip();
    expect(a.messages()).toEqual(['before the change']);

    // made Agent again, the socket receives chat again, without reconnecting
    await as(manager).patch(memberUrl(manager.companyId, agent.user.id), { company_role: COMPANY_ROLE.AGENT });
    await travellerSays(as, traveller, chat.id, 'an Agent again');
    await a.messageText('an Agent again');
    a.ws.terminate();
    m.ws.terminate();
  });

  it('a removed member: the socket is closed and receives nothing more', async ({ as, fx, app }) => {
    const { manager, agent, traveller, chat } = await companyWithConversation(fx);
    const [a, m] = [await connected(app, agent), await connected(app, manager)];
    const removed = await as(manager).delete(memberUrl(manager.companyId, agent.user.id));
    expect(removed.statusCode, removed.body).toBe(200);
    await travellerSays(as, traveller, chat.id, 'after the removal');
    await m.messageText('after the removal');
    expect(await a.closedWith).toBe(4401);
    expect(a.messages()).toEqual([]);
    m.ws.terminate();
  });

  it('logging out closes the sockets of that session only', async ({ as, fx, app }) => {
    const traveller = await fx.traveller();
    const other = await fx.session(traveller.user);
    const [t1, t2] = [await connected(app, traveller), await connected(app, other)];
    const out = await as(traveller).post('/v1/auth/logout');
    expect(out.statusCode).toBe(200);
    expect(await t1.closedWith).toBe(4401);
    await t2.roundTrip();
    t2.ws.terminate();
  });
});

describe('the origin rule', () => {
  it("accepts the page's own origin (the app opened at 127.0.0.1), PUBLIC_URL's, and refuses others", async ({
    fx,
    app,
  }) => {
    const traveller = await fx.traveller();
    const own = await connectSocket(app, { origin: 'http://127.0.0.1:3000', host: '127.0.0.1:3000' });
    own.ws.send(JSON.stringify({ type: 'auth', token: traveller.token }));
    expect(await own.next((e) => e.type === 'ready')).toEqual({ type: 'ready', user_id: traveller.user.id });
    own.ws.terminate();

    const site = await connectSocket(app, { origin: 'http://localhost:3000', host: '127.0.0.1:3000' });
    site.ws.terminate();
    await expect(connectSocket(app, { origin: 'https://evil.example', host: '127.0.0.1:3000' })).rejects.toThrow(/403/);
    // the same host on another port is another origin
    await expect(connectSocket(app, { origin: 'http://127.0.0.1:4000', host: '127.0.0.1:3000' })).rejects.toThrow(
      /403/,
    );
  });
});
