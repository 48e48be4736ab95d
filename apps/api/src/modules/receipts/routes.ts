import { z } from 'zod';
import { paginated } from '@triptender/contract/common';
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
import { moduleRoutes } from '../../lib/route.ts';
import { requireRole } from '../auth/permissions.ts';
import { getBillingDetails, updateBillingDetails } from './billing.ts';
import { getIssuerDetails, updateIssuerDetails } from './issuer.ts';
import { listReceipts, receiptPdf } from './receipts.ts';
import { walletStatement } from './statement.ts';

// drawing a PDF or reading a year of ledger costs more than a JSON page: a person needs a few a minute
const fileRateLimit = { rateLimit: { max: 30, timeWindow: '1 minute' } };

export const receiptRoutes = moduleRoutes('receipts', async (route, app) => {
  route.companySettings('/company/:companyId/billing', {
    response: billingDetails,
    read: {
      company: 'editBilling',
      summary: "A company's billing details (Managers, Finance, admin)",
      description: 'The customer printed on its receipts; a receipt keeps the details it was issued with.',
      service: getBillingDetails,
    },
    save: {
      company: 'editBilling',
      body: billingDetailsBody,
      summary: "Save a company's billing details (Managers, Finance, admin)",
      description:
        'legal_name is required; address, country and vat_number may be null. They apply to the receipts ' +
        'issued from now on. The change is recorded in the audit log.',
      service: updateBillingDetails,
    },
  });

  route.get(
    '/company/:companyId/receipts',
    { company: 'viewReceipts', querystring: receiptsQuery, response: paginated(receiptListItem), errors: [403, 404] },
    "A company's receipts, newest first (Managers, Finance, admin)",
    'One receipt per paid card top-up, numbered TT-<year>-<000123> without gaps within a year.',
    async (req) => listReceipts({ db: app.db, companyId: req.params.companyId, page: req.query }),
  );

  route.get(
    '/company/:companyId/receipts/:receiptId/pdf',
    {
      company: 'viewReceipts',
      params: receiptParams,
      response: z.any().describe('The receipt, as application/pdf'),
      errors: [403, 404],
      config: { ...fileRateLimit },
    },
    'Download a receipt as PDF (Managers, Finance, admin)',
    'Answers application/pdf as an attachment named after the receipt (TT-2026-000123.pdf). A receipt ' +
      'of another company is a 404.',
    async (req, reply) => {
      const pdf = await receiptPdf({ db: app.db, companyId: req.params.companyId, receiptId: req.params.receiptId });
      return reply
        .type('application/pdf')
        .header('Content-Disposition', `attachment; filename="${pdf.filename}"`)
        .header('Cache-Control', 'private, no-store')
        .send(Buffer.from(pdf.bytes));
    },
  );

  route.get(
    '/company/:companyId/wallet/statement.csv',
    {
      company: 'viewWallet',
      querystring: statementQuery,
      response: z.any().describe('The statement, as text/csv'),
      errors: [403, 404, 422],
      config: { ...fileRateLimit },
    },
    'Download a wallet statement as CSV (Managers, Finance, admin)',
    'Every ledger line from `from` to `to` (yyyy-MM-dd, UTC days, both included; the current month to ' +
      `today when left out; at most ${STATEMENT_MAX_DAYS} days), oldest first. RFC 4180 (CRLF, quoted ` +
      'fields), UTF-8 with a byte order mark so Excel reads it as UTF-8. Columns: Date, Time (UTC), Type, ' +
      'Description, Amount, Balance (after the line), Reference (receipt number or purchase); amounts in ' +
      'dollars with two decimals, debits negative. Text that would start a spreadsheet formula is ' +
      'prefixed with an apostrophe.',
    async (req, reply) => {
      const statement = await walletStatement({ db: app.db, companyId: req.params.companyId, ...req.query });
      return reply
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="${statement.filename}"`)
        .header('Cache-Control', 'private, no-store')
        .send(statement.csv);
    },
  );

  route.get(
    '/admin/settings/receipts',
    { response: issuerDetails, errors: [403], tag: 'admin' },
    "TripTender's details printed on receipts (admin)",
    async (req) => {
      requireRole(req, ROLE.ADMIN);
      return getIssuerDetails(app.db);
    },
  );

  route.put(
    '/admin/settings/receipts',
    { body: issuerDetailsBody, response: issuerDetails, errors: [403, 422], tag: 'admin' },
    "Change TripTender's details printed on receipts (admin)",
    'Legal name, address, VAT number (may be null) and email. Receipts issued from now on carry them; ' +
      'the change is recorded in the audit log.',
    async (req) => {
      const actor = requireRole(req, ROLE.ADMIN);
      return updateIssuerDetails({ db: app.db, actorUserId: actor.id, details: req.body });
    },
  );
});
