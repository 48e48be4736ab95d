import { useInfiniteQuery } from '@tanstack/react-query';
import type { AdminChat, ChatHead, ClientLeadChat } from '@triptender/contract/chat';
import { api } from '@/lib/api-client.ts';
import { CHAT_LIST_PAGE_SIZE, chatKeys, nextPage, type Page } from './keys.ts';

function useChatList<T>(key: readonly unknown[], path: string, enabled = true) {
  const query = useInfiniteQuery({
    queryKey: key,
    queryFn: ({ pageParam, signal }) =>
      api<Page<T>>(path, { query: { page: pageParam, per_page: CHAT_LIST_PAGE_SIZE }, signal }),
    initialPageParam: 1,
    getNextPageParam: nextPage,
    enabled,
  });
  return { ...query, items: query.data?.pages.flatMap((p) => p.data) ?? [] };
}

/** GET /v1/client/chat/user/{userId}: the traveller's chat heads. */
export const useChatHeads = (userId: number) =>
  useChatList<ChatHead>(chatKeys.heads(userId), `/client/chat/user/${userId}`);

/** GET /v1/company/chatClient/leads/{companyId}: the company's conversations with travellers. */
export const useClientLeadChats = (companyId: number) =>
  useChatList<ClientLeadChat>(chatKeys.clientLeads(companyId), `/company/chatClient/leads/${companyId}`);

/** GET /v1/company/chatCompany/{companyId}: the company's chats with the admins. */
export const useAdminChats = (companyId: number) =>
  useChatList<AdminChat>(chatKeys.adminChats(companyId), `/company/chatCompany/${companyId}`);
