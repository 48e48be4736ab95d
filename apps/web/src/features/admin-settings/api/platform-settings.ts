import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PlatformSettingsBody } from '@triptender/contract/settings';
import { api } from '@/lib/api-client.ts';

const key = ['admin', 'settings'] as const;

export function usePlatformSettings() {
  return useQuery({
    queryKey: key,
    queryFn: ({ signal }) => api<PlatformSettingsBody>('/admin/settings', { signal }),
  });
}

export function useSavePlatformSettings() {
  const qc = useQueryClient();
  return useMutation({
    meta: { silent: true },
    mutationFn: (body: PlatformSettingsBody) =>
      api<PlatformSettingsBody>('/admin/settings', { method: 'PUT', body, toastValidation: false }),
    onSuccess: (saved) => {
      qc.setQueryData(key, saved);
      void qc.invalidateQueries({ queryKey: ['admin', 'audit'] });
    },
  });
}
