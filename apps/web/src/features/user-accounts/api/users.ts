import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Wire } from '@triptender/contract/common';
import type { AdminUser } from '@triptender/contract/privacy';
import { api } from '@/lib/api-client.ts';
import { downloadFile } from '@/lib/download.ts';
import { usePagedList } from '@/lib/use-paged-list.ts';

export type AdminUserData = Wire<AdminUser>;

/** Every page and search of the admin's accounts list. */
export const adminUsersKey = ['admin', 'users'] as const;

export function useAdminUsers(filters: { page: number; search?: string | undefined }) {
  return usePagedList<AdminUserData>(adminUsersKey, '/admin/users', filters);
}

/** Saves everything held about one user as a JSON file, for their request (GET /v1/admin/users/{id}/export). */
export const downloadUserData = (userId: number) =>
  downloadFile(`/admin/users/${userId}/export`, { fallbackName: `triptender-data-${userId}.json` });

/** Deletes a user's account on their request (DELETE /v1/admin/users/{id}). */
export function useDeleteUser() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (userId: number) => api<{ message: string }>(`/admin/users/${userId}`, { method: 'DELETE' }),
    onSuccess: () => void qc.invalidateQueries({ queryKey: adminUsersKey }),
  });
}
