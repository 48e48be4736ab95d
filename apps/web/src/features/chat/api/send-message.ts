import type { ChatMessage, SendAdminChatBody } from '@triptender/contract/chat';
import { api } from '@/lib/api-client.ts';

/** Where a message goes: there is one send endpoint per side. */
export type SendTarget =
  | { kind: 'traveller'; conversationId: number }
  | { kind: 'company'; conversationId: number }
  | { kind: 'admin-chat'; body: Omit<SendAdminChatBody, 'message'> };

export function sendMessage(target: SendTarget, message: string): Promise<ChatMessage> {
  switch (target.kind) {
    case 'traveller':
      return api<ChatMessage>('/client/chat/', {
        method: 'POST',
        body: { chat_company_id: target.conversationId, message },
      });
    case 'company':
      return api<ChatMessage>('/company/chatClient/chat', {
        method: 'POST',
        body: { chat_company_id: target.conversationId, message },
      });
    case 'admin-chat':
      return api<ChatMessage>('/company/chat', { method: 'POST', body: { ...target.body, message } });
  }
}
