import type { RequestConfirmation } from '@triptender/contract/traveller-leads';
import { api } from '@/lib/api-client.ts';

// The emailed confirm link of a request posted with an existing account's email (no login needed).
const base = (token: string) => `/request-confirmations/${encodeURIComponent(token)}`;

export function getRequestConfirmation(token: string, signal?: AbortSignal): Promise<RequestConfirmation> {
  return api<RequestConfirmation>(base(token), { signal, toastValidation: false });
}

export function confirmRequestByLink(token: string): Promise<RequestConfirmation> {
  return api<RequestConfirmation>(`${base(token)}/confirm`, { method: 'POST', toastValidation: false });
}

export function discardRequestByLink(token: string): Promise<{ message: string }> {
  return api<{ message: string }>(`${base(token)}/discard`, { method: 'POST', toastValidation: false });
}
