// Mail to addresses nobody confirmed (docs/operations.md, "Mail to unconfirmed addresses"): what the
// public forms email is rationed per address, per client and in all; beyond a ration the form is
// answered as usual and its email held (never sent); a client that floods the forms gets 429.
import { and, count, eq, gt, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { contactMessages, emailOutbox, marketingContacts } from '../../db/schema.ts';
import type { Session } from '../../../test/fixtures.ts';
import {
  beforeAll,
  describe,
  expect,
  expectFieldErrors,
  it,
  newClientAddress,
  type World,
} from '../../../test/harness.ts';
import { sendDueEmails } from '../notifications/outbox-worker.ts';

let admin: Session;
beforeAll(async ({ fx }) => (admin = await fx.admin()));

const guide = (as: World['as'], email: string, remoteAddress: string, leadType = 'lead-magnet-all') =>
  as(null).post(
    '/v1/client/lead-magnet',
    { first_name: 'Isla', last_name: 'Reid', email, lead_type: leadType },
    { remoteAddress },
  );
const contact = (as: World['as'], email: string, remoteAddress: string) =>
  as(null).post(
    '/v1/contact',
    { name: 'Grace Thompson', email, subject: 'Hello', message: 'A question about a trip.' },
    { remoteAddress },
  );
const mailTo = (db: Db, emails: string[]) =>
  db.select().from(emailOutbox).where(inArray(emailOutbox.to_email, emails)).orderBy(emailOutbox.id);
const addresses = (fx: World['fx'], n: number, prefix: string) => Array.from({ length: n }, () => fx.email(prefix));
const statuses = async (db: Db, emails: string[]) => (await mailTo(db, emails)).map((r) => r.status);
const putSettings = (as: World['as'], changes: Record<string, number>) =>
  as(admin).put('/v1/admin/settings', { request_price_cents: 2500, buyer_cap: 5, welcome_credit_cents: 0, ...changes });

const PER_CLIENT = 'Held: more than 5 emails to unconfirmed addresses from this client in an hour.';
const PER_ADDRESS = 'Held: more than 3 emails to this address from the public forms in a day.';

describe('one client asking for the guide for 52 different addresses', () => {
  it('gets 5 emails queued, 15 more held, and 429 with Retry-After from the 21st request', async ({ as, fx, db }) => {
    const client = '10.9.0.1';
    const emails = addresses(fx, 52, 'flood');
    const answers = [];
    for (const email of emails) answers.push(await guide(as, email, client));
    expect(answers.map((a) => a.statusCode)).toEqual([...Array<number>(20).fill(201), ...Array<number>(32).fill(429)]);
    const refused = answers[20]!;
    expect(refused.json()).toEqual({ message: 'Too many requests. Please try again later.' });
    const wait = Number(refused.headers['retry-after']);
    expect(wait).toBeGreaterThan(3500);
    expect(wait).toBeLessThanOrEqual(3600);

    // every accepted request is stored and answered as usual; the refused ones are not stored
    expect(answers[19]!.json().message).toBe(answers[0]!.json().message);
    const stored = await db
      .select({ email: marketingContacts.email })
      .from(marketingContacts)
      .where(inArray(marketingContacts.email, emails));
    expect(stored.map((r) => r.email).sort()).toEqual(emails.slice(0, 20).sort());

    const rows = await mailTo(db, emails);
    expect(rows.map((r) => [r.to_email, r.status])).toEqual(
      emails.slice(0, 20).map((e, i) => [e, i < 5 ? 'pending' : 'held']),
    );
    expect(rows.slice(5).map((r) => r.last_error)).toEqual(Array(15).fill(PER_CLIENT));
    // the client is kept only as a hash, to count by
    expect(JSON.stringify(rows)).not.toContain(client);

    // the ration and the flood limit are shared by the three forms
    expect((await contact(as, fx.email('after-flood'), client)).statusCode).toBe(429);
  });

  it('holds the ration when the requests arrive at once', async ({ as, fx, db }) => {
    const client = '10.9.0.2';
    const emails = addresses(fx, 12, 'burst');
    const answers = await Promise.all(emails.map((email) => guide(as, email, client)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(12).fill(201));
    const got = await statuses(db, emails);
    expect(got.filter((s) => s === 'pending')).toHaveLength(5);
    expect(got.filter((s) => s === 'held')).toHaveLength(7);
  });
});

describe("the contact form's confirmation", () => {
  it('is rationed per client too, while every message is stored for the admin', async ({ as, fx, db }) => {
    const client = '10.9.0.4';
    const emails = addresses(fx, 7, 'contact');
    for (const email of emails) expect((await contact(as, email, client)).statusCode).toBe(201);
    const messages = await db.select().from(contactMessages).where(inArray(contactMessages.email, emails));
    expect(messages).toHaveLength(7);
    expect(await statuses(db, emails)).toEqual([...Array(5).fill('pending'), 'held', 'held']);
  });
});

describe('one address asked for from many clients', () => {
  it('gets at most 3 emails a day from the public forms; the rest are held', async ({ as, fx, db }) => {
    const email = fx.email('target');
    const kinds = ['lead-magnet-all', 'lead-magnet-ireland', 'lead-magnet-scotland', 'discount-claim-all'];
    for (const kind of kinds) expect((await guide(as, email, newClientAddress(), kind)).statusCode).toBe(201);
    expect((await contact(as, email, newClientAddress())).statusCode).toBe(201);
    const rows = await mailTo(db, [email]);
    expect(rows.map((r) => [r.template, r.status])).toEqual([
      ['savings-guide', 'pending'],
      ['savings-guide', 'pending'],
      ['savings-guide', 'pending'],
      ['discount-claim', 'held'],
      ['contact-received', 'held'],
    ]);
    expect(rows.slice(3).map((r) => r.last_error)).toEqual([PER_ADDRESS, PER_ADDRESS]);
    const contacts = await db.select().from(marketingContacts).where(eq(marketingContacts.email, email));
    expect(contacts).toHaveLength(4);
  });
});

describe('the hourly cap over all clients (unconfirmed_mail_per_hour)', () => {
  it('is 200 by default, changed by the admin, and holds beyond it', async ({ as, fx, db }) => {
    expect((await as(admin).get('/v1/admin/settings')).json()).toMatchObject({
      unconfirmed_mail_per_hour: 200,
    });
    // what this file already queued in the hour counts
    const [queued] = await db
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
    const saved = await putSettings(as, { unconfirmed_mail_per_hour: cap });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().unconfirmed_mail_per_hour).toBe(cap);
    try {
      const emails = addresses(fx, 4, 'capped');
      for (const email of emails) expect((await guide(as, email, newClientAddress())).statusCode).toBe(201);
      const rows = await mailTo(db, emails);
      expect(rows.map((r) => r.status)).toEqual(['pending', 'pending', 'held', 'held']);
      expect(rows[2]!.last_error).toBe(
        `Held: more than ${cap} emails to unconfirmed addresses in an hour (setting unconfirmed_mail_per_hour).`,
      );
    } finally {
      expect((await putSettings(as, { unconfirmed_mail_per_hour: 200 })).statusCode).toBe(200);
    }
  });

  it('answers 422 for a value that is not a whole number from 1 to 10,000', async ({ as }) => {
    const message = 'Emails to unconfirmed addresses must be a whole number per hour from 1 to 10,000.';
    for (const value of [0, 10_001, 2.5]) {
      expectFieldErrors(await putSettings(as, { unconfirmed_mail_per_hour: value }), {
        unconfirmed_mail_per_hour: [message],
      });
    }
  });
});

describe('held emails', () => {
  it('are never sent by the outbox worker, and the admin sees them in the outbox', async ({
    as,
    fx,
    ctx,
    smtp,
    mailer,
  }) => {
    const client = '10.9.0.5';
    const emails = addresses(fx, 7, 'worker');
    for (const email of emails) expect((await guide(as, email, client)).statusCode).toBe(201);
    const round = () =>
      sendDueEmails({ db: ctx.db, mailer, mailFrom: 'hello@triptender.example', publicUrl: ctx.config.publicUrl });
    while ((await round()).claimed > 0);

    const recipients = smtp.messages.flatMap((m) => m.to);
    expect(emails.filter((e) => recipients.includes(e))).toEqual(emails.slice(0, 5));
    const rows = await mailTo(ctx.db, emails);
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

    const listed = await as(admin).get('/v1/admin/emails?status=held&per_page=100');
    expect(listed.statusCode).toBe(200);
    const data = listed.json().data as { id: number; status: string; last_error: string }[];
    expect(data.every((m) => m.status === 'held')).toBe(true);
    expect(data.filter((m) => held.some((h) => h.id === m.id))).toEqual(
      held.reverse().map((h) => expect.objectContaining({ id: h.id, status: 'held', last_error: PER_CLIENT })),
    );
    // a held email is not retried: it stays held
    const retried = await as(admin).post(`/v1/admin/emails/${held[0]!.id}/retry`);
    expect(retried.statusCode).toBe(409);
    expect((await mailTo(ctx.db, [held[0]!.to_email]))[0]!.status).toBe('held');
  });
});
