import type { IssuerDetails, IssuerDetailsBody } from '@triptender/contract/receipts';
import { settingsResource } from '@/lib/settings-resource.ts';

/** TripTender's details printed on receipts. */
export const { useSettings: useIssuerDetails, useSaveSettings: useSaveIssuerDetails } = settingsResource<
  IssuerDetails,
  IssuerDetailsBody
>({
  key: ['admin', 'settings', 'receipts'],
  path: '/admin/settings/receipts',
  invalidates: [['admin', 'audit']],
});
