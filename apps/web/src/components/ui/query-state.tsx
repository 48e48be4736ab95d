import type { ReactNode } from 'react';
import { EmptyState, ErrorState, Skeleton } from './feedback.tsx';

export type QueryLike<T> = { data: T | undefined; error: unknown; isPending: boolean; refetch: () => unknown };

/**
 * What a list or panel shows while its query loads, fails or finds nothing, and its content once
 * there is data: one place for the loading, error and empty states every list needs.
 */
export function QueryState<T>({
  query,
  isEmpty,
  empty,
  emptyText,
  rows = 3,
  children,
}: {
  query: QueryLike<T>;
  isEmpty?: (data: T) => boolean;
  /** The empty state's title, and what it says under it. */
  empty?: string;
  emptyText?: ReactNode;
  /** Skeleton lines while loading. */
  rows?: number;
  children: (data: T) => ReactNode;
}) {
  if (query.error) {
    return (
      <div className="p-4">
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      </div>
    );
  }
  if (query.isPending || query.data === undefined) {
    return (
      <div className="space-y-2 p-4" aria-busy="true">
        {Array.from({ length: rows }, (_, i) => (
          <Skeleton key={i} className="h-8 w-full" />
        ))}
      </div>
    );
  }
  if (empty && isEmpty?.(query.data)) return <EmptyState title={empty}>{emptyText}</EmptyState>;
  return children(query.data);
}

/** For paged answers: empty when the page has no rows. */
export const noRows = (page: { data: unknown[] }) => page.data.length === 0;
