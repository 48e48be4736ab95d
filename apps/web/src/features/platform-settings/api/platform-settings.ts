import type { PlatformSettingsBody } from '@triptender/contract/settings';
import { adminSetting } from './keys.ts';

export const { useSettings: usePlatformSettings, useSaveSettings: useSavePlatformSettings } = adminSetting<
  PlatformSettingsBody,
  PlatformSettingsBody
>();
