import { MutationCache, QueryClient } from '@tanstack/react-query';
import { toast } from './toast.ts';
import { ApiError } from './api-client.ts';

/** Errors nobody showed yet get the global 'Error!' toast. */
export function showError(err: unknown) {
  if (err instanceof ApiError && err.shown) return;
  if ((err as Error)?.name === 'AbortError') return;
  toast.error('Error!', { description: err instanceof Error ? err.message : String(err) });
}

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 10_000,
      retry: (count, err) => !(err instanceof ApiError && err.status >= 400 && err.status < 500) && count < 2,
      refetchOnWindowFocus: true,
    },
  },
  mutationCache: new MutationCache({
    onError: (err, _vars, _ctx, mutation) => {
      if (mutation.options.meta?.silent) return;
      showError(err);
    },
  }),
});

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: { silent?: boolean };
  }
}
