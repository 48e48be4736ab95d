import { eq, sql } from 'drizzle-orm';
import { auditLog, creditLedger, purchases } from '../../db/schema.ts';
import { describe, expect, it } from '../../../test/harness.ts';
import { getBalanceCents, INSUFFICIENT_CREDIT, postLedgerEntry, refundPurchase, topUpWallet } from './ledger.ts';

describe('the wallet ledger', () => {
  it('keeps a running balance and records top-ups in the audit log', async ({ fx, db }) => {
    const company = await fx.company();
    expect(await getBalanceCents(db, company.id)).toBe(0);
    await topUpWallet({ db, actorUserId: null, companyId: company.id, amountCents: 5000, note: 'INV-1' });
    await topUpWallet({ db, actorUserId: null, companyId: company.id, amountCents: 1234 });
    expect(await getBalanceCents(db, company.id)).toBe(6234);
    const audits = await db.select().from(auditLog).where(eq(auditLog.company_id, company.id));
    expect(audits.filter((a) => a.action === 'wallet.top_up').map((a) => a.data)).toEqual([
      expect.objectContaining({ amount_cents: 5000, note: 'INV-1' }),
      expect.objectContaining({ amount_cents: 1234 }),
    ]);
  });

  it('refuses a debit below zero with 402 and writes nothing', async ({ fx, db }) => {
    const company = await fx.company({ creditCents: 1000 });
    await expect(
      db.transaction((tx) =>
        postLedgerEntry(tx, { companyId: company.id, kind: 'purchase', amountCents: -1001, actorUserId: null }),
      ),
    ).rejects.toMatchObject({ code: 'PAYMENT_REQUIRED', message: INSUFFICIENT_CREDIT });
    const rows = await db.select().from(creditLedger).where(eq(creditLedger.company_id, company.id));
    expect(rows).toHaveLength(1);
  });

  it('is append-only: updates and deletes are refused by the database', async ({ fx, db }) => {
    const company = await fx.company({ creditCents: 1000 });
    await expect(
      db.update(creditLedger).set({ amount_cents: 999_999 }).where(eq(creditLedger.company_id, company.id)),
    ).rejects.toThrow();
    await expect(db.delete(creditLedger).where(eq(creditLedger.company_id, company.id))).rejects.toThrow();
    await expect(db.execute(sql`delete from audit_log`)).rejects.toThrow();
    expect(await getBalanceCents(db, company.id)).toBe(1000);
  });

  it('refunds a purchase once, however often it is asked', async ({ fx, db }) => {
    const company = await fx.company({ creditCents: 5000 });
    const { lead } = await fx.travellerLead();
    const purchase = await db.transaction(async (tx) => {
      const [p] = await tx
        .insert(purchases)
        .values({ lead_id: lead.id, company_id: company.id, price_cents: 2500 })
        .returning();
      await postLedgerEntry(tx, {
        companyId: company.id,
        kind: 'purchase',
        amountCents: -2500,
        actorUserId: null,
        purchaseId: p!.id,
      });
      return p!;
    });
    expect(await getBalanceCents(db, company.id)).toBe(2500);
    const results = await Promise.all(
      [1, 2, 3].map(() =>
        db.transaction((tx) =>
          refundPurchase(tx, { purchaseId: purchase.id, actorUserId: null, reason: 'Lead removed' }),
        ),
      ),
    );
    expect(results.filter((r) => r.refunded)).toHaveLength(1);
    expect(await getBalanceCents(db, company.id)).toBe(5000);
    const ledger = await db.select().from(creditLedger).where(eq(creditLedger.company_id, company.id));
    expect(ledger.map((r) => r.kind)).toEqual(['top_up', 'purchase', 'refund']);
    // the ledger sums to the balance
    expect(ledger.reduce((sum, r) => sum + r.amount_cents, 0)).toBe(5000);
  });
});
