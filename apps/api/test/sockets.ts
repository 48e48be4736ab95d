// A live WebSocket of the app for tests (app.injectWS): records every event and lets a test wait
// for the one it expects, or for the close.
import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import type { RealtimeEvent } from '@triptender/contract/conversations';

export type MessageEvent = Extract<RealtimeEvent, { type: 'message' }>;

export async function connectSocket(
  app: FastifyInstance,
  opts: { token?: string; origin?: string; host?: string } = {},
) {
  const events: RealtimeEvent[] = [];
  const waiters: { match: (e: RealtimeEvent) => boolean; resolve: (e: RealtimeEvent) => void }[] = [];
  let closed: ((code: number) => void) | undefined;
  const closedWith = new Promise<number>((resolve) => (closed = resolve));
  const ws: WebSocket = await app.injectWS(
    '/v1/ws',
    {
      headers: {
        ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
        ...(opts.origin ? { origin: opts.origin } : {}),
        ...(opts.host ? { host: opts.host } : {}),
      },
    },
    {
      // listen before the upgrade completes: the server greets at once
      onInit: (socket: WebSocket) => {
        socket.on('message', (data) => {
          const event = JSON.parse(data.toString()) as RealtimeEvent;
          events.push(event);
          for (const w of [...waiters]) {
            if (w.match(event)) {
              waiters.splice(waiters.indexOf(w), 1);
              w.resolve(event);
            }
          }
        });
        socket.on('close', (code) => closed!(code));
      },
    },
  );
  const next = <T extends RealtimeEvent>(match: (e: RealtimeEvent) => boolean, label = 'event'): Promise<T> => {
    const seen = events.find(match);
    if (seen) return Promise.resolve(seen as T);
    return new Promise<T>((resolve, reject) => {
      // generous: a busy machine delivers late, and a test that waits for the wrong thing fails anyway
      const timer = setTimeout(() => reject(new Error(`timed out waiting for ${label}`)), 60_000);
      waiters.push({
        match,
        resolve: (e) => {
          clearTimeout(timer);
          resolve(e as T);
        },
      });
    });
  };
  const messages = () => events.filter((e): e is MessageEvent => e.type === 'message').map((e) => e.message.message);
  const messageText = (text: string) =>
    next<MessageEvent>((e) => e.type === 'message' && e.message.message === text, text);
  /** Everything the server sent before this resolves has arrived (one socket keeps its order). */
  const roundTrip = async () => {
    const pongs = events.filter((e) => e.type === 'pong').length;
    ws.send(JSON.stringify({ type: 'ping' }));
    await next(() => events.filter((e) => e.type === 'pong').length > pongs, 'pong');
  };
  return { ws, events, next, messages, messageText, closedWith, roundTrip };
}
