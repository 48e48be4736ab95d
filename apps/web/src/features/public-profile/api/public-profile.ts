import { useCallback, useEffect, useState } from 'react';
import type { CompanyPublicProfile, PublicReview } from '@triptender/contract/public-profile';
import type { ListMeta } from '@triptender/contract/common';
import { api } from '@/lib/api-client.ts';

// A public page: plain fetches and state, no query client (public pages keep it out of their first load).

type Loaded<T> = { data: T | null; error: unknown; loading: boolean; retry: () => void };

/** Loads once per key; `retry` loads again. */
function useLoad<T>(key: string, load: (signal: AbortSignal) => Promise<T>): Loaded<T> {
  const [state, setState] = useState<{ key: string; data: T | null; error: unknown }>({ key, data: null, error: null });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    const abort = new AbortController();
    load(abort.signal).then(
      (data) => setState({ key, data, error: null }),
      (error: unknown) => {
        if (!abort.signal.aborted) setState({ key, data: null, error });
      },
    );
    return () => abort.abort();
    // `load` is recreated every render; the key says what to load
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, attempt]);
  const current = state.key === key;
  return {
    data: current ? state.data : null,
    error: current ? state.error : null,
    loading: !current || (state.data === null && state.error === null),
    retry: useCallback(() => {
      setState({ key, data: null, error: null });
      setAttempt((a) => a + 1);
    }, [key]),
  };
}

/** GET /v1/companies/{companyId}/profile: what anyone may read of an operator. */
export const useOperatorProfile = (companyId: number) =>
  useLoad(`profile:${companyId}`, (signal) => api<CompanyPublicProfile>(`/companies/${companyId}/profile`, { signal }));

/** GET /v1/companies/{companyId}/profile/reviews: one page of its written reviews, newest first. */
export const useOperatorReviews = (companyId: number, page: number) =>
  useLoad(`reviews:${companyId}:${page}`, (signal) =>
    api<{ data: PublicReview[]; meta: ListMeta }>(`/companies/${companyId}/profile/reviews`, {
      query: { page, per_page: REVIEWS_PER_PAGE },
      signal,
    }),
  );

export const REVIEWS_PER_PAGE = 10;
