import type { ContactBody, ContactResponse } from '@triptender/contract/marketing';
import { api } from '@/lib/api-client.ts';

/** POST /v1/contact: a message for the TripTender team. */
export function sendContactMessage(body: ContactBody): Promise<ContactResponse> {
  return api<ContactResponse>('/contact', { method: 'POST', body, toastValidation: false });
}
