import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  conversationHead,
  conversationListQuery,
  conversationMessage,
  conversationThread,
  travellerLeadConversation,
  sendMessageBody,
} from '@triptender/contract/conversations';
import { id, paginated } from '@triptender/contract/common';
import { companyParams } from '@triptender/contract/companies';
import { ROLE } from '@triptender/contract/enums';
import { errorResponses, security } from '../../lib/openapi.ts';
import {
  type Actor,
  assertUserAccess,
  canWriteAsCompany,
  requireCompanyPermission,
  requireRole,
} from '../auth/permissions.ts';
import { listConversationHeads, listTravellerLeadConversations } from './lists.ts';
import { sendConversationMessage } from './messages.ts';
import { getLeadThread } from './threads.ts';

import { requireCompanyConversationAccess, sendLimit } from './route-shared.ts';

/** Traveller <-> company conversations about a lead, from both sides (paths of the first client). */
export const leadConversationRoutes: FastifyPluginAsyncZod = async (app) => {
  // both sides of a traveller-company conversation send the payload into a 'lead' conversation
  const sendLeadMessage = (actor: Actor, body: z.output<typeof sendMessageBody>) =>
    sendConversationMessage({
      db: app.db,
      actor,
      conversationId: body.chat_company_id,
      body: body.message,
      from: body.from,
      kind: 'lead',
    });

  // ---- traveller <-> company, the traveller's side

  app.get(
    '/client/chat/user/:userId',
    {
      schema: {
        tags: ['chat'],
        summary: "A traveller's chat heads",
        description:
          'One head per company the traveller talks to about a trip, newest activity first. `id` is the ' +
          "conversation's id; `get_bid` is the company's quote on that trip (id null before it quotes); " +
          '`unread` counts messages from the company the traveller has not read. Another user id is 404.',
        security,
        params: z.object({ userId: id }),
        querystring: conversationListQuery,
        response: { 200: paginated(conversationHead), ...errorResponses(401, 403, 404) },
      },
    },
    async (req) => {
      const actor = requireRole(req, ROLE.TRAVELLER, ROLE.ADMIN);
      assertUserAccess(actor, req.params.userId);
      return listConversationHeads({ db: app.db, userId: req.params.userId, page: req.query });
    },
  );

  app.get(
    '/client/chat/getConversation/:chatId/:companyId',
    {
      schema: {
        tags: ['chat'],
        summary: "One of the traveller's conversations",
        description:
          '`chatId` is the conversation id and `companyId` its company. `get_conversation` holds the newest ' +
          '100 messages, oldest first (`has_more` when older ones exist: page back with ' +
          '`GET /v1/chat/conversations/{id}/messages?before=`).',
        security,
        params: z.object({ chatId: id, companyId: id }),
        response: { 200: conversationThread, ...errorResponses(401, 403, 404) },
      },
    },
    async (req) => {
      const actor = requireRole(req, ROLE.TRAVELLER, ROLE.ADMIN);
      return getLeadThread({ db: app.db, actor, conversationId: req.params.chatId, companyId: req.params.companyId });
    },
  );

  const travellerSend = {
    schema: {
      tags: ['chat'],
      summary: 'A traveller sends a message to a company',
      description:
        '`chat_company_id` is the conversation id; `from`, when sent, must be the caller. HTML is stripped; ' +
        'a message blank after trimming is a 422; longer than 4000 characters it is cut. The message reaches ' +
        'the company live over /v1/ws. 409 once the admin removed the trip request: its conversation is kept ' +
        'to read, closed to new messages.',
      security,
      body: sendMessageBody,
      response: { 201: conversationMessage, ...errorResponses(401, 403, 404, 409, 422, 429) },
    },
    config: sendLimit,
  };
  for (const url of ['/client/chat/', '/client/chat']) {
    app.post(
      url,
      { ...travellerSend, schema: { ...travellerSend.schema, hide: url === '/client/chat' } },
      async (req, reply) => {
        return reply.status(201).send(await sendLeadMessage(requireRole(req, ROLE.TRAVELLER), req.body));
      },
    );
  }

  // ---- traveller <-> company, the company's side

  app.get(
    '/company/chatClient/leads/:companyId',
    {
      schema: {
        tags: ['chat'],
        summary: "A company's conversations with travellers",
        description:
          'One per lead the company bought, newest activity first. `id` and `lead_quote_id` are the ' +
          "conversation's id; `accepted` is 1 when this company's quote was accepted (`quote_status` has the " +
          'exact status, null before it quotes); `get_conversation` holds the newest message only.',
        security,
        params: companyParams,
        querystring: conversationListQuery,
        response: { 200: paginated(travellerLeadConversation), ...errorResponses(401, 403, 404) },
      },
    },
    async (req) => {
      requireCompanyConversationAccess(req, req.params.companyId);
      return listTravellerLeadConversations({ db: app.db, companyId: req.params.companyId, page: req.query });
    },
  );

  app.get(
    '/company/chatClient/chat/:companyId/:leadQuoteId',
    {
      schema: {
        tags: ['chat'],
        summary: "One of the company's conversations with a traveller",
        description: '`leadQuoteId` is the conversation id (the `lead_quote_id` of the list).',
        security,
        params: z.object({ companyId: id, leadQuoteId: id }),
        response: { 200: conversationThread, ...errorResponses(401, 403, 404) },
      },
    },
    async (req) => {
      const actor = requireCompanyConversationAccess(req, req.params.companyId);
      return getLeadThread({
        db: app.db,
        actor,
        conversationId: req.params.leadQuoteId,
        companyId: req.params.companyId,
      });
    },
  );

  app.post(
    '/company/chatClient/chat',
    {
      schema: {
        tags: ['chat'],
        summary: 'A company sends a message to a traveller',
        description:
          '`chat_company_id` is the conversation id (`lead_quote_id`). Same rules as the traveller side, ' +
          'including the 409 once the admin removed the trip request.',
        security,
        body: sendMessageBody,
        response: { 201: conversationMessage, ...errorResponses(401, 403, 404, 409, 422, 429) },
      },
      config: sendLimit,
    },
    async (req, reply) => {
      return reply.status(201).send(await sendLeadMessage(requireCompanyPermission(req, canWriteAsCompany), req.body));
    },
  );
};
