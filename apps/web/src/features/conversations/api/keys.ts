import type { ListMeta } from '@triptender/contract/common';

export type Page<T> = { data: T[]; meta: ListMeta };

/** Query keys of the chat screens; ['chat'] prefixes them all so a live event can refresh them at once. */
export const conversationKeys = {
  all: ['chat'] as const,
  lists: ['chat', 'list'] as const,
  heads: (userId: number) => ['chat', 'list', 'heads', userId] as const,
  travellerLeads: (companyId: number) => ['chat', 'list', 'client-leads', companyId] as const,
  adminConversations: (companyId: number) => ['chat', 'list', 'admin-chats', companyId] as const,
  thread: (...parts: (string | number | null | undefined)[]) => ['chat', 'thread', ...parts] as const,
  adminCompany: (name: string) => ['chat', 'admin-company', name] as const,
};

// the chat lists ask for the largest page size: a traveller rarely has more, a busy company pages on
export const CONVERSATION_LIST_PAGE_SIZE = 100;

export function nextPage(last: Page<unknown>): number | undefined {
  return last.meta.current_page < last.meta.last_page ? last.meta.current_page + 1 : undefined;
}
