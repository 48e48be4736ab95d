import type { BillingDetails, BillingDetailsBody } from '@triptender/contract/receipts';
import { settingsResource } from '@/lib/settings-resource.ts';

/** The company's billing details, printed on its next receipts. */
export const { useSettings: useBillingDetails, useSaveSettings: useSaveBillingDetails } = settingsResource<
  BillingDetails,
  BillingDetailsBody,
  [companyId: number]
>({
  key: (companyId) => ['company', companyId, 'billing'],
  path: (companyId) => `/company/${companyId}/billing`,
});
