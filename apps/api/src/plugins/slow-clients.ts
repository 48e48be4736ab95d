// Slow clients are cut off (docs/operations.md, "Slow clients"): a request must arrive whole within
// REQUEST_BODY_TIMEOUT_S and its headers within REQUEST_HEADERS_TIMEOUT_S (Node checks every second,
// not every 30 s as by default), one address may hold at most INCOMPLETE_REQUESTS_PER_IP connections
// that have not sent a whole request (a 429 closes the next), and a stop cuts such connections
// UNFINISHED_GRACE_MS after it begins instead of waiting SHUTDOWN_TIMEOUT_S for them.
import http from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyServerFactory } from 'fastify';

export type SlowClientLimits = {
  bodyTimeoutMs: number;
  headersTimeoutMs: number;
  /** 0: no cap (behind a proxy every client has the proxy's address). */
  incompletePerAddress: number;
};

/** How long a stop lets requests that have not fully arrived go on arriving before it cuts them. */
export const UNFINISHED_GRACE_MS = 2000;

/** Seconds a refused client is asked to wait. */
const RETRY_AFTER_S = 10;
const REFUSAL_BODY = JSON.stringify({
  message: 'Too many unfinished requests from your address. Please try again in a moment.',
});
const REFUSAL =
  `HTTP/1.1 429 Too Many Requests\r\nRetry-After: ${RETRY_AFTER_S}\r\nContent-Type: application/json\r\n` +
  `Connection: close\r\nContent-Length: ${Buffer.byteLength(REFUSAL_BODY)}\r\n\r\n${REFUSAL_BODY}`;

type Tracked = { address: string; request: http.IncomingMessage | null };

/**
 * A server factory for Fastify with the limits above, and `cutIncomplete()` for a stop: it destroys
 * every connection whose request has not fully arrived (none yet, or a body still trickling in).
 */
export function slowClientServer(limits: SlowClientLimits): {
  serverFactory: FastifyServerFactory;
  cutIncomplete(): number;
} {
  const sockets = new Map<Socket, Tracked>();
  const byAddress = new Map<string, Set<Tracked>>();
  // read when needed, never kept as a count: a request is whole once Node has parsed all of it
  const isIncomplete = (t: Tracked) => t.request === null || !t.request.complete;
  const incompleteFrom = (address: string) => {
    let n = 0;
    for (const t of byAddress.get(address) ?? []) if (isIncomplete(t)) n++;
    return n;
  };

  const serverFactory: FastifyServerFactory = (handler) => {
    const server = http.createServer(
      {
        requestTimeout: limits.bodyTimeoutMs,
        headersTimeout: Math.min(limits.headersTimeoutMs, limits.bodyTimeoutMs),
        connectionsCheckingInterval: 1000,
      },
      handler,
    );
    server.on('connection', (socket: Socket) => {
      const address = socket.remoteAddress ?? 'unknown';
      if (limits.incompletePerAddress > 0 && incompleteFrom(address) >= limits.incompletePerAddress) {
        socket.end(REFUSAL);
        return;
      }
      const tracked: Tracked = { address, request: null };
      sockets.set(socket, tracked);
      const set = byAddress.get(address) ?? new Set<Tracked>();
      set.add(tracked);
      byAddress.set(address, set);
      socket.once('close', () => {
        sockets.delete(socket);
        set.delete(tracked);
        if (set.size === 0 && byAddress.get(address) === set) byAddress.delete(address);
      });
    });
    server.on('request', (req: http.IncomingMessage) => {
      const tracked = sockets.get(req.socket);
      if (tracked) tracked.request = req;
    });
    return server;
  };

  return {
    serverFactory,
    cutIncomplete() {
      let cut = 0;
      for (const [socket, tracked] of sockets) {
        if (isIncomplete(tracked)) {
          socket.destroy();
          cut++;
        }
      }
      return cut;
    },
  };
}
