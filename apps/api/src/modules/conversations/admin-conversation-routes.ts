import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminConversation,
  adminConversationQuery,
  adminCompanyConversationInfo,
  conversationListQuery,
  conversationMessage,
  conversationThread,
  sendAdminConversationBody,
} from '@triptender/contract/conversations';
import { paginated, searchText } from '@triptender/contract/common';
import { companyParams } from '@triptender/contract/companies';
import { ROLE } from '@triptender/contract/enums';
import { errorResponses, security } from '../../lib/openapi.ts';
import { requireRole } from '../auth/permissions.ts';
import { listAdminConversations } from './lists.ts';
import { getAdminCompanyConversationInfo, getAdminThread, sendAdminConversationMessage } from './threads.ts';

import { requireCompanyConversationAccess, requireCompanyConversationOrAdmin, sendLimit } from './route-shared.ts';

/** Admin <-> company conversations. */
export const adminConversationRoutes: FastifyPluginAsyncZod = async (app) => {
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
        params: companyParams,
        querystring: conversationListQuery,
        response: { 200: paginated(adminConversation), ...errorResponses(401, 403, 404) },
      },
    },
    async (req) => {
      const actor = requireCompanyConversationAccess(req, req.params.companyId);
      return listAdminConversations({ db: app.db, actor, companyId: req.params.companyId, page: req.query });
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
        params: companyParams,
        querystring: adminConversationQuery,
        response: { 200: conversationThread, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (req) => {
      requireCompanyConversationAccess(req, req.params.companyId);
      return getAdminThread({ db: app.db, companyId: req.params.companyId, ...req.query });
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
        body: sendAdminConversationBody,
        response: { 201: conversationMessage, ...errorResponses(401, 403, 404, 422, 429) },
      },
      config: sendLimit,
    },
    async (req, reply) => {
      const actor = requireCompanyConversationOrAdmin(req);
      const message = await sendAdminConversationMessage({ db: app.db, actor, body: req.body });
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
        params: z.object({ companyName: searchText(300).pipe(z.string().min(1)) }),
        response: { 200: adminCompanyConversationInfo, ...errorResponses(401, 403, 404) },
      },
    },
    async (req) => {
      requireRole(req, ROLE.ADMIN);
      return getAdminCompanyConversationInfo({ db: app.db, companyName: req.params.companyName });
    },
  );
};
