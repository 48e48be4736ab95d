import { api } from '@/lib/api-client.ts';

/** POST /v1/chat/conversations/{id}/read: read up to a message, for the caller's whole side. */
export function markRead(conversationId: number, messageId: number) {
  return api<{ conversation_id: number; last_read_message_id: number }>(`/chat/conversations/${conversationId}/read`, {
    method: 'POST',
    body: { message_id: messageId },
  });
}
