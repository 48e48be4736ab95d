import fs from 'node:fs';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { COMPANY_ROLE } from '@triptender/contract/enums';
import { DEFAULT_ISSUER } from '@triptender/contract/receipts';
import type { Db } from '../../db/client.ts';
import { companies, emailOutbox, receipts, users } from '../../db/schema.ts';
import { createMailer } from '../notifications/mailer.ts';
import { sendDueEmails } from '../notifications/outbox-worker.ts';
import { outboxAttachments, outboxJobs } from '../../workers.ts';
import { describe, expect, it } from '../../../test/harness.ts';
import { payByCard } from '../../../test/paid-card-payment.ts';
import { pdfText } from '../../../test/pdf-text.ts';
import { issueReceipt } from './issue-receipt.ts';

const numbersOfYear = async (db: Db, year: number) =>
  (await db.select({ number: receipts.number }).from(receipts).where(eq(receipts.year, year)))
    .map((r) => r.number)
    .sort();
const expectedNumbers = (year: number, n: number) =>
  Array.from({ length: n }, (_, i) => `TT-${year}-${String(i + 1).padStart(6, '0')}`);

describe('issueReceipt', () => {
  it('numbers receipts TT-<year>-<6 digits> from 1 within each year, the year of the payment in UTC', async ({
    fx,
    db,
  }) => {
    const { id: companyId } = await fx.company();
    const late = await payByCard(db, { companyId, amountCents: 10_000, paidAt: new Date('2031-12-31T23:30:00Z') });
    const next = await payByCard(db, { companyId, amountCents: 10_000, paidAt: new Date('2032-01-01T00:10:00Z') });
    const again = await payByCard(db, { companyId, amountCents: 10_000, paidAt: new Date('2031-06-01T12:00:00Z') });
    expect([late.receipt.number, next.receipt.number, again.receipt.number]).toEqual([
      'TT-2031-000001',
      'TT-2032-000001',
      'TT-2031-000002',
    ]);
  });

  it('hands 20 payments at once 20 numbers, without gaps or repeats', async ({ fx, db }) => {
    const companyIds = await Promise.all(Array.from({ length: 20 }, async () => (await fx.company()).id));
    const paidAt = new Date('2033-05-05T10:00:00Z');
    const paid = await Promise.all(
      companyIds.map((companyId) => payByCard(db, { companyId, amountCents: 5000, paidAt })),
    );
    expect(paid.map((p) => p.receipt.number).sort()).toEqual(expectedNumbers(2033, 20));
    expect(await numbersOfYear(db, 2033)).toEqual(expectedNumbers(2033, 20));
  });

  it('gives the number of a payment that rolled back to the next one', async ({ fx, db }) => {
    const { id: companyId } = await fx.company();
    const paidAt = new Date('2034-02-02T10:00:00Z');
    expect((await payByCard(db, { companyId, amountCents: 5000, paidAt })).receipt.number).toBe('TT-2034-000001');
    await expect(
      payByCard(db, {
        companyId,
        amountCents: 5000,
        paidAt,
        inside: async () => {
          throw new Error('the webhook failed after the receipt');
        },
      }),
    ).rejects.toThrow('the webhook failed');
    expect((await payByCard(db, { companyId, amountCents: 5000, paidAt })).receipt.number).toBe('TT-2034-000002');
    expect(await numbersOfYear(db, 2034)).toEqual(expectedNumbers(2034, 2));
  });

  it('returns the receipt already issued when a payment is issued again, taking no number', async ({ fx, db }) => {
    const { id: companyId } = await fx.company();
    const paidAt = new Date('2035-03-03T10:00:00Z');
    const first = await payByCard(db, { companyId, amountCents: 5000, paidAt });
    const again = await db.transaction((tx) => issueReceipt(tx, { paymentId: first.paymentId }));
    expect(again).toEqual(first.receipt);
    expect((await payByCard(db, { companyId, amountCents: 5000, paidAt })).receipt.number).toBe('TT-2035-000002');
  });

  it("copies the company's billing details (its name when it has no legal name) and TripTender's details", async ({
    fx,
    db,
  }) => {
    const plain = await fx.company({ name: 'Plain Tours' });
    const billed = await fx.company();
    await db
      .update(companies)
      .set({
        billing_legal_name: 'Billed Tours Ltd',
        billing_address: '1 Quay Street\nGalway',
        billing_country: 'Ireland',
        billing_vat_number: 'IE1234567T',
      })
      .where(eq(companies.id, billed.id));
    const a = await payByCard(db, { companyId: plain.id, amountCents: 2500 });
    const b = await payByCard(db, { companyId: billed.id, amountCents: 7500 });
    // a later change is for later receipts
    await db.update(companies).set({ billing_legal_name: 'Renamed Ltd' }).where(eq(companies.id, billed.id));
    const rows = await db
      .select()
      .from(receipts)
      .where(sql`${receipts.id} in (${a.receipt.id}, ${b.receipt.id})`);
    const byId = new Map(rows.map((r) => [r.id, r]));
    expect(byId.get(a.receipt.id)).toMatchObject({
      company_id: plain.id,
      amount_cents: 2500,
      currency: 'usd',
      billing: { legal_name: 'Plain Tours', address: null, country: null, vat_number: null },
      issuer: DEFAULT_ISSUER,
    });
    expect(byId.get(b.receipt.id)).toMatchObject({
      amount_cents: 7500,
      payment_reference: expect.stringMatching(/^pi_test_/),
      billing: {
        legal_name: 'Billed Tours Ltd',
        address: '1 Quay Street\nGalway',
        country: 'Ireland',
        vat_number: 'IE1234567T',
      },
    });
  });
});

