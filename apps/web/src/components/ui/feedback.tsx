import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '@/lib/api-client.ts';
import { cn } from '@/lib/cn.ts';

export function Spinner({ className, label = 'Loading' }: { className?: string; label?: string }) {
  return (
    <span role="status" className={cn('inline-flex items-center gap-2 text-sm text-slate-600', className)}>
      <span
        aria-hidden="true"
        className="h-4 w-4 motion-safe:animate-spin rounded-full border-2 border-slate-300 border-t-brand-700"
      />
      <span className="sr-only">{label}</span>
    </span>
  );
}

export function Skeleton({ className }: { className?: string }) {
  return <div aria-hidden="true" className={cn('motion-safe:animate-pulse rounded-md bg-slate-200', className)} />;
}

export function EmptyState({ title, children, action }: { title: string; children?: ReactNode; action?: ReactNode }) {
  return (
    <div className="flex flex-col items-center justify-center gap-2 px-6 py-12 text-center">
      <p className="text-base font-semibold text-slate-900">{title}</p>
      {children ? <div className="max-w-md text-sm text-slate-600">{children}</div> : null}
      {action ? <div className="mt-2">{action}</div> : null}
    </div>
  );
}

/**
 * A failed load: its message, and "Try again" where another try may work. Something that is not there
 * or not the user's to see (404, 403) will not appear on a retry: the way back is offered instead.
 */
export function ErrorState({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const navigate = useNavigate();
  const final = error instanceof ApiError && (error.status === 404 || error.status === 403);
  return (
    <div role="alert" className="rounded-md border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
      <p>{error instanceof Error ? error.message : 'Something went wrong.'}</p>
      {final ? (
        <button
          type="button"
          className="mt-2 font-medium underline"
          onClick={() => void (window.history.length > 1 ? navigate(-1) : navigate('/'))}
        >
          Go back
        </button>
      ) : onRetry ? (
        <button type="button" className="mt-2 font-medium underline" onClick={onRetry}>
          Try again
        </button>
      ) : null}
    </div>
  );
}
