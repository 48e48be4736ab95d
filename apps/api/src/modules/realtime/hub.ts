import { inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { WebSocket } from 'ws';
import type { RealtimeEvent } from '@triptender/contract/conversations';
import { WS_CLOSE } from '@triptender/contract/conversations';
import type { Db } from '../../db/client.ts';
import { sessions } from '../../db/schema.ts';
import { websocketConnections } from '../../lib/metrics.ts';
import { type Actor, canWriteAsCompany, isAdmin } from '../auth/permissions.ts';
import { selectLiveSessions } from '../auth/service.ts';
import { getConversationMessage } from '../conversations/messages.ts';
import type { Audience, ConversationNotification } from '../conversations/conversation-events.ts';
import type { UserNotification } from '../auth/user-events.ts';
import type { LeadNotification } from '../notifications/lead-events.ts';

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
    websocketConnections.inc();
    addTo(this.byUser, actor.id, client);
    this.index(client);
    return () => {
      if (this.all.delete(client)) websocketConnections.dec();
      removeFrom(this.byUser, client.actor.id, client);
      this.unindex(client);
    };
  }

  /** Files a client under its company and role (its user never changes). */
  private index(client: Client) {
    if (client.actor.companyId !== null) addTo(this.byCompany, client.actor.companyId, client);
    if (isAdmin(client.actor)) this.admins.add(client);
  }

  private unindex(client: Client) {
    if (client.actor.companyId !== null) removeFrom(this.byCompany, client.actor.companyId, client);
    this.admins.delete(client);
  }

  /** Handles one chat NOTIFY payload. */
  onNotification(payload: string): void {
    this.enqueue(() => this.deliver(payload));
  }

  /**
   * Handles one user NOTIFY payload (auth/user-events.ts): the user's sockets are checked again, in
   * the same queue as chat events, so a message committed after a role change already goes by the
   * new role.
   */
  onUserChanged(payload: string): void {
    const event = this.read<UserNotification>(payload, 'user');
    if (!event) return;
    const userId = Number(event.uid);
    this.enqueue(() => this.refresh([...(this.byUser.get(userId) ?? [])]));
  }

  /**
   * Handles one new-lead NOTIFY payload (notifications/lead-events.ts): the lead goes to the connected
   * users of each company it fits, in the same queue as chat events.
   */
  onNewMatch(payload: string): void {
    const event = this.read<LeadNotification>(payload, 'lead');
    if (!event) return;
    this.enqueue(async () => {
      const frame = JSON.stringify({ type: 'lead.new_match', lead: event.lead } satisfies RealtimeEvent);
      for (const companyId of event.c)
        for (const client of this.byCompany.get(companyId) ?? []) this.send(client, frame);
    });
  }

  /** A NOTIFY payload, or undefined (logged) when it is not JSON. */
  private read<T>(payload: string, kind: string): T | undefined {
    try {
      return JSON.parse(payload) as T;
    } catch {
      this.log.warn({ payload: payload.slice(0, 200) }, `unreadable ${kind} notification`);
      return undefined;
    }
  }

  private enqueue(work: () => Promise<void>) {
    this.queue = this.queue.then(work, work).catch((err: unknown) => this.log.error({ err }, 'realtime update failed'));
  }

  private async deliver(payload: string): Promise<void> {
    const event = this.read<ConversationNotification>(payload, 'chat');
    if (!event) return;
    const recipients = this.audience(event.c);
    if (recipients.length === 0) return;
    let out: RealtimeEvent;
    if (event.t === 'message') {
      const stored = event.m ? null : await getConversationMessage(this.db, event.mid);
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
    for (const client of this.byCompany.get(c.company_id) ?? []) if (canWriteAsCompany(client.actor)) out.push(client);
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
    // user notifications may have been missed too: roles and sessions are read again
    this.enqueue(() => this.closeEndedSessions());
    const frame = JSON.stringify({ type: 'resync' } satisfies RealtimeEvent);
    for (const client of this.all) this.send(client, frame);
  }

  /**
   * Checks clients against their sessions as stored now: a socket whose session ended (logout,
   * expiry, a password set, a removed or disabled user) is closed, since it must not outlive the
   * token that opened it; the others take their user's current role and company.
   */
  private async refresh(clients: Client[]): Promise<void> {
    if (clients.length === 0) return;
    const ids = [...new Set(clients.map((c) => c.actor.sessionId))];
    const rows = await selectLiveSessions(this.db, inArray(sessions.id, ids));
    const live = new Map(rows.map(({ lastUsedAt: _, expiresAt: __, ...actor }) => [actor.sessionId, actor]));
    for (const client of clients) {
      // closed while the sessions were read: nothing to update
      if (!this.all.has(client)) continue;
      const now = live.get(client.actor.sessionId);
      if (!now) {
        client.socket.close(WS_CLOSE.unauthenticated, 'Session ended');
        continue;
      }
      this.unindex(client);
      client.actor = now;
      this.index(client);
    }
  }

  /** The periodic sweep, and the catch-up after lost notifications: every client checked again. */
  async closeEndedSessions(): Promise<void> {
    await this.refresh([...this.all]);
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
