import type { LeadMagnetBody, LeadMagnetResponse } from '@triptender/contract/marketing';
import { api } from '@/lib/api-client.ts';

/** POST /v1/client/lead-magnet: the savings guide or the 15% discount. */
export function submitLeadMagnet(body: LeadMagnetBody): Promise<LeadMagnetResponse> {
  return api<LeadMagnetResponse>('/client/lead-magnet', { method: 'POST', body, toastValidation: false });
}
