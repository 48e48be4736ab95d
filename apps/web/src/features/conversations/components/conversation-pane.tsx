import { useQueryClient } from '@tanstack/react-query';
import { useCallback, type ReactNode } from 'react';
import type { ConversationMessage, ConversationThread as Thread } from '@triptender/contract/conversations';
import { ErrorState, Spinner } from '@/components/ui/feedback.tsx';
import { useAuth } from '@/lib/auth-store.ts';
import { threadKey, type ThreadSource, useThread } from '../api/messages.ts';
import { conversationKeys } from '../api/keys.ts';
import { sendMessage, type SendTarget } from '../api/messages.ts';
import { useLiveThread } from '../hooks/use-live-thread.ts';
import { ConversationComposer } from './conversation-composer.tsx';
import { ConversationPanel } from './conversation-layout.tsx';
import { ConversationThread } from './conversation-thread.tsx';

/** An open conversation: its header, live thread and send box. */
export function ConversationPane({
  source,
  target,
  emptyText = 'No messages yet. Say hello!',
  header,
  onBack,
  aside,
}: {
  source: ThreadSource;
  /** Where a message typed here goes, once the thread is loaded. */
  target: (thread: Thread) => SendTarget;
  emptyText?: string;
  header: (thread: Thread) => { title: ReactNode; subtitle?: ReactNode };
  onBack?: () => void;
  /** Beside the title, e.g. a priority. */
  aside?: (thread: Thread) => ReactNode;
}) {
  const qc = useQueryClient();
  const me = useAuth((s) => s.user)!;
  const query = useThread(source);
  // our side: the traveller, the company's staff, or the admins
  const isOurs = useCallback((m: ConversationMessage) => m.user?.role.id === me.role.id, [me.role.id]);
  const live = useLiveThread(source, query.data, isOurs);

  if (query.isPending) {
    return (
      <ConversationPanel onBack={onBack}>
        <div className="m-auto">
          <Spinner label="Loading conversation" />
        </div>
      </ConversationPanel>
    );
  }
  if (query.isError) {
    return (
      <ConversationPanel onBack={onBack} title="Conversation">
        <div className="p-4">
          <ErrorState error={query.error} onRetry={() => void query.refetch()} />
        </div>
      </ConversationPanel>
    );
  }
  const thread = query.data;
  const { title, subtitle } = header(thread);
  return (
    <ConversationPanel title={title} subtitle={subtitle} onBack={onBack} aside={aside?.(thread)}>
      <ConversationThread
        messages={thread.get_conversation}
        isOurs={isOurs}
        myId={Number(me.id)}
        emptyText={emptyText}
        hasMore={thread.has_more}
        onLoadOlder={() => void live.loadOlder()}
        loadingOlder={live.loadingOlder}
      />
      <ConversationComposer
        label={`Message about ${typeof title === 'string' ? title : 'this conversation'}`}
        onSend={async (text) => {
          const sent = await sendMessage(target(thread), text);
          if (thread.id === null) await qc.invalidateQueries({ queryKey: threadKey(source) });
          else live.addSent(sent);
          void qc.invalidateQueries({ queryKey: conversationKeys.lists });
        }}
      />
    </ConversationPanel>
  );
}
