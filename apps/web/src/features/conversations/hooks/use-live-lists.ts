import { useQueryClient } from '@tanstack/react-query';
import { useRealtime } from '@/lib/realtime.ts';
import { conversationKeys } from '../api/keys.ts';

/** Refreshes the chat lists (last message, unread marks, order) when anything happens in a conversation. */
export function useLiveConversationLists() {
  const qc = useQueryClient();
  useRealtime((event) => {
    if (event.type === 'message' || event.type === 'read' || event.type === 'resync') {
      void qc.invalidateQueries({ queryKey: conversationKeys.lists });
    }
  });
}
