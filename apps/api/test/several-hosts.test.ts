// Over 300 lines: one scenario per thing that hosts must share, around three processes started once for all.
// Three API processes on three ports over one PostgreSQL, each with a data dir of its own
// as three hosts would have: nothing a request needs may live in one process's memory or on one disk.
// A login flood across them is limited at the configured count in total; a logo uploaded through one
// is served by the others; chat messages sent through one reach sockets on the others, once and in
// order; each email is sent once (a real SMTP server); a session signed out and a setting changed
// through one are seen by the others at once, though each keeps its own copy of both (decision 020).
// Small and quick: seconds of work once started.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_MAX_FAILURES } from '@triptender/contract/constants';
import { SESSION_CACHE_MS } from '../src/modules/auth/session-cache.ts';
import { SETTINGS_CACHE_MS } from '../src/lib/settings.ts';
import { type Database, openPostgres } from '../src/db/client.ts';
import { emailOutbox } from '../src/db/schema.ts';
import { enqueueEmail } from '../src/lib/outbox.ts';
import { fixtures, TEST_PASSWORD } from './fixtures.ts';
import {
  apiRoot,
  freePort,
  processDatabase,
  type RunningProcess,
  START_TIMEOUT_MS,
  startProcess,
  waitForHealthy,
} from './processes.ts';
import { startSmtpServer, type TestSmtpServer } from './smtp.ts';
import { jpegWithLocation } from './uploads.ts';

const WAIT_MS = 120_000; // for deliveries: generous on a busy machine; a wrong result fails anyway

