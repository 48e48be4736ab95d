// Mail to addresses nobody confirmed (docs/operations.md, "Mail to unconfirmed addresses"): what the
// public forms email is rationed per address, per client and in all; beyond a ration the form is
// answered as usual and its email held (never sent); a client that floods the forms gets 429.
import { and, count, eq, gt, inArray, ne, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages, emailOutbox, marketingContacts } from '../../db/schema.ts';
import type { Session } from '../../../test/fixtures.ts';
import {
  expectFieldErrors,
  type Fixtures,
  newClientAddress,
  request,
  setupTestFile,
  type TestContext,
} from '../../../test/helpers.ts';
import { startSmtpServer, type TestSmtpServer } from '../../../test/smtp.ts';
import { createMailer, type Mailer } from '../notifications/mailer.ts';
import { sendDueEmails } from '../notifications/outbox-worker.ts';

let ctx: TestContext;
let fx: Fixtures;
let admin: Session;
setupTestFile((c, f) => ([ctx, fx] = [c, f]));
beforeAll(async () => (admin = await fx.admin()));

const guide = (email: string, remoteAddress: string, leadType = 'lead-magnet-all') =>
  ctx.app.inject({
    method: 'POST',
    url: '/v1/client/lead-magnet',
    payload: { first_name: 'Isla', last_name: 'Reid', email, lead_type: leadType },
    remoteAddress,
  });
const contact = (email: string, remoteAddress: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/v1/contact',
    payload: { name: 'Grace Thompson', email, subject: 'Hello', message: 'A question about a trip.' },
    remoteAddress,
  });
const mailTo = (emails: string[]) =>
  ctx.db.select().from(emailOutbox).where(inArray(emailOutbox.to_email, emails)).orderBy(emailOutbox.id);
const addresses = (n: number, prefix: string) => Array.from({ length: n }, () => fx.email(prefix));
const statuses = async (emails: string[]) => (await mailTo(emails)).map((r) => r.status);
const putSettings = (changes: Record<string, number>) =>
  request(ctx.app, admin.token, {
    method: 'PUT',
    url: '/v1/admin/settings',
    payload: { request_price_cents: 2500, buyer_cap: 5, welcome_credit_cents: 0, ...changes },
  });

const PER_CLIENT = 'Held: more than 5 emails to unconfirmed addresses from this client in an hour.';
const PER_ADDRESS = 'Held: more than 3 emails to this address from the public forms in a day.';

describe('one client asking for the guide for 52 different addresses', () => {
  it('gets 5 emails queued, 15 more held, and 429 with Retry-After from the 21st request', async () => {
    const client = '10.9.0.1';
    const emails = addresses(52, 'flood');
    const answers = [];
    for (const email of emails) answers.push(await guide(email, client));
    expect(answers.map((a) => a.statusCode)).toEqual([...Array<number>(20).fill(201), ...Array<number>(32).fill(429)]);
    const refused = answers[20]!;
    expect(refused.json()).toEqual({ message: 'Too many requests. Please try again later.' });
    const wait = Number(refused.headers['retry-after']);
    expect(wait).toBeGreaterThan(3500);
    expect(wait).toBeLessThanOrEqual(3600);

    // every accepted request is stored and answered as usual; the refused ones are not stored
    expect(answers[19]!.json().message).toBe(answers[0]!.json().message);
    const stored = await ctx.db
      .select({ email: marketingContacts.email })
      .from(marketingContacts)
      .where(inArray(marketingContacts.email, emails));
    expect(stored.map((r) => r.email).sort()).toEqual(emails.slice(0, 20).sort());

    const rows = await mailTo(emails);
    expect(rows.map((r) => [r.to_email, r.status])).toEqual(
      emails.slice(0, 20).map((e, i) => [e, i < 5 ? 'pending' : 'held']),
    );
    expect(rows.slice(5).map((r) => r.last_error)).toEqual(Array(15).fill(PER_CLIENT));
    // the client is kept only as a hash, to count by
    expect(JSON.stringify(rows)).not.toContain(client);

    // the ration and the flood limit are shared by the three forms
    expect((await contact(fx.email('after-flood'), client)).statusCode).toBe(429);
  });

  it('holds the ration when the requests arrive at once', async () => {
    const client = '10.9.0.2';
    const emails = addresses(12, 'burst');
    const answers = await Promise.all(emails.map((email) => guide(email, client)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(12).fill(201));
    const got = await statuses(emails);
    expect(got.filter((s) => s === 'pending')).toHaveLength(5);
    expect(got.filter((s) => s === 'held')).toHaveLength(7);
  });
});

describe("the contact form's confirmation", () => {
  it('is rationed per client too, while every message is stored for the admin', async () => {
    const client = '10.9.0.4';
    const emails = addresses(7, 'contact');
    for (const email of emails) expect((await contact(email, client)).statusCode).toBe(201);
    const messages = await ctx.db.select().from(contactMessages).where(inArray(contactMessages.email, emails));
    expect(messages).toHaveLength(7);
    expect(await statuses(emails)).toEqual([...Array(5).fill('pending'), 'held', 'held']);
  });
});

describe('one address asked for from many clients', () => {
  it('gets at most 3 emails a day from the public forms; the rest are held', async () => {
    const email = fx.email('target');
    const kinds = ['lead-magnet-all', 'lead-magnet-ireland', 'lead-magnet-scotland', 'discount-claim-all'];
    for (const kind of kinds) expect((await guide(email, newClientAddress(), kind)).statusCode).toBe(201);
    expect((await contact(email, newClientAddress())).statusCode).toBe(201);
    const rows = await mailTo([email]);
    expect(rows.map((r) => [r.template, r.status])).toEqual([
      ['savings-guide', 'pending'],
      ['savings-guide', 'pending'],
      ['savings-guide', 'pending'],
      ['discount-claim', 'held'],
      ['contact-received', 'held'],
    ]);
    expect(rows.slice(3).map((r) => r.last_error)).toEqual([PER_ADDRESS, PER_ADDRESS]);
    const contacts = await ctx.db.select().from(marketingContacts).where(eq(marketingContacts.email, email));
    expect(contacts).toHaveLength(4);
  });
});

describe('the hourly cap over all clients (unconfirmed_mail_per_hour)', () => {
  it('is 200 by default, changed by the admin, and holds beyond it', async () => {
    expect((await request(ctx.app, admin.token, { method: 'GET', url: '/v1/admin/settings' })).json()).toMatchObject({
      unconfirmed_mail_per_hour: 200,
    });
    // what this file already queued in the hour counts
    const [queued] = await ctx.db
      .select({ n: count() })
      .from(emailOutbox)
      .where(
        and(
          inArray(emailOutbox.template, ['savings-guide', 'discount-claim', 'contact-received']),
          ne(emailOutbox.status, 'held'),
          gt(emailOutbox.created_at, sql`now() - interval '1 hour'`),
        ),
      );
    const cap = queued!.n + 2;
    const saved = await putSettings({ unconfirmed_mail_per_hour: cap });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().unconfirmed_mail_per_hour).toBe(cap);
    try {
      const emails = addresses(4, 'capped');
      for (const email of emails) expect((await guide(email, newClientAddress())).statusCode).toBe(201);
      const rows = await mailTo(emails);
      expect(rows.map((r) => r.status)).toEqual(['pending', 'pending', 'held', 'held']);
      expect(rows[2]!.last_error).toBe(
        `Held: more than ${cap} emails to unconfirmed addresses in an hour (setting unconfirmed_mail_per_hour).`,
      );
    } finally {
      expect((await putSettings({ unconfirmed_mail_per_hour: 200 })).statusCode).toBe(200);
    }
  });

  it('answers 422 for a value that is not a whole number from 1 to 10,000', async () => {
    const message = 'Emails to unconfirmed addresses must be a whole number per hour from 1 to 10,000.';
    for (const value of [0, 10_001, 2.5]) {
      expectFieldErrors(await putSettings({ unconfirmed_mail_per_hour: value }), {
        unconfirmed_mail_per_hour: [message],
      });
    }
  });
});

