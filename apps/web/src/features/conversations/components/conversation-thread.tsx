import { useLayoutEffect, useRef } from 'react';
import type { ConversationMessage } from '@triptender/contract/conversations';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { cn } from '@/lib/cn.ts';
import { formatDayTime, messageTime } from '@/lib/format.ts';

/**
 * A conversation's messages, ours on the right and theirs on the left with the sender's role.
 * Stays scrolled to the newest message unless the reader scrolled up to read older ones.
 */
export function ConversationThread({
  messages,
  isOurs,
  myId,
  emptyText,
  hasMore,
  onLoadOlder,
  loadingOlder,
}: {
  messages: ConversationMessage[];
  isOurs: (m: ConversationMessage) => boolean;
  myId: number;
  emptyText: string;
  hasMore?: boolean;
  onLoadOlder?: () => void;
  loadingOlder?: boolean;
}) {
  const scroller = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  const newestId = messages.at(-1)?.id;
  useLayoutEffect(() => {
    const el = scroller.current;
    if (el && atBottom.current) el.scrollTop = el.scrollHeight;
  }, [newestId]);

  return (
    <div
      ref={scroller}
      onScroll={(e) => {
        const el = e.currentTarget;
        atBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight < 80;
      }}
      className="flex min-h-0 flex-1 flex-col gap-3 overflow-y-auto bg-slate-50 p-4 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600"
      // a long conversation scrolls here: focusable, so a keyboard reaches it and scrolls it with the arrows
      tabIndex={0}
      role="log"
      aria-live="polite"
      aria-label="Messages"
    >
      {hasMore ? (
        <Button variant="ghost" size="sm" className="self-center" onClick={onLoadOlder} disabled={loadingOlder}>
          {loadingOlder ? 'Loading...' : 'Load earlier messages'}
        </Button>
      ) : null}
      {messages.length === 0 ? (
        <p className="m-auto max-w-xs text-center text-sm text-slate-600">{emptyText}</p>
      ) : (
        messages.map((m) => {
          const ours = isOurs(m);
          return (
            <article
              key={m.id}
              className={cn('flex max-w-[85%] flex-col gap-1', ours ? 'self-end items-end' : 'self-start items-start')}
              aria-label={`${m.from === myId ? 'You' : m.senderName} at ${formatDayTime(m.created_at)}`}
            >
              <div className="flex items-center gap-2 text-xs text-slate-600">
                <span className="font-medium text-slate-800">{m.from === myId ? 'You' : m.senderName}</span>
                {!ours && m.user ? <Badge tone="blue">{m.user.role.name}</Badge> : null}
                <time dateTime={m.created_at} title={formatDayTime(m.created_at)}>
                  {messageTime(m.created_at)}
                </time>
              </div>
              <p
                className={cn(
                  'rounded-2xl px-4 py-2 text-sm whitespace-pre-wrap break-words',
                  ours
                    ? 'rounded-br-sm bg-brand-700 text-white'
                    : 'rounded-bl-sm border border-slate-200 bg-white text-slate-900',
                )}
              >
                {m.message}
              </p>
            </article>
          );
        })
      )}
    </div>
  );
}
