import type { Wire } from '@triptender/contract/common';
import type { LeadPreferences, LeadPreferencesBody } from '@triptender/contract/lead-preferences';
import { openLeadsKey } from '@/lib/query-keys.ts';
import { settingsResource } from '@/lib/settings-resource.ts';

export type LeadPreferencesData = Wire<LeadPreferences>;

/** Saving answers the stored preferences; the marketplace's lists then match by them. */
const leadPreferences = settingsResource<LeadPreferencesData, LeadPreferencesBody, [companyId: number]>({
  key: (companyId) => ['company', companyId, 'lead-preferences'],
  path: (companyId) => `/company/${companyId}/lead-preferences`,
  invalidates: [openLeadsKey],
});

export const {
  query: leadPreferencesQuery,
  useSettings: useLeadPreferences,
  useSaveSettings: useSaveLeadPreferences,
} = leadPreferences;
