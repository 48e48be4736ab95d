import { settingsResource } from '@/lib/settings-resource.ts';

/**
 * One of the admin's settings, read and saved at `/admin/settings[/name]` and cached under the same
 * words; every save is audited, so the audit log is read again.
 */
export const adminSetting = <Settings, Body>(name?: string) =>
  settingsResource<Settings, Body>({
    key: name ? ['admin', 'settings', name] : ['admin', 'settings'],
    path: name ? `/admin/settings/${name}` : '/admin/settings',
    invalidates: [['admin', 'audit']],
  });
