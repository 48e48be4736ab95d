import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  badLeadReport,
  listBadLeadReportsQuery,
  reportBadLeadBody,
  resolveBadLeadBody,
} from '@triptender/contract/bad-leads';
import { id, idParams, paginated } from '@triptender/contract/common';
import { companyParams } from '@triptender/contract/companies';
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
import { errorResponses, security } from '../../lib/openapi.ts';
import { compiledSerializer } from '../../lib/response-serializer.ts';
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

export const purchaseRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/company/:companyId/balance',
    {
      config: { company: 'member' },
      schema: {
        tags: ['purchases'],
        summary: "A company's wallet balance and spending limits, before buying (members, admin)",
        description:
          'What the buy dialog shows first. Every member of the company may read it, Agents too (the ' +
          'overview shows it); the ledger behind it stays with Managers and Finance. `limits` says whether ' +
          'a purchase would pass the monthly spending limit (what was spent this month, the limit, the day it resets).',
        security,
        params: companyParams,
        response: { 200: companyBalance, ...errorResponses(401, 403, 404) },
      },
    },
    async (req) => {
      const [balance, limits] = await Promise.all([
        getBalanceCents(app.db, req.params.companyId),
        getSpendingLimits(app.db, req.params.companyId),
      ]);
      if (!limits) throw notFound();
      return { balance_cents: balance, limits };
    },
  );

  app.post(
    '/purchases',
    {
      schema: {
        tags: ['purchases'],
        summary: 'Buy a trip request for your company',
        description:
          'Debits the request price (an admin setting, default $25) from the company wallet, unlocks the ' +
          "traveller's contact details and opens the traveller-company conversation, in one transaction. " +
          '`company_id` must be your own company (403). 409: already bought, sold out (the buyer cap, default 5) ' +
          'or no longer open; also 409 when the purchase would take what the company spent on leads this ' +
          'calendar month (UTC, refunded purchases not counted) past the monthly spending limit its Manager ' +
          'set: the message names the limit and the day it resets. 402: the wallet does not cover the ' +
          'price. Managers and Agents only. Send an ' +
          '`Idempotency-Key` header to make retries safe: a repeat returns the first answer.',
        security,
        headers: idempotencyHeaders,
        body: purchaseBody,
        response: { 201: purchaseResponse, ...errorResponses(401, 402, 403, 404, 409, 422) },
      },
    },
    async (req, reply) => {
      const result = await purchaseLead({
        db: app.db,
        actor: requireCompanyPermission(req, canBuyLeads),
        leadId: req.body.lead_id,
        companyId: req.body.company_id,
        idempotencyKey: req.headers['idempotency-key'],
        publicUrl: app.config.publicUrl,
      });
      return reply.status(201).send(replayable(purchaseResponse, result));
    },
  );

  app.get(
    '/purchases',
    {
      serializerCompiler: compiledSerializer,
      schema: {
        tags: ['purchases'],
        summary: "Your company's purchased trip requests, with contact details, quotes and reports",
        security,
        querystring: purchasedLeadsQuery,
        response: { 200: purchasedLeadsResponse, ...errorResponses(401, 403, 422) },
      },
    },
    async (req) =>
      listPurchasedLeads({ db: app.db, actor: requireCompanyPermission(req, isCompanyMember), query: req.query }),
  );

  app.post(
    '/purchases/:purchaseId/report',
    {
      schema: {
        tags: ['purchases'],
        summary: 'Report a bought lead whose contact details are invalid',
        description:
          'Within 14 days of the purchase, once per purchase, by any member of the buying company ' +
          '(another company gets 404). The admin then confirms (the price is refunded to the wallet) or rejects it.',
        security,
        params: z.object({ purchaseId: id }),
        body: reportBadLeadBody,
        response: { 201: badLeadReport, ...errorResponses(401, 403, 404, 409, 422) },
      },
    },
    async (req, reply) => {
      const report = await reportBadLead({
        db: app.db,
        actor: requireCompanyPermission(req, canReportBadLeads),
        purchaseId: req.params.purchaseId,
        reason: req.body.reason,
      });
      return reply.status(201).send(report);
    },
  );

  app.get(
    '/admin/bad-lead-reports',
    {
      schema: {
        tags: ['admin'],
        summary: 'Bad-lead reports, pending first',
        security,
        querystring: listBadLeadReportsQuery,
        response: { 200: paginated(badLeadReport), ...errorResponses(401, 403, 422) },
      },
    },
    async (req) => {
      requireRole(req, ROLE.ADMIN);
      return listBadLeadReports({ db: app.db, query: req.query });
    },
  );

  for (const [action, decision] of [
    ['confirm', 'confirmed'],
    ['reject', 'rejected'],
  ] as const) {
    app.post(
      `/admin/bad-lead-reports/:id/${action}`,
      {
        schema: {
          tags: ['admin'],
          summary:
            decision === 'confirmed'
              ? 'Confirm a bad-lead report: refunds the purchase to the wallet'
              : 'Reject a bad-lead report',
          description:
            'Idempotent: the same decision again answers the report as it is; the other decision after one is a 409. ' +
            'Accepts an `Idempotency-Key` header.',
          security,
          headers: idempotencyHeaders,
          params: idParams,
          body: resolveBadLeadBody.nullish(),
          response: { 200: badLeadReport, ...errorResponses(401, 403, 404, 409, 422) },
        },
      },
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
};
