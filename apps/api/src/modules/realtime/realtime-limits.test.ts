// Unauthenticated WebSockets, over real TCP connections: a few per address at once, and each closed
// when it does not authenticate in time (WS_UNAUTHENTICATED_PER_IP, WS_AUTH_TIMEOUT_S in config.ts).
import type { AddressInfo } from 'node:net';
import WebSocket from 'ws';
import { loadConfig } from '../../config.ts';
import { fixtures } from '../../../test/fixtures.ts';
import { describe, expect, harness, type TestContext } from '../../../test/harness.ts';
import { createTestContext } from '../../../test/helpers.ts';

// a long timeout here, so that no socket is closed (and its slot freed) while the test counts them
const test = harness({ env: { WS_UNAUTHENTICATED_PER_IP: '3', WS_AUTH_TIMEOUT_S: '60' } });
const it = test;

async function listen(app: TestContext['app']): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `ws://127.0.0.1:${(app.server.address() as AddressInfo).port}/v1/ws`;
}

/** A real socket: whether the upgrade succeeded (or its HTTP status), its frames and its close code. */
function open(url: string) {
  const ws = new WebSocket(url);
  const frames: { type: string }[] = [];
  ws.on('message', (data) => frames.push(JSON.parse(data.toString()) as { type: string }));
  ws.on('error', () => {});
  const outcome = new Promise<'open' | number>((resolve) => {
    ws.on('open', () => resolve('open'));
    ws.on('unexpected-response', (_req, res) => {
      resolve(res.statusCode ?? 0);
      res.resume();
    });
  });
  const closed = new Promise<number>((resolve) => ws.on('close', (code) => resolve(code)));
  const frame = (type: string) =>
    new Promise<void>((resolve) => {
      const check = () => (frames.some((f) => f.type === type) ? resolve() : setTimeout(check, 20));
      check();
    });
  return { ws, outcome, closed, frame };
}

describe('unauthenticated WebSockets', () => {
  let url: string;
  test.beforeAll(async ({ app }) => (url = await listen(app)));

  it('one address holds at most WS_UNAUTHENTICATED_PER_IP of them; authenticating frees a slot', async ({ fx }) => {
    const traveller = await fx.traveller();
    const held = [open(url), open(url), open(url)];
    expect(await Promise.all(held.map((s) => s.outcome))).toEqual(['open', 'open', 'open']);
    const refused = open(url);
    expect(await refused.outcome).toBe(429);

    held[0]!.ws.send(JSON.stringify({ type: 'auth', token: traveller.token }));
    await held[0]!.frame('ready');
    const next = open(url);
    expect(await next.outcome).toBe('open');
    // closing one frees its slot too
    held[1]!.ws.close();
    await held[1]!.closed;
    const after = open(url);
    expect(await after.outcome).toBe('open');
    expect(await open(url).outcome).toBe(429);
    for (const s of [...held, next, after]) s.ws.terminate();
  });

  describe('with a short authentication timeout', () => {
    let quick: TestContext;
    let quickUrl: string;
    test.beforeAll(async () => {
      quick = await createTestContext({ env: { WS_AUTH_TIMEOUT_S: '1' } });
      quickUrl = await listen(quick.app);
    });
    test.afterAll(() => quick.close());

    it('closes a socket that does not authenticate in time (4408), and not one that does', async () => {
      const silent = open(quickUrl);
      const authenticated = open(quickUrl);
      await Promise.all([silent.outcome, authenticated.outcome]);
      const session = await fixtures(quick.db).traveller();
      authenticated.ws.send(JSON.stringify({ type: 'auth', token: session.token }));
      await authenticated.frame('ready');
      expect(await silent.closed).toBe(4408);
      authenticated.ws.send(JSON.stringify({ type: 'ping' }));
      await authenticated.frame('pong');
      expect(authenticated.ws.readyState).toBe(WebSocket.OPEN);
      authenticated.ws.terminate();
    });
  });

  it('by default allows 5 seconds and 20 sockets per address', () => {
    const config = loadConfig({});
    expect(config.wsAuthTimeoutMs).toBe(5000);
    expect(config.wsUnauthenticatedPerIp).toBe(20);
  });
});
