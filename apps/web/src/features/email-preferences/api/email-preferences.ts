import type { Wire } from '@triptender/contract/common';
import type { UnsubscribeStatus } from '@triptender/contract/notifications';
import { api } from '@/lib/api-client.ts';

// An email's unsubscribe link (no login needed): GET only describes, a POST changes.
export type UnsubscribeInfo = Wire<UnsubscribeStatus>;
const base = (token: string) => `/unsubscribe/${encodeURIComponent(token)}`;

export function getUnsubscribe(token: string, signal?: AbortSignal): Promise<UnsubscribeInfo> {
  return api<UnsubscribeInfo>(base(token), { signal, toastValidation: false });
}

export function postUnsubscribe(token: string): Promise<UnsubscribeInfo> {
  return api<UnsubscribeInfo>(base(token), { method: 'POST', toastValidation: false });
}

export function postResubscribe(token: string): Promise<UnsubscribeInfo> {
  return api<UnsubscribeInfo>(`${base(token)}/resubscribe`, { method: 'POST', toastValidation: false });
}
