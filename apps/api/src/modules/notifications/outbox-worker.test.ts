import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { emailOutbox } from '../../db/schema.ts';
import { enqueueEmail, enqueueJob, type OutboxJobHandlers } from '../../lib/outbox.ts';
import { describe, expect, it, startListeningWorker, type TestContext } from '../../../test/harness.ts';
import { createMailer, mailDir } from './mailer.ts';
import { backoffMs, MAX_ATTEMPTS, sendDueEmails } from './outbox-worker.ts';

let n = 0;
const address = () => `reader.${Date.now()}.${++n}@example.test`;

async function queue(db: Db, to: string) {
  await db.transaction((tx) =>
    enqueueEmail(tx, {
      to,
      toName: 'Rea Der',
      template: 'password-reset',
      data: { first_name: 'Rea', link: 'https://x.example/r' },
    }),
  );
  const [row] = await db.select().from(emailOutbox).where(eq(emailOutbox.to_email, to));
  return row!;
}

const rowOf = async (db: Db, id: number) => (await db.select().from(emailOutbox).where(eq(emailOutbox.id, id)))[0]!;
const run = (ctx: TestContext, mailer = createMailer(ctx.config)) =>
  sendDueEmails({
    db: ctx.db,
    mailer,
    mailFrom: 'TripTender <hello@triptender.example>',
    publicUrl: 'http://localhost:3000',
  });