describe('the receipt email', () => {
  it("goes to the company's active Finance members, or to its Managers when it has none, with the PDF attached", async ({
    fx,
    outbox,
    ctx,
  }) => {
    const { manager, finance, gone } = await fx.team({ finance: 'finance', gone: 'finance' });
    await ctx.db.update(users).set({ disabled_at: new Date() }).where(eq(users.id, gone.user.id));
    const agent = await fx.companyUser({ companyId: manager.companyId, companyRole: COMPANY_ROLE.AGENT });
    const { receipt } = await payByCard(ctx.db, { companyId: manager.companyId, amountCents: 25_000 });

    expect(await outbox.emails(finance.user.email, 'receipt')).toEqual([
      expect.objectContaining({ number: receipt.number, amount: '$250.00', receipt_id: receipt.id }),
    ]);
    for (const other of [manager, gone, agent]) expect(await outbox.emails(other.user.email, 'receipt')).toEqual([]);

    const noFinance = await fx.companyUser();
    const secondManager = await fx.companyUser({ companyId: noFinance.companyId });
    const noFinanceAgent = await fx.companyUser({ companyId: noFinance.companyId, companyRole: COMPANY_ROLE.AGENT });
    const other = await payByCard(ctx.db, { companyId: noFinance.companyId, amountCents: 10_000 });
    for (const m of [noFinance, secondManager]) {
      expect(await outbox.emails(m.user.email, 'receipt')).toEqual([
        expect.objectContaining({ number: other.receipt.number, amount: '$100.00' }),
      ]);
    }
    expect(await outbox.emails(noFinanceAgent.user.email, 'receipt')).toEqual([]);

    // sent as a server without SMTP sends it: an .eml file with the receipt's PDF attached
    const mailer = createMailer({ smtpUrl: undefined, dataDir: ctx.dataDir });
    while (
      (
        await sendDueEmails({
          db: ctx.db,
          mailer,
          mailFrom: 'TripTender <hello@triptender.example>',
          publicUrl: ctx.config.publicUrl,
          jobs: outboxJobs,
          attachments: outboxAttachments,
        })
      ).claimed > 0
    );
    const [row] = await ctx.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.to_email, finance.user.email), eq(emailOutbox.template, 'receipt')));
    expect(row).toMatchObject({ status: 'sent', subject: `Your TripTender receipt ${receipt.number}` });
    const eml = fs.readFileSync(row!.file_path!, 'utf8');
    expect(path.dirname(row!.file_path!)).toBe(path.join(ctx.dataDir, 'mail'));
    expect(eml).toContain(`filename=${receipt.number}.pdf`);
    expect(eml).toContain('Content-Type: application/pdf');
    expect(eml).toContain(`${ctx.config.publicUrl}/company/wallet`);
    const base64 = /Content-Type: application\/pdf[^]*?\r?\n\r?\n([A-Za-z0-9+/=\r\n]+)/.exec(eml)![1]!;
    expect(await pdfText(Buffer.from(base64.replace(/\s/g, ''), 'base64'))).toContain(receipt.number);
  });
});
