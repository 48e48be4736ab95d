import multipart from '@fastify/multipart';
import { z } from 'zod';
import { paginated } from '@triptender/contract/common';
import {
  badgeParams,
  companyListItem,
  companyOverview,
  companyProfile,
  createCompanyBody,
  listCompaniesQuery,
  LOGO_MAX_BYTES,
  updateCompanyBody,
} from '@triptender/contract/companies';
import { companyActivityQuery, companyPurchase, companyQuote } from '@triptender/contract/company-activity';
import { ROLE } from '@triptender/contract/enums';
import { topUpBody, topUpResponse, walletQuery, walletResponse } from '@triptender/contract/wallet';
import { withIdempotency } from '../../lib/idempotency.ts';
import { moduleRoutes } from '../../lib/route.ts';
import { topUpWallet } from '../purchases/ledger.ts';
import { assertCompanyAccess, requireRole } from '../auth/permissions.ts';
import { listCompanyPurchases, listCompanyQuotes } from './activity.ts';
import { readLogoUpload, saveCompanyLogo } from './logo.ts';
import { LOGO_MAX_PIXELS } from './logo-image.ts';
import { getCompanyOverview } from './overview.ts';
import { addCompany, getCompanyProfile, listCompanies, setCompanyBadge, updateCompanyProfile } from './service.ts';
import { performanceRoutes } from './performance-routes.ts';
import { spendingLimitRoutes } from './spending-limit-routes.ts';
import { getWallet } from './wallet.ts';

export const companyRoutes = moduleRoutes('companies', async (route, app) => {
  // only this module takes multipart bodies (logo uploads)
  await app.register(multipart, { limits: { fileSize: LOGO_MAX_BYTES, files: 1, fields: 5, parts: 6 } });
  await app.register(spendingLimitRoutes);
  await app.register(performanceRoutes);

  route.get(
    '/company',
    { querystring: listCompaniesQuery, response: paginated(companyListItem), errors: [403] },
    'List companies (admin)',
    'get_quoted_count counts the quotes still open (sent). Search matches name and email.',
    async (req) => {
      requireRole(req, ROLE.ADMIN);
      return listCompanies({ db: app.db, search: req.query.search || undefined, page: req.query });
    },
  );

  route.post(
    '/company',
    { body: createCompanyBody, response: { 201: companyProfile }, errors: [403, 422] },
    'Add a company and invite its first Manager (admin)',
    'Creates the company (crediting the welcome credit of the platform settings) and emails an invitation ' +
      'to the contact email, which becomes the first Manager. `mobile` is accepted as another name for `phone`.',
    async (req) => {
      const actor = requireRole(req, ROLE.ADMIN);
      return addCompany({ db: app.db, actor, publicUrl: app.config.publicUrl, company: req.body });
    },
  );

  route.companySettings('/company/:companyId', {
    response: companyProfile,
    read: { company: 'member', summary: "A company's profile, completeness and badges", service: getCompanyProfile },
    save: {
      company: 'editProfile',
      body: updateCompanyBody,
      method: 'PATCH',
      summary: "Save a company's profile (Managers, admin)",
      description:
        'countries_served, trip_types_served and licence_number may be left out (kept as they are). A new ' +
        'licence number clears an admin verification of the old one.',
      service: updateCompanyProfile,
    },
  });

  route.post(
    '/company/:companyId/logo',
    {
      company: 'editProfile',
      consumes: ['multipart/form-data'],
      response: companyProfile,
      errors: [403, 404, 422],
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
    },
    "Upload a company's logo (Managers, admin)",
    'multipart/form-data with one file in the field "logo": PNG, JPEG or WebP (decided by its bytes; SVG is ' +
      `refused), at most 2 MB. It is re-encoded in its own format, at most ${LOGO_MAX_PIXELS} pixels each way, ` +
      'with no metadata (EXIF, GPS) kept, and served at a new /uploads/ URL with its type, nosniff and a ' +
      'one-year immutable cache.',
    async (req) => {
      const image = await readLogoUpload(req);
      return saveCompanyLogo({ db: app.db, files: app.files, companyId: req.params.companyId, image });
    },
  );

  route.get(
    '/company/:companyId/overview',
    { company: 'handler', response: companyOverview, errors: [403, 404] },
    "The company portal's overview (members)",
    'Profile completeness, open leads posted this week, leads bought, quotes sent and won, the wallet ' +
      'balance, and the newest open trip requests (requester first name only).',
    async (req) => {
      assertCompanyAccess(requireRole(req, ROLE.COMPANY), req.params.companyId);
      return getCompanyOverview({ db: app.db, companyId: req.params.companyId });
    },
  );

  route.get(
    '/company/:companyId/wallet',
    { company: 'viewWallet', querystring: walletQuery, response: walletResponse, errors: [403, 404] },
    "A company's wallet: balance and ledger (Managers, Finance, admin)",
    '`limits`: the monthly spending limit and low-balance alert its Manager set (null: none), what the ' +
      'company spent on leads this calendar month (UTC; refunded purchases do not count) and the day that ' +
      'resets (yyyy-MM-dd). Set them with PUT /v1/company/{companyId}/spending-limits.',
    async (req) => getWallet({ db: app.db, companyId: req.params.companyId, page: req.query }),
  );

  route.post(
    '/company/:companyId/top-ups',
    {
      company: 'admin',
      headers: z.object({ 'idempotency-key': z.string().optional() }),
      body: topUpBody,
      response: { 201: topUpResponse },
      errors: [403, 404, 422],
    },
    "Record a top-up of a company's wallet (admin)",
    'An invoice or bank transfer received. Send an Idempotency-Key header: a repeat returns the first answer.',
    async (req, reply) => {
      const actor = req.actor!;
      const result = await withIdempotency(
        {
          db: app.db,
          userId: actor.id,
          scope: `top-up:${req.params.companyId}`,
          key: req.headers['idempotency-key'],
          status: 201,
        },
        (tx) =>
          topUpWallet({
            db: tx,
            actorUserId: actor.id,
            companyId: req.params.companyId,
            amountCents: req.body.amount_cents,
            note: req.body.note,
          }),
      );
      return reply.status(result.status as 201).send(result.body);
    },
  );

  route.get(
    '/company/:companyId/purchases',
    { company: 'admin', querystring: companyActivityQuery, response: paginated(companyPurchase), errors: [403] },
    "A company's lead purchases (admin)",
    async (req) => listCompanyPurchases({ db: app.db, companyId: req.params.companyId, page: req.query }),
  );

  route.get(
    '/company/:companyId/quotes',
    { company: 'admin', querystring: companyActivityQuery, response: paginated(companyQuote), errors: [403] },
    "A company's quotes (admin)",
    async (req) => listCompanyQuotes({ db: app.db, companyId: req.params.companyId, page: req.query }),
  );

  for (const granted of [true, false]) {
    (granted ? route.put : route.delete)(
      '/company/:companyId/badges/:badge',
      { company: 'admin', params: badgeParams, response: companyProfile, errors: [403, 404, 422] },
      granted ? 'Grant a badge (admin)' : 'Revoke a granted badge (admin)',
      'Premium Partner only. Licensed Tour Operator comes with the licence verification ' +
        '(/v1/admin/companies/{companyId}/licence-verification): 422 here; the other badges are computed (422).',
      async (req) => {
        const actor = req.actor!;
        return setCompanyBadge({ db: app.db, actor, ...req.params, granted });
      },
    );
  }
});
