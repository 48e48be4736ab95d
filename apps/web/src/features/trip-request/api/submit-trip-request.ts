import type { z } from 'zod';
import type { travellerLeadBody, guestLeadBody, PostedLeadResponse } from '@triptender/contract/leads';
import { api } from '@/lib/api-client.ts';

/** POST /v1/leads: a guest's request. */
export function submitGuestRequest(body: z.output<typeof guestLeadBody>): Promise<PostedLeadResponse> {
  return api<PostedLeadResponse>('/leads', { method: 'POST', body, toastValidation: false });
}

/** POST /v1/client/request: a logged-in traveller's request. */
export function submitTravellerLead(body: z.output<typeof travellerLeadBody>): Promise<PostedLeadResponse> {
  return api<PostedLeadResponse>('/client/request', { method: 'POST', body, toastValidation: false });
}
