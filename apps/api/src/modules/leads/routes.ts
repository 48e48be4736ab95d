import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ROLE } from '@triptender/contract/enums';
import { travellerLeadBody, LEAD_RECEIVED, guestLeadBody, postedLeadResponse } from '@triptender/contract/leads';
import { errorResponses, security } from '../../lib/openapi.ts';
import { requireRole } from '../auth/permissions.ts';
import { submitClientTripRequest, submitGuestTripRequest, toPostedLead } from './create-lead.ts';
import { publicFormLimit } from './public-form-limit.ts';

const DEDUPE_NOTE =
  'An identical request posted again within a minute returns the first one (200) instead of creating another. ' +
  'Text fields are stripped of HTML, trimmed and cut to 4000 characters. The title is written by the server: ' +
  "'Trip to {Country} for {people} ({trip_type})'.";

export const leadRoutes: FastifyPluginAsyncZod = async (app) => {
  const limit = publicFormLimit(app, { perEmail: 5, perClient: 60 });

  app.post(
    '/leads',
    {
      schema: {
        tags: ['leads'],
        summary: "A guest's trip request",
        description:
          'No login needed. The request belongs to the traveller account with this email, made without a password ' +
          'when there is none; such a traveller is emailed a one-time link to set a password and see their quotes. ' +
          'The email of a tour operator or admin account is refused (422 on email). ' +
          DEDUPE_NOTE,
        body: guestLeadBody,
        response: { 200: postedLeadResponse, 201: postedLeadResponse, ...errorResponses(422, 429) },
      },
      preHandler: limit,
    },
    async (req, reply) => {
      const { lead, created } = await submitGuestTripRequest({
        db: app.db,
        publicUrl: app.config.publicUrl,
        body: req.body,
      });
      return reply.status(created ? 201 : 200).send({ message: LEAD_RECEIVED, data: toPostedLead(lead) });
    },
  );

  app.post(
    '/client/request',
    {
      schema: {
        tags: ['leads'],
        summary: "A logged-in traveller's trip request",
        description:
          'user_id must be the caller. Name and email are taken from the account; the mobile too when the account ' +
          'has one. ' +
          DEDUPE_NOTE,
        security,
        body: travellerLeadBody,
        response: { 200: postedLeadResponse, 201: postedLeadResponse, ...errorResponses(401, 403, 422, 429) },
      },
      preHandler: limit,
    },
    async (req, reply) => {
      const actor = requireRole(req, ROLE.TRAVELLER);
      const { lead, created } = await submitClientTripRequest({ db: app.db, actor, body: req.body });
      return reply.status(created ? 201 : 200).send({ message: LEAD_RECEIVED, data: toPostedLead(lead) });
    },
  );
};
