import { and, eq, ilike, inArray, type SQL } from 'drizzle-orm';
import type { AdminPayment, adminPaymentsQuery } from '@triptender/contract/payments';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { cardPayments, companies, receipts } from '../../db/schema.ts';
import { notFound } from '../../lib/errors.ts';
import { newestFirst, paginateSelect } from '../../lib/pagination.ts';
import { containsPattern } from '../../lib/sql-text.ts';

/** Card payments as the admin sees them: with the company and the receipt number, in one select. */
function selectPayments(db: Db) {
  return db
    .select({
      payment: cardPayments,
      company_name: companies.name,
      receipt_number: receipts.number,
    })
    .from(cardPayments)
    .innerJoin(companies, eq(companies.id, cardPayments.company_id))
    .leftJoin(receipts, eq(receipts.card_payment_id, cardPayments.id));
}

type Row = Awaited<ReturnType<ReturnType<typeof selectPayments>['execute']>>[number];

function toAdminPayment({ payment: p, company_name, receipt_number }: Row): AdminPayment {
  return {
    id: p.id,
    company: { id: p.company_id, name: company_name },
    amount_cents: p.amount_cents,
    currency: p.currency,
    status: p.status,
    session_id: p.session_id,
    payment_intent: p.payment_intent,
    receipt_number,
    refunded_cents: p.refunded_cents,
    created_at: p.created_at,
    paid_at: p.paid_at,
    refunded_at: p.refunded_at,
  };
}

/** Every card payment, newest first; by status, and by part of the company's name. */
export async function listAdminPayments(opts: { db: Db; query: z.output<typeof adminPaymentsQuery> }) {
  const { db, query } = opts;
  const filters: SQL[] = [];
  if (query.status) filters.push(eq(cardPayments.status, query.status));
  if (query.search) {
    // a subquery, so the total counts card_payments alone (paginateSelect)
    const named = db
      .select({ id: companies.id })
      .from(companies)
      .where(ilike(companies.name, containsPattern(query.search)));
    filters.push(inArray(cardPayments.company_id, named));
  }
  return paginateSelect(db, query, {
    select: selectPayments(db).$dynamic(),
    table: cardPayments,
    where: filters.length ? and(...filters) : undefined,
    order: newestFirst(cardPayments),
    map: toAdminPayment,
  });
}

export async function getAdminPayment(db: Db, id: number): Promise<AdminPayment> {
  const [row] = await selectPayments(db).where(eq(cardPayments.id, id));
  if (!row) throw notFound('Payment not found.');
  return toAdminPayment(row);
}
