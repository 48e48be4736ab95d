// A company's receipts: the list on its wallet page, each one's PDF, and the PDF attached to the
// receipt email when the outbox worker sends it.
import { and, desc, eq } from 'drizzle-orm';
import type { BillingDetails, IssuerDetails, ReceiptListItem } from '@triptender/contract/receipts';
import type { Db } from '../../db/client.ts';
import { receipts } from '../../db/schema.ts';
import { notFound } from '../../lib/errors.ts';
import type { OutboxAttachments } from '../../lib/outbox.ts';
import { type PageParams, paginateSelect } from '../../lib/pagination.ts';
import { renderReceiptPdf } from './receipt-pdf.ts';

/** One page of a company's receipts, newest first. */
export function listReceipts(opts: { db: Db; companyId: number; page: PageParams }) {
  return paginateSelect(opts.db, opts.page, {
    select: opts.db
      .select({
        id: receipts.id,
        number: receipts.number,
        issued_at: receipts.issued_at,
        amount_cents: receipts.amount_cents,
        currency: receipts.currency,
        payment_reference: receipts.payment_reference,
      })
      .from(receipts)
      .$dynamic(),
    table: receipts,
    where: eq(receipts.company_id, opts.companyId),
    // numbers grow with the payment date within a year, and the year leads: newest first
    order: [desc(receipts.issued_at), desc(receipts.id)],
    map: (r): ReceiptListItem => r,
  });
}

/** A receipt's PDF and its file name; another company's receipt is a 404, as one that does not exist. */
export async function receiptPdf(opts: {
  db: Db;
  receiptId: number;
  /** Only a receipt of this company (any company's without it: the admin, the worker). */
  companyId?: number;
}): Promise<{ filename: string; bytes: Uint8Array }> {
  const [r] = await opts.db
    .select()
    .from(receipts)
    .where(
      and(
        eq(receipts.id, opts.receiptId),
        opts.companyId === undefined ? undefined : eq(receipts.company_id, opts.companyId),
      ),
    );
  if (!r) throw notFound();
  const bytes = await renderReceiptPdf({
    number: r.number,
    issued_at: r.issued_at,
    amount_cents: r.amount_cents,
    currency: r.currency,
    payment_reference: r.payment_reference,
    billing: r.billing as BillingDetails,
    issuer: r.issuer as IssuerDetails,
  });
  return { filename: `${r.number}.pdf`, bytes };
}

/** The receipt email carries its PDF, drawn from the receipt row when the email is sent. */
export const receiptAttachments: OutboxAttachments = {
  receipt: async (db, data) => {
    const pdf = await receiptPdf({ db, receiptId: data.receipt_id });
    return [{ filename: pdf.filename, contentType: 'application/pdf', content: pdf.bytes }];
  },
};
