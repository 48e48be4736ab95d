import { ArrowLeft } from 'lucide-react';
import type { CSSProperties, ReactNode } from 'react';
import { CONVERSATION_PANEL_HEIGHT_PX } from '@triptender/contract/constants';
import { Card, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { cn } from '@/lib/cn.ts';

/**
 * The list beside the open conversation; below the mobile breakpoint one at a time (the list, or
 * the conversation with a way back).
 */
export function ConversationLayout({
  list,
  panel,
  showPanel,
}: {
  list: ReactNode;
  panel: ReactNode;
  showPanel: boolean;
}) {
  return (
    <div className="grid gap-4 md:grid-cols-[minmax(16rem,22rem)_minmax(0,1fr)]">
      <div className={cn('min-w-0', showPanel && 'hidden md:block')}>{list}</div>
      <div className={cn('min-w-0', !showPanel && 'hidden md:block')}>{panel}</div>
    </div>
  );
}

// the chat panel height on wider screens; on a phone the panel fills what the screen has
const panelHeight = { '--chat-height': `${CONVERSATION_PANEL_HEIGHT_PX}px` } as CSSProperties;
const panelClass = 'flex h-[calc(100dvh-12rem)] min-h-80 flex-col overflow-hidden md:h-[var(--chat-height)]';

/** A list of conversations in a card of the chat panel's height. */
export function ConversationListCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card className={panelClass} style={panelHeight}>
      <CardHeader className="py-3">
        <CardTitle className="text-base">{title}</CardTitle>
      </CardHeader>
      <div className="min-h-0 flex-1 overflow-y-auto">{children}</div>
    </Card>
  );
}

export function ConversationPanel({
  title,
  subtitle,
  aside,
  onBack,
  children,
}: {
  title?: ReactNode;
  subtitle?: ReactNode;
  aside?: ReactNode;
  onBack?: () => void;
  children: ReactNode;
}) {
  return (
    <Card className={panelClass} style={panelHeight}>
      {title ? (
        <div className="flex items-center gap-3 border-b border-slate-200 px-4 py-3">
          {onBack ? (
            <button
              type="button"
              onClick={onBack}
              className="rounded-md p-1 text-slate-700 hover:bg-slate-100 md:hidden"
              aria-label="Back to conversations"
            >
              <ArrowLeft className="h-5 w-5" aria-hidden />
            </button>
          ) : null}
          <div className="min-w-0 flex-1">
            <h2 className="truncate font-semibold text-slate-900">{title}</h2>
            {subtitle ? <div className="truncate text-sm text-slate-600">{subtitle}</div> : null}
          </div>
          {aside}
        </div>
      ) : null}
      {children}
    </Card>
  );
}

/**
 * One conversation in a list: its heading (with a badge or time beside it), then the lines below; the dot
 * marks unread messages, never on the open conversation.
 */
export function ConversationListItem({
  id,
  selectedId,
  unread,
  onSelect,
  heading,
  aside,
  children,
}: {
  id: number;
  selectedId: number | null;
  unread: number;
  onSelect: (id: number) => void;
  heading: ReactNode;
  aside: ReactNode;
  children: ReactNode;
}) {
  const selected = id === selectedId;
  const unseen = selected ? 0 : unread;
  return (
    <li>
      <button
        type="button"
        onClick={() => onSelect(id)}
        aria-current={selected ? 'true' : undefined}
        className={cn(
          'flex w-full items-start gap-3 border-b border-slate-100 px-4 py-3 text-left transition-colors hover:bg-slate-50 focus-visible:-outline-offset-2',
          selected && 'bg-brand-50 hover:bg-brand-50',
        )}
      >
        <div className="min-w-0 flex-1">
          <div className="flex items-baseline justify-between gap-2">
            <span className="line-clamp-2 font-semibold text-slate-900">{heading}</span>
            <span className="shrink-0">{aside}</span>
          </div>
          {children}
        </div>
        {unseen > 0 ? (
          <span className="mt-1.5 h-2.5 w-2.5 shrink-0 rounded-full bg-brand-600" title={`${unseen} unread`}>
            <span className="sr-only">{unseen === 1 ? '1 unread message' : `${unseen} unread messages`}</span>
          </span>
        ) : null}
      </button>
    </li>
  );
}
