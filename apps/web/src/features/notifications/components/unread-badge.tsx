import { useQueryClient } from '@tanstack/react-query';
import { useRealtime } from '@/lib/realtime.ts';
import { unreadKey, useUnread } from '../api/unread.ts';

/**
 * The sidebar's unread count, kept live: it opens the portal's realtime connection and refreshes
 * when a message arrives or a conversation is read (on any device of the user's side).
 */
export function UnreadBadge() {
  const qc = useQueryClient();
  const { data } = useUnread();
  useRealtime((event) => {
    if (event.type === 'message' || event.type === 'read' || event.type === 'resync') {
      void qc.invalidateQueries({ queryKey: unreadKey });
    }
  });
  const total = data?.total ?? 0;
  if (total === 0) return null;
  return (
    <span className="inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-red-600 px-1.5 text-xs font-semibold text-white">
      <span aria-hidden="true">{total > 99 ? '99+' : total}</span>
      <span className="sr-only">{total === 1 ? '1 unread message' : `${total} unread messages`}</span>
    </span>
  );
}
