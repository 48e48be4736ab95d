import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { IssuerDetails, IssuerDetailsBody } from '@triptender/contract/receipts';
import { api } from '@/lib/api-client.ts';

const key = ['admin', 'settings', 'receipts'] as const;

/** TripTender's details printed on receipts. */
export function useIssuerDetails() {
  return useQuery({
    queryKey: key,
    queryFn: ({ signal }) => api<IssuerDetails>('/admin/settings/receipts', { signal }),
  });
}

export function useSaveIssuerDetails() {
  const qc = useQueryClient();
  return useMutation({
    meta: { silent: true },
    mutationFn: (body: IssuerDetailsBody) =>
      api<IssuerDetails>('/admin/settings/receipts', { method: 'PUT', body, toastValidation: false }),
    onSuccess: (saved) => {
      qc.setQueryData(key, saved);
      void qc.invalidateQueries({ queryKey: ['admin', 'audit'] });
    },
  });
}
