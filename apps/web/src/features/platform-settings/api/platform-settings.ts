import type { PlatformSettingsBody } from '@triptender/contract/settings';
import { settingsResource } from '@/lib/settings-resource.ts';

export const { useSettings: usePlatformSettings, useSaveSettings: useSavePlatformSettings } = settingsResource<
  PlatformSettingsBody,
  PlatformSettingsBody
>({
  key: ['admin', 'settings'],
  path: '/admin/settings',
  invalidates: [['admin', 'audit']],
});
