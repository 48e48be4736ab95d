import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { z } from 'zod';
import type { meResponse } from '@triptender/contract/auth';
import { api } from '@/lib/api-client.ts';
import { useAuth } from '@/lib/auth-store.ts';

/**
 * Refreshes the stored user from the server when a portal opens: profile changes show up, and a
 * revoked or expired token ends in the client's 401 handling (auth cleared, back to /).
 */
export function useRefreshMe() {
  const setUser = useAuth((s) => s.setUser);
  const query = useQuery({
    queryKey: ['me'],
    queryFn: ({ signal }) => api<z.input<typeof meResponse>>('/me', { signal }),
    staleTime: 60_000,
  });
  useEffect(() => {
    if (query.data) setUser(query.data.user);
  }, [query.data, setUser]);
}
