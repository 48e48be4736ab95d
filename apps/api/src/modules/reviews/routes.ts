import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { companyParams } from '@triptender/contract/companies';
import { ROLE } from '@triptender/contract/enums';
import {
  companyReviewsQuery,
  companyReviewsResponse,
  reputation,
  review,
  reviewBody,
} from '@triptender/contract/reviews';
import { errorResponses, security } from '../../lib/openapi.ts';
import { requireRole, requireUser } from '../auth/permissions.ts';
import { createReview, getCompanyReputation, listCompanyReviews } from './service.ts';

export const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/reviews',
    {
      schema: {
        tags: ['reviews'],
        summary: 'Rate (1-5) and review the company whose quote you accepted',
        description:
          'Once per accepted quote, once the trip is over: from its start date plus its nights (409 before then, ' +
          "before accepting, or again). Another traveller's quote is a 404.",
        security,
        body: reviewBody,
        response: { 201: review, ...errorResponses(401, 403, 404, 409, 422) },
      },
    },
    async (req, reply) => {
      const created = await createReview({ db: app.db, actor: requireRole(req, ROLE.TRAVELLER), body: req.body });
      return reply.status(201).send(created);
    },
  );

  app.get(
    '/companies/:companyId/reviews',
    {
      schema: {
        tags: ['reviews'],
        summary: "A company's customer reviews, newest first",
        description: 'Members of that company and admins; anyone else gets 404.',
        security,
        params: companyParams,
        querystring: companyReviewsQuery,
        response: { 200: companyReviewsResponse, ...errorResponses(401, 404, 422) },
      },
    },
    async (req) =>
      listCompanyReviews({ db: app.db, actor: requireUser(req), companyId: req.params.companyId, query: req.query }),
  );

  app.get(
    '/companies/:companyId/reputation',
    {
      schema: {
        tags: ['reviews'],
        summary: "A company's average rating, review count and badges",
        description:
          'Badges: Top Rated (average >= 4.5 over >= 3 reviews), Fast Responder (median first reply under ' +
          '2 hours), Ireland Expert (>= 5 accepted Ireland trips), and those granted by the admin. Members of ' +
          'that company and admins; anyone else gets 404.',
        security,
        params: companyParams,
        response: { 200: reputation, ...errorResponses(401, 404) },
      },
    },
    async (req) => getCompanyReputation({ db: app.db, actor: requireUser(req), companyId: req.params.companyId }),
  );
};
