import { eq, sql } from 'drizzle-orm';
import { isoDay } from '@triptender/contract/dates';
import { titleDay } from '@triptender/contract/lead-title';
import { formatCents } from '@triptender/contract/money';
import type { BillingDetails } from '@triptender/contract/receipts';
import type { Db } from '../../db/client.ts';
import { cardPayments, companies, receiptCounters, receipts } from '../../db/schema.ts';
import { emailMembers, membersWhoCan } from '../../domain/company-members.ts';
import { getIssuerDetails } from './issuer.ts';

/** TT-2026-000123: the year it was paid and its place within that year. */
export function receiptNumber(year: number, seq: number): string {
  return `TT-${year}-${String(seq).padStart(6, '0')}`;
}

/**
 * Issues the receipt of a paid card payment, inside the caller's transaction (the one that credits the
 * payment), and queues its email in that transaction too.
 *
 * Numbers have no gaps within a year: the year's receipt_counters row is bumped with an upsert, which
 * keeps the row locked until the caller's transaction ends, so a second payment waits for the first
 * to commit (or roll back) before it takes the next number; a rolled-back payment takes its number
 * back with it. The payment row is locked first, so issuing twice for one payment (a webhook delivered
 * twice at once) returns the receipt already issued and takes no number.
 */
export async function issueReceipt(tx: Db, opts: { paymentId: number }): Promise<{ id: number; number: string }> {
  const [payment] = await tx
    .select({
      id: cardPayments.id,
      company_id: cardPayments.company_id,
      amount_cents: cardPayments.amount_cents,
      currency: cardPayments.currency,
      status: cardPayments.status,
      payment_intent: cardPayments.payment_intent,
      paid_at: cardPayments.paid_at,
    })
    .from(cardPayments)
    .where(eq(cardPayments.id, opts.paymentId))
    .for('update');
  if (!payment) throw new Error(`issueReceipt: card payment ${opts.paymentId} does not exist`);
  if (!payment.paid_at) throw new Error(`issueReceipt: card payment ${opts.paymentId} is not paid`);

  const [existing] = await tx
    .select({ id: receipts.id, number: receipts.number })
    .from(receipts)
    .where(eq(receipts.card_payment_id, payment.id));
  if (existing) return existing;

  const [company] = await tx
    .select({
      name: companies.name,
      legal_name: companies.billing_legal_name,
      address: companies.billing_address,
      country: companies.billing_country,
      vat_number: companies.billing_vat_number,
    })
    .from(companies)
    .where(eq(companies.id, payment.company_id));
  const billing: BillingDetails = {
    legal_name: company!.legal_name ?? company!.name,
    address: company!.address,
    country: company!.country,
    vat_number: company!.vat_number,
  };
  const issuer = await getIssuerDetails(tx);

  const paidAt = payment.paid_at;
  const year = paidAt.getUTCFullYear();
  const [counter] = await tx
    .insert(receiptCounters)
    .values({ year, last_seq: 1 })
    .onConflictDoUpdate({ target: receiptCounters.year, set: { last_seq: sql`${receiptCounters.last_seq} + 1` } })
    .returning({ seq: receiptCounters.last_seq });
  const seq = counter!.seq;
  const number = receiptNumber(year, seq);

  const [receipt] = await tx
    .insert(receipts)
    .values({
      number,
      year,
      seq,
      company_id: payment.company_id,
      card_payment_id: payment.id,
      amount_cents: payment.amount_cents,
      currency: payment.currency,
      payment_reference: payment.payment_intent,
      billing,
      issuer,
      issued_at: paidAt,
    })
    .returning({ id: receipts.id, number: receipts.number });

  await emailMembers(tx, await membersWhoCan(tx, payment.company_id, 'receiveReceipts'), (to) => ({
    template: 'receipt',
    data: {
      first_name: to.first_name,
      company_name: company!.name,
      receipt_id: receipt!.id,
      number,
      date: titleDay(isoDay(paidAt)),
      amount: formatCents(payment.amount_cents),
      payment_reference: payment.payment_intent,
      billing,
      issuer_name: issuer.legal_name,
    },
    dedupeKey: `receipt:${receipt!.id}:${to.email}`,
  }));
  return receipt!;
}
