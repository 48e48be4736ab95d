import { desc, eq } from 'drizzle-orm';
import { BAD_LEAD_REPORT_WINDOW_DAYS } from '@triptender/contract/constants';
import type { WalletResponse } from '@triptender/contract/wallet';
import type { Db } from '../../db/client.ts';
import { getSpendingLimits } from '../../domain/spending.ts';
import { badLeadReports, creditLedger, leads, purchases } from '../../db/schema.ts';
import { notFound } from '../../lib/errors.ts';
import { type PageParams, paginateSelect } from '../../lib/pagination.ts';
import { getBalanceCents } from '../purchases/ledger.ts';
import { withinReportWindow } from '../purchases/purchased-leads.ts';

/**
 * A wallet's balance, its spending limits, and one page of its ledger, newest first, with the lead and
 * purchase of each entry.
 */
export async function getWallet(opts: { db: Db; companyId: number; page: PageParams }): Promise<WalletResponse> {
  const { db, companyId } = opts;
  const limits = await getSpendingLimits(db, companyId);
  if (!limits) throw notFound();
  const select = db
    .select({
      entry: creditLedger,
      lead_title: leads.title,
      purchase_created_at: purchases.created_at,
      purchase_refunded_at: purchases.refunded_at,
      purchase_automatic: purchases.automatic,
      report_status: badLeadReports.status,
    })
    .from(creditLedger)
    .leftJoin(leads, eq(leads.id, creditLedger.lead_id))
    .leftJoin(purchases, eq(purchases.id, creditLedger.purchase_id))
    .leftJoin(badLeadReports, eq(badLeadReports.purchase_id, creditLedger.purchase_id));
  const [balance, page] = await Promise.all([
    getBalanceCents(db, companyId),
    paginateSelect(db, opts.page, {
      select: select.$dynamic(),
      table: creditLedger,
      where: eq(creditLedger.company_id, companyId),
      order: [desc(creditLedger.id)],
      map: ({ entry, ...r }) => ({
        id: entry.id,
        kind: entry.kind,
        amount_cents: entry.amount_cents,
        balance_after_cents: entry.balance_after_cents,
        note: entry.note,
        created_at: entry.created_at,
        lead: entry.lead_id === null ? null : { id: entry.lead_id, title: r.lead_title },
        purchase:
          entry.purchase_id === null || r.purchase_created_at === null
            ? null
            : {
                id: entry.purchase_id,
                created_at: r.purchase_created_at,
                refunded_at: r.purchase_refunded_at,
                report_status: r.report_status,
                automatic: r.purchase_automatic === true,
                reportable:
                  entry.kind === 'purchase' &&
                  r.purchase_refunded_at === null &&
                  r.report_status === null &&
                  withinReportWindow(r.purchase_created_at),
              },
      }),
    }),
  ]);
  return { balance_cents: balance, limits, report_window_days: BAD_LEAD_REPORT_WINDOW_DAYS, ...page };
}
