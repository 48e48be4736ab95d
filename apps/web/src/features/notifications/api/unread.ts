import { useQuery } from '@tanstack/react-query';
import type { UnreadSummary } from '@triptender/contract/conversations';
import { api } from '@/lib/api-client.ts';

export const unreadKey = ['chat', 'unread'] as const;

/** GET /v1/chat/unread: the caller's unread messages per conversation (kept live by the badge). */
export function useUnread() {
  return useQuery({
    queryKey: unreadKey,
    queryFn: ({ signal }) => api<UnreadSummary>('/chat/unread', { signal }),
    staleTime: 60_000,
  });
}
