import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { WebSocket } from 'ws';
import type { RealtimeEvent } from '@triptender/contract/chat';
import { WS_CLOSE } from '@triptender/contract/chat';
import type { Db } from '../../db/client.ts';
import { sessions, users } from '../../db/schema.ts';
import { type Actor, canChatAsCompany, isAdmin } from '../auth/permissions.ts';
import { getChatMessage } from '../chat/messages.ts';
import type { Audience, ChatNotification } from '../chat/chat-events.ts';

type Client = { socket: WebSocket; actor: Actor };

// A client this far behind is not reading: drop it; it reconnects and catches up from the tables.
const MAX_BUFFERED_BYTES = 4 * 1024 * 1024;

/**
 * The WebSocket clients of this process, indexed by who they are, and the fan-out of chat events
 * arriving from Postgres NOTIFY (sent by whichever API process wrote the message).
 */
export class RealtimeHub {
  private readonly byUser = new Map<number, Set<Client>>();
  private readonly byCompany = new Map<number, Set<Client>>();
  private readonly admins = new Set<Client>();
  private readonly all = new Set<Client>();
  // notifications are handled one after another so a slow one (a large message read from the
  // table) cannot let a later one overtake it
  private queue: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
  ) {}

  get size(): number {
    return this.all.size;
  }

  add(socket: WebSocket, actor: Actor): () => void {
    const client: Client = { socket, actor };
    this.all.add(client);
    addTo(this.byUser, actor.id, client);
    if (actor.companyId !== null) addTo(this.byCompany, actor.companyId, client);
    if (isAdmin(actor)) this.admins.add(client);
    return () => {
      this.all.delete(client);
      removeFrom(this.byUser, actor.id, client);
      if (actor.companyId !== null) removeFrom(this.byCompany, actor.companyId, client);
      this.admins.delete(client);
    };
  }

  /** Handles one NOTIFY payload. */
  onNotification(payload: string): void {
    this.queue = this.queue.then(
      () => this.deliver(payload),
      () => this.deliver(payload),
    );
  }

  private async deliver(payload: string): Promise<void> {
    let event: ChatNotification;
    try {
      event = JSON.parse(payload) as ChatNotification;
    } catch {
      this.log.warn({ payload: payload.slice(0, 200) }, 'unreadable chat notification');
      return;
    }
    const recipients = this.audience(event.c);
    if (recipients.length === 0) return;
    let out: RealtimeEvent;
    if (event.t === 'message') {
      const stored = event.m ? null : await getChatMessage(this.db, event.mid);
      const message = event.m ?? (stored && { ...stored, created_at: stored.created_at.toISOString() });
      if (!message) return;
      out = {
        type: 'message',
        conversation: { id: event.c.id, kind: event.c.kind, company_id: event.c.company_id },
        message,
      };
    } else {
      out = {
        type: 'read',
        conversation_id: event.c.id,
        side: event.side,
        last_read_message_id: event.last_read_message_id,
      };
    }
    const frame = JSON.stringify(out);
    for (const client of recipients) this.send(client, frame);
  }

  /** The connected clients a conversation's events go to. */
  private audience(c: Audience): Client[] {
    const out: Client[] = [];
    if (c.kind === 'lead' && c.traveller_id !== null) {
      for (const client of this.byUser.get(c.traveller_id) ?? [])
        if (client.actor.id === c.traveller_id) out.push(client);
    }
    for (const client of this.byCompany.get(c.company_id) ?? []) if (canChatAsCompany(client.actor)) out.push(client);
    if (c.kind === 'admin') out.push(...this.admins);
    return out;
  }

  private send(client: Client, frame: string) {
    const { socket } = client;
    if (socket.readyState !== socket.OPEN) return;
    if (socket.bufferedAmount > MAX_BUFFERED_BYTES) {
      socket.terminate();
      return;
    }
    socket.send(frame);
  }

  /** After the database listener was lost, events may have been missed: clients fetch what is new. */
  resyncAll(): void {
    const frame = JSON.stringify({ type: 'resync' } satisfies RealtimeEvent);
    for (const client of this.all) this.send(client, frame);
  }

  /**
   * Closes the sockets whose session ended (logout, expiry, a disabled user) since they connected:
   * a socket must not outlive the token that opened it.
   */
  async closeEndedSessions(): Promise<void> {
    if (this.all.size === 0) return;
    const ids = [...new Set([...this.all].map((c) => c.actor.sessionId))];
    const alive = await this.db
      .select({ id: sessions.id })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.user_id))
      .where(and(inArray(sessions.id, ids), gt(sessions.expires_at, sql`now()`), isNull(users.disabled_at)));
    const live = new Set(alive.map((r) => r.id));
    for (const client of this.all) {
      if (!live.has(client.actor.sessionId)) client.socket.close(WS_CLOSE.unauthenticated, 'Session ended');
    }
  }

  closeAll(): void {
    for (const client of this.all) client.socket.close(1001, 'Server shutting down');
  }
}

function addTo<K>(map: Map<K, Set<Client>>, key: K, client: Client) {
  let set = map.get(key);
  if (!set) map.set(key, (set = new Set()));
  set.add(client);
}

function removeFrom<K>(map: Map<K, Set<Client>>, key: K, client: Client) {
  const set = map.get(key);
  if (!set) return;
  set.delete(client);
  if (set.size === 0) map.delete(key);
}
