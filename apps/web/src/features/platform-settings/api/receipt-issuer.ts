import type { IssuerDetails, IssuerDetailsBody } from '@triptender/contract/receipts';
import { adminSetting } from './keys.ts';

/** TripTender's details printed on receipts. */
export const { useSettings: useIssuerDetails, useSaveSettings: useSaveIssuerDetails } = adminSetting<
  IssuerDetails,
  IssuerDetailsBody
>('receipts');
