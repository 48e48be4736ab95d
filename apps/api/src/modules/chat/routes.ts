import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminChat,
  adminChatQuery,
  adminCompanyChatInfo,
  chatHead,
  chatListQuery,
  chatMessage,
  chatThread,
  clientLeadChat,
  markReadBody,
  markReadResponse,
  messagesPage,
  messagesQuery,
  sendAdminChatBody,
  sendMessageBody,
  unreadSummary,
} from '@triptender/contract/chat';
import { id, paginated } from '@triptender/contract/common';
import { ROLE } from '@triptender/contract/enums';
import { errorResponses } from '../../lib/openapi.ts';
import { clientKey } from '../../lib/rate-limit.ts';
import {
  type Actor,
  assertCompanyAccess,
  assertUserAccess,
  canChatAsCompany,
  isAdmin,
  requireCompanyPermission,
  requireRole,
  requireUser,
} from '../auth/permissions.ts';
import { getUnreadSummary, listAdminChats, listChatHeads, listClientLeadChats } from './lists.ts';
import { findReadableConversation, markConversationRead, pageMessages, sendChatMessage } from './messages.ts';
import { getAdminCompanyChatInfo, getAdminThread, getLeadThread, sendAdminChatMessage } from './threads.ts';

const security = [{ bearer: [] }];

/** Company staff who chat (Manager, Agent; Finance does not), or an admin. */
function requireCompanyChatOrAdmin(req: FastifyRequest) {
  const actor = requireRole(req, ROLE.ADMIN, ROLE.COMPANY);
  return isAdmin(actor) ? actor : requireCompanyPermission(req, canChatAsCompany);
}

// Per user rather than per address: many people may share one office network.
const sendLimit = {
  rateLimit: {
    max: 60,
    timeWindow: '1 minute',
    hook: 'preHandler' as const,
    keyGenerator: (req: FastifyRequest) => (req.actor ? `user:${req.actor.id}` : clientKey(req)),
  },
};

