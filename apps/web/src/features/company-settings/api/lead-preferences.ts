import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Wire } from '@triptender/contract/common';
import type { LeadPreferences, LeadPreferencesBody } from '@triptender/contract/lead-preferences';
import { api } from '@/lib/api-client.ts';
import { openLeadsKey } from '@/lib/query-keys.ts';

export type LeadPreferencesData = Wire<LeadPreferences>;

const leadPreferencesKey = (companyId: number) => ['company', companyId, 'lead-preferences'] as const;

export const leadPreferencesQuery = (companyId: number) =>
  queryOptions({
    queryKey: leadPreferencesKey(companyId),
    queryFn: ({ signal }) => api<LeadPreferencesData>(`/company/${companyId}/lead-preferences`, { signal }),
  });

export function useLeadPreferences(companyId: number) {
  return useQuery(leadPreferencesQuery(companyId));
}

/** Saving answers the stored preferences; the marketplace's lists then match by them. */
export function useSaveLeadPreferences(companyId: number) {
  const qc = useQueryClient();
  return useMutation({
    meta: { silent: true },
    mutationFn: (body: LeadPreferencesBody) =>
      api<LeadPreferencesData>(`/company/${companyId}/lead-preferences`, {
        method: 'PUT',
        body,
        toastValidation: false,
      }),
    onSuccess: (saved) => {
      qc.setQueryData(leadPreferencesKey(companyId), saved);
      void qc.invalidateQueries({ queryKey: openLeadsKey });
    },
  });
}
