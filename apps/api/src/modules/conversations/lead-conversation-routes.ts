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
import { ROLE } from '@triptender/contract/enums';
import { moduleRoutes } from '../../lib/route.ts';
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
export const leadConversationRoutes = moduleRoutes('chat', async (route, app) => {
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
  // and both read one such conversation of a company's, by its id
  const leadThread = (actor: Actor, conversationId: number, companyId: number) =>
    getLeadThread({ db: app.db, actor, conversationId, companyId });

  // ---- traveller <-> company, the traveller's side

  route.get(
    '/client/chat/user/:userId',
    {
      params: z.object({ userId: id }),
      querystring: conversationListQuery,
      response: paginated(conversationHead),
      errors: [403, 404],
    },
    "A traveller's chat heads",
    'One head per company the traveller talks to about a trip, newest activity first. `id` is the ' +
      "conversation's id; `get_bid` is the company's quote on that trip (id null before it quotes); " +
      '`unread` counts messages from the company the traveller has not read. Another user id is 404.',
    async (req) => {
      const actor = requireRole(req, ROLE.TRAVELLER, ROLE.ADMIN);
      assertUserAccess(actor, req.params.userId);
      return listConversationHeads({ db: app.db, userId: req.params.userId, page: req.query });
    },
  );

  route.get(
    '/client/chat/getConversation/:chatId/:companyId',
    { params: z.object({ chatId: id, companyId: id }), response: conversationThread, errors: [403, 404] },
    "One of the traveller's conversations",
    '`chatId` is the conversation id and `companyId` its company. `get_conversation` holds the newest ' +
      '100 messages, oldest first (`has_more` when older ones exist: page back with ' +
      '`GET /v1/chat/conversations/{id}/messages?before=`).',
    async (req) => {
      const actor = requireRole(req, ROLE.TRAVELLER, ROLE.ADMIN);
      return leadThread(actor, req.params.chatId, req.params.companyId);
    },
  );

  for (const url of ['/client/chat/', '/client/chat']) {
    route.post(
      url,
      {
        body: sendMessageBody,
        response: { 201: conversationMessage },
        errors: [403, 404, 409, 422, 429],
        config: sendLimit,
        hide: url === '/client/chat',
      },
      'A traveller sends a message to a company',
      '`chat_company_id` is the conversation id; `from`, when sent, must be the caller. HTML is stripped; ' +
        'a message blank after trimming is a 422; longer than 4000 characters it is cut. The message reaches ' +
        'the company live over /v1/ws. 409 once the admin removed the trip request: its conversation is kept ' +
        'to read, closed to new messages.',
      async (req) => sendLeadMessage(requireRole(req, ROLE.TRAVELLER), req.body),
    );
  }

  // ---- traveller <-> company, the company's side

  route.get(
    '/company/chatClient/leads/:companyId',
    { querystring: conversationListQuery, response: paginated(travellerLeadConversation), errors: [403, 404] },
    "A company's conversations with travellers",
    'One per lead the company bought, newest activity first. `id` and `lead_quote_id` are the ' +
      "conversation's id; `accepted` is 1 when this company's quote was accepted (`quote_status` has the " +
      'exact status, null before it quotes); `get_conversation` holds the newest message only.',
    async (req) => {
      requireCompanyConversationAccess(req, req.params.companyId);
      return listTravellerLeadConversations({ db: app.db, companyId: req.params.companyId, page: req.query });
    },
  );

  route.get(
    '/company/chatClient/chat/:companyId/:leadQuoteId',
    { params: z.object({ companyId: id, leadQuoteId: id }), response: conversationThread, errors: [403, 404] },
    "One of the company's conversations with a traveller",
    '`leadQuoteId` is the conversation id (the `lead_quote_id` of the list).',
    async (req) => {
      const actor = requireCompanyConversationAccess(req, req.params.companyId);
      return leadThread(actor, req.params.leadQuoteId, req.params.companyId);
    },
  );

  route.post(
    '/company/chatClient/chat',
    {
      body: sendMessageBody,
      response: { 201: conversationMessage },
      errors: [403, 404, 409, 422, 429],
      config: sendLimit,
    },
    'A company sends a message to a traveller',
    '`chat_company_id` is the conversation id (`lead_quote_id`). Same rules as the traveller side, ' +
      'including the 409 once the admin removed the trip request.',
    async (req) => sendLeadMessage(requireCompanyPermission(req, canWriteAsCompany), req.body),
  );
});
