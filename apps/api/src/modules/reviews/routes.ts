import { ROLE } from '@triptender/contract/enums';
import {
  companyReviewsQuery,
  companyReviewsResponse,
  reputation,
  review,
  reviewBody,
} from '@triptender/contract/reviews';
import { moduleRoutes } from '../../lib/route.ts';
import { requireRole, requireUser } from '../auth/permissions.ts';
import { createReview, getCompanyReputation, listCompanyReviews } from './service.ts';

export const reviewRoutes = moduleRoutes('reviews', async (route, app) => {
  route.post(
    '/reviews',
    { body: reviewBody, response: { 201: review }, errors: [403, 404, 409, 422] },
    'Rate (1-5) and review the company whose quote you accepted',
    'Once per accepted quote, once the trip is over: from its start date plus its nights (409 before then, ' +
      "before accepting, or again). Another traveller's quote is a 404.",
    async (req) => createReview({ db: app.db, actor: requireRole(req, ROLE.TRAVELLER), body: req.body }),
  );

  route.get(
    '/companies/:companyId/reviews',
    { querystring: companyReviewsQuery, response: companyReviewsResponse, errors: [404, 422] },
    "A company's customer reviews, newest first",
    'Members of that company and admins; anyone else gets 404.',
    async (req) =>
      listCompanyReviews({ db: app.db, actor: requireUser(req), companyId: req.params.companyId, query: req.query }),
  );

  route.get(
    '/companies/:companyId/reputation',
    { response: reputation, errors: [404] },
    "A company's average rating, review count and badges",
    'Badges: Top Rated (average >= 4.5 over >= 3 reviews), Fast Responder (median first reply under ' +
      '2 hours), Ireland Expert (>= 5 accepted Ireland trips), and those granted by the admin. Members of ' +
      'that company and admins; anyone else gets 404.',
    async (req) => getCompanyReputation({ db: app.db, actor: requireUser(req), companyId: req.params.companyId }),
  );
});
