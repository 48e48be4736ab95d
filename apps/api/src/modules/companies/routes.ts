import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { paginated } from '@triptender/contract/common';
import {
  badgeParams,
  companyListItem,
  companyOverview,
  companyParams,
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
import { errorResponses, security } from '../../lib/openapi.ts';
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

export const companyRoutes: FastifyPluginAsyncZod = async (app) => {
  // only this module takes multipart bodies (logo uploads)
  await app.register(multipart, { limits: { fileSize: LOGO_MAX_BYTES, files: 1, fields: 5, parts: 6 } });
  await app.register(spendingLimitRoutes);
  await app.register(performanceRoutes);

  app.get(
    '/company',
    {
      schema: {
        tags: ['companies'],
        summary: 'List companies (admin)',
        description: 'get_quoted_count counts the quotes still open (sent). Search matches name and email.',
        security,
        querystring: listCompaniesQuery,
        response: { 200: paginated(companyListItem), ...errorResponses(401, 403) },
      },
    },
    async (req) => {
      requireRole(req, ROLE.ADMIN);
      return listCompanies({ db: app.db, search: req.query.search || undefined, page: req.query });
    },
  );

  app.post(
    '/company',
    {
      schema: {
        tags: ['companies'],
        summary: 'Add a company and invite its first Manager (admin)',
        description:
          'Creates the company (crediting the welcome credit of the platform settings) and emails an invitation ' +
          'to the contact email, which becomes the first Manager. `mobile` is accepted as another name for `phone`.',
        security,
        body: createCompanyBody,
        response: { 201: companyProfile, ...errorResponses(401, 403, 422) },
      },
    },
    async (req, reply) => {
      const actor = requireRole(req, ROLE.ADMIN);
      const company = await addCompany({ db: app.db, actor, publicUrl: app.config.publicUrl, company: req.body });
      return reply.status(201).send(company);
    },
  );

  app.get(
    '/company/:companyId',
    {
      config: { company: 'member' },
      schema: {
        tags: ['companies'],
        summary: "A company's profile, completeness and badges",
        security,
        params: companyParams,
        response: { 200: companyProfile, ...errorResponses(401, 404) },
      },
    },
    async (req) => {
      return getCompanyProfile({ db: app.db, companyId: req.params.companyId });
    },
  );

  app.patch(
    '/company/:companyId',
    {
      config: { company: 'editProfile' },
      schema: {
        tags: ['companies'],
        summary: "Save a company's profile (Managers, admin)",
        description:
          'countries_served, trip_types_served and licence_number may be left out (kept as they are). A new ' +
          'licence number clears an admin verification of the old one.',
        security,
        params: companyParams,
        body: updateCompanyBody,
        response: { 200: companyProfile, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (req) => {
      const actor = req.actor!;
      return updateCompanyProfile({ db: app.db, actor, companyId: req.params.companyId, changes: req.body });
    },
  );

  app.post(
    '/company/:companyId/logo',
    {
      schema: {
        tags: ['companies'],
        summary: "Upload a company's logo (Managers, admin)",
        description:
          'multipart/form-data with one file in the field "logo": PNG, JPEG or WebP (decided by its bytes; SVG is ' +
          `refused), at most 2 MB. It is re-encoded in its own format, at most ${LOGO_MAX_PIXELS} pixels each way, ` +
          'with no metadata (EXIF, GPS) kept, and served at a new /uploads/ URL with its type, nosniff and a ' +
          'one-year immutable cache.',
        consumes: ['multipart/form-data'],
        security,
        params: companyParams,
        response: { 200: companyProfile, ...errorResponses(401, 403, 404, 422) },
      },
      config: { rateLimit: { max: 20, timeWindow: '1 minute' }, company: 'editProfile' },
    },
    async (req) => {
      const image = await readLogoUpload(req);
      return saveCompanyLogo({ db: app.db, files: app.files, companyId: req.params.companyId, image });
    },
  );

  app.get(
    '/company/:companyId/overview',
    {
      // members of the company only: the admin has an overview of its own (403 here)
      config: { company: 'handler' },
      schema: {
        tags: ['companies'],
        summary: "The company portal's overview (members)",
        description:
          'Profile completeness, open leads posted this week, leads bought, quotes sent and won, the wallet ' +
          'balance, and the newest open trip requests (requester first name only).',
        security,
        params: companyParams,
        response: { 200: companyOverview, ...errorResponses(401, 403, 404) },
      },
    },
    async (req) => {
      assertCompanyAccess(requireRole(req, ROLE.COMPANY), req.params.companyId);
      return getCompanyOverview({ db: app.db, companyId: req.params.companyId });
    },
  );

  app.get(
    '/company/:companyId/wallet',
    {
      config: { company: 'viewWallet' },
      schema: {
        tags: ['companies'],
        summary: "A company's wallet: balance and ledger (Managers, Finance, admin)",
        description:
          '`limits`: the monthly spending limit and low-balance alert its Manager set (null: none), what the ' +
          'company spent on leads this calendar month (UTC; refunded purchases do not count) and the day that ' +
          'resets (yyyy-MM-dd). Set them with PUT /v1/company/{companyId}/spending-limits.',
        security,
        params: companyParams,
        querystring: walletQuery,
        response: { 200: walletResponse, ...errorResponses(401, 403, 404) },
      },
    },
    async (req) => {
      return getWallet({ db: app.db, companyId: req.params.companyId, page: req.query });
    },
  );

  app.post(
    '/company/:companyId/top-ups',
    {
      config: { company: 'admin' },
      schema: {
        tags: ['companies'],
        summary: "Record a top-up of a company's wallet (admin)",
        description:
          'An invoice or bank transfer received. Send an Idempotency-Key header: a repeat returns the first answer.',
        security,
        params: companyParams,
        headers: z.object({ 'idempotency-key': z.string().optional() }),
        body: topUpBody,
        response: { 201: topUpResponse, ...errorResponses(401, 403, 404, 422) },
      },
    },
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

  app.get(
    '/company/:companyId/purchases',
    {
      config: { company: 'admin' },
      schema: {
        tags: ['companies'],
        summary: "A company's lead purchases (admin)",
        security,
        params: companyParams,
        querystring: companyActivityQuery,
        response: { 200: paginated(companyPurchase), ...errorResponses(401, 403) },
      },
    },
    async (req) => {
      return listCompanyPurchases({ db: app.db, companyId: req.params.companyId, page: req.query });
    },
  );

  app.get(
    '/company/:companyId/quotes',
    {
      config: { company: 'admin' },
      schema: {
        tags: ['companies'],
        summary: "A company's quotes (admin)",
        security,
        params: companyParams,
        querystring: companyActivityQuery,
        response: { 200: paginated(companyQuote), ...errorResponses(401, 403) },
      },
    },
    async (req) => {
      return listCompanyQuotes({ db: app.db, companyId: req.params.companyId, page: req.query });
    },
  );

  for (const granted of [true, false]) {
    const route = granted ? app.put.bind(app) : app.delete.bind(app);
    route(
      '/company/:companyId/badges/:badge',
      {
        config: { company: 'admin' },
        schema: {
          tags: ['companies'],
          summary: granted ? 'Grant a badge (admin)' : 'Revoke a granted badge (admin)',
          description:
            'Premium Partner only. Licensed Tour Operator comes with the licence verification ' +
            '(/v1/admin/companies/{companyId}/licence-verification): 422 here; the other badges are computed (422).',
          security,
          params: badgeParams,
          response: { 200: companyProfile, ...errorResponses(401, 403, 404, 422) },
        },
      },
      async (req) => {
        const actor = req.actor!;
        return setCompanyBadge({ db: app.db, actor, ...req.params, granted });
      },
    );
  }
};