describe.runIf(!!process.env.DATABASE_URL)('three API processes over one PostgreSQL', () => {
  let database: { url: string; drop(): Promise<void> };
  let db: Database;
  let smtp: TestSmtpServer;
  const procs: RunningProcess[] = [];
  const dirs: string[] = [];
  let bases: string[] = [];

  beforeAll(async () => {
    database = await processDatabase();
    db = await openPostgres(database.url, { max: 4 });
    smtp = await startSmtpServer();
    const ports = await Promise.all([freePort(), freePort(), freePort()]);
    bases = ports.map((p) => `http://127.0.0.1:${p}`);
    const { NODE_ENV: _test, DATABASE_URL: _server, ...inherited } = process.env;
    for (const port of ports) {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tt-host-'));
      dirs.push(dataDir);
      procs.push(
        startProcess(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
          cwd: apiRoot,
          env: {
            ...inherited,
            NODE_ENV: 'production',
            WORKERS: '1',
            PORT: String(port),
            HOST: '127.0.0.1',
            DATA_DIR: dataDir,
            DATABASE_URL: database.url,
            SMTP_URL: smtp.url,
            SERVE_WEB: '0',
            LOG_LEVEL: 'warn',
          },
        }),
      );
    }
    await Promise.all(
      bases.map((b, i) => waitForHealthy(b, `API process ${i + 1} (migrations, listen)`, { proc: procs[i] })),
    );
  }, START_TIMEOUT_MS + 60_000);

  afterAll(async () => {
    for (const p of procs) p.child.kill('SIGTERM');
    const exits = await Promise.all(procs.map((p) => p.exited));
    await db?.close();
    await smtp?.close();
    await database?.drop();
    for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
    // each stopped cleanly on SIGTERM
    expect(exits.map((e) => e.code)).toEqual([0, 0, 0]);
  }, 120_000);

  const post = (base: string, url: string, body: unknown, token?: string) =>
    fetch(`${base}${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });

  it(`allow ${LOGIN_MAX_FAILURES} failed logins of an account in total, not ${LOGIN_MAX_FAILURES} each`, async () => {
    const user = await fixtures(db.db).traveller();
    const flood = await Promise.all(
      Array.from({ length: 15 }, (_, i) =>
        post(bases[i % 3]!, '/v1/auth', { email: user.user.email, password: 'nope' }),
      ),
    );
    const statuses = flood.map((r) => r.status);
    expect(statuses.filter((s) => s === 422)).toHaveLength(LOGIN_MAX_FAILURES);
    expect(statuses.filter((s) => s === 429)).toHaveLength(15 - LOGIN_MAX_FAILURES);
    for (const base of bases) {
      const res = await post(base, '/v1/auth', { email: user.user.email, password: TEST_PASSWORD });
      expect(res.status, base).toBe(429);
    }
  });

  /** Asks every process until `done` holds for each (a process hears a NOTIFY a moment later); returns how long it took. */
  async function untilEveryProcess(done: (base: string) => Promise<boolean>): Promise<number> {
    const started = Date.now();
    for (const base of bases) {
      while (!(await done(base))) {
        if (Date.now() - started > WAIT_MS) throw new Error(`${base} never saw the change`);
        await new Promise((r) => setTimeout(r, 50));
      }
    }
    return Date.now() - started;
  }

  it('refuse a session signed out through one process in the others at once, not after their cache expires', async () => {
    const traveller = await fixtures(db.db).traveller();
    const me = (base: string) => fetch(`${base}/v1/me`, { headers: { authorization: `Bearer ${traveller.token}` } });
    // each process has read the session and keeps it in its own memory (SESSION_CACHE_MS)
    for (const base of bases) expect((await me(base)).status, base).toBe(200);
    const out = await post(bases[0]!, '/v1/auth/logout', {}, traveller.token);
    expect(out.status).toBeLessThan(300);
    const took = await untilEveryProcess(async (base) => (await me(base)).status === 401);
    // without the notification the others would answer 200 until their copy is SESSION_CACHE_MS old
    expect(took).toBeLessThan(SESSION_CACHE_MS);
  });

  it('use the price the admin set through one process in the others at once, not after their cache expires', async () => {
    const fx = fixtures(db.db);
    const [admin, manager] = [await fx.admin(), await fx.companyUser()];
    const auth = (s: { token: string }) => ({ authorization: `Bearer ${s.token}`, 'content-type': 'application/json' });
    const price = async (base: string) => {
      const res = await fetch(`${base}/v1/openLeads`, { headers: auth(manager) });
      expect(res.status, base).toBe(200);
      return ((await res.json()) as { meta: { price_cents: number } }).meta.price_cents;
    };
    const before = await Promise.all(bases.map(price));
    const current = (await (await fetch(`${bases[0]}/v1/admin/settings`, { headers: auth(admin) })).json()) as object;
    const next = before[0]! + 100;
    const put = await fetch(`${bases[0]}/v1/admin/settings`, {
      method: 'PUT',
      headers: auth(admin),
      body: JSON.stringify({ ...current, request_price_cents: next }),
    });
    expect(put.status, await put.clone().text()).toBe(200);
    const took = await untilEveryProcess(async (base) => (await price(base)) === next);
    expect(took).toBeLessThan(SETTINGS_CACHE_MS);
  });

  it('serve a logo uploaded through one from the others, re-encoded, with its type and nosniff', async () => {
    const manager = await fixtures(db.db).companyUser();
    const form = new FormData();
    form.append('logo', new Blob([await jpegWithLocation(640, 480)], { type: 'image/jpeg' }), 'logo.jpg');
    const res = await fetch(`${bases[0]}/v1/company/${manager.companyId}/logo`, {
      method: 'POST',
      headers: { authorization: `Bearer ${manager.token}` },
      body: form,
    });
    expect(res.status, await res.clone().text()).toBe(200);
    const url = ((await res.json()) as { logo_url: string }).logo_url;
    for (const base of bases.slice(1)) {
      const served = await fetch(`${base}${url}`);
      expect(served.status, base).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/jpeg');
      expect(served.headers.get('x-content-type-options')).toBe('nosniff');
      const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
      expect(meta).toMatchObject({ width: 640, height: 480 });
      expect(meta.exif).toBeUndefined();
    }
    // no process kept it on its disk
    for (const dir of dirs) expect(fs.existsSync(path.join(dir, 'uploads'))).toBe(false);
  });

  it('deliver chat messages sent through one process to sockets on the others, each once and in order', async () => {
    const fx = fixtures(db.db);
    const pairs = await Promise.all(
      [0, 1, 2].map(async () => {
        const agent = await fx.companyUser();
        const traveller = await fx.traveller();
        const chat = await fx.leadConversation({ companyId: agent.companyId, travellerId: traveller.user.id });
        return { agent, traveller, chat };
      }),
    );
    // pair i: the traveller's socket on process i, the operator's on process i + 1
    const sockets = await Promise.all(
      pairs.flatMap((p, i) => [
        openSocket(bases[i]!, p.traveller.token),
        openSocket(bases[(i + 1) % 3]!, p.agent.token),
      ]),
    );
    const perSide = 10;
    const sends: Promise<Response>[] = [];
    for (let n = 0; n < perSide; n++) {
      pairs.forEach((p, i) => {
        // through the process that holds neither socket of the pair
        const base = bases[(i + 2) % 3]!;
        sends.push(
          post(base, '/v1/client/chat/', { chat_company_id: p.chat.id, message: `t${i}-${n}` }, p.traveller.token),
        );
        sends.push(
          post(
            base,
            '/v1/company/chatClient/chat',
            { chat_company_id: p.chat.id, message: `a${i}-${n}` },
            p.agent.token,
          ),
        );
      });
    }
    for (const res of await Promise.all(sends)) expect(res.status).toBe(201);

    for (const [k, socket] of sockets.entries()) {
      const pair = Math.floor(k / 2);
      const fromOther = k % 2 === 0 ? `a${pair}-` : `t${pair}-`;
      await socket.waitFor((texts) => texts.filter((t) => t.startsWith(fromOther)).length >= perSide, WAIT_MS);
      const got = socket.texts().filter((t) => t.startsWith(fromOther));
      expect(got).toHaveLength(perSide); // once each
      // in the order they were stored
      const ids = socket.ids(fromOther);
      expect(ids).toEqual([...ids].sort((a, b) => a - b));
    }
    for (const s of sockets) s.close();
  });

  it('send each email once: one process drains the outbox', async () => {
    const to = Array.from({ length: 12 }, (_, i) => `hosts-${i}.${Date.now()}@example.test`);
    await db.db.transaction(async (tx) => {
      for (const address of to) {
        await enqueueEmail(tx, {
          to: address,
          template: 'lead-purchased',
          data: { first_name: 'Ana', lead_title: 'A week in Kerry', link: 'http://localhost/x' },
        });
      }
    });
    for (const address of to) {
      await smtp.waitFor((m) => m.to.includes(address), WAIT_MS, `the email to ${address}`);
    }
    // a moment for a second sender, if there were one, to send them again
    await new Promise((r) => setTimeout(r, 6000));
    for (const address of to)
      expect(
        smtp.messages.filter((m) => m.to.includes(address)),
        address,
      ).toHaveLength(1);
    const rows = await db.db
      .select({ status: emailOutbox.status })
      .from(emailOutbox)
      .where(inArray(emailOutbox.to_email, to));
    expect(rows.map((r) => r.status)).toEqual(to.map(() => 'sent'));
    const [row] = await db.db
      .select({ attempts: emailOutbox.attempts })
      .from(emailOutbox)
      .where(eq(emailOutbox.to_email, to[0]!));
    expect(row!.attempts).toBe(1);
  });
});

type Socket = {
  texts(): string[];
  ids(prefix: string): number[];
  waitFor(check: (texts: string[]) => boolean, timeoutMs: number): Promise<void>;
  close(): void;
};

/** A logged-in WebSocket to one process, resolved once the server says it is ready. */
function openSocket(base: string, token: string): Promise<Socket> {
  const received: { id: number; text: string }[] = [];
  const waiters = new Set<() => void>();
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`${base.replace('http', 'ws')}/v1/ws`, { headers: { authorization: `Bearer ${token}` } });
    ws.on('error', reject);
    ws.on('message', (data) => {
      const event = JSON.parse(data.toString()) as { type: string; message?: { id: number; message: string } };
      if (event.type === 'ready') {
        resolve({
          texts: () => received.map((r) => r.text),
          ids: (prefix) => received.filter((r) => r.text.startsWith(prefix)).map((r) => r.id),
          waitFor(check, timeoutMs) {
            return new Promise((done, fail) => {
              const texts = () => received.map((r) => r.text);
              if (check(texts())) return done();
              const timer = setTimeout(() => {
                waiters.delete(test);
                fail(new Error(`waited ${timeoutMs / 1000} s on ${base} for messages; got: ${texts().join(', ')}`));
              }, timeoutMs);
              const test = () => {
                if (!check(texts())) return;
                clearTimeout(timer);
                waiters.delete(test);
                done();
              };
              waiters.add(test);
            });
          },
          close: () => ws.close(),
        });
      }
      if (event.type === 'message' && event.message) {
        received.push({ id: event.message.id, text: event.message.message });
        for (const w of [...waiters]) w();
      }
    });
  });
}
