import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NotificationSettings, NotificationSettingsBody } from '@triptender/contract/notifications';
import { api } from '@/lib/api-client.ts';

const notificationSettingsKey = ['me', 'notification-settings'] as const;

/** The logged-in company user's own new-lead alerts. */
export function useNotificationSettings() {
  return useQuery({
    queryKey: notificationSettingsKey,
    queryFn: ({ signal }) => api<NotificationSettings>('/me/notification-settings', { signal }),
  });
}

export function useSaveNotificationSettings() {
  const qc = useQueryClient();
  return useMutation({
    meta: { silent: true },
    mutationFn: (body: NotificationSettingsBody) =>
      api<NotificationSettings>('/me/notification-settings', { method: 'PUT', body, toastValidation: false }),
    onSuccess: (saved) => qc.setQueryData(notificationSettingsKey, saved),
  });
}
