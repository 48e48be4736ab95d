import { eq } from 'drizzle-orm';
import { vi } from 'vitest';
import type { WebSocket } from 'ws';
import type { Db } from '../../db/client.ts';
import { sessions } from '../../db/schema.ts';
import { hashToken } from '../../lib/tokens.ts';
import type { Actor } from '../auth/permissions.ts';
import { resolveSession } from '../auth/service.ts';
import { type Session } from '../../../test/fixtures.ts';
import { describe, expect, it } from '../../../test/harness.ts';
import { RealtimeHub } from './hub.ts';
import type { ConversationNotification } from '../conversations/conversation-events.ts';

/** Stands in for a ws connection: the hub only sends, checks the state and closes. */
function fakeSocket() {
  return { OPEN: 1, readyState: 1, bufferedAmount: 0, send: vi.fn(), close: vi.fn(), terminate: vi.fn() };
}
const actorOf = async (db: Db, s: Session) => (await resolveSession(db, s.token)) as Actor;
const message = (c: ConversationNotification['c'], text: string): ConversationNotification => ({
  t: 'message',
  c,
  mid: 1,
  m: {
    id: 1,
    chat_company_id: c.id,
    message: text,
    from: null,
    created_at: new Date().toISOString(),
    senderName: 'x',
    quote_id: null,
    user: null,
  },
});
const settle = () => new Promise((r) => setTimeout(r, 10));

describe('RealtimeHub', () => {
  it("sends a conversation's events to its traveller, its company's chatting staff and, for admin chats, the admins", async ({
    fx,
    db,
    app,
  }) => {
    const hub = new RealtimeHub(db, app.log);
    const { manager, finance } = await fx.team({ finance: 'finance' });
    const traveller = await fx.traveller();
    const otherTraveller = await fx.traveller();
    const admin = await fx.admin();
    const sockets = new Map<string, ReturnType<typeof fakeSocket>>();
    for (const [name, s] of Object.entries({ manager, finance, traveller, otherTraveller, admin })) {
      const socket = fakeSocket();
      sockets.set(name, socket);
      hub.add(socket as unknown as WebSocket, await actorOf(db, s));
    }
    expect(hub.size).toBe(5);
    const lead = { id: 10, kind: 'lead' as const, company_id: manager.companyId, traveller_id: traveller.user.id };
    hub.onNotification(JSON.stringify(message(lead, 'about the trip')));
    await settle();
    const got = (name: string) =>
      sockets.get(name)!.send.mock.calls.map(([frame]) => JSON.parse(frame as string).message?.message);
    expect(got('manager')).toEqual(['about the trip']);
    expect(got('traveller')).toEqual(['about the trip']);
    expect(got('finance')).toEqual([]);
    expect(got('otherTraveller')).toEqual([]);
    expect(got('admin')).toEqual([]);

    hub.onNotification(JSON.stringify(message({ ...lead, kind: 'admin', traveller_id: null }, 'to the team')));
    await settle();
    expect(got('admin')).toEqual(['to the team']);
    expect(got('manager')).toEqual(['about the trip', 'to the team']);
    expect(got('traveller')).toEqual(['about the trip']);
    // a garbled payload is ignored, and the next one still goes out
    hub.onNotification('{not json');
    hub.onNotification(JSON.stringify(message(lead, 'still live')));
    await settle();
    expect(got('traveller')).toEqual(['about the trip', 'still live']);
  });

  it('closes the sockets whose session ended, and drops clients that stopped reading', async ({ fx, db, app }) => {
    const hub = new RealtimeHub(db, app.log);
    const a = await fx.traveller();
    const b = await fx.traveller();
    const [sa, sb] = [fakeSocket(), fakeSocket()];
    hub.add(sa as unknown as WebSocket, await actorOf(db, a));
    const detach = hub.add(sb as unknown as WebSocket, await actorOf(db, b));
    await db.delete(sessions).where(eq(sessions.token_hash, hashToken(a.token)));
    await hub.closeEndedSessions();
    expect(sa.close).toHaveBeenCalledWith(4401, 'Session ended');
    expect(sb.close).not.toHaveBeenCalled();

    sb.bufferedAmount = 10 * 1024 * 1024;
    const c = await fx.companyUser();
    hub.onNotification(
      JSON.stringify(message({ id: 3, kind: 'lead', company_id: c.companyId, traveller_id: b.user.id }, 'hello')),
    );
    await settle();
    expect(sb.terminate).toHaveBeenCalled();
    expect(sb.send).not.toHaveBeenCalled();
    detach();
    expect(hub.size).toBe(1);
  });
});
