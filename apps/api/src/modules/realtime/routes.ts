import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RealtimeClientFrame, RealtimeEvent } from '@triptender/contract/chat';
import { WS_CLOSE } from '@triptender/contract/chat';
import { forbidden } from '../../lib/errors.ts';
import type { Actor } from '../auth/permissions.ts';
import { resolveSession } from '../auth/service.ts';
import { RealtimeHub } from './hub.ts';
import { CHAT_CHANNEL } from '../chat/chat-events.ts';

const AUTH_TIMEOUT_MS = 10_000;
const SESSION_SWEEP_MS = 60_000;

export const realtimeRoutes: FastifyPluginAsyncZod = async (app) => {
  const hub = new RealtimeHub(app.db, app.log);
  const unlisten = await app.database.listen(
    CHAT_CHANNEL,
    (payload) => hub.onNotification(payload),
    () => hub.resyncAll(),
  );
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
          'last_read_message_id}` for the conversations the user takes part in, and `{"type":"resync"}` ' +
          'when events may have been missed. `{"type":"ping"}` is answered with `{"type":"pong"}`. A client ' +
          'that reconnects fetches what it missed with GET /v1/chat/conversations/{id}/messages?after=. ' +
          'A browser Origin other than the site (or ALLOWED_ORIGINS) is refused with 403.',
      },
      // cross-site WebSocket hijacking: a page on another site must not open a socket as our user
      preValidation: async (req) => {
        const origin = req.headers.origin;
        if (origin && !app.config.allowedOrigins.includes(origin)) throw forbidden('This origin may not connect.');
      },
    },
    (socket, req) => {
      let detach: (() => void) | null = null;
      let awaitingAuth = !req.actor;
      const send = (event: RealtimeEvent) => socket.send(JSON.stringify(event));
      const attach = (actor: Actor) => {
        if (socket.readyState !== socket.OPEN) return;
        detach = hub.add(socket, actor);
        send({ type: 'ready', user_id: actor.id });
      };
      const timer = req.actor
        ? undefined
        : setTimeout(() => socket.close(WS_CLOSE.authTimeout, 'Authentication timeout'), AUTH_TIMEOUT_MS);
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
        clearTimeout(timer);
        detach?.();
      });
    },
  );
};
