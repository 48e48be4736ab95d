// Automatic refunds on a permanent bounce: a real SMTP server refuses the traveller's address,
// the outbox worker marks the email failed at once and refunds every buyer of the traveller's leads,
// once, and each buyer hears of it by email; the admin can record a bounce reported later.
import { and, eq, inArray } from 'drizzle-orm';
import { COMPANY_ROLE } from '@triptender/contract/enums';
import type { Db } from '../../db/client.ts';
import { auditLog, creditLedger, emailOutbox, leads, purchases, users } from '../../db/schema.ts';
import { enqueueEmail } from '../../lib/outbox.ts';
import { outboxBounces } from '../../workers.ts';
import { buyLead } from '../../../test/buy-lead.ts';
import type { Session } from '../../../test/fixtures.ts';
import { describe, expect, expectFieldErrors, harness, type World } from '../../../test/harness.ts';
import type { TestSmtpServer } from '../../../test/smtp.ts';
import { permanentRejection } from '../notifications/smtp-rejections.ts';
import { AUTO_REFUND_REASONS } from './auto-refunds.ts';
import { getBalanceCents } from './ledger.ts';

const gone = new Set<string>();
// the SMTP server refuses these addresses permanently, as a provider does a mailbox that does not exist
const test = harness({ smtp: { reject: (rcpt) => gone.has(rcpt) } });
const it = test;

const refundsOf = (db: Db, companyIds: number[]) =>
  db
    .select()
    .from(creditLedger)
    .where(and(eq(creditLedger.kind, 'refund'), inArray(creditLedger.company_id, companyIds)))
    .orderBy(creditLedger.id);
const mailsTo = (smtp: TestSmtpServer, address: string, subject: RegExp) =>
  smtp.messages.filter((m) => m.to.includes(address) && subject.test(m.subject));

describe("a permanent bounce of the traveller's address", () => {
  let traveller: Session;
  let a: Session & { companyId: number };
  let agent: Session & { companyId: number };
  let b: Session & { companyId: number };
  let other: Awaited<ReturnType<World['fx']['lead']>>;

  test.beforeAll(async ({ fx, db }) => {
    traveller = await fx.traveller();
    gone.add(traveller.user.email);
    a = await fx.companyUser({ creditCents: 10_000 });
    agent = await fx.companyUser({ companyId: a.companyId, companyRole: COMPANY_ROLE.AGENT });
    b = await fx.companyUser({ creditCents: 10_000 });
    const first = await fx.lead(traveller.user.id, { email: traveller.user.email, title: 'Bounced trip one' });
    const second = await fx.lead(traveller.user.id, { email: traveller.user.email, title: 'Bounced trip two' });
    other = await fx.lead((await fx.traveller()).user.id, { title: 'A good lead' });
    // the agent buys for company A; buying emails the traveller ('lead-purchased'), which bounces
    await buyLead(db, { leadId: first.id, companyId: a.companyId, userId: agent.user.id });
    await buyLead(db, { leadId: first.id, companyId: b.companyId, userId: b.user.id });
    await buyLead(db, { leadId: second.id, companyId: a.companyId, userId: a.user.id });
    await buyLead(db, { leadId: other.id, companyId: b.companyId, userId: b.user.id });
  });

  it('fails the email at once, marks the address, refunds every buyer once and emails each buyer', async ({
    db,
    mail,
  }) => {
    expect(await getBalanceCents(db, a.companyId)).toBe(5000);
    await mail.send({ onBounce: outboxBounces });

    const failed = await db.select().from(emailOutbox).where(eq(emailOutbox.to_email, traveller.user.email));
    // one 'lead-purchased' email per purchase of the traveller's two leads, each refused once, not retried
    expect(failed.map((r) => [r.template, r.status, r.attempts])).toEqual(
      Array(3).fill(['lead-purchased', 'failed', 1]),
    );
    expect(failed[0]!.last_error).toMatch(/550/);
    const [user] = await db.select().from(users).where(eq(users.id, traveller.user.id));
    expect(user!.email_bounced_at).toBeInstanceOf(Date);

    // both of the traveller's leads are refunded to their buyers; the good lead is not
    expect(await getBalanceCents(db, a.companyId)).toBe(10_000);
    expect(await getBalanceCents(db, b.companyId)).toBe(7500);
    const refunds = await refundsOf(db, [a.companyId, b.companyId]);
    expect(refunds.map((r) => [r.company_id, r.amount_cents, r.note])).toEqual(
      expect.arrayContaining([
        [a.companyId, 2500, AUTO_REFUND_REASONS.bounced],
        [a.companyId, 2500, AUTO_REFUND_REASONS.bounced],
        [b.companyId, 2500, AUTO_REFUND_REASONS.bounced],
      ]),
    );
    expect(refunds).toHaveLength(3);
    expect(refunds.map((r) => r.lead_id)).not.toContain(other.id);

    // told by email, through the SMTP server: A's Manager for each lead, the agent who bought one, B's Manager
    const subject = /^Refunded: \$25\.00 for "Bounced trip (one|two)"$/;
    await mail.server.waitFor(
      (m) => m.to.includes(b.user.email) && subject.test(m.subject),
      120_000,
      "B's refund email",
    );
    expect(mailsTo(mail.server, a.user.email, subject)).toHaveLength(2);
    expect(mailsTo(mail.server, agent.user.email, subject)).toHaveLength(1);
    expect(mailsTo(mail.server, b.user.email, subject)).toHaveLength(1);
    const toAgent = mailsTo(mail.server, agent.user.email, subject)[0]!;
    expect(toAgent.text).toContain(AUTO_REFUND_REASONS.bounced);
    expect(toAgent.text).toContain('http://tt.test/company/leads');
    expect(mailsTo(mail.server, a.user.email, subject)[0]!.text).toContain('http://tt.test/company/wallet');

    const [audit] = await db.select().from(auditLog).where(eq(auditLog.action, 'email.bounced'));
    expect(audit!.data).toMatchObject({ email: traveller.user.email, source: 'smtp' });
  });

  it('refunds nobody twice when the address bounces again, or the admin records it too', async ({
    as,
    fx,
    db,
    mail,
  }) => {
    await db.transaction((tx) =>
      enqueueEmail(tx, {
        to: traveller.user.email,
        template: 'password-reset',
        data: { first_name: 'Tara', link: 'http://tt.test/reset' },
      }),
    );
    await mail.send({ onBounce: outboxBounces });
    const admin = await fx.admin();
    const res = await as(admin).post('/v1/admin/email-bounces', { email: traveller.user.email.toUpperCase() });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ email: traveller.user.email, users: 1, refunded: 0 });
    expect(res.json().leads).toHaveLength(2);

    expect(await refundsOf(db, [a.companyId, b.companyId])).toHaveLength(3);
    expect(await getBalanceCents(db, a.companyId)).toBe(10_000);
    expect(await getBalanceCents(db, b.companyId)).toBe(7500);
    await mail.send({ onBounce: outboxBounces });
    expect(mailsTo(mail.server, b.user.email, /^Refunded/)).toHaveLength(1);
  });
});

