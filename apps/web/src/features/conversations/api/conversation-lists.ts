import { useInfiniteQuery } from '@tanstack/react-query';
import type {
  AdminConversation,
  ConversationHead,
  TravellerLeadConversation,
} from '@triptender/contract/conversations';
import { api } from '@/lib/api-client.ts';
import { CONVERSATION_LIST_PAGE_SIZE, conversationKeys, nextPage, type Page } from './keys.ts';

function useConversationList<T>(key: readonly unknown[], path: string, enabled = true) {
  const query = useInfiniteQuery({
    queryKey: key,
    queryFn: ({ pageParam, signal }) =>
      api<Page<T>>(path, { query: { page: pageParam, per_page: CONVERSATION_LIST_PAGE_SIZE }, signal }),
    initialPageParam: 1,
    getNextPageParam: nextPage,
    enabled,
  });
  return { ...query, items: query.data?.pages.flatMap((p) => p.data) ?? [] };
}

/** GET /v1/client/chat/user/{userId}: the traveller's chat heads. */
export const useConversationHeads = (userId: number) =>
  useConversationList<ConversationHead>(conversationKeys.heads(userId), `/client/chat/user/${userId}`);

/** GET /v1/company/chatClient/leads/{companyId}: the company's conversations with travellers. */
export const useTravellerLeadConversations = (companyId: number) =>
  useConversationList<TravellerLeadConversation>(
    conversationKeys.travellerLeads(companyId),
    `/company/chatClient/leads/${companyId}`,
  );

/** GET /v1/company/chatCompany/{companyId}: the company's chats with the admins. */
export const useAdminConversations = (companyId: number) =>
  useConversationList<AdminConversation>(
    conversationKeys.adminConversations(companyId),
    `/company/chatCompany/${companyId}`,
  );
