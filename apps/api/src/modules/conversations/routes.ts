import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  markReadBody,
  markReadResponse,
  messagesPage,
  messagesQuery,
  unreadSummary,
} from '@triptender/contract/conversations';
import { idParams } from '@triptender/contract/common';
import { errorResponses, security } from '../../lib/openapi.ts';
import { requireUser } from '../auth/permissions.ts';
import { getUnreadSummary } from './lists.ts';
import { findReadableConversation, markConversationRead, pageMessages } from './messages.ts';

import { adminConversationRoutes } from './admin-conversation-routes.ts';
import { leadConversationRoutes } from './lead-conversation-routes.ts';

/** Every conversation: messages, read state, unread counts; and the two kinds registered below. */
export const conversationRoutes: FastifyPluginAsyncZod = async (app) => {
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
        params: idParams,
        querystring: messagesQuery,
        response: { 200: messagesPage, ...errorResponses(401, 404) },
      },
    },
    async (req) => {
      const c = await findReadableConversation(app.db, requireUser(req), req.params.id);
      return pageMessages(app.db, c.id, req.query);
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
        params: idParams,
        body: markReadBody,
        response: { 200: markReadResponse, ...errorResponses(401, 404, 422) },
      },
    },
    async (req) =>
      markConversationRead({
        db: app.db,
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
    async (req) => getUnreadSummary({ db: app.db, actor: requireUser(req) }),
  );

  await app.register(leadConversationRoutes);
  await app.register(adminConversationRoutes);
};
