import {
  markReadBody,
  markReadResponse,
  messagesPage,
  messagesQuery,
  unreadSummary,
} from '@triptender/contract/conversations';
import { moduleRoutes } from '../../lib/route.ts';
import { requireUser } from '../auth/permissions.ts';
import { getUnreadSummary } from './lists.ts';
import { findReadableConversation, markConversationRead, pageMessages } from './messages.ts';

import { adminConversationRoutes } from './admin-conversation-routes.ts';
import { leadConversationRoutes } from './lead-conversation-routes.ts';

/** Every conversation: messages, read state, unread counts; and the two kinds registered below. */
export const conversationRoutes = moduleRoutes('chat', async (route, app) => {
  // ---- any conversation

  route.get(
    '/chat/conversations/:id/messages',
    { querystring: messagesQuery, response: messagesPage, errors: [404] },
    'Page through a conversation, or catch up after a reconnect',
    'With `after` (the last message id a client saw), the messages that followed it, oldest first: ' +
      'ids only grow within a conversation, in commit order, so nothing is skipped. With `before`, the ' +
      'page of older messages. `has_more` says another page follows.',
    async (req) => {
      const c = await findReadableConversation(app.db, requireUser(req), req.params.id);
      return pageMessages(app.db, c.id, req.query);
    },
  );

  route.post(
    '/chat/conversations/:id/read',
    { body: markReadBody, response: markReadResponse, errors: [404, 422] },
    'Mark a conversation read up to a message',
    'Read state is per side: when one member of a company reads, the conversation is read for the ' +
      "company (likewise for the admins). The side's live clients are told over /v1/ws.",
    async (req) =>
      markConversationRead({
        db: app.db,
        actor: requireUser(req),
        conversationId: req.params.id,
        messageId: req.body.message_id,
      }),
  );

  route.get(
    '/chat/unread',
    { response: unreadSummary },
    "The caller's unread messages, per conversation",
    async (req) => getUnreadSummary({ db: app.db, actor: requireUser(req) }),
  );

  await app.register(leadConversationRoutes);
  await app.register(adminConversationRoutes);
});
