import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RealtimeClientFrame, RealtimeEvent } from '@triptender/contract/conversations';
import { WS_CLOSE } from '@triptender/contract/conversations';
import { forbidden, tooManyRequests } from '../../lib/errors.ts';
import { clientKey } from '../../lib/rate-limit.ts';
import type { Actor } from '../auth/permissions.ts';
import { resolveSession } from '../auth/service.ts';
import { RealtimeHub } from './hub.ts';
import { CONVERSATION_CHANNEL } from '../conversations/conversation-events.ts';
import { USER_CHANNEL } from '../auth/user-events.ts';
import { LEAD_CHANNEL } from '../notifications/lead-events.ts';

const SESSION_SWEEP_MS = 60_000;

/**
 * Cross-site WebSocket hijacking: a page of another site must not open a socket as our user. Allowed:
 * PUBLIC_URL's origin, ALLOWED_ORIGINS, and the page's own origin, the host the request was sent to
 * (the app opened at 127.0.0.1 instead of localhost). No Origin (not a browser) passes.
 */
export function isAllowedOrigin(origin: string | undefined, host: string | undefined, allowed: string[]): boolean {
  if (!origin || allowed.includes(origin)) return true;
  try {
    return host !== undefined && new URL(origin).host === host.toLowerCase();
  } catch {
    return false;
  }
}

/**
 * Sockets that have not authenticated yet, per client address: at most `max` at once (more are
 * refused with 429 before the upgrade), each released when it authenticates or closes.
 */
function pendingSlots(max: number) {
  const byClient = new Map<string, number>();
  return {
    /** Takes a slot, or returns null when the address has none left. */
    take(key: string): (() => void) | null {
      const n = byClient.get(key) ?? 0;
      if (n >= max) return null;
      byClient.set(key, n + 1);
      let held = true;
      return () => {
        if (!held) return;
        held = false;
        const left = (byClient.get(key) ?? 1) - 1;
        if (left > 0) byClient.set(key, left);
        else byClient.delete(key);
      };
    },
  };
}

export const realtimeRoutes: FastifyPluginAsyncZod = async (app) => {
  const hub = new RealtimeHub(app.db, app.log);
  const slots = pendingSlots(app.config.wsUnauthenticatedPerIp);
  const releases = new WeakMap<object, () => void>();
  const unlistenConversation = await app.database.listen(
    CONVERSATION_CHANNEL,
    (payload) => hub.onNotification(payload),
    () => hub.resyncAll(),
  );
  const unlistenUsers = await app.database.listen(USER_CHANNEL, (payload) => hub.onUserChanged(payload));
  const unlistenLeads = await app.database.listen(LEAD_CHANNEL, (payload) => hub.onNewMatch(payload));
  const unlisten = () => Promise.all([unlistenConversation(), unlistenUsers(), unlistenLeads()]);
  const sweep = setInterval(() => {
    hub.closeEndedSessions().catch((err: unknown) => app.log.error({ err }, 'realtime session sweep failed'));
  }, SESSION_SWEEP_MS).unref();
  app.addHook('onClose', async () => {
    clearInterval(sweep);
    // the database may be gone already (closed first, or lost): nothing left to unsubscribe from
    await unlisten().catch(() => {});
  });

  app.get(
    '/ws',
    {
      websocket: true,
      schema: {
        tags: ['realtime'],
        summary: 'WebSocket: live chat events',
        description:
          'Authenticate with `Authorization: Bearer <token>` on the upgrade, or (browsers) by sending ' +
          '`{"type":"auth","token":"..."}` first. The server answers `{"type":"ready"}`, then pushes ' +
          '`{"type":"message", conversation, message}` and `{"type":"read", conversation_id, side, ' +
          'last_read_message_id}` for the conversations the user takes part in, `{"type":"lead.new_match", ' +
          'lead: {id, title, country}}` to company users when a lead that fits their saved lead preferences goes ' +
          'live (no contact details), and `{"type":"resync"}` ' +
          'when events may have been missed. `{"type":"ping"}` is answered with `{"type":"pong"}`. A client ' +
          'that reconnects fetches what it missed with GET /v1/chat/conversations/{id}/messages?after=. ' +
          'A browser Origin other than the site (PUBLIC_URL, the host the request was sent to, or ALLOWED_ORIGINS) ' +
          'is refused with 403. A socket that has not authenticated within WS_AUTH_TIMEOUT_S seconds (5) is ' +
          'closed with 4408; one address may hold WS_UNAUTHENTICATED_PER_IP (20) such sockets at once, more ' +
          'are refused with 429.',
      },
      preValidation: async (req) => {
        if (!isAllowedOrigin(req.headers.origin, req.host, app.config.allowedOrigins)) {
          throw forbidden('This origin may not connect.');
        }
        // a slot is for a socket: a plain GET (no upgrade) never holds one
        if (req.actor || req.headers.upgrade?.toLowerCase() !== 'websocket') return;
        const release = slots.take(clientKey(req));
        if (!release) throw tooManyRequests(Math.ceil(app.config.wsAuthTimeoutMs / 1000));
        releases.set(req.raw, release);
        // the connection may end before the socket handler runs (a failed upgrade)
        req.raw.socket?.once('close', release);
      },
    },
    (socket, req) => {
      let detach: (() => void) | null = null;
      let awaitingAuth = !req.actor;
      const release = releases.get(req.raw) ?? (() => {});
      const send = (event: RealtimeEvent) => socket.send(JSON.stringify(event));
      const attach = (actor: Actor) => {
        if (socket.readyState !== socket.OPEN) return;
        detach = hub.add(socket, actor);
        send({ type: 'ready', user_id: actor.id });
      };
      const timer = req.actor
        ? undefined
        : setTimeout(() => socket.close(WS_CLOSE.authTimeout, 'Authentication timeout'), app.config.wsAuthTimeoutMs);
      if (req.actor) attach(req.actor);

      socket.on('message', (data) => {
        let frame: Partial<RealtimeClientFrame>;
        try {
          frame = JSON.parse(data.toString()) as Partial<RealtimeClientFrame>;
        } catch {
          return;
        }
        if (frame.type === 'ping') {
          send({ type: 'pong' });
        } else if (frame.type === 'auth' && awaitingAuth) {
          awaitingAuth = false;
          release();
          const token = typeof frame.token === 'string' && frame.token.length <= 200 ? frame.token : '';
          clearTimeout(timer);
          resolveSession(app.db, token).then(
            (actor) => (actor ? attach(actor) : socket.close(WS_CLOSE.unauthenticated, 'Unauthenticated')),
            (err: unknown) => {
              app.log.error({ err }, 'websocket authentication failed');
              socket.close(1011, 'Server error');
            },
          );
        }
      });
      socket.on('close', () => {
        release();
        clearTimeout(timer);
        detach?.();
      });
    },
  );
};
