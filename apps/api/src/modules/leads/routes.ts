import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ROLE } from '@triptender/contract/enums';
import {
  travellerLeadBody,
  LEAD_RECEIVED,
  guestLeadBody,
  guestLeadResponse,
  postedLeadResponse,
} from '@triptender/contract/leads';
import { errorResponses, security } from '../../lib/openapi.ts';
import { requireRole } from '../auth/permissions.ts';
import { submitClientTripRequest, toPostedLead } from './create-lead.ts';
import { submitGuestTripRequest } from './guest-request.ts';
import { publicFormLimit } from './public-form-limit.ts';

const TEXT_NOTE =
  'Text fields are stripped of HTML, trimmed and cut to 4000 characters. The title is written by the server: ' +
  "'{Country} · {people} people · {start date, e.g. 12 Jan 2027}'.";
const DEDUPE_NOTE =
  'An identical request posted again within a minute returns the first one (200) instead of creating another. ' +
  TEXT_NOTE;

export const leadRoutes: FastifyPluginAsyncZod = async (app) => {
  const limit = publicFormLimit(app, { perEmail: 5, perClient: 60 });

  app.post(
    '/leads',
    {
      schema: {
        tags: ['leads'],
        summary: "A guest's trip request",
        description:
          'No login needed. The request belongs to the traveller account with this email. For a new email the ' +
          'account is made without a password, the request is open and the guest is emailed a one-time link to set ' +
          'a password and see their quotes. For the email of an existing traveller the request waits ' +
          "(status 'pending': no company sees it) until that account confirms it by the emailed link or from its " +
          'Requests page. For the email of a tour operator or admin account nothing is stored and the address is ' +
          'told. The answer is the same in every case (201 with the request as received, no id or status), and so ' +
          'is the work before it: the request is queued, then stored by a background worker right after the ' +
          'answer (it shows up a moment later), so neither the answer nor its time tells whether an email has an ' +
          'account. An identical request within a minute is stored once. ' +
          TEXT_NOTE,
        body: guestLeadBody,
        response: { 201: guestLeadResponse, ...errorResponses(422, 429) },
      },
      ...limit,
    },
    async (req, reply) => {
      const received = await submitGuestTripRequest({ db: app.db, body: req.body });
      return reply.status(201).send({ message: LEAD_RECEIVED, data: received });
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
      ...limit,
    },
    async (req, reply) => {
      const actor = requireRole(req, ROLE.TRAVELLER);
      const { lead, created } = await submitClientTripRequest({ db: app.db, actor, body: req.body });
      return reply.status(created ? 201 : 200).send({ message: LEAD_RECEIVED, data: toPostedLead(lead) });
    },
  );
};
