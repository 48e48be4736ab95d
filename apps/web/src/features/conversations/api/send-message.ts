import type { ConversationMessage, SendAdminConversationBody } from '@triptender/contract/conversations';
import { api } from '@/lib/api-client.ts';

/** Where a message goes: there is one send endpoint per side. */
export type SendTarget =
  | { kind: 'traveller'; conversationId: number }
  | { kind: 'company'; conversationId: number }
  | { kind: 'admin-chat'; body: Omit<SendAdminConversationBody, 'message'> };

export function sendMessage(target: SendTarget, message: string): Promise<ConversationMessage> {
  switch (target.kind) {
    case 'traveller':
      return api<ConversationMessage>('/client/chat/', {
        method: 'POST',
        body: { chat_company_id: target.conversationId, message },
      });
    case 'company':
      return api<ConversationMessage>('/company/chatClient/chat', {
        method: 'POST',
        body: { chat_company_id: target.conversationId, message },
      });
    case 'admin-chat':
      return api<ConversationMessage>('/company/chat', { method: 'POST', body: { ...target.body, message } });
  }
}