describe('POST /v1/admin/email-bounces', () => {
  it('refunds every buyer of the leads with that address, once, and emails them', async ({ as, fx, db, mail }) => {
    const admin = await fx.admin();
    const c = await fx.companyUser({ creditCents: 10_000 });
    const address = fx.email('reported');
    const lead = await fx.lead((await fx.traveller()).user.id, { email: address });
    await buyLead(db, { leadId: lead.id, companyId: c.companyId, userId: c.user.id });
    // a request whose traveller accepted a quote was reached: its buyers keep their purchase
    const booked = await fx.lead(lead.user_id!, { email: address, status: 'accepted' });
    await db.insert(purchases).values({ lead_id: booked.id, company_id: c.companyId, price_cents: 2500 });
    const bounce = () => as(admin).post('/v1/admin/email-bounces', { email: address });

    const res = await bounce();
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ email: address, users: 0, leads: [lead.id], refunded: 1 });
    expect((await bounce()).json()).toEqual({ email: address, users: 0, leads: [lead.id], refunded: 0 });
    // nobody else buys a lead whose traveller cannot be reached: it is closed
    const [closed] = await db.select().from(leads).where(eq(leads.id, lead.id));
    expect(closed!.status).toBe('archived');
    expect(await getBalanceCents(db, c.companyId)).toBe(10_000);
    expect(await refundsOf(db, [c.companyId])).toHaveLength(1);
    await mail.send({ onBounce: outboxBounces });
    await mail.server.waitFor(
      (m) => m.to.includes(c.user.email) && /^Refunded/.test(m.subject),
      120_000,
      "C's refund email",
    );
  });

  it('is for the admin only, and answers 422 for a bad email', async ({ as, fx }) => {
    const admin = await fx.admin();
    const manager = await fx.companyUser();
    const traveller = await fx.traveller();
    const post = (token: string | null, email: unknown) => as(token).post('/v1/admin/email-bounces', { email });
    expect((await post(null, 'x@example.test')).statusCode).toBe(401);
    expect((await post(manager.token, 'x@example.test')).statusCode).toBe(403);
    expect((await post(traveller.token, 'x@example.test')).statusCode).toBe(403);
    expectFieldErrors(await post(admin.token, 'not an email'), { email: ['Please enter a valid email address'] });
  });
});

describe('permanentRejection', () => {
  it('tells a refused address from a refused message and from failures worth retrying', () => {
    expect(permanentRejection({ responseCode: 550, command: 'RCPT TO' })).toBe('address');
    expect(permanentRejection({ responseCode: 550, command: 'DATA', response: '550 5.1.1 no such user' })).toBe(
      'address',
    );
    expect(permanentRejection({ responseCode: 554, command: 'DATA', response: '554 5.7.1 spam' })).toBe('message');
    expect(permanentRejection({ responseCode: 451, command: 'RCPT TO' })).toBeNull();
    expect(permanentRejection({ responseCode: 535, command: 'AUTH PLAIN' })).toBeNull();
    expect(permanentRejection({ responseCode: 550, command: 'MAIL FROM' })).toBeNull();
    expect(permanentRejection(new Error('ETIMEDOUT'))).toBeNull();
  });
});