/** A tiny SMTP server that accepts everything and keeps what it received. */
async function fakeSmtp() {
  const received: string[] = [];
  const server = net.createServer((socket) => {
    let buffer = '';
    let inData = false;
    let current = '';
    socket.write('220 fake.smtp ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString();
      for (let i = buffer.indexOf('\r\n'); i >= 0; i = buffer.indexOf('\r\n')) {
        const line = buffer.slice(0, i);
        buffer = buffer.slice(i + 2);
        if (inData) {
          if (line === '.') {
            inData = false;
            received.push(current);
            current = '';
            socket.write('250 2.0.0 queued\r\n');
          } else current += `${line}\n`;
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') socket.write('250-fake.smtp\r\n250 8BITMIME\r\n');
        else if (verb === 'DATA') {
          inData = true;
          socket.write('354 go ahead\r\n');
        } else if (verb === 'QUIT') socket.end('221 bye\r\n');
        else socket.write('250 OK\r\n');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as net.AddressInfo).port;
  return { url: `smtp://127.0.0.1:${port}`, received, close: () => new Promise((r) => server.close(r)) };
}

async function until<T>(check: () => Promise<T | undefined> | T | undefined, what: string): Promise<T> {
  // minutes, not seconds: CI shares a busy 2-core machine
  const deadline = Date.now() + 120_000;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

describe('the email outbox', () => {
  it('without SMTP writes an .eml file per email and marks the row sent', async ({ ctx }) => {
    const to = address();
    const row = await queue(ctx.db, to);
    expect(row).toMatchObject({ status: 'pending', attempts: 0, subject: null, file_path: null });
    const result = await run(ctx);
    expect(result.sent).toBeGreaterThanOrEqual(1);
    const sent = await rowOf(ctx.db, row.id);
    expect(sent).toMatchObject({
      status: 'sent',
      attempts: 1,
      subject: 'Reset your TripTender password',
      last_error: null,
    });
    expect(sent.sent_at).toBeInstanceOf(Date);
    expect(sent.file_path).toBe(
      path.join(mailDir(ctx.dataDir), `${String(row.id).padStart(10, '0')}-password-reset.eml`),
    );
    const eml = fs.readFileSync(sent.file_path!, 'utf8');
    expect(eml).toContain(`To: Rea Der <${to}>`);
    expect(eml).toContain('Subject: Reset your TripTender password');
    expect(eml).toContain('Content-Type: text/plain');
    expect(eml).toContain('Content-Type: text/html');
    // sent once: another run finds nothing to do for it
    await run(ctx);
    expect((await rowOf(ctx.db, row.id)).attempts).toBe(1);
  });

  it('sends over SMTP_URL with nodemailer', async ({ ctx }) => {
    const smtp = await fakeSmtp();
    const mailer = createMailer({ smtpUrl: smtp.url, dataDir: ctx.dataDir });
    try {
      const to = address();
      const row = await queue(ctx.db, to);
      await run(ctx, mailer);
      expect(await rowOf(ctx.db, row.id)).toMatchObject({ status: 'sent', file_path: null });
      const mail = smtp.received.find((m) => m.includes(to));
      expect(mail).toContain('Subject: Reset your TripTender password');
      expect(mail).toContain('From: TripTender <hello@triptender.example>');
    } finally {
      mailer.close();
      await smtp.close();
    }
  });

  it('retries with backoff when SMTP is down, then marks the row failed; a failed row set back to pending is sent', async ({
    ctx,
  }) => {
    const closed = net.createServer();
    await new Promise<void>((r) => closed.listen(0, '127.0.0.1', r));
    const port = (closed.address() as net.AddressInfo).port;
    await new Promise((r) => closed.close(r));
    const down = createMailer({ smtpUrl: `smtp://127.0.0.1:${port}`, dataDir: ctx.dataDir });

    const row = await queue(ctx.db, address());
    const before = Date.now();
    await run(ctx, down);
    const retrying = await rowOf(ctx.db, row.id);
    expect(retrying).toMatchObject({ status: 'pending', attempts: 1 });
    expect(retrying.last_error).toMatch(/ECONNREFUSED|connect/i);
    expect(retrying.next_attempt_at.getTime()).toBeGreaterThanOrEqual(before + backoffMs(1) - 1000);
    expect(backoffMs(1)).toBe(30_000);
    expect(backoffMs(2)).toBe(60_000);
    expect(backoffMs(20)).toBe(3_600_000);

    // not due yet: left alone
    await run(ctx, down);
    expect((await rowOf(ctx.db, row.id)).attempts).toBe(1);

    // the last allowed attempt fails for good
    await ctx.db
      .update(emailOutbox)
      .set({ attempts: MAX_ATTEMPTS - 1, next_attempt_at: sql`now()` })
      .where(eq(emailOutbox.id, row.id));
    await run(ctx, down);
    expect(await rowOf(ctx.db, row.id)).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS });
    down.close();

    // the admin's retry: back to pending, due now
    await ctx.db
      .update(emailOutbox)
      .set({ status: 'pending', next_attempt_at: sql`now()` })
      .where(eq(emailOutbox.id, row.id));
    await run(ctx);
    expect((await rowOf(ctx.db, row.id)).status).toBe('sent');
  });

  it('loses nothing when a process dies: queued rows commit with their event, abandoned sends are taken over', async ({
    ctx,
  }) => {
    // the event rolled back: no email for something that did not happen
    const ghost = address();
    await ctx.db
      .transaction(async (tx) => {
        await enqueueEmail(tx, {
          to: ghost,
          template: 'password-reset',
          data: { first_name: 'G', link: 'https://x.example' },
        });
        throw new Error('the event failed');
      })
      .catch(() => {});
    expect(await ctx.db.select().from(emailOutbox).where(eq(emailOutbox.to_email, ghost))).toEqual([]);

    // a worker claimed a row and died before sending it: once its lease ends, another one sends it
    const row = await queue(ctx.db, address());
    await ctx.db
      .update(emailOutbox)
      .set({ status: 'sending', attempts: 1, next_attempt_at: sql`now() - interval '1 second'` })
      .where(eq(emailOutbox.id, row.id));
    await run(ctx);
    expect(await rowOf(ctx.db, row.id)).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('two workers at once send each email once', async ({ db }) => {
    const ids: number[] = [];
    for (let i = 0; i < 30; i++) ids.push((await queue(db, address())).id);
    const sent: number[] = [];
    const counting = { send: async (m: { id: number }) => (sent.push(m.id), { filePath: null }), close() {} };
    const worker = () =>
      sendDueEmails({ db, mailer: counting, mailFrom: 'x@example.test', publicUrl: 'http://x', batch: 7 });
    for (let round = 0; round < 5; round++) await Promise.all([worker(), worker()]);
    expect(sent.filter((id) => ids.includes(id)).sort((a, b) => a - b)).toEqual(ids);
    const rows = await db.select().from(emailOutbox).where(inArray(emailOutbox.id, ids));
    expect(rows.every((r) => r.status === 'sent' && r.attempts === 1)).toBe(true);
  });

  it('the urgent lane runs pushes and automatic purchases ahead of queued emails, several at once', async ({ ctx }) => {
    const { db } = ctx;
    const emails: number[] = [];
    for (let i = 0; i < 25; i++) emails.push((await queue(db, address())).id);
    const payload = { title: 't', body: 'b', url: '/', tag: 't' };
    const pushes = [1, 2, 3, 4].map((n) => `push-lane-${Date.now()}-${n}`);
    for (const to of pushes) await enqueueJob(db, { to, job: 'push', data: { subscription_id: 0, payload } });
    // on PostgreSQL each push waits until all four run at once (or this never ends); the embedded
    // database has one connection, and its transactions (a job runs in one) take turns
    const postgres = ctx.database.kind === 'postgres';
    let inFlight = 0;
    let most = 0;
    const ran: string[] = [];
    let allStarted!: () => void;
    const together = new Promise<void>((r) => (allStarted = r));
    const jobs = {
      async push(_tx, job) {
        most = Math.max(most, ++inFlight);
        if (inFlight === pushes.length) allStarted();
        if (postgres) await together;
        ran.push(job.to);
        inFlight--;
      },
    } as OutboxJobHandlers;
    const sent: number[] = [];
    const counting = { send: async (m: { id: number }) => (sent.push(m.id), { filePath: null }), close() {} };
    const work = (lane: 'urgent' | 'rest') =>
      sendDueEmails({
        db,
        mailer: counting,
        mailFrom: 'x@example.test',
        publicUrl: 'http://x',
        lane,
        concurrency: 4,
        jobs,
      });

    const urgent = await work('urgent');
    expect(ran.sort()).toEqual([...pushes].sort());
    expect(urgent.claimed).toBe(pushes.length);
    expect(most).toBe(postgres ? pushes.length : 1);
    expect(sent).toEqual([]);
    const pending = await db.select().from(emailOutbox).where(inArray(emailOutbox.id, emails));
    expect(pending.every((r) => r.status === 'pending')).toBe(true);

    await enqueueJob(db, { to: `${pushes[0]}-later`, job: 'push', data: { subscription_id: 0, payload } });
    for (let round = 0; round < 3; round++) await work('rest');
    expect(sent.filter((id) => emails.includes(id)).sort((a, b) => a - b)).toEqual(emails);
    // the rest lane never takes an urgent job
    const [later] = await db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.to_email, `${pushes[0]}-later`));
    expect(later).toMatchObject({ status: 'pending', attempts: 0 });
  });

  it('the running worker sends a queued email right after its commit', async ({ ctx }) => {
    const worker = startListeningWorker(ctx);
    try {
      await until(async () => {
        const pending = await ctx.db.select().from(emailOutbox).where(eq(emailOutbox.status, 'pending'));
        return pending.length === 0 || undefined;
      }, 'the backlog to drain');
      const row = await queue(ctx.db, address());
      const sent = await until(async () => {
        const r = await rowOf(ctx.db, row.id);
        return r.status === 'sent' ? r : undefined;
      }, 'the email to be sent');
      expect(fs.existsSync(sent.file_path!)).toBe(true);
    } finally {
      await worker.stop();
    }
  });
});
