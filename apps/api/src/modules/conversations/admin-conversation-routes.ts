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
import { ROLE } from '@triptender/contract/enums';
import { moduleRoutes } from '../../lib/route.ts';
import { requireRole } from '../auth/permissions.ts';
import { listAdminConversations } from './lists.ts';
import { getAdminCompanyConversationInfo, getAdminThread, sendAdminConversationMessage } from './threads.ts';

import { requireCompanyConversationAccess, requireCompanyConversationOrAdmin, sendLimit } from './route-shared.ts';

/** Admin <-> company conversations. */
export const adminConversationRoutes = moduleRoutes('chat', async (route, app) => {
  // ---- admin <-> company

  route.get(
    '/company/chatCompany/:companyId',
    { querystring: conversationListQuery, response: paginated(adminConversation), errors: [403, 404] },
    "A company's chats with the admins",
    "`title` is the subject or 'Admin Chat #n'; `admin` the admin who opened it (null when the company " +
      "did); `conversation` holds the newest message only; `unread` is counted for the caller's side.",
    async (req) => {
      const actor = requireCompanyConversationAccess(req, req.params.companyId);
      return listAdminConversations({ db: app.db, actor, companyId: req.params.companyId, page: req.query });
    },
  );

  route.get(
    '/company/chat/:companyId',
    { querystring: adminConversationQuery, response: conversationThread, errors: [403, 404, 422] },
    'One admin chat of a company',
    "By `chatId`, or the chat about `quotationId` (one of the company's quotes), or else the latest " +
      'general chat. When none exists yet, `id` is null and the thread empty: the first message ' +
      '(POST /v1/company/chat with company_id and quote_id) starts it.',
    async (req) => {
      requireCompanyConversationAccess(req, req.params.companyId);
      return getAdminThread({ db: app.db, companyId: req.params.companyId, ...req.query });
    },
  );

  route.post(
    '/company/chat',
    {
      body: sendAdminConversationBody,
      response: { 201: conversationMessage },
      errors: [403, 404, 422, 429],
      config: sendLimit,
    },
    'A message between a company and the admins',
    'Into the chat `chat_company_id`; or, with `company_id` (and optionally `quote_id`, `subject`, ' +
      "and for admins `priority`), into that company's chat about the quote (or its general chat), " +
      'started by this message when there is none.',
    async (req) => {
      const actor = requireCompanyConversationOrAdmin(req);
      return sendAdminConversationMessage({ db: app.db, actor, body: req.body });
    },
  );

  route.get(
    '/admin/chat/companies/:companyName',
    {
      params: z.object({ companyName: searchText(300).pipe(z.string().min(1)) }),
      response: adminCompanyConversationInfo,
      errors: [403, 404],
    },
    "The admin's company chat page: the company, found by name, and its quotes",
    async (req) => {
      requireRole(req, ROLE.ADMIN);
      return getAdminCompanyConversationInfo({ db: app.db, companyName: req.params.companyName });
    },
  );
});
