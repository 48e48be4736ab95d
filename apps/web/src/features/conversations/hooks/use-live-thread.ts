import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { ConversationMessage, ConversationThread } from '@triptender/contract/conversations';
import { useRealtime } from '@/lib/realtime.ts';
import { getMessages, threadKey, type ThreadSource } from '../api/messages.ts';
import { markRead } from '../api/last-read.ts';

/** Messages by id, oldest first: a live event and a catch-up may bring the same message twice. */
export function mergeMessages(current: ConversationMessage[], incoming: ConversationMessage[]): ConversationMessage[] {
  const byId = new Map(current.map((m) => [m.id, m]));
  for (const m of incoming) byId.set(m.id, m);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

const subscribeVisibility = (onChange: () => void) => {
  document.addEventListener('visibilitychange', onChange);
  return () => document.removeEventListener('visibilitychange', onChange);
};
const isVisible = () => document.visibilityState === 'visible';

/**
 * Keeps an open thread live: new messages of this conversation are added as they arrive; after a
 * reconnect what was missed is fetched (after the last message seen, page by page); messages from
 * the other side are marked read while the tab is visible.
 */
export function useLiveThread(
  source: ThreadSource | null,
  thread: ConversationThread | undefined,
  isOurs: (m: ConversationMessage) => boolean,
) {
  const qc = useQueryClient();
  const visible = useSyncExternalStore(subscribeVisibility, isVisible, () => true);
  const [loadingOlder, setLoadingOlder] = useState(false);
  // live events arrive between renders: they read the current key from here
  const keyRef = useRef<QueryKey | null>(null);
  const key = source ? threadKey(source) : null;
  const keyText = JSON.stringify(key);
  useEffect(() => {
    keyRef.current = JSON.parse(keyText) as QueryKey | null;
  }, [keyText]);

  const current = useCallback(
    () => (keyRef.current ? qc.getQueryData<ConversationThread>(keyRef.current) : undefined),
    [qc],
  );
  const add = useCallback(
    (messages: ConversationMessage[], patch: Partial<ConversationThread> = {}) => {
      if (!keyRef.current) return;
      qc.setQueryData<ConversationThread>(keyRef.current, (t) =>
        t ? { ...t, ...patch, get_conversation: mergeMessages(t.get_conversation, messages) } : t,
      );
    },
    [qc],
  );

  const catchUp = useCallback(async () => {
    const id = current()?.id;
    if (!id) return;
    let after = current()?.get_conversation.at(-1)?.id ?? 0;
    for (;;) {
      const page = await getMessages(id, { after });
      add(page.data);
      if (!page.has_more || page.data.length === 0) return;
      after = page.data.at(-1)!.id;
    }
  }, [current, add]);

  useRealtime((event) => {
    if (event.type === 'resync') {
      void catchUp().catch(() => {});
      return;
    }
    const open = current();
    if (event.type !== 'message' || !open) return;
    if (open.id === event.conversation.id) {
      add([event.message]);
    } else if (
      open.id === null &&
      event.conversation.kind === 'admin' &&
      event.conversation.company_id === open.company.id
    ) {
      // the chat this screen is waiting for may just have been started
      void qc.invalidateQueries({ queryKey: keyRef.current! });
    }
  });

  // per conversation: message ids are global, so another thread's pointer means nothing here
  const readUpTo = useRef({ conversation: 0, message: 0 });
  const newest = thread?.get_conversation.at(-1);
  useEffect(() => {
    if (!thread?.id || !newest || !visible) return;
    const seen = readUpTo.current.conversation === thread.id ? readUpTo.current.message : 0;
    if (newest.id <= seen) return;
    readUpTo.current = { conversation: thread.id, message: newest.id };
    // what our side wrote is read already
    if (!isOurs(newest)) void markRead(thread.id, newest.id).catch(() => {});
  }, [thread?.id, newest, visible, isOurs]);

  const loadOlder = useCallback(async () => {
    const open = current();
    const first = open?.get_conversation[0];
    if (!open?.id || !first) return;
    setLoadingOlder(true);
    try {
      const page = await getMessages(open.id, { before: first.id });
      add(page.data, { has_more: page.has_more });
    } finally {
      setLoadingOlder(false);
    }
  }, [current, add]);

  return { loadOlder, loadingOlder, addSent: (m: ConversationMessage) => add([m]) };
}
