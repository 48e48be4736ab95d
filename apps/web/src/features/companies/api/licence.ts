import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { Wire } from '@triptender/contract/common';
import type { companyProfile } from '@triptender/contract/companies';
import { api } from '@/lib/api-client.ts';
import { companyProfileKey } from '@/lib/query-keys.ts';

export type AdminCompanyProfile = Wire<z.output<typeof companyProfile>>;

/** PUT (verify the number checked) or DELETE /v1/admin/companies/{companyId}/licence-verification. */
export function useLicenceVerification(companyId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (change: { verified: true; licenceNumber: string } | { verified: false }) =>
      api<AdminCompanyProfile>(`/admin/companies/${companyId}/licence-verification`, {
        method: change.verified ? 'PUT' : 'DELETE',
        ...(change.verified ? { body: { licence_number: change.licenceNumber } } : {}),
      }),
    // the answer is the whole profile: the page (and its badges) show it at once
    onSuccess: (profile) => qc.setQueryData(companyProfileKey(companyId), profile),
    // a 409 (the number changed meanwhile): show what is stored now
    onError: () => void qc.invalidateQueries({ queryKey: companyProfileKey(companyId) }),
  });
}
