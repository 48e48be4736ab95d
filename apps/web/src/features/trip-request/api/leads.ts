import type { z } from 'zod';
import type {
  travellerLeadBody,
  guestLeadBody,
  GuestLeadResponse,
  PostedLeadResponse,
} from '@triptender/contract/leads';
import { api } from '@/lib/api-client.ts';

/** POST /v1/leads: a guest's request (answered alike for every email: the request as received). */
export function submitGuestRequest(body: z.output<typeof guestLeadBody>): Promise<GuestLeadResponse> {
  return api<GuestLeadResponse>('/leads', { method: 'POST', body, toastValidation: false });
}

/** POST /v1/client/request: a logged-in traveller's request. */
export function submitTravellerLead(body: z.output<typeof travellerLeadBody>): Promise<PostedLeadResponse> {
  return api<PostedLeadResponse>('/client/request', { method: 'POST', body, toastValidation: false });
}
