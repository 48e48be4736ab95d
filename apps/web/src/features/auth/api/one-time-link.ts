import type { z } from 'zod';
import type { loginResponse, oneTimeLinkInfo, SetPasswordBody } from '@triptender/contract/auth';
import { api } from '@/lib/api-client.ts';

export type LinkInfo = z.input<typeof oneTimeLinkInfo>;

export function getLinkInfo(token: string, signal?: AbortSignal): Promise<LinkInfo> {
  return api<LinkInfo>(`/auth/link/${encodeURIComponent(token)}`, { signal, toastValidation: false });
}

export function setPasswordWithLink(body: SetPasswordBody) {
  return api<z.input<typeof loginResponse> & { lead_id: number | null }>('/auth/set-password', {
    method: 'POST',
    body,
    toastValidation: false,
  });
}
