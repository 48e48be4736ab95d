import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { ErrorState, Skeleton } from '@/components/ui/feedback.tsx';
import { ConversationListItem } from './conversation-layout.tsx';

export type ListQuery<T> = {
  items: T[];
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
};

/** What a list shows of one conversation: its heading, what stands beside it, and the lines below. */
export type ConversationSummary = { heading: ReactNode; aside: ReactNode; lines: ReactNode };

/** Which conversation of a list is open, and how another one is opened. */
export type Selection = { selectedId: number | null; onSelect: (id: number) => void };

/** A conversation list's loading, error and empty states, its items, and 'Show more'. */
export function ConversationListBody<T extends { id: number; unread: number }>({
  query,
  empty,
  selectedId,
  onSelect,
  summary,
}: Selection & {
  query: ListQuery<T>;
  empty: ReactNode;
  summary: (item: T) => ConversationSummary;
}) {
  if (query.isPending) {
    return (
      <div className="space-y-3 p-4" aria-busy="true" aria-label="Loading conversations">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-16" />
        ))}
      </div>
    );
  }
  if (query.isError) {
    return (
      <div className="p-4">
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      </div>
    );
  }
  if (query.items.length === 0) return <>{empty}</>;
  return (
    <ul>
      {query.items.map((c) => {
        const { heading, aside, lines } = summary(c);
        return (
          <ConversationListItem
            key={c.id}
            id={c.id}
            selectedId={selectedId}
            unread={c.unread}
            onSelect={onSelect}
            heading={heading}
            aside={aside}
          >
            {lines}
          </ConversationListItem>
        );
      })}
      {query.hasNextPage ? (
        <li className="p-3 text-center">
          <Button
            variant="ghost"
            size="sm"
            onClick={() => void query.fetchNextPage()}
            disabled={query.isFetchingNextPage}
          >
            {query.isFetchingNextPage ? 'Loading...' : 'Show more conversations'}
          </Button>
        </li>
      ) : null}
    </ul>
  );
}
