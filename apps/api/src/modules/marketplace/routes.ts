import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { openLeadsQuery, openLeadsResponse } from '@triptender/contract/marketplace';
import { errorResponses, security } from '../../lib/openapi.ts';
import { isCompanyMember, requireCompanyPermission } from '../auth/permissions.ts';
import { listOpenLeads } from './list-open-leads.ts';

export const marketplaceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/openLeads',
    {
      schema: {
        tags: ['marketplace'],
        summary: 'Open trip requests for companies (the marketplace)',
        description:
          'Open, not yet started trip requests, newest first by default. Filters: `search` (title, first name, ' +
          'country and special requests; at least 2 characters), `country`, `trip_type`, `category` ' +
          '(multi-city: sightseeing or city trips; romantic: 2 travellers; family: 3 or more; specialty: active ' +
          'or cultural trips), `budget` (the estimate people x nights x a rate per travel type: low < $2,000, ' +
          'medium $2,000-$5,000, high >= $5,000), `status` (open, quoted, unquoted). Until the calling company ' +
          "buys a lead, its traveller's email, mobile and last name are omitted (only the initial is sent).",
        security,
        querystring: openLeadsQuery,
        response: { 200: openLeadsResponse, ...errorResponses(401, 403, 422) },
      },
    },
    async (req) =>
      listOpenLeads({ db: app.db, actor: requireCompanyPermission(req, isCompanyMember), query: req.query }),
  );
};
