import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminChat,
  adminChatQuery,
  adminCompanyChatInfo,
  chatListQuery,
  chatMessage,
  chatThread,
  sendAdminChatBody,
} from '@triptender/contract/chat';
import { paginated, searchText } from '@triptender/contract/common';
import { companyParams } from '@triptender/contract/companies';
import { ROLE } from '@triptender/contract/enums';
import { errorResponses, security } from '../../lib/openapi.ts';
import { requireRole } from '../auth/permissions.ts';
import { listAdminChats } from './lists.ts';
import { getAdminCompanyChatInfo, getAdminThread, sendAdminChatMessage } from './threads.ts';

import { requireCompanyChatAccess, requireCompanyChatOrAdmin, sendLimit } from './route-shared.ts';

/** Admin <-> company conversations. */
export const adminChatRoutes: FastifyPluginAsyncZod = async (app) => {
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
        querystring: chatListQuery,
        response: { 200: paginated(adminChat), ...errorResponses(401, 403, 404) },
      },
    },
    async (req) => {
      const actor = requireCompanyChatAccess(req, req.params.companyId);
      return listAdminChats({ db: app.db, actor, companyId: req.params.companyId, page: req.query });
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
        querystring: adminChatQuery,
        response: { 200: chatThread, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (req) => {
      requireCompanyChatAccess(req, req.params.companyId);
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
        body: sendAdminChatBody,
        response: { 201: chatMessage, ...errorResponses(401, 403, 404, 422, 429) },
      },
      config: sendLimit,
    },
    async (req, reply) => {
      const actor = requireCompanyChatOrAdmin(req);
      const message = await sendAdminChatMessage({ db: app.db, actor, body: req.body });
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
        response: { 200: adminCompanyChatInfo, ...errorResponses(401, 403, 404) },
      },
    },
    async (req) => {
      requireRole(req, ROLE.ADMIN);
      return getAdminCompanyChatInfo({ db: app.db, companyName: req.params.companyName });
    },
  );
};
