import { z } from 'zod';
import {
  badLeadReport,
  listBadLeadReportsQuery,
  reportBadLeadBody,
  resolveBadLeadBody,
} from '@triptender/contract/bad-leads';
import { id, paginated } from '@triptender/contract/common';
import { ROLE } from '@triptender/contract/enums';
import {
  purchaseBody,
  purchasedLeadsQuery,
  purchasedLeadsResponse,
  purchaseResponse,
} from '@triptender/contract/purchases';
import { companyBalance } from '@triptender/contract/wallet';
import { getSpendingLimits } from '../../domain/spending.ts';
import { notFound } from '../../lib/errors.ts';
import { compiledSerializer } from '../../lib/response-serializer.ts';
import { moduleRoutes } from '../../lib/route.ts';
import {
  canBuyLeads,
  canReportBadLeads,
  isCompanyMember,
  requireCompanyPermission,
  requireRole,
} from '../auth/permissions.ts';
import { listBadLeadReports, reportBadLead, resolveBadLeadReport } from './bad-leads.ts';
import { getBalanceCents } from './ledger.ts';
import { listPurchasedLeads } from './purchased-leads.ts';
import { purchaseLead } from './purchase-lead.ts';
import { idempotencyHeaders, replayable } from './replay.ts';

export const purchaseRoutes = moduleRoutes('purchases', async (route, app) => {
  route.get(
    '/company/:companyId/balance',
    { company: 'member', response: companyBalance, errors: [403, 404] },
    "A company's wallet balance and spending limits, before buying (members, admin)",
    'What the buy dialog shows first. Every member of the company may read it, Agents too (the ' +
      'overview shows it); the ledger behind it stays with Managers and Finance. `limits` says whether ' +
      'a purchase would pass the monthly spending limit (what was spent this month, the limit, the day it resets).',
    async (req) => {
      const [balance, limits] = await Promise.all([
        getBalanceCents(app.db, req.params.companyId),
        getSpendingLimits(app.db, req.params.companyId),
      ]);
      if (!limits) throw notFound();
      return { balance_cents: balance, limits };
    },
  );

  route.post(
    '/purchases',
    {
      headers: idempotencyHeaders,
      body: purchaseBody,
      response: { 201: purchaseResponse },
      errors: [402, 403, 404, 409, 422],
    },
    'Buy a trip request for your company',
    'Debits the request price (an admin setting, default $25) from the company wallet, unlocks the ' +
      "traveller's contact details and opens the traveller-company conversation, in one transaction. " +
      '`company_id` must be your own company (403). 409: already bought, sold out (the buyer cap, default 5) ' +
      'or no longer open; also 409 when the purchase would take what the company spent on leads this ' +
      'calendar month (UTC, refunded purchases not counted) past the monthly spending limit its Manager ' +
      'set: the message names the limit and the day it resets. 402: the wallet does not cover the ' +
      'price. Managers and Agents only. Send an ' +
      '`Idempotency-Key` header to make retries safe: a repeat returns the first answer.',
    async (req) => {
      const result = await purchaseLead({
        db: app.db,
        actor: requireCompanyPermission(req, canBuyLeads),
        leadId: req.body.lead_id,
        companyId: req.body.company_id,
        idempotencyKey: req.headers['idempotency-key'],
        publicUrl: app.config.publicUrl,
      });
      return replayable(purchaseResponse, result);
    },
  );

  route.get(
    '/purchases',
    {
      querystring: purchasedLeadsQuery,
      response: purchasedLeadsResponse,
      errors: [403, 422],
      options: { serializerCompiler: compiledSerializer },
    },
    "Your company's purchased trip requests, with contact details, quotes and reports",
    async (req) =>
      listPurchasedLeads({ db: app.db, actor: requireCompanyPermission(req, isCompanyMember), query: req.query }),
  );

  route.post(
    '/purchases/:purchaseId/report',
    {
      params: z.object({ purchaseId: id }),
      body: reportBadLeadBody,
      response: { 201: badLeadReport },
      errors: [403, 404, 409, 422],
    },
    'Report a bought lead whose contact details are invalid',
    'Within 14 days of the purchase, once per purchase, by any member of the buying company ' +
      '(another company gets 404). The admin then confirms (the price is refunded to the wallet) or rejects it.',
    async (req) =>
      reportBadLead({
        db: app.db,
        actor: requireCompanyPermission(req, canReportBadLeads),
        purchaseId: req.params.purchaseId,
        reason: req.body.reason,
      }),
  );

  route.get(
    '/admin/bad-lead-reports',
    { querystring: listBadLeadReportsQuery, response: paginated(badLeadReport), errors: [403, 422], tag: 'admin' },
    'Bad-lead reports, pending first',
    async (req) => {
      requireRole(req, ROLE.ADMIN);
      return listBadLeadReports({ db: app.db, query: req.query });
    },
  );

  for (const [action, decision] of [
    ['confirm', 'confirmed'],
    ['reject', 'rejected'],
  ] as const) {
    route.post(
      `/admin/bad-lead-reports/:id/${action}`,
      {
        headers: idempotencyHeaders,
        body: resolveBadLeadBody.nullish(),
        response: badLeadReport,
        errors: [403, 404, 409, 422],
        tag: 'admin',
      },
      decision === 'confirmed'
        ? 'Confirm a bad-lead report: refunds the purchase to the wallet'
        : 'Reject a bad-lead report',
      'Idempotent: the same decision again answers the report as it is; the other decision after one is a 409. ' +
        'Accepts an `Idempotency-Key` header.',
      async (req) => {
        const result = await resolveBadLeadReport({
          db: app.db,
          actor: requireRole(req, ROLE.ADMIN),
          reportId: req.params.id,
          decision,
          note: req.body?.note ?? null,
          idempotencyKey: req.headers['idempotency-key'],
        });
        return replayable(badLeadReport, result);
      },
    );
  }
});
