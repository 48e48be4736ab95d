import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { paginated } from '@triptender/contract/common';
import { companyParams } from '@triptender/contract/companies';
import { ROLE } from '@triptender/contract/enums';
import {
  billingDetails,
  billingDetailsBody,
  issuerDetails,
  issuerDetailsBody,
  receiptListItem,
  receiptParams,
  receiptsQuery,
  STATEMENT_MAX_DAYS,
  statementQuery,
} from '@triptender/contract/receipts';
import { errorResponses, security } from '../../lib/openapi.ts';
import { requireRole } from '../auth/permissions.ts';
import { getBillingDetails, updateBillingDetails } from './billing.ts';
import { getIssuerDetails, updateIssuerDetails } from './issuer.ts';
import { listReceipts, receiptPdf } from './receipts.ts';
import { walletStatement } from './statement.ts';

// drawing a PDF or reading a year of ledger costs more than a JSON page: a person needs a few a minute
const fileRateLimit = { rateLimit: { max: 30, timeWindow: '1 minute' } };

export const receiptRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/company/:companyId/billing',
    {
      config: { company: 'editBilling' },
      schema: {
        tags: ['receipts'],
        summary: "A company's billing details (Managers, Finance, admin)",
        description: 'The customer printed on its receipts; a receipt keeps the details it was issued with.',
        security,
        params: companyParams,
        response: { 200: billingDetails, ...errorResponses(401, 403, 404) },
      },
    },
    async (req) => {
      return getBillingDetails({ db: app.db, companyId: req.params.companyId });
    },
  );

  app.put(
    '/company/:companyId/billing',
    {
      config: { company: 'editBilling' },
      schema: {
        tags: ['receipts'],
        summary: "Save a company's billing details (Managers, Finance, admin)",
        description:
          'legal_name is required; address, country and vat_number may be null. They apply to the receipts ' +
          'issued from now on. The change is recorded in the audit log.',
        security,
        params: companyParams,
        body: billingDetailsBody,
        response: { 200: billingDetails, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (req) => {
      const actor = req.actor!;
      return updateBillingDetails({
        db: app.db,
        actorUserId: actor.id,
        companyId: req.params.companyId,
        details: req.body,
      });
    },
  );

  app.get(
    '/company/:companyId/receipts',
    {
      config: { company: 'viewReceipts' },
      schema: {
        tags: ['receipts'],
        summary: "A company's receipts, newest first (Managers, Finance, admin)",
        description: 'One receipt per paid card top-up, numbered TT-<year>-<000123> without gaps within a year.',
        security,
        params: companyParams,
        querystring: receiptsQuery,
        response: { 200: paginated(receiptListItem), ...errorResponses(401, 403, 404) },
      },
    },
    async (req) => {
      return listReceipts({ db: app.db, companyId: req.params.companyId, page: req.query });
    },
  );

  app.get(
    '/company/:companyId/receipts/:receiptId/pdf',
    {
      schema: {
        tags: ['receipts'],
        summary: 'Download a receipt as PDF (Managers, Finance, admin)',
        description:
          'Answers application/pdf as an attachment named after the receipt (TT-2026-000123.pdf). A receipt ' +
          'of another company is a 404.',
        security,
        params: receiptParams,
        response: { 200: z.any().describe('The receipt, as application/pdf'), ...errorResponses(401, 403, 404) },
      },
      config: { ...fileRateLimit, company: 'viewReceipts' },
    },
    async (req, reply) => {
      const pdf = await receiptPdf({ db: app.db, companyId: req.params.companyId, receiptId: req.params.receiptId });
      return reply
        .type('application/pdf')
        .header('Content-Disposition', `attachment; filename="${pdf.filename}"`)
        .header('Cache-Control', 'private, no-store')
        .send(Buffer.from(pdf.bytes));
    },
  );

  app.get(
    '/company/:companyId/wallet/statement.csv',
    {
      schema: {
        tags: ['receipts'],
        summary: 'Download a wallet statement as CSV (Managers, Finance, admin)',
        description:
          'Every ledger line from `from` to `to` (yyyy-MM-dd, UTC days, both included; the current month to ' +
          `today when left out; at most ${STATEMENT_MAX_DAYS} days), oldest first. RFC 4180 (CRLF, quoted ` +
          'fields), UTF-8 with a byte order mark so Excel reads it as UTF-8. Columns: Date, Time (UTC), Type, ' +
          'Description, Amount, Balance (after the line), Reference (receipt number or purchase); amounts in ' +
          'dollars with two decimals, debits negative. Text that would start a spreadsheet formula is ' +
          'prefixed with an apostrophe.',
        security,
        params: companyParams,
        querystring: statementQuery,
        response: { 200: z.any().describe('The statement, as text/csv'), ...errorResponses(401, 403, 404, 422) },
      },
      config: { ...fileRateLimit, company: 'viewWallet' },
    },
    async (req, reply) => {
      const statement = await walletStatement({ db: app.db, companyId: req.params.companyId, ...req.query });
      return reply
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="${statement.filename}"`)
        .header('Cache-Control', 'private, no-store')
        .send(statement.csv);
    },
  );

  app.get(
    '/admin/settings/receipts',
    {
      schema: {
        tags: ['admin'],
        summary: "TripTender's details printed on receipts (admin)",
        security,
        response: { 200: issuerDetails, ...errorResponses(401, 403) },
      },
    },
    async (req) => {
      requireRole(req, ROLE.ADMIN);
      return getIssuerDetails(app.db);
    },
  );

  app.put(
    '/admin/settings/receipts',
    {
      schema: {
        tags: ['admin'],
        summary: "Change TripTender's details printed on receipts (admin)",
        description:
          'Legal name, address, VAT number (may be null) and email. Receipts issued from now on carry them; ' +
          'the change is recorded in the audit log.',
        security,
        body: issuerDetailsBody,
        response: { 200: issuerDetails, ...errorResponses(401, 403, 422) },
      },
    },
    async (req) => {
      const actor = requireRole(req, ROLE.ADMIN);
      return updateIssuerDetails({ db: app.db, actorUserId: actor.id, details: req.body });
    },
  );
};
