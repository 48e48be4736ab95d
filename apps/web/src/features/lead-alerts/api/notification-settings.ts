import type { NotificationSettings, NotificationSettingsBody } from '@triptender/contract/notifications';
import { settingsResource } from '@/lib/settings-resource.ts';

/** The logged-in company user's own new-lead alerts. */
export const { useSettings: useNotificationSettings, useSaveSettings: useSaveNotificationSettings } = settingsResource<
  NotificationSettings,
  NotificationSettingsBody
>({
  key: ['me', 'notification-settings'],
  path: '/me/notification-settings',
});
