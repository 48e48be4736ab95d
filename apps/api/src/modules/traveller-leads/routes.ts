import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { id, idParams } from '@triptender/contract/common';
import { ROLE } from '@triptender/contract/enums';
import {
  travellerLeadDetail,
  travellerLeadsQuery,
  travellerLeadsResponse,
  compareBidsResponse,
} from '@triptender/contract/traveller-leads';
import { errorResponses, security } from '../../lib/openapi.ts';
import { requireRole } from '../auth/permissions.ts';
import { closeTravellerLead, getTravellerLead, getCompareBids, listTravellerLeads } from './service.ts';

const userParams = z.object({ userId: id });

export const travellerLeadRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/client/request/:userId',
    {
      schema: {
        tags: ['traveller'],
        summary: "A traveller's trip requests, newest first",
        description:
          "Only your own (another user id is a 404); admins may read anyone's. `status` is open, accepted " +
          '(the badge CLAIMED) or archived; an open request whose start date has passed reads archived. ' +
          '`count_bids_count` counts the quotes received (withdrawn ones not).',
        security,
        params: userParams,
        querystring: travellerLeadsQuery,
        response: { 200: travellerLeadsResponse, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (req) =>
      listTravellerLeads({
        db: app.db,
        actor: requireRole(req, ROLE.TRAVELLER, ROLE.ADMIN),
        userId: req.params.userId,
        query: req.query,
      }),
  );

  app.get(
    '/client/requests/:id',
    {
      schema: {
        tags: ['traveller'],
        summary: 'One of your trip requests with its quotes',
        security,
        params: idParams,
        response: { 200: travellerLeadDetail, ...errorResponses(401, 403, 404) },
      },
    },
    async (req) =>
      getTravellerLead({ db: app.db, actor: requireRole(req, ROLE.TRAVELLER, ROLE.ADMIN), leadId: req.params.id }),
  );

  app.post(
    '/client/requests/:id/close',
    {
      schema: {
        tags: ['traveller'],
        summary: 'Close (archive) one of your open trip requests',
        description: 'Companies can no longer buy or quote it; quotes still waiting are declined. 409 when not open.',
        security,
        params: idParams,
        response: { 200: travellerLeadDetail, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (req) =>
      closeTravellerLead({
        db: app.db,
        actor: requireRole(req, ROLE.TRAVELLER),
        leadId: req.params.id,
        publicUrl: app.config.publicUrl,
      }),
  );

  app.get(
    '/client/bids/:userId',
    {
      schema: {
        tags: ['traveller'],
        summary: "Compare Bids: a traveller's open trips and the quotes on them",
        description:
          'Each proposal carries its company with rating, review count and badges, the conversation to open ' +
          '(`conversation_id`, for /user/messages?conversation=...) and when the company last replied. ' +
          "Only your own (another user id is a 404); admins may read anyone's.",
        security,
        params: userParams,
        response: { 200: compareBidsResponse, ...errorResponses(401, 403, 404) },
      },
    },
    async (req) =>
      getCompareBids({
        db: app.db,
        actor: requireRole(req, ROLE.TRAVELLER, ROLE.ADMIN),
        userId: req.params.userId,
      }),
  );
};
