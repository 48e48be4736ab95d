import { and, eq, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { badLeadReport, listBadLeadReportsQuery } from '@triptender/contract/bad-leads';
import { BAD_LEAD_REPORT_WINDOW_DAYS } from '@triptender/contract/constants';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { badLeadReports, companies, leads, purchases, users } from '../../db/schema.ts';
import { recordAudit } from '../../lib/audit.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { type IdempotentResult, withIdempotency } from '../../lib/idempotency.ts';
import { countRows, inWindow, newestFirst, type PageWindow, paginate } from '../../lib/pagination.ts';
import type { Actor, CompanyActor } from '../auth/permissions.ts';
import { refundPurchase } from './ledger.ts';
import { withinReportWindow } from './purchased-leads.ts';

type ReportDto = z.output<typeof badLeadReport>;

export const BAD_LEAD_MESSAGES = {
  notFound: 'Purchase not found.',
  reportNotFound: 'Report not found.',
  alreadyReported: 'This purchase has already been reported.',
  alreadyRefunded: 'This purchase has already been refunded.',
  tooLate: `Bad leads can be reported within ${BAD_LEAD_REPORT_WINDOW_DAYS} days of buying them.`,
  alreadyRejected: 'This report was already rejected.',
  alreadyConfirmed: 'This report was already confirmed and refunded.',
} as const;

const reporter = alias(users, 'reporter');

/** Reports as the admin and the buyers see them: the select reads them in the contract's shape. */
async function loadReports(db: Db, where: SQL | undefined, page?: PageWindow): Promise<ReportDto[]> {
  const q = db
    .select({
      id: badLeadReports.id,
      status: badLeadReports.status,
      reason: badLeadReports.reason,
      resolution_note: badLeadReports.resolution_note,
      created_at: badLeadReports.created_at,
      resolved_at: badLeadReports.resolved_at,
      purchase: {
        id: purchases.id,
        price_cents: purchases.price_cents,
        created_at: purchases.created_at,
        refunded_at: purchases.refunded_at,
      },
      company: { id: companies.id, name: companies.name },
      lead: {
        id: leads.id,
        title: leads.title,
        first_name: leads.first_name,
        last_name: leads.last_name,
        email: leads.email,
        mobile: leads.mobile,
      },
      reported_by: { id: reporter.id, first_name: reporter.first_name, last_name: reporter.last_name },
    })
    .from(badLeadReports)
    .innerJoin(purchases, eq(purchases.id, badLeadReports.purchase_id))
    .innerJoin(companies, eq(companies.id, badLeadReports.company_id))
    .innerJoin(leads, eq(leads.id, purchases.lead_id))
    .leftJoin(reporter, eq(reporter.id, badLeadReports.reported_by))
    .where(where)
    // pending first (the admin's queue), then newest
    .orderBy(sql`${badLeadReports.status} = 'pending' desc`, ...newestFirst(badLeadReports));
  return inWindow(q.$dynamic(), page);
}

async function loadReport(db: Db, id: number): Promise<ReportDto> {
  const [dto] = await loadReports(db, eq(badLeadReports.id, id));
  if (!dto) throw notFound(BAD_LEAD_MESSAGES.reportNotFound);
  return dto;
}

/** A buyer reports that a lead's contact details are invalid: once, within 14 days, before any refund. */
export async function reportBadLead(opts: {
  db: Db;
  actor: CompanyActor;
  purchaseId: number;
  reason: string;
}): Promise<ReportDto> {
  const { actor } = opts;
  const id = await opts.db
    .transaction(async (tx) => {
      const [purchase] = await tx
        .select()
        .from(purchases)
        .where(and(eq(purchases.id, opts.purchaseId), eq(purchases.company_id, actor.companyId)))
        .for('update');
      if (!purchase) throw notFound(BAD_LEAD_MESSAGES.notFound);
      const [existing] = await tx
        .select({ id: badLeadReports.id })
        .from(badLeadReports)
        .where(eq(badLeadReports.purchase_id, purchase.id));
      if (existing) throw conflict(BAD_LEAD_MESSAGES.alreadyReported);
      if (purchase.refunded_at) throw conflict(BAD_LEAD_MESSAGES.alreadyRefunded);
      if (!withinReportWindow(purchase.created_at)) throw conflict(BAD_LEAD_MESSAGES.tooLate);
      const [row] = await tx
        .insert(badLeadReports)
        .values({ purchase_id: purchase.id, company_id: actor.companyId, reported_by: actor.id, reason: opts.reason })
        .returning({ id: badLeadReports.id });
      await recordAudit(tx, {
        actorUserId: actor.id,
        action: 'bad_lead.reported',
        entityType: 'bad_lead_report',
        entityId: row!.id,
        companyId: actor.companyId,
        data: { purchase_id: purchase.id, lead_id: purchase.lead_id },
      });
      return row!.id;
    })
    .catch((err: unknown) => {
      if (isUniqueViolation(err, 'bad_lead_reports_purchase_unique')) throw conflict(BAD_LEAD_MESSAGES.alreadyReported);
      throw err;
    });
  return loadReport(opts.db, id);
}

export async function listBadLeadReports(opts: { db: Db; query: z.output<typeof listBadLeadReportsQuery> }) {
  const { db, query } = opts;
  const where = query.status ? eq(badLeadReports.status, query.status) : undefined;
  return paginate(query, {
    rows: (window) => loadReports(db, where, window),
    total: () => countRows(db, badLeadReports, where),
  });
}

/**
 * The admin's decision on a report. Confirming refunds the purchase through the ledger; both are
 * idempotent: deciding the same way again answers the report as it is, the other way is a 409.
 */
export async function resolveBadLeadReport(opts: {
  db: Db;
  actor: Actor;
  reportId: number;
  decision: 'confirmed' | 'rejected';
  note: string | null;
  idempotencyKey: string | undefined;
}): Promise<IdempotentResult<ReportDto>> {
  const { actor, decision } = opts;
  return withIdempotency(
    { db: opts.db, userId: actor.id, scope: `bad-lead-${decision}`, key: opts.idempotencyKey },
    async (tx) => {
      const [report] = await tx.select().from(badLeadReports).where(eq(badLeadReports.id, opts.reportId)).for('update');
      if (!report) throw notFound(BAD_LEAD_MESSAGES.reportNotFound);
      if (report.status === decision) return loadReport(tx, report.id);
      if (report.status !== 'pending') {
        throw conflict(
          report.status === 'rejected' ? BAD_LEAD_MESSAGES.alreadyRejected : BAD_LEAD_MESSAGES.alreadyConfirmed,
        );
      }
      let refunded = false;
      if (decision === 'confirmed') {
        ({ refunded } = await refundPurchase(tx, {
          purchaseId: report.purchase_id,
          actorUserId: actor.id,
          reason: `Bad lead: invalid contact details (report #${report.id})`,
        }));
      }
      await tx
        .update(badLeadReports)
        .set({ status: decision, resolved_by: actor.id, resolved_at: sql`now()`, resolution_note: opts.note })
        .where(eq(badLeadReports.id, report.id));
      await recordAudit(tx, {
        actorUserId: actor.id,
        action: decision === 'confirmed' ? 'bad_lead.confirmed' : 'bad_lead.rejected',
        entityType: 'bad_lead_report',
        entityId: report.id,
        companyId: report.company_id,
        data: { purchase_id: report.purchase_id, refunded, note: opts.note },
      });
      return loadReport(tx, report.id);
    },
  );
}
