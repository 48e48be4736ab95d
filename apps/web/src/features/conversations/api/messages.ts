import { useQuery } from '@tanstack/react-query';
import type {
  ConversationMessage,
  ConversationThread,
  SendAdminConversationBody,
} from '@triptender/contract/conversations';
import { api } from '@/lib/api-client.ts';
import { conversationKeys } from './keys.ts';

/** Where a screen's thread comes from: each spec GET addresses a conversation its own way. */
export type ThreadSource =
  | { kind: 'traveller'; conversationId: number; companyId: number }
  | { kind: 'company'; conversationId: number; companyId: number }
  | { kind: 'admin'; companyId: number; chatId?: number | undefined; quotationId?: number | undefined };

export function threadKey(source: ThreadSource) {
  return source.kind === 'admin'
    ? conversationKeys.thread('admin', source.companyId, source.chatId ?? null, source.quotationId ?? null)
    : conversationKeys.thread(source.kind, source.conversationId);
}

function threadPath(source: ThreadSource): string {
  switch (source.kind) {
    case 'traveller':
      return `/client/chat/getConversation/${source.conversationId}/${source.companyId}`;
    case 'company':
      return `/company/chatClient/chat/${source.companyId}/${source.conversationId}`;
    case 'admin':
      return `/company/chat/${source.companyId}`;
  }
}

export function useThread(source: ThreadSource | null) {
  return useQuery({
    queryKey: source ? threadKey(source) : conversationKeys.thread('none'),
    queryFn: ({ signal }) =>
      api<ConversationThread>(threadPath(source!), {
        signal,
        query: source?.kind === 'admin' ? { chatId: source.chatId, quotationId: source.quotationId } : undefined,
      }),
    enabled: source !== null,
    // live events keep an open thread current; refetching on focus would only repeat them
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}

export type MessagesPage = { data: ConversationMessage[]; has_more: boolean };

/** GET /v1/chat/conversations/{id}/messages: older pages (before) or what followed a message (after). */
export function getMessages(conversationId: number, query: { after?: number; before?: number }, signal?: AbortSignal) {
  return api<MessagesPage>(`/chat/conversations/${conversationId}/messages`, { query, signal });
}

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
