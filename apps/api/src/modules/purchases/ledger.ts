import { and, desc, eq, sql } from 'drizzle-orm';
import type { LedgerKind } from '@triptender/contract/enums';
import type { Db } from '../../db/client.ts';
import { companies, creditLedger, purchases } from '../../db/schema.ts';
import { noteLowBalance } from '../../domain/spending.ts';
import { recordAudit } from '../../lib/audit.ts';
import { notFound, paymentRequired } from '../../lib/errors.ts';
import { lockCompany } from '../../domain/company-lock.ts';

export const INSUFFICIENT_CREDIT = 'Insufficient credit: top up your wallet to buy this request.';

/** The wallet balance: the newest ledger row's running balance. */
export async function getBalanceCents(db: Db, companyId: number): Promise<number> {
  const [last] = await db
    .select({ balance: creditLedger.balance_after_cents })
    .from(creditLedger)
    .where(eq(creditLedger.company_id, companyId))
    .orderBy(desc(creditLedger.id))
    .limit(1);
  return last?.balance ?? 0;
}

/**
 * Appends one entry to a company's ledger. Must run inside a transaction: it locks the company row
 * so concurrent entries for one wallet are applied one after another, each seeing the last balance.
 * A debit that would take the balance below zero is refused with 402. Every entry passes here, so
 * this is where a balance falling below the company's low-balance threshold queues its email, once
 * until a credit lifts it again (noteLowBalance in domain/spending.ts).
 */
export async function postLedgerEntry(
  tx: Db,
  entry: {
    companyId: number;
    kind: LedgerKind;
    amountCents: number;
    actorUserId: number | null;
    purchaseId?: number | null;
    leadId?: number | null;
    note?: string | null;
    /** When it happened; only demo data and tests place an entry in the past (ids still give the order). */
    at?: Date;
  },
): Promise<{ id: number; balance_after_cents: number }> {
  const company = await lockCompany(
    tx,
    entry.companyId,
    {
      id: companies.id,
      name: companies.name,
      low_balance_threshold_cents: companies.low_balance_threshold_cents,
      low_balance_notified_at: companies.low_balance_notified_at,
    },
    'Company not found.',
  );
  const balance = await getBalanceCents(tx, entry.companyId);
  const after = balance + entry.amountCents;
  if (after < 0) throw paymentRequired(INSUFFICIENT_CREDIT);
  await noteLowBalance(tx, company, { amountCents: entry.amountCents, balanceAfterCents: after });
  const [row] = await tx
    .insert(creditLedger)
    .values({
      company_id: entry.companyId,
      kind: entry.kind,
      amount_cents: entry.amountCents,
      balance_after_cents: after,
      actor_user_id: entry.actorUserId,
      purchase_id: entry.purchaseId ?? null,
      lead_id: entry.leadId ?? null,
      note: entry.note ?? null,
      ...(entry.at ? { created_at: entry.at } : {}),
    })
    .returning({ id: creditLedger.id, balance_after_cents: creditLedger.balance_after_cents });
  return row!;
}

/** Adds credit to a wallet (an invoice or bank transfer recorded by the admin, or the CLI). */
export async function topUpWallet(opts: {
  db: Db;
  actorUserId: number | null;
  companyId: number;
  amountCents: number;
  note?: string | null;
  /** When the money arrived; only demo data and tests place a top-up in the past. */
  at?: Date;
}): Promise<{ id: number; balance_after_cents: number }> {
  return opts.db.transaction(async (tx) => {
    const entry = await postLedgerEntry(tx, {
      companyId: opts.companyId,
      kind: 'top_up',
      amountCents: opts.amountCents,
      actorUserId: opts.actorUserId,
      note: opts.note ?? null,
      ...(opts.at ? { at: opts.at } : {}),
    });
    await recordAudit(tx, {
      actorUserId: opts.actorUserId,
      action: 'wallet.top_up',
      entityType: 'company',
      entityId: opts.companyId,
      companyId: opts.companyId,
      data: { amount_cents: opts.amountCents, note: opts.note ?? null, ledger_id: entry.id },
    });
    return entry;
  });
}

/**
 * Gives a purchase's price back to the buyer's wallet. Idempotent: a purchase already refunded is
 * left as it is (the ledger's unique (purchase_id, kind) index backs this up under races).
 * Runs inside the caller's transaction.
 */
export async function refundPurchase(
  tx: Db,
  opts: { purchaseId: number; actorUserId: number | null; reason: string },
): Promise<{ refunded: boolean }> {
  const [purchase] = await tx.select().from(purchases).where(eq(purchases.id, opts.purchaseId)).for('update');
  if (!purchase) throw notFound('Purchase not found.');
  if (purchase.refunded_at) return { refunded: false };
  await postLedgerEntry(tx, {
    companyId: purchase.company_id,
    kind: 'refund',
    amountCents: purchase.price_cents,
    actorUserId: opts.actorUserId,
    purchaseId: purchase.id,
    leadId: purchase.lead_id,
    note: opts.reason,
  });
  await tx
    .update(purchases)
    .set({ refunded_at: sql`now()`, refund_reason: opts.reason })
    .where(and(eq(purchases.id, purchase.id)));
  await recordAudit(tx, {
    actorUserId: opts.actorUserId,
    action: 'purchase.refunded',
    entityType: 'purchase',
    entityId: purchase.id,
    companyId: purchase.company_id,
    data: { lead_id: purchase.lead_id, amount_cents: purchase.price_cents, reason: opts.reason },
  });
  return { refunded: true };
}