describe('held emails', () => {
  let smtp: TestSmtpServer;
  let mailer: Mailer;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    mailer = createMailer({ smtpUrl: smtp.url, dataDir: ctx.dataDir });
  });
  afterAll(async () => {
    mailer.close();
    await smtp.close();
  });

  it('are never sent by the outbox worker, and the admin sees them in the outbox', async () => {
    const client = '10.9.0.5';
    const emails = addresses(7, 'worker');
    for (const email of emails) expect((await guide(email, client)).statusCode).toBe(201);
    const round = () =>
      sendDueEmails({ db: ctx.db, mailer, mailFrom: 'hello@triptender.example', publicUrl: ctx.config.publicUrl });
    while ((await round()).claimed > 0);

    const recipients = smtp.messages.flatMap((m) => m.to);
    expect(emails.filter((e) => recipients.includes(e))).toEqual(emails.slice(0, 5));
    const rows = await mailTo(emails);
    expect(rows.map((r) => r.status)).toEqual([...Array(5).fill('sent'), 'held', 'held']);
    const held = rows.slice(5);
    expect(held.map((r) => [r.attempts, r.sent_at])).toEqual([
      [0, null],
      [0, null],
    ]);
    // no held row of this whole file was ever sent
    const allHeld = await ctx.db.select().from(emailOutbox).where(eq(emailOutbox.status, 'held'));
    expect(allHeld.length).toBeGreaterThanOrEqual(15 + 7 + 2 + 2 + 2 + 2);
    expect(allHeld.every((r) => r.attempts === 0 && r.sent_at === null)).toBe(true);

    const listed = await request(ctx.app, admin.token, {
      method: 'GET',
      url: '/v1/admin/emails?status=held&per_page=100',
    });
    expect(listed.statusCode).toBe(200);
    const data = listed.json().data as { id: number; status: string; last_error: string }[];
    expect(data.every((m) => m.status === 'held')).toBe(true);
    expect(data.filter((m) => held.some((h) => h.id === m.id))).toEqual(
      held.reverse().map((h) => expect.objectContaining({ id: h.id, status: 'held', last_error: PER_CLIENT })),
    );
    // a held email is not retried: it stays held
    const retried = await request(ctx.app, admin.token, {
      method: 'POST',
      url: `/v1/admin/emails/${held[0]!.id}/retry`,
    });
    expect(retried.statusCode).toBe(409);
    expect((await mailTo([held[0]!.to_email]))[0]!.status).toBe('held');
  });
});
