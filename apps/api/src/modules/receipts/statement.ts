// A wallet statement as CSV for an accountant's spreadsheet: every ledger line of a range of UTC days,
// oldest first, with the balance after each. The ledger keeps that running balance on every line
// (modules/purchases/ledger.ts), so the last line of a statement that ends today is the wallet.
import { and, asc, eq, gte, lt } from 'drizzle-orm';
import { addDaysIso } from '@triptender/contract/dates';
import { LEDGER_KIND_LABELS } from '@triptender/contract/wallet';
import type { Db } from '../../db/client.ts';
import { cardPayments, companies, creditLedger, leads, purchases, receipts } from '../../db/schema.ts';
import { centsCell, csvRecords, textCell, UTF8_BOM } from '../../lib/csv.ts';
import { notFound } from '../../lib/errors.ts';
import { pick } from '../../lib/pick-columns.ts';

export const STATEMENT_HEADER = ['Date', 'Time (UTC)', 'Type', 'Description', 'Amount', 'Balance', 'Reference'];

/** The statement's file name and its CSV text (with the UTF-8 byte order mark: lib/csv.ts). */
export async function walletStatement(opts: {
  db: Db;
  companyId: number;
  /** yyyy-MM-dd, UTC, both days included. */
  from: string;
  to: string;
}): Promise<{ filename: string; csv: string }> {
  const { db, companyId } = opts;
  const [company] = await db.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId));
  if (!company) throw notFound();
  const rows = await db
    .select({
      ...pick(
        creditLedger,
        'created_at',
        'kind',
        'amount_cents',
        'balance_after_cents',
        'note',
        'purchase_id',
        'lead_id',
      ),
      lead_title: leads.title,
      automatic: purchases.automatic,
      receipt_number: receipts.number,
    })
    .from(creditLedger)
    .leftJoin(leads, eq(leads.id, creditLedger.lead_id))
    .leftJoin(purchases, eq(purchases.id, creditLedger.purchase_id))
    // a card top-up's line is the one its payment was credited with; its receipt is that payment's
    .leftJoin(cardPayments, eq(cardPayments.ledger_id, creditLedger.id))
    .leftJoin(receipts, eq(receipts.card_payment_id, cardPayments.id))
    .where(
      and(
        eq(creditLedger.company_id, companyId),
        gte(creditLedger.created_at, new Date(`${opts.from}T00:00:00Z`)),
        lt(creditLedger.created_at, new Date(`${addDaysIso(opts.to, 1)}T00:00:00Z`)),
      ),
    )
    // the ledger's order is its ids: each line's balance follows from the one before
    .orderBy(asc(creditLedger.id));

  const records = rows.map((r) => {
    const iso = r.created_at.toISOString();
    const lead = r.lead_id === null ? null : `Trip request #${r.lead_id}${r.lead_title ? `: ${r.lead_title}` : ''}`;
    // a purchase's note only names its trip request again, and whether auto-buy made it
    const note = r.kind !== 'purchase' ? r.note : r.automatic ? 'bought by auto-buy' : null;
    const description = [lead, note].filter(Boolean).join('; ');
    const reference = r.receipt_number ?? (r.purchase_id === null ? '' : `Purchase #${r.purchase_id}`);
    return [
      iso.slice(0, 10),
      iso.slice(11, 19),
      LEDGER_KIND_LABELS[r.kind],
      textCell(description),
      centsCell(r.amount_cents),
      centsCell(r.balance_after_cents),
      textCell(reference),
    ];
  });
  return {
    filename: `triptender-statement-${opts.from}-to-${opts.to}.csv`,
    csv: UTF8_BOM + csvRecords([STATEMENT_HEADER, ...records]),
  };
}