export const chatRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;
  // both sides of a traveller-company conversation send the spec's payload into a 'lead' conversation
  const sendLeadMessage = (actor: Actor, body: z.output<typeof sendMessageBody>) =>
    sendChatMessage({
      db,
      actor,
      conversationId: body.chat_company_id,
      body: body.message,
      from: body.from,
      kind: 'lead',
    });

  // ---- traveller <-> company, the traveller's side (spec: public-site-and-traveller.md, section 7)

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
        querystring: chatListQuery,
        response: { 200: paginated(chatHead), ...errorResponses(401, 403, 404) },
      },
    },
    async (req) => {
      const actor = requireRole(req, ROLE.TRAVELLER, ROLE.ADMIN);
      assertUserAccess(actor, req.params.userId);
      return listChatHeads({ db, userId: req.params.userId, page: req.query });
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
        response: { 200: chatThread, ...errorResponses(401, 403, 404) },
      },
    },
    async (req) => {
      const actor = requireRole(req, ROLE.TRAVELLER, ROLE.ADMIN);
      return getLeadThread({ db, actor, conversationId: req.params.chatId, companyId: req.params.companyId });
    },
  );

  const travellerSend = {
    schema: {
      tags: ['chat'],
      summary: 'A traveller sends a message to a company',
      description:
        '`chat_company_id` is the conversation id; `from`, when sent, must be the caller. HTML is stripped; ' +
        'a message blank after trimming is a 422; longer than 4000 characters it is cut. The message reaches ' +
        'the company live over /v1/ws.',
      security,
      body: sendMessageBody,
      response: { 201: chatMessage, ...errorResponses(401, 403, 404, 422, 429) },
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

  // ---- traveller <-> company, the company's side (spec: company-and-admin-portals.md, section 7)

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
        params: z.object({ companyId: id }),
        querystring: chatListQuery,
        response: { 200: paginated(clientLeadChat), ...errorResponses(401, 403, 404) },
      },
    },
    async (req) => {
      const actor = requireCompanyChatOrAdmin(req);
      assertCompanyAccess(actor, req.params.companyId);
      return listClientLeadChats({ db, companyId: req.params.companyId, page: req.query });
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
        response: { 200: chatThread, ...errorResponses(401, 403, 404) },
      },
    },
    async (req) => {
      const actor = requireCompanyChatOrAdmin(req);
      assertCompanyAccess(actor, req.params.companyId);
      return getLeadThread({ db, actor, conversationId: req.params.leadQuoteId, companyId: req.params.companyId });
    },
  );

  app.post(
    '/company/chatClient/chat',
    {
      schema: {
        tags: ['chat'],
        summary: 'A company sends a message to a traveller',
        description: '`chat_company_id` is the conversation id (`lead_quote_id`). Same rules as the traveller side.',
        security,
        body: sendMessageBody,
        response: { 201: chatMessage, ...errorResponses(401, 403, 404, 422, 429) },
      },
      config: sendLimit,
    },
    async (req, reply) => {
      return reply.status(201).send(await sendLeadMessage(requireCompanyPermission(req, canChatAsCompany), req.body));
    },
  );

  // ---- admin <-> company

  app.get(
    '/company/chatCompany/:companyId',
    {
      schema: {
        tags: ['chat'],
        summary: "A company's chats with the admins",
        description:
          "`title` is the subject or 'Admin Chat #n'; `admin` the admin who opened it (null when the company " +
          "did); `conversation` holds the newest message only; `unread` is counted for the caller's side.",
        security,
        params: z.object({ companyId: id }),
        querystring: chatListQuery,
        response: { 200: paginated(adminChat), ...errorResponses(401, 403, 404) },
      },
    },
    async (req) => {
      const actor = requireCompanyChatOrAdmin(req);
      assertCompanyAccess(actor, req.params.companyId);
      return listAdminChats({ db, actor, companyId: req.params.companyId, page: req.query });
    },
  );

  app.get(
    '/company/chat/:companyId',
    {
      schema: {
        tags: ['chat'],
        summary: 'One admin chat of a company',
        description:
          "By `chatId`, or the chat about `quotationId` (one of the company's quotes), or else the latest " +
          'general chat. When none exists yet, `id` is null and the thread empty: the first message ' +
          '(POST /v1/company/chat with company_id and quote_id) starts it.',
        security,
        params: z.object({ companyId: id }),
        querystring: adminChatQuery,
        response: { 200: chatThread, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (req) => {
      const actor = requireCompanyChatOrAdmin(req);
      assertCompanyAccess(actor, req.params.companyId);
      return getAdminThread({ db, companyId: req.params.companyId, ...req.query });
    },
  );

  app.post(
    '/company/chat',
    {
      schema: {
        tags: ['chat'],
        summary: 'A message between a company and the admins',
        description:
          'Into the chat `chat_company_id`; or, with `company_id` (and optionally `quote_id`, `subject`, ' +
          "and for admins `priority`), into that company's chat about the quote (or its general chat), " +
          'started by this message when there is none.',
        security,
        body: sendAdminChatBody,
        response: { 201: chatMessage, ...errorResponses(401, 403, 404, 422, 429) },
      },
      config: sendLimit,
    },
    async (req, reply) => {
      const actor = requireCompanyChatOrAdmin(req);
      const message = await sendAdminChatMessage({ db, actor, body: req.body });
      return reply.status(201).send(message);
    },
  );

  app.get(
    '/admin/chat/companies/:companyName',
    {
      schema: {
        tags: ['chat'],
        summary: "The admin's company chat page: the company, found by name, and its quotes",
        security,
        params: z.object({ companyName: z.string().min(1).max(300) }),
        response: { 200: adminCompanyChatInfo, ...errorResponses(401, 403, 404) },
      },
    },
    async (req) => {
      requireRole(req, ROLE.ADMIN);
      return getAdminCompanyChatInfo({ db, companyName: req.params.companyName });
    },
  );

  // ---- any conversation

  app.get(
    '/chat/conversations/:id/messages',
    {
      schema: {
        tags: ['chat'],
        summary: 'Page through a conversation, or catch up after a reconnect',
        description:
          'With `after` (the last message id a client saw), the messages that followed it, oldest first: ' +
          'ids only grow within a conversation, in commit order, so nothing is skipped. With `before`, the ' +
          'page of older messages. `has_more` says another page follows.',
        security,
        params: z.object({ id }),
        querystring: messagesQuery,
        response: { 200: messagesPage, ...errorResponses(401, 404) },
      },
    },
    async (req) => {
      const c = await findReadableConversation(db, requireUser(req), req.params.id);
      return pageMessages(db, c.id, req.query);
    },
  );

  app.post(
    '/chat/conversations/:id/read',
    {
      schema: {
        tags: ['chat'],
        summary: 'Mark a conversation read up to a message',
        description:
          'Read state is per side: when one member of a company reads, the conversation is read for the ' +
          "company (likewise for the admins). The side's live clients are told over /v1/ws.",
        security,
        params: z.object({ id }),
        body: markReadBody,
        response: { 200: markReadResponse, ...errorResponses(401, 404, 422) },
      },
    },
    async (req) =>
      markConversationRead({
        db,
        actor: requireUser(req),
        conversationId: req.params.id,
        messageId: req.body.message_id,
      }),
  );

  app.get(
    '/chat/unread',
    {
      schema: {
        tags: ['chat'],
        summary: "The caller's unread messages, per conversation",
        security,
        response: { 200: unreadSummary, ...errorResponses(401) },
      },
    },
    async (req) => getUnreadSummary({ db, actor: requireUser(req) }),
  );
};
