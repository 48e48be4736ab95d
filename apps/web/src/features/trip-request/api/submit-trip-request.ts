import type { z } from 'zod';
import type { clientRequestBody, tripRequestBody, TripRequestResponse } from '@triptender/contract/leads';
import { api } from '@/lib/api-client.ts';

/** POST /v1/leads: a guest's request. */
export function submitGuestRequest(body: z.output<typeof tripRequestBody>): Promise<TripRequestResponse> {
  return api<TripRequestResponse>('/leads', { method: 'POST', body, toastValidation: false });
}

/** POST /v1/client/request: a logged-in traveller's request. */
export function submitClientRequest(body: z.output<typeof clientRequestBody>): Promise<TripRequestResponse> {
  return api<TripRequestResponse>('/client/request', { method: 'POST', body, toastValidation: false });
}
