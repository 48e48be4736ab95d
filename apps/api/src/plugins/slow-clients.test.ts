// Slow clients through a raw socket (docs/operations.md, "Slow clients"): a body or headers that trickle
// in are cut at their bound, one address cannot hold more unfinished connections than its cap, and a stop
// does not wait for them.
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { describe, expect, harness, type TestContext } from '../../test/harness.ts';
import { createTestContext } from '../../test/helpers.ts';

type Conn = { socket: net.Socket; received: () => string; closed: Promise<void> };

function open(port: number): Promise<Conn> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let text = '';
    socket.on('data', (d) => (text += d.toString()));
    socket.on('error', () => {});
    const closed = new Promise<void>((r) => socket.once('close', () => r()));
    socket.once('connect', () => resolve({ socket, received: () => text, closed }));
    socket.once('error', reject);
  });
}

/** Sends one byte every `everyMs` until the socket closes. */
function trickle(conn: Conn, everyMs: number) {
  const timer = setInterval(() => conn.socket.writable && conn.socket.write('x'), everyMs);
  void conn.closed.then(() => clearInterval(timer));
}

const BODY_HEAD =
  'PUT /v1/me/display-currency HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n';

async function listening(ctx: TestContext): Promise<number> {
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  return (ctx.app.server.address() as AddressInfo).port;
}

const test = harness({
  env: { REQUEST_BODY_TIMEOUT_S: '2', REQUEST_HEADERS_TIMEOUT_S: '1', INCOMPLETE_REQUESTS_PER_IP: '3' },
});
const it = test;

describe('slow clients', () => {
  it('a body that trickles in is cut at REQUEST_BODY_TIMEOUT_S with 408', async ({ ctx }) => {
    const port = await listening(ctx);
    const conn = await open(port);
    conn.socket.write(BODY_HEAD);
    trickle(conn, 200);
    // the test's own timeout is the bound: without the cut the socket stays open for ever
    await conn.closed;
    expect(conn.received()).toMatch(/^HTTP\/1\.1 408/);
  });

  it('headers that trickle in are cut at REQUEST_HEADERS_TIMEOUT_S', async ({ ctx }) => {
    const port = (ctx.app.server.address() as AddressInfo).port;
    const conn = await open(port);
    conn.socket.write('GET /healthz HTTP/1.1\r\nHost: x\r\nX-Slow: ');
    trickle(conn, 200);
    await conn.closed;
    expect(conn.received()).toMatch(/^HTTP\/1\.1 408/);
  });

  it('one address holds at most INCOMPLETE_REQUESTS_PER_IP unfinished connections; the next gets 429', async ({
    ctx,
  }) => {
    const port = (ctx.app.server.address() as AddressInfo).port;
    const held = await Promise.all([open(port), open(port), open(port)]);
    for (const c of held) c.socket.write(BODY_HEAD);
    await new Promise((r) => setTimeout(r, 100));
    const refused = await open(port);
    await refused.closed;
    expect(refused.received()).toMatch(/^HTTP\/1\.1 429 Too Many Requests\r\n/);
    expect(refused.received()).toContain('Retry-After: 10');
    for (const c of held) c.socket.destroy();
    await Promise.all(held.map((c) => c.closed));
    // whole requests are not held against the address
    const res = await fetch(`http://127.0.0.1:${port}/healthz`);
    expect(res.status).toBe(200);
  });
});

describe('a stop with slow clients connected', () => {
  it('closes them at once instead of waiting for their bodies', { timeout: 60_000 }, async () => {
    // bodies may take 10 minutes here: only the stop can end these connections within the test
    const ctx = await createTestContext({ env: { REQUEST_BODY_TIMEOUT_S: '600', REQUEST_HEADERS_TIMEOUT_S: '600' } });
    try {
      const port = await listening(ctx);
      const conns = await Promise.all(Array.from({ length: 5 }, () => open(port)));
      for (const c of conns) {
        c.socket.write(BODY_HEAD);
        trickle(c, 500);
      }
      await new Promise((r) => setTimeout(r, 200));
      await ctx.app.close();
      await Promise.all(conns.map((c) => c.closed));
      for (const c of conns) expect(c.socket.destroyed).toBe(true);
    } finally {
      await ctx.close();
    }
  });
});
