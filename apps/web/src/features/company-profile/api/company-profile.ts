import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { companyProfile, UpdateCompanyBody } from '@triptender/contract/companies';
import type { SwitchedBadge } from '@triptender/contract/enums';
import { api } from '@/lib/api-client.ts';
import { companyProfileKey } from '@/lib/query-keys.ts';
import type { Wire } from '@triptender/contract/common';

export type CompanyProfileData = Wire<z.output<typeof companyProfile>>;

export const companyProfileQuery = (companyId: number) =>
  queryOptions({
    queryKey: companyProfileKey(companyId),
    queryFn: ({ signal }) => api<CompanyProfileData>(`/company/${companyId}`, { signal }),
  });

export function useCompanyProfile(companyId: number) {
  return useQuery(companyProfileQuery(companyId));
}

/** Every change to a profile answers with the whole profile: it replaces the cached one. */
function useProfileMutation<V>(companyId: number, call: (vars: V) => Promise<CompanyProfileData>, silent = false) {
  const qc = useQueryClient();
  return useMutation({
    meta: { silent },
    mutationFn: call,
    onSuccess: (profile) => {
      qc.setQueryData(companyProfileKey(companyId), profile);
      // the overview shows the completeness too
      void qc.invalidateQueries({ queryKey: ['company', companyId, 'overview'] });
    },
  });
}

export function useUpdateCompany(companyId: number) {
  return useProfileMutation(
    companyId,
    (body: UpdateCompanyBody) =>
      api<CompanyProfileData>(`/company/${companyId}`, { method: 'PATCH', body, toastValidation: false }),
    true,
  );
}

export function useUploadLogo(companyId: number) {
  return useProfileMutation(companyId, (file: File) => {
    const form = new FormData();
    form.append('logo', file);
    return api<CompanyProfileData>(`/company/${companyId}/logo`, { method: 'POST', body: form });
  });
}

export function useSetBadge(companyId: number) {
  return useProfileMutation(companyId, ({ badge, granted }: { badge: SwitchedBadge; granted: boolean }) =>
    api<CompanyProfileData>(`/company/${companyId}/badges/${encodeURIComponent(badge)}`, {
      method: granted ? 'PUT' : 'DELETE',
    }),
  );
}
