import type { ReactNode } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { EmptyState, ErrorState, Skeleton } from '@/components/ui/feedback.tsx';

type ChartQuery<T> = {
  data: T | undefined;
  error: unknown;
  isFetching: boolean;
  isPlaceholderData: boolean;
  refetch: () => unknown;
};

/**
 * An overview card whose figures cover a chosen period: a titled section, a line under the title, the
 * period picker on the right, and the body dimmed while the next period loads. The body is the
 * query's: its error (while there is nothing to show), a skeleton, the `empty` state when nothing
 * happened in the period (`isEmpty`), else `children` of its data.
 */
export function ChartCard<T>(props: {
  id: string;
  title: string;
  description: ReactNode;
  picker: ReactNode;
  query: ChartQuery<T>;
  isEmpty: (data: T) => boolean;
  empty: { title: string; text: ReactNode };
  skeletonClassName?: string;
  children: (data: T) => ReactNode;
}) {
  const { query } = props;
  const { data, error } = query;
  let body: ReactNode;
  if (error && !data) body = <ErrorState error={error} onRetry={() => void query.refetch()} />;
  else if (!data) body = <Skeleton className={props.skeletonClassName ?? 'h-64 w-full'} />;
  else if (props.isEmpty(data)) body = <EmptyState title={props.empty.title}>{props.empty.text}</EmptyState>;
  else body = props.children(data);

  return (
    <Card>
      <section aria-labelledby={props.id}>
        <CardHeader className="flex flex-wrap items-end justify-between gap-3">
          <div className="min-w-0">
            <CardTitle id={props.id}>{props.title}</CardTitle>
            <p className="mt-1 text-sm text-slate-600">{props.description}</p>
          </div>
          {props.picker}
        </CardHeader>
        <CardContent aria-busy={query.isFetching} className={query.isPlaceholderData ? 'opacity-60' : undefined}>
          {body}
        </CardContent>
      </section>
    </Card>
  );
}
