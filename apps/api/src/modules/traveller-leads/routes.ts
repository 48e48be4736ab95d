import { z } from 'zod';
import { id, okBody } from '@triptender/contract/common';
import { ROLE } from '@triptender/contract/enums';
import {
  confirmLinkParams,
  editRequestBody,
  PENDING_REQUEST_MESSAGES,
  requestConfirmation,
  travellerLeadDetail,
  travellerLeadsQuery,
  travellerLeadsResponse,
  compareBidsQuery,
  compareBidsResponse,
} from '@triptender/contract/traveller-leads';
import { compiledSerializer } from '../../lib/response-serializer.ts';
import { moduleRoutes } from '../../lib/route.ts';
import { requireRole } from '../auth/permissions.ts';
import {
  confirmByLink,
  confirmTravellerLead,
  describeConfirmLink,
  discardByLink,
  discardTravellerLead,
} from './pending-requests.ts';
import { editTravellerLead } from './edit-request.ts';
import { closeTravellerLead, getTravellerLead, getCompareBids, listTravellerLeads } from './service.ts';

const userParams = z.object({ userId: id });

export const travellerLeadRoutes = moduleRoutes('traveller', async (route, app) => {
  route.get(
    '/client/request/:userId',
    {
      params: userParams,
      querystring: travellerLeadsQuery,
      response: travellerLeadsResponse,
      errors: [403, 404, 422],
      options: { serializerCompiler: compiledSerializer },
    },
    "A traveller's trip requests, newest first",
    "Only your own (another user id is a 404); admins may read anyone's. `status` is pending (the badge " +
      'AWAITING CONFIRMATION), open, accepted (CLAIMED), archived or expired (not confirmed within 7 days); an ' +
      'open request whose start date has passed reads archived. ' +
      '`count_bids_count` counts the quotes received (withdrawn ones not).',
    async (req) =>
      listTravellerLeads({
        db: app.db,
        actor: requireRole(req, ROLE.TRAVELLER, ROLE.ADMIN),
        userId: req.params.userId,
        query: req.query,
      }),
  );

  route.get(
    '/client/requests/:id',
    { response: travellerLeadDetail, errors: [403, 404] },
    'One of your trip requests with its quotes',
    async (req) =>
      getTravellerLead({ db: app.db, actor: requireRole(req, ROLE.TRAVELLER, ROLE.ADMIN), leadId: req.params.id }),
  );

  route.post(
    '/client/requests/:id/close',
    { response: travellerLeadDetail, errors: [403, 404, 409] },
    'Close (archive) one of your open trip requests',
    'Companies can no longer buy or quote it; quotes still waiting are declined. 409 when not open.',
    async (req) =>
      closeTravellerLead({
        db: app.db,
        actor: requireRole(req, ROLE.TRAVELLER),
        leadId: req.params.id,
        publicUrl: app.config.publicUrl,
      }),
  );

  route.patch(
    '/client/requests/:id',
    { body: editRequestBody, response: travellerLeadDetail, errors: [403, 404, 409, 422] },
    'Edit one of your open trip requests',
    'Dates, travellers, nights and special requests, checked as when posting (422); a field left out stays. ' +
      'The title and the estimated budget follow the new values. Every company that bought the request is ' +
      'emailed what changed, and the change is written in its conversation with you. 409 when not open; ' +
      "another traveller's request is a 404.",
    async (req) =>
      editTravellerLead({
        db: app.db,
        actor: requireRole(req, ROLE.TRAVELLER),
        leadId: req.params.id,
        body: req.body,
        publicUrl: app.config.publicUrl,
      }),
  );

  route.post(
    '/client/requests/:id/confirm',
    { response: travellerLeadDetail, errors: [403, 404, 409] },
    'Confirm a trip request awaiting your confirmation',
    'A request awaiting confirmation (status pending: every guest request, and yours while your email is not ' +
      'verified) is open once confirmed and companies can see it. 409 when it is not pending, has expired or ' +
      'its trip has started.',
    async (req) => confirmTravellerLead({ db: app.db, actor: requireRole(req, ROLE.TRAVELLER), leadId: req.params.id }),
  );

  route.post(
    '/client/requests/:id/discard',
    { response: okBody, errors: [403, 404, 409] },
    'Discard a trip request awaiting your confirmation',
    'The request is removed; no company ever saw it. 409 when it is not pending.',
    async (req) => {
      await discardTravellerLead({ db: app.db, actor: requireRole(req, ROLE.TRAVELLER), leadId: req.params.id });
      return { message: PENDING_REQUEST_MESSAGES.discardedToast };
    },
  );

  const LINK_NOTE =
    'No login needed: the token of the emailed link (from the confirm-request or confirm-reminder email) is the key. A link is ' +
    'usable once and for 7 days; an unknown, used or expired one is a 422 on token (except that GET still ' +
    'describes a used link within its 7 days, its request no longer pending, so a page opened twice says the request ' +
    'is already confirmed).';

  route.get(
    '/request-confirmations/:token',
    { params: confirmLinkParams, response: requestConfirmation, errors: [422], public: true },
    'What an emailed confirm link is about: the account and the request awaiting confirmation',
    LINK_NOTE,
    async (req) => describeConfirmLink({ db: app.db, token: req.params.token }),
  );

  route.post(
    '/request-confirmations/:token/confirm',
    { params: confirmLinkParams, response: requestConfirmation, errors: [409, 422], public: true },
    'Confirm a trip request by its emailed link',
    'The request becomes open and companies can see it, and the email is verified. For an account without ' +
      'a password the answer carries `set_password_token`, a one-time token for POST /v1/auth/set-password. ' +
      `409 when it is not pending or has expired (after 7 days unconfirmed). ${LINK_NOTE}`,
    async (req) => confirmByLink({ db: app.db, token: req.params.token, publicUrl: app.config.publicUrl }),
  );

  route.post(
    '/request-confirmations/:token/discard',
    { params: confirmLinkParams, response: okBody, errors: [409, 422], public: true },
    'Discard a trip request by its emailed link',
    `The request is removed; no company ever saw it. 409 when it is not pending. ${LINK_NOTE}`,
    async (req) => {
      await discardByLink({ db: app.db, token: req.params.token });
      return { message: PENDING_REQUEST_MESSAGES.discardedToast };
    },
  );

  route.get(
    '/client/bids/:userId',
    { params: userParams, querystring: compareBidsQuery, response: compareBidsResponse, errors: [403, 404, 422] },
    "Compare Bids: a traveller's open trips and the quotes on them",
    'Each proposal carries its company with rating, review count, badges and `response_time` (median minutes ' +
      'to quote after buying and to reply to a message, last 90 days, null below 3 samples), the conversation to open ' +
      '(`conversation_id`, for /user/messages?conversation=...), when the company last replied, its price ' +
      "per person and per person per night, `converted`: the price in the display currency (the traveller's " +
      "choice, PUT /v1/me/display-currency, or from their latest request's country: EUR for Ireland, GBP " +
      "for Scotland and the UK; `currency` overrides it for one call) with the admin's rate, and `changes`: " +
      'what the current version changed. `sort` (best, price-asc, price-desc, rating-desc, latest) orders ' +
      'the proposals, prices compared in the display currency. ' +
      "Only your own (another user id is a 404); admins may read anyone's.",
    async (req) =>
      getCompareBids({
        db: app.db,
        actor: requireRole(req, ROLE.TRAVELLER, ROLE.ADMIN),
        userId: req.params.userId,
        query: req.query,
      }),
  );
});
